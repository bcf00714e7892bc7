import type { Key } from 'react-aria-components';
import {
  Button as AriaButton,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  Text,
} from 'react-aria-components';
import { commonMessages } from '../../shared/messages/common';
import { fieldError, type FieldErrors } from './fieldError';
import { CheckIcon, ChevronDownIcon } from './icons';
import './Field.css';
import './Select.css';

export interface SelectOption {
  id: string;
  label: string;
}

export interface SelectProps {
  label: string;
  options: readonly SelectOption[];
  /** Controlled value (an option id, or null for none). */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (id: string | null) => void;
  /** Defaults to 'Bitte auswählen'. */
  placeholder?: string;
  description?: string;
  errorMessage?: string;
  errors?: FieldErrors;
  name?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  className?: string;
}

/** A dropdown for one choice out of a short list (a topic filter, an association). */
export function Select({
  label,
  options,
  onChange,
  placeholder = commonMessages.selectPlaceholder,
  description,
  errorMessage,
  errors,
  className,
  ...rest
}: SelectProps) {
  const error = fieldError(errorMessage, errors, rest.name);
  return (
    <AriaSelect
      validationBehavior="aria"
      {...rest}
      placeholder={placeholder}
      onChange={onChange && ((key: Key | null) => onChange(key === null ? null : String(key)))}
      isInvalid={error !== undefined}
      className={['ui-field', 'ui-select', className].filter(Boolean).join(' ')}
    >
      <Label className="ui-field__label">{label}</Label>
      <AriaButton className="ui-field__input ui-select__trigger">
        <SelectValue className="ui-select__value" />
        <ChevronDownIcon size={20} />
      </AriaButton>
      {description && (
        <Text slot="description" className="ui-field__description">
          {description}
        </Text>
      )}
      <FieldError className="ui-field__error">{error}</FieldError>
      <Popover className="ui-select__popover">
        <ListBox className="ui-select__list" items={options}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label} className="ui-select__option">
              {({ isSelected }) => (
                <>
                  <span>{option.label}</span>
                  {isSelected && <CheckIcon size={18} />}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
