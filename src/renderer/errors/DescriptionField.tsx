import { useId, type Ref } from 'react';

export interface DescriptionFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  errorMessage?: string | undefined;
  isRequired?: boolean;
  /** The textarea, e.g. react-hook-form's `field.ref`, so the form can focus it when it is invalid. */
  ref?: Ref<HTMLTextAreaElement>;
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
  onBlur,
  errorMessage,
  isRequired,
  ref,
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
        ref={ref}
        id={id}
        name={name}
        rows={4}
        className="error-report__textarea"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
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
