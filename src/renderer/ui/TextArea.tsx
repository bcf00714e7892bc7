import type { Ref } from 'react';
import { FieldFrame } from './FieldFrame';
import { fieldError, type FieldErrors } from './fieldError';

export interface TextAreaProps {
  label: string;
  description?: string;
  errorMessage?: string | undefined;
  errors?: FieldErrors;
  name?: string;
  value: string;
  onChange(value: string): void;
  onBlur?: () => void;
  rows?: number;
  maxLength?: number;
  isRequired?: boolean;
  isDisabled?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line text input on a native <textarea>, in the frame TextField uses. */
export function TextArea({
  label,
  description,
  errorMessage,
  errors,
  name,
  value,
  onChange,
  onBlur,
  rows = 5,
  maxLength,
  isRequired,
  isDisabled,
  ref,
}: TextAreaProps) {
  const error = fieldError(errorMessage, errors, name);
  return (
    <FieldFrame
      label={label}
      description={description}
      error={error}
      invalid={error !== undefined}
      isRequired={isRequired}
      isDisabled={isDisabled}
    >
      {(control) => (
        <textarea
          ref={ref}
          id={control.id}
          name={name}
          className="ui-field__input ui-field__input--multiline"
          rows={rows}
          maxLength={maxLength}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          disabled={isDisabled}
          aria-required={isRequired || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={control.describedBy}
        />
      )}
    </FieldFrame>
  );
}
