import type { FormEvent, ReactNode } from 'react';
import { Button, Card } from '../../ui';

/**
 * A back-office list's filters or search: the fields in a grid, applied with the first button and, where
 * `onReset` is given, emptied with the second.
 */
export function FilterCard({
  title,
  label = title,
  role,
  onSubmit,
  applyLabel,
  onReset,
  resetLabel,
  children,
}: {
  /** The card's heading; none where the search field's label says it. */
  title?: string;
  /** The form's name (by default the title). */
  label?: string | undefined;
  role?: 'search';
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  applyLabel: string;
  onReset?: () => void;
  resetLabel?: string;
  children: ReactNode;
}) {
  return (
    <Card as="section" title={title} className="admin-filters">
      <form
        noValidate
        role={role}
        aria-label={label}
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit(event);
        }}
      >
        <div className="admin-filters__grid">{children}</div>
        <div className="admin-filters__actions">
          <Button type="submit">{applyLabel}</Button>
          {onReset && (
            <Button variant="secondary" onPress={onReset}>
              {resetLabel}
            </Button>
          )}
        </div>
      </form>
    </Card>
  );
}
