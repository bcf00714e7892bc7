import { useId, type Ref } from 'react';
import { fieldError, type FieldErrors } from './fieldError';
import './Field.css';
import './StarRating.css';

export interface StarRatingProps {
  /** The group's visible label. */
  label: string;
  /** The selected number of stars, or null for none yet. */
  value: number | null;
  onChange(value: number): void;
  onBlur?: () => void;
  /** The accessible name of each star: '3 Sterne'. */
  starLabel(stars: number): string;
  /** Highest rating (5). */
  max?: number;
  name?: string;
  isRequired?: boolean;
  errorMessage?: string | undefined;
  errors?: FieldErrors;
  /** The radio a form focuses on an error: the selected star, else the first. */
  inputRef?: Ref<HTMLInputElement>;
}

/** One star drawn as an outline that fills when it is part of the rating (forced colours: system colours). */
function Star() {
  return (
    <svg className="ui-star-rating__star" viewBox="0 0 24 24" width="36" height="36" aria-hidden="true">
      <path d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z" />
    </svg>
  );
}

/**
 * A star rating after WAI-ARIA's rating radio group: native radios sharing one name, so the group is
 * one tab stop and the arrow keys move the rating; each star is labelled with its count, stars up to
 * the chosen one are filled, the focused star carries the focus ring, and in forced-colours mode the
 * stars take system colours (Highlight filled, CanvasText outlined).
 */
export function StarRating({
  label,
  value,
  onChange,
  onBlur,
  starLabel,
  max = 5,
  name,
  isRequired = false,
  errorMessage,
  errors,
  inputRef,
}: StarRatingProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const error = fieldError(errorMessage, errors, name);
  const focusTarget = value ?? 1;
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelId}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      aria-required={isRequired || undefined}
      className="ui-field ui-star-rating"
      data-invalid={error ? true : undefined}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onBlur?.();
      }}
    >
      <span id={labelId} className="ui-field__label">
        {label}
        {isRequired && (
          <span className="ui-field__required" aria-hidden="true">
            *
          </span>
        )}
      </span>
      <div className="ui-star-rating__stars">
        {Array.from({ length: max }, (_, index) => {
          const stars = index + 1;
          return (
            <label
              key={stars}
              className="ui-star-rating__option"
              data-filled={value !== null && stars <= value ? true : undefined}
            >
              <input
                ref={stars === focusTarget ? inputRef : undefined}
                type="radio"
                className="ui-star-rating__input"
                name={name ?? id}
                value={stars}
                checked={value === stars}
                onChange={() => onChange(stars)}
              />
              <Star />
              <span className="ui-star-rating__name">{starLabel(stars)}</span>
            </label>
          );
        })}
      </div>
      {error && (
        <span id={errorId} className="ui-field__error">
          {error}
        </span>
      )}
    </div>
  );
}
