import { createContext, useContext, useId, useState, type ReactNode } from 'react';
import type { RadioGroupProps as AriaRadioGroupProps } from 'react-aria-components';
import { dataAttributes } from './dataAttributes';
import { fieldError, type FieldErrors } from './fieldError';
import './Field.css';
import './RadioGroup.css';

export interface RadioGroupProps extends Omit<
  AriaRadioGroupProps,
  'className' | 'style' | 'children' | 'render'
> {
  label: string;
  description?: string;
  errorMessage?: string;
  errors?: FieldErrors;
  /** RadioCard elements. */
  children: ReactNode;
  className?: string;
}

/** What a RadioCard needs from its group. */
interface GroupState {
  name: string;
  selected: string | null;
  select(value: string): void;
  isDisabled: boolean;
  invalid: boolean;
  /** The group's error and description, which every radio's description includes (as react-aria did). */
  describedBy: string[];
}

const RadioGroupState = createContext<GroupState | null>(null);

/**
 * A labelled single choice (country, role) on native radio inputs sharing one name, so the browser
 * gives the group one tab stop and moves the choice with the arrow keys.
 */
export function RadioGroup({
  label,
  description,
  errorMessage,
  errors,
  children,
  className,
  isInvalid,
  isDisabled = false,
  isReadOnly = false,
  isRequired = false,
  orientation = 'vertical',
  name,
  value,
  defaultValue = null,
  onChange,
  onFocus,
  onBlur,
  id,
  'aria-label': ariaLabel,
  'aria-labelledby': labelledBy,
  'aria-describedby': describedBy,
  ...rest
}: RadioGroupProps) {
  const generatedId = useId();
  const labelId = `${generatedId}-label`;
  const descriptionId = `${generatedId}-description`;
  const errorId = `${generatedId}-error`;
  const [uncontrolled, setUncontrolled] = useState<string | null>(defaultValue);
  const selected = value === undefined ? uncontrolled : value;
  const error = fieldError(errorMessage, errors, name);
  const invalid = isInvalid || error !== undefined;
  const state: GroupState = {
    name: name ?? generatedId,
    selected,
    select(next) {
      if (isReadOnly || isDisabled) return;
      if (value === undefined) setUncontrolled(next);
      onChange?.(next);
    },
    isDisabled,
    invalid,
    describedBy: [error ? errorId : '', description ? descriptionId : ''].filter(Boolean),
  };
  const flags = {
    'data-orientation': orientation,
    'data-invalid': invalid || undefined,
    'data-required': isRequired || undefined,
    'data-disabled': isDisabled || undefined,
    'data-readonly': isReadOnly || undefined,
  };
  return (
    <div
      {...dataAttributes(rest)}
      id={id}
      // Like react-aria: focus entering and leaving the group, not moving within it.
      onFocus={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onFocus?.(event);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onBlur?.(event);
      }}
      role="radiogroup"
      aria-label={ariaLabel}
      aria-labelledby={[labelId, labelledBy].filter(Boolean).join(' ')}
      aria-describedby={
        [description && descriptionId, error && errorId, describedBy].filter(Boolean).join(' ') || undefined
      }
      aria-invalid={invalid || undefined}
      aria-required={isRequired || undefined}
      aria-readonly={isReadOnly || undefined}
      aria-disabled={isDisabled || undefined}
      aria-orientation={orientation}
      className={['ui-field', 'ui-radio-group', className].filter(Boolean).join(' ')}
      {...flags}
    >
      <span id={labelId} className="ui-field__label">
        {label}
      </span>
      {description && (
        <span id={descriptionId} className="ui-field__description">
          {description}
        </span>
      )}
      <div className="ui-radio-group__cards">
        <RadioGroupState.Provider value={state}>{children}</RadioGroupState.Provider>
      </div>
      {error && (
        <span id={errorId} className="ui-field__error">
          {error}
        </span>
      )}
    </div>
  );
}

export interface RadioCardProps {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  /** Decorative picture on the left, e.g. a CountryFlag. */
  icon?: ReactNode;
  isDisabled?: boolean;
}

/** One choice drawn as a card; the whole card is clickable, the description is linked by aria-describedby. */
export function RadioCard({ value, label, description, icon, isDisabled = false }: RadioCardProps) {
  const group = useContext(RadioGroupState);
  const descriptionId = `${useId()}-description`;
  if (!group) throw new Error('RadioCard must be inside a RadioGroup');
  const selected = group.selected === value;
  const disabled = isDisabled || group.isDisabled;
  return (
    <div
      className="ui-radio-card"
      data-selected={selected || undefined}
      data-disabled={disabled || undefined}
      data-invalid={group.invalid || undefined}
    >
      <label className="ui-radio-card__button">
        <input
          type="radio"
          className="ui-radio-card__input"
          name={group.name}
          value={value}
          checked={selected}
          disabled={disabled}
          onChange={(event) => {
            if (event.target.checked) group.select(value);
          }}
          aria-describedby={
            [description ? descriptionId : '', ...group.describedBy].filter(Boolean).join(' ') || undefined
          }
        />
        <span className="ui-radio-card__dot" aria-hidden="true" />
        {icon && (
          <span className="ui-radio-card__icon" aria-hidden="true">
            {icon}
          </span>
        )}
        <span className="ui-radio-card__label">{label}</span>
      </label>
      {description && (
        <span id={descriptionId} className="ui-radio-card__description">
          {description}
        </span>
      )}
    </div>
  );
}
