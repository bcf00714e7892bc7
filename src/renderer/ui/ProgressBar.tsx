import { Label, ProgressBar as AriaProgressBar } from 'react-aria-components';
import './ProgressBar.css';

export interface ProgressBarProps {
  /** Visible label, e.g. 'Fortschritt'. */
  label: string;
  value: number;
  minValue?: number;
  maxValue?: number;
  /** Text on the right instead of the percentage, e.g. '37 von 100 Coins'; also read by screen readers. */
  valueLabel?: string;
  /** Hide the label on screen (it stays the accessible name). */
  hideLabel?: boolean;
  tone?: 'primary' | 'success';
  className?: string;
}

/** A determinate progress bar (quiz progress, coins towards the next hour). */
export function ProgressBar({
  label,
  value,
  minValue = 0,
  maxValue = 100,
  valueLabel,
  hideLabel = false,
  tone = 'primary',
  className,
}: ProgressBarProps) {
  return (
    <AriaProgressBar
      value={value}
      minValue={minValue}
      maxValue={maxValue}
      valueLabel={valueLabel}
      className={['ui-progress', `ui-progress--${tone}`, className].filter(Boolean).join(' ')}
    >
      {({ percentage, valueText }) => (
        <>
          <div className={hideLabel ? 'visually-hidden' : 'ui-progress__header'}>
            <Label className="ui-progress__label">{label}</Label>
            <span className="ui-progress__value">{valueText}</span>
          </div>
          <div className="ui-progress__track">
            <div className="ui-progress__fill" style={{ width: `${percentage ?? 0}%` }} />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
