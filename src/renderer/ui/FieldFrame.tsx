import { useId, type HTMLAttributes, type ReactNode } from 'react';
import './Field.css';

export interface FieldControl {
  /** The control's id, which the label points at. */
  id: string;
  /** The ids of the description and the error (and any given), for aria-describedby. */
  describedBy: string | undefined;
}

interface FieldFrameProps {
  label: string;
  description?: string | undefined;
  /** Shown below the control; linked to it through `describedBy`. */
  error?: string | undefined;
  invalid: boolean;
  isRequired?: boolean | undefined;
  isDisabled?: boolean | undefined;
  /** The control's own id, when the caller has one; otherwise one is made. */
  id?: string | undefined;
  /** Further ids the control is described by. */
  describedBy?: string | undefined;
  className?: string | undefined;
  /** data-* attributes for the frame. */
  dataProps?: HTMLAttributes<HTMLDivElement>;
  children(control: FieldControl): ReactNode;
}

/**
 * The frame every text field shares: the label (with a star when required), the control, its
 * description and its error message, linked to the control by id, so TextField and TextArea differ only
 * in their native element.
 */
export function FieldFrame({
  label,
  description,
  error,
  invalid,
  isRequired,
  isDisabled,
  id,
  describedBy,
  className,
  dataProps,
  children,
}: FieldFrameProps) {
  const generatedId = useId();
  const controlId = id ?? `${generatedId}-input`;
  const descriptionId = `${generatedId}-description`;
  const errorId = `${generatedId}-error`;
  const describedByIds =
    [description && descriptionId, error && errorId, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div
      {...dataProps}
      className={['ui-field', className].filter(Boolean).join(' ')}
      data-invalid={invalid || undefined}
      data-required={isRequired || undefined}
      data-disabled={isDisabled || undefined}
    >
      <label className="ui-field__label" htmlFor={controlId}>
        {label}
        {isRequired && (
          <span className="ui-field__required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children({ id: controlId, describedBy: describedByIds })}
      {description && (
        <span id={descriptionId} className="ui-field__description">
          {description}
        </span>
      )}
      {error && (
        <span id={errorId} className="ui-field__error">
          {error}
        </span>
      )}
    </div>
  );
}
