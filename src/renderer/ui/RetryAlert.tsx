import type { ReactNode } from 'react';
import { Button } from './Button';
import { InlineAlert } from './InlineAlert';

/** A failed load with its retry button: the one way screens say 'could not load, try again'. */
export function RetryAlert({
  children,
  retryLabel,
  onRetry,
}: {
  children: ReactNode;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <InlineAlert
      tone="error"
      action={
        <Button variant="secondary" size="sm" onPress={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {children}
    </InlineAlert>
  );
}
