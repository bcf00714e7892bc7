import { useId } from 'react';

export interface DescriptionFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  errorMessage?: string | undefined;
  isRequired?: boolean;
}

/**
 * A labelled multi-line text field for 'what happened'. The ui kit has no multi-line field yet; this
 * one follows its look (label, required mark, message below) with a plain textarea.
 */
export function DescriptionField({
  label,
  name,
  value,
  onChange,
  errorMessage,
  isRequired,
}: DescriptionFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="error-report__field">
      <label htmlFor={id} className="error-report__label">
        {label}
        {isRequired && (
          <span className="error-report__required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      <textarea
        id={id}
        name={name}
        rows={4}
        className="error-report__textarea"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-required={isRequired || undefined}
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={errorMessage ? errorId : undefined}
      />
      {errorMessage && (
        <span id={errorId} className="error-report__error">
          {errorMessage}
        </span>
      )}
    </div>
  );
}
