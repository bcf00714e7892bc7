import type { ReactNode } from 'react';
import {
  CheckboxButton,
  CheckboxField,
  FieldError,
  Text,
  type CheckboxFieldProps,
} from 'react-aria-components';
import { fieldError, type FieldErrors } from './fieldError';
import { CheckIcon } from './icons';
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

/** A single checkbox with its label, an optional description and an error message below. */
export function Checkbox({
  children,
  description,
  errorMessage,
  errors,
  className,
  isInvalid,
  ...rest
}: CheckboxProps) {
  const error = fieldError(errorMessage, errors, rest.name);
  return (
    <CheckboxField
      validationBehavior="aria"
      {...rest}
      isInvalid={isInvalid || error !== undefined}
      className={['ui-field', 'ui-checkbox', className].filter(Boolean).join(' ')}
    >
      <CheckboxButton className="ui-checkbox__button">
        <span className="ui-checkbox__box" aria-hidden="true">
          <CheckIcon size={16} strokeWidth={3} />
        </span>
        <span className="ui-checkbox__label">{children}</span>
      </CheckboxButton>
      {description && (
        <Text slot="description" className="ui-field__description ui-checkbox__indent">
          {description}
        </Text>
      )}
      <FieldError className="ui-field__error ui-checkbox__indent">{error}</FieldError>
    </CheckboxField>
  );
}
