import type { ReactNode } from 'react';
import { ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from './icons';
import './InlineAlert.css';

export type AlertTone = 'info' | 'success' | 'warning' | 'error';

const ICONS: Record<AlertTone, (props: { size?: number }) => ReactNode> = {
  info: InfoIcon,
  success: SuccessIcon,
  warning: WarningIcon,
  error: ErrorIcon,
};

export interface InlineAlertProps {
  tone?: AlertTone;
  /** Bold first line. */
  title?: string;
  children?: ReactNode;
  /** A button or link on the right, e.g. 'Credits anfordern'. */
  action?: ReactNode;
  /**
   * How screen readers learn of it. Default: errors interrupt (role=alert), success and warning are
   * announced politely (role=status), info is static text already on the page.
   */
  live?: 'alert' | 'status' | 'off';
  className?: string;
}

const DEFAULT_LIVE: Record<AlertTone, 'alert' | 'status' | 'off'> = {
  error: 'alert',
  warning: 'status',
  success: 'status',
  info: 'off',
};

/** A coloured message box inside the page flow (form errors, 'you can request N hours'). */
export function InlineAlert({ tone = 'info', title, children, action, live, className }: InlineAlertProps) {
  const Icon = ICONS[tone];
  const mode = live ?? DEFAULT_LIVE[tone];
  return (
    <div
      role={mode === 'off' ? undefined : mode}
      className={['ui-alert', `ui-alert--${tone}`, className].filter(Boolean).join(' ')}
    >
      <span className="ui-alert__icon">
        <Icon size={20} />
      </span>
      <div className="ui-alert__text">
        {title && <p className="ui-alert__title">{title}</p>}
        {children}
      </div>
      {action && <div className="ui-alert__action">{action}</div>}
    </div>
  );
}
