import { useId, type Ref } from 'react';
import { fieldError, type FieldErrors } from './fieldError';
import './Field.css';

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

/** A labelled multi-line text input on a native <textarea>, with TextField's look and error linking. */
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
  const id = useId();
  const inputId = `${id}-input`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const error = fieldError(errorMessage, errors, name);
  return (
    <div className="ui-field" data-invalid={error ? true : undefined}>
      <label className="ui-field__label" htmlFor={inputId}>
        {label}
      </label>
      <textarea
        ref={ref}
        id={inputId}
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
        aria-describedby={
          [description && descriptionId, error && errorId].filter(Boolean).join(' ') || undefined
        }
      />
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
