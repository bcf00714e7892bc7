import { useId, useState, type ReactNode } from 'react';
import type { CheckboxFieldProps } from 'react-aria-components';
import { dataAttributes } from './dataAttributes';
import { fieldError, type FieldErrors } from './fieldError';
import { CheckIcon } from './icons';
import { focusHandlers } from './focusHandlers';
import './Field.css';
import './Checkbox.css';

export interface CheckboxProps extends Omit<
  CheckboxFieldProps,
  'className' | 'style' | 'children' | 'render'
> {
  /** The label; may hold links (terms of use), which stay separately clickable. */
  children: ReactNode;
  description?: string;
  errorMessage?: string;
  errors?: FieldErrors;
  className?: string;
}

/** Hands the input element to a caller's ref (react-aria's `inputRef`). */
function setRef<T>(ref: CheckboxProps['inputRef'], value: T): void {
  if (typeof ref === 'function') ref(value as never);
  else if (ref) (ref as { current: T | null }).current = value;
}

/**
 * A single checkbox with its label, an optional description and an error message below. The native
 * <input type="checkbox"> is visually hidden inside the label and drawn as the box beside it.
 */
export function Checkbox({
  children,
  description,
  errorMessage,
  errors,
  className,
  isInvalid,
  isSelected,
  defaultSelected = false,
  onChange,
  isDisabled,
  isReadOnly,
  isRequired,
  isIndeterminate,
  name,
  value,
  id,
  autoFocus,
  excludeFromTabOrder,
  inputRef,
  onFocus,
  onBlur,
  onFocusChange,
  onKeyDown,
  onKeyUp,
  'aria-label': ariaLabel,
  'aria-labelledby': labelledBy,
  'aria-describedby': describedBy,
  ...rest
}: CheckboxProps) {
  const generatedId = useId();
  const descriptionId = `${generatedId}-description`;
  const errorId = `${generatedId}-error`;
  const [uncontrolled, setUncontrolled] = useState(defaultSelected);
  const selected = isSelected ?? uncontrolled;
  const error = fieldError(errorMessage, errors, name);
  const invalid = isInvalid || error !== undefined;
  const state = {
    'data-selected': selected || undefined,
    'data-invalid': invalid || undefined,
    'data-disabled': isDisabled || undefined,
    'data-readonly': isReadOnly || undefined,
    'data-indeterminate': isIndeterminate || undefined,
  };
  return (
    <div
      {...dataAttributes(rest)}
      className={['ui-field', 'ui-checkbox', className].filter(Boolean).join(' ')}
      {...state}
    >
      <label className="ui-checkbox__button" {...state}>
        <input
          type="checkbox"
          className="ui-checkbox__input"
          id={id}
          name={name}
          value={value}
          checked={selected}
          ref={(input) => {
            if (input) input.indeterminate = !!isIndeterminate;
            setRef(inputRef, input);
          }}
          onChange={(event) => {
            if (isReadOnly) return;
            if (isSelected === undefined) setUncontrolled(event.target.checked);
            onChange?.(event.target.checked);
          }}
          {...focusHandlers({ onFocus, onBlur, onFocusChange })}
          onKeyDown={onKeyDown as never}
          onKeyUp={onKeyUp as never}
          disabled={isDisabled}
          autoFocus={autoFocus}
          tabIndex={excludeFromTabOrder ? -1 : undefined}
          aria-label={ariaLabel}
          aria-labelledby={labelledBy}
          aria-readonly={isReadOnly || undefined}
          aria-required={isRequired || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={
            [description && descriptionId, error && errorId, describedBy].filter(Boolean).join(' ') ||
            undefined
          }
        />
        <span className="ui-checkbox__box" aria-hidden="true">
          <CheckIcon size={16} strokeWidth={3} />
        </span>
        <span className="ui-checkbox__label">{children}</span>
      </label>
      {description && (
        <span id={descriptionId} className="ui-field__description ui-checkbox__indent">
          {description}
        </span>
      )}
      {error && (
        <span id={errorId} className="ui-field__error ui-checkbox__indent">
          {error}
        </span>
      )}
    </div>
  );
}
