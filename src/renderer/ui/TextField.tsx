import { useState, type InputHTMLAttributes, type Ref } from 'react';
import type { TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { splitDataAttributes } from './dataAttributes';
import { FieldFrame } from './FieldFrame';
import { fieldError, type FieldErrors } from './fieldError';
import { focusHandlers } from './focusHandlers';

export interface TextFieldProps extends Omit<
  AriaTextFieldProps,
  'className' | 'style' | 'children' | 'render' | 'type'
> {
  label: string;
  description?: string;
  /** Shown below the field and marks it invalid. */
  errorMessage?: string;
  /** Alternative to errorMessage: the form's error map, looked up by `name`. */
  errors?: FieldErrors;
  type?: 'text' | 'email' | 'password' | 'tel' | 'url' | 'search';
  placeholder?: string;
  className?: string;
  /** The input element, e.g. react-hook-form's `field.ref`, so a form can focus its first invalid field. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled text input on a native <input>. Validation is ours (zod schemas), so the field reports it
 * only through ARIA (aria-invalid, the message linked by aria-describedby, aria-required) and the
 * browser shows no native bubbles.
 */
export function TextField({
  label,
  description,
  errorMessage,
  errors,
  placeholder,
  className,
  isInvalid,
  isRequired,
  isDisabled,
  isReadOnly,
  value,
  defaultValue,
  onChange,
  type = 'text',
  id,
  'aria-describedby': describedBy,
  // Validation is the form's (zod); react-aria's own has no place here.
  validate: _validate,
  validationBehavior: _validationBehavior,
  onFocusChange,
  onFocus,
  onBlur,
  onKeyDown,
  onKeyUp,
  excludeFromTabOrder,
  slot: _slot,
  ref,
  ...rest
}: TextFieldProps) {
  const { dataProps, input } = splitDataAttributes(rest);
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? '');
  const error = fieldError(errorMessage, errors, input.name);
  const invalid = isInvalid || error !== undefined;
  return (
    <FieldFrame
      label={label}
      description={description}
      error={error}
      invalid={invalid}
      isRequired={isRequired}
      isDisabled={isDisabled}
      id={id}
      describedBy={describedBy}
      className={className}
      dataProps={dataProps}
    >
      {(control) => (
        <input
          // react-aria's input props are DOM props with slightly wider types (spellCheck as a string).
          {...(input as InputHTMLAttributes<HTMLInputElement>)}
          ref={ref}
          id={control.id}
          type={type}
          className="ui-field__input"
          placeholder={placeholder}
          value={value ?? uncontrolled}
          onChange={(event) => {
            if (value === undefined) setUncontrolled(event.target.value);
            onChange?.(event.target.value);
          }}
          {...focusHandlers({ onFocus, onBlur, onFocusChange })}
          onKeyDown={onKeyDown as never}
          onKeyUp={onKeyUp as never}
          tabIndex={excludeFromTabOrder ? -1 : undefined}
          disabled={isDisabled}
          readOnly={isReadOnly}
          aria-required={isRequired || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={control.describedBy}
          data-invalid={invalid || undefined}
          data-disabled={isDisabled || undefined}
        />
      )}
    </FieldFrame>
  );
}
