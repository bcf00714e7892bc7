import {
  FieldError,
  Input,
  Label,
  Text,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { fieldError, type FieldErrors } from './fieldError';
import './Field.css';

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
}

/**
 * A labelled text input. Validation is ours (zod schemas), so react-aria only reports it through ARIA
 * and the browser shows no native bubbles ('aria' behaviour).
 */
export function TextField({
  label,
  description,
  errorMessage,
  errors,
  placeholder,
  className,
  isInvalid,
  ...rest
}: TextFieldProps) {
  const error = fieldError(errorMessage, errors, rest.name);
  return (
    <AriaTextField
      validationBehavior="aria"
      {...rest}
      isInvalid={isInvalid || error !== undefined}
      className={['ui-field', className].filter(Boolean).join(' ')}
    >
      <Label className="ui-field__label">
        {label}
        {rest.isRequired && (
          <span className="ui-field__required" aria-hidden="true">
            *
          </span>
        )}
      </Label>
      <Input className="ui-field__input" placeholder={placeholder} />
      {description && (
        <Text slot="description" className="ui-field__description">
          {description}
        </Text>
      )}
      <FieldError className="ui-field__error">{error}</FieldError>
    </AriaTextField>
  );
}
