import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
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
 * A react-aria button (onPress, isDisabled, type). With `isPending` it keeps its size, shows a spinner,
 * adds 'Wird geladen …' to its name and ignores presses; it stays focusable.
 *
 * Pending is ours rather than react-aria's: react-aria announces it through a live region that points
 * at the button's id, and when the button unmounts (a submit that navigates) the region is left
 * pointing at nothing, an orphaned role=img that axe rightly reports.
 */
export function Button({
  variant,
  size,
  fullWidth,
  className,
  isPending = false,
  children,
  onPress,
  type,
  ...rest
}: ButtonProps) {
  return (
    <AriaButton
      {...rest}
      // While pending a submit button must not submit again, and a press does nothing.
      type={isPending && type === 'submit' ? 'button' : type}
      onPress={isPending ? undefined : onPress}
      className={buttonClassName({
        variant,
        size,
        fullWidth,
        className: [className, isPending && 'ui-button--pending'].filter(Boolean).join(' '),
      })}
    >
      {/* Transparent rather than hidden while pending, so the name stays in the accessibility tree. */}
      <span className="ui-button__content">{children}</span>
      {isPending && (
        <span className="ui-button__spinner">
          <SpinnerGlyph size="sm" />
          <span className="visually-hidden">{messages.common.loading}</span>
        </span>
      )}
    </AriaButton>
  );
}
