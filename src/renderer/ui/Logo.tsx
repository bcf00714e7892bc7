import { commonMessages } from '../../shared/messages/common';
import './Logo.css';

export interface LogoProps {
  /** Height of the mark in pixels. */
  size?: number;
  /** Show the product name next to the mark (default). Without it the mark itself carries the name. */
  showName?: boolean;
  className?: string;
}

/** The product mark: a rounded blue square with a white check, and the name 'Weiterbildungsquiz'. */
export function Logo({ size = 36, showName = true, className }: LogoProps) {
  const name = commonMessages.productName;
  return (
    <span className={['ui-logo', className].filter(Boolean).join(' ')}>
      <svg
        width={size}
        height={size}
        viewBox="0 0 40 40"
        className="ui-logo__mark"
        {...(showName ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
        focusable="false"
      >
        <rect width="40" height="40" rx="10" fill="#1d4ed8" />
        <path
          d="M11 20.5l6 6 12-13"
          fill="none"
          stroke="#fff"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {showName && <span className="ui-logo__name">{name}</span>}
    </span>
  );
}
