import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  ProgressBar,
  type ButtonProps as AriaButtonProps,
} from 'react-aria-components';
import { messages } from '../../shared/messages.de';
import { SpinnerGlyph } from './Spinner';
import './Button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

export interface ButtonLook {
  /** primary: the one main action; secondary: others; danger: destructive; link: inline text; ghost: quiet icons. */
  variant?: ButtonVariant;
  /** `icon` is a square button for one icon; give it an aria-label. */
  size?: ButtonSize;
  fullWidth?: boolean;
  className?: string;
}

/** Shared by Button and LinkButton so a link that looks like a button looks exactly like one. */
export function buttonClassName({
  variant = 'primary',
  size = 'md',
  fullWidth,
  className,
}: ButtonLook): string {
  return [
    'ui-button',
    `ui-button--${variant}`,
    `ui-button--${size}`,
    fullWidth && 'ui-button--full',
    className,
  ]
    .filter(Boolean)
    .join(' ');
}

export interface ButtonProps
  extends ButtonLook, Omit<AriaButtonProps, 'className' | 'style' | 'children' | 'render'> {
  children: ReactNode;
}

/**
 * A react-aria button (onPress, isDisabled, type). With `isPending` it keeps its size, shows a spinner
 * and is announced as busy; react-aria keeps it focusable but ignores presses meanwhile.
 */
export function Button({ variant, size, fullWidth, className, isPending, children, ...rest }: ButtonProps) {
  return (
    <AriaButton
      {...rest}
      isPending={isPending}
      className={buttonClassName({ variant, size, fullWidth, className })}
    >
      {/* Transparent rather than hidden while pending, so the name stays in the accessibility tree. */}
      <span className="ui-button__content">{children}</span>
      {isPending && (
        // react-aria links this progress bar into the button's accessible name while pending.
        <ProgressBar isIndeterminate aria-label={messages.common.loading} className="ui-button__spinner">
          <SpinnerGlyph size="sm" />
        </ProgressBar>
      )}
    </AriaButton>
  );
}
