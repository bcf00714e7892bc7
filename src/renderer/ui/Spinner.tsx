import { commonMessages } from '../../shared/messages/common';
import './Spinner.css';

export type SpinnerSize = 'sm' | 'md' | 'lg';

const PIXELS: Record<SpinnerSize, number> = { sm: 16, md: 24, lg: 40 };

/** The turning ring alone, for places that announce loading themselves (the pending Button). */
export function SpinnerGlyph({ size = 'md' }: { size?: SpinnerSize }) {
  const px = PIXELS[size];
  return (
    <svg className="ui-spinner__glyph" width={px} height={px} viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="12" cy="12" r="9" fill="none" strokeWidth="3" className="ui-spinner__track" />
      <path d="M21 12a9 9 0 0 0-9-9" fill="none" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

export interface SpinnerProps {
  size?: SpinnerSize;
  /** Read by screen readers; defaults to 'Wird geladen …'. */
  label?: string;
  /** Show the label next to the ring instead of only to screen readers. */
  showLabel?: boolean;
  className?: string;
}

/** A loading indicator that screen readers announce politely (role=status). */
export function Spinner({
  size = 'md',
  label = commonMessages.loading,
  showLabel = false,
  className,
}: SpinnerProps) {
  return (
    <span role="status" className={['ui-spinner', className].filter(Boolean).join(' ')}>
      <SpinnerGlyph size={size} />
      <span className={showLabel ? 'ui-spinner__label' : 'visually-hidden'}>{label}</span>
    </span>
  );
}
