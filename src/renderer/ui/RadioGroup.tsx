import type { ReactNode } from 'react';
import {
  FieldError,
  Label,
  RadioButton,
  RadioField,
  RadioGroup as AriaRadioGroup,
  Text,
  type RadioGroupProps as AriaRadioGroupProps,
} from 'react-aria-components';
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

/** A labelled single choice (country, role): arrow keys move between the cards, as in a native group. */
export function RadioGroup({
  label,
  description,
  errorMessage,
  errors,
  children,
  className,
  isInvalid,
  ...rest
}: RadioGroupProps) {
  const error = fieldError(errorMessage, errors, rest.name);
  return (
    <AriaRadioGroup
      validationBehavior="aria"
      {...rest}
      isInvalid={isInvalid || error !== undefined}
      className={['ui-field', 'ui-radio-group', className].filter(Boolean).join(' ')}
    >
      <Label className="ui-field__label">{label}</Label>
      {description && (
        <Text slot="description" className="ui-field__description">
          {description}
        </Text>
      )}
      <div className="ui-radio-group__cards">{children}</div>
      <FieldError className="ui-field__error">{error}</FieldError>
    </AriaRadioGroup>
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
export function RadioCard({ value, label, description, icon, isDisabled }: RadioCardProps) {
  return (
    <RadioField value={value} isDisabled={isDisabled} className="ui-radio-card">
      <RadioButton className="ui-radio-card__button">
        <span className="ui-radio-card__dot" aria-hidden="true" />
        {icon && (
          <span className="ui-radio-card__icon" aria-hidden="true">
            {icon}
          </span>
        )}
        <span className="ui-radio-card__label">{label}</span>
      </RadioButton>
      {description && (
        <Text slot="description" className="ui-radio-card__description">
          {description}
        </Text>
      )}
    </RadioField>
  );
}
