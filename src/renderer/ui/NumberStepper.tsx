import { Button, Group, Input, Label, NumberField, Text } from 'react-aria-components';
import { MinusIcon, PlusIcon } from './icons';
import './NumberStepper.css';

export interface NumberStepperProps {
  label: string;
  /** e.g. 'Höchstens 2 Stunden'. */
  description?: string;
  value: number;
  minValue?: number;
  maxValue: number;
  onChange: (value: number) => void;
  isDisabled?: boolean;
  /** Names the minus and plus buttons for screen readers ('Eine Stunde weniger'). */
  decrementLabel: string;
  incrementLabel: string;
}

/**
 * A whole-number stepper (hours 0..floor(coins/100), credits 0..floor(coins/rate)): a spin button with − and
 * + (arrow keys, Page Up/Down, Home/End work too). A typed value outside the range snaps to it when the field
 * is left.
 */
export function NumberStepper({
  label,
  description,
  value,
  minValue = 0,
  maxValue,
  onChange,
  isDisabled = false,
  decrementLabel,
  incrementLabel,
}: NumberStepperProps) {
  const max = Math.max(minValue, maxValue);
  return (
    <NumberField
      className="ui-stepper"
      value={Math.min(Math.max(value, minValue), max)}
      minValue={minValue}
      maxValue={max}
      step={1}
      formatOptions={{ maximumFractionDigits: 0 }}
      onChange={(next) =>
        onChange(Number.isFinite(next) ? Math.min(Math.max(Math.round(next), minValue), max) : minValue)
      }
      isDisabled={isDisabled || max === minValue}
    >
      <Label className="ui-field__label">{label}</Label>
      <Group className="ui-stepper__group">
        <Button slot="decrement" className="ui-stepper__button" aria-label={decrementLabel}>
          <MinusIcon size={18} />
        </Button>
        <Input className="ui-stepper__input" />
        <Button slot="increment" className="ui-stepper__button" aria-label={incrementLabel}>
          <PlusIcon size={18} />
        </Button>
      </Group>
      {description && (
        <Text slot="description" className="ui-field__description">
          {description}
        </Text>
      )}
    </NumberField>
  );
}
