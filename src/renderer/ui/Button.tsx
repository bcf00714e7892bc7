import {
  createContext,
  createElement,
  useContext,
  type ComponentType,
  type MouseEvent,
  type ReactNode,
} from 'react';
import type { ButtonProps as AriaButtonProps, PressEvent } from 'react-aria-components';
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
 * The implementation `UiProvider` puts in place for the app shell: a react-aria button, which
 * react-aria's DialogTrigger and MenuTrigger can drive. Outside it (the login area, the start and error
 * screens) the Button is a plain <button>, so the first page loads no react-aria (issue 3 budget).
 */
export const ButtonImplementation = createContext<ComponentType<ButtonProps> | null>(null);

/**
 * A button (onPress, isDisabled, type). With `isPending` it keeps its size, shows a spinner, adds
 * 'Wird geladen …' to its name and ignores presses; it stays focusable.
 */
export function Button(props: ButtonProps) {
  const implementation = useContext(ButtonImplementation);
  return implementation ? createElement(implementation, props) : <NativeButton {...props} />;
}

/** The press event react-aria would pass, as far as a click tells. */
function pressEvent(event: MouseEvent<HTMLButtonElement>): PressEvent {
  const { pointerType } = event.nativeEvent as Partial<PointerEvent>;
  const { shiftKey, ctrlKey, metaKey, altKey, currentTarget } = event;
  return {
    type: 'press',
    pointerType: event.detail === 0 ? 'keyboard' : pointerType || 'mouse',
    target: currentTarget,
    shiftKey,
    ctrlKey,
    metaKey,
    altKey,
    x: event.nativeEvent.offsetX,
    y: event.nativeEvent.offsetY,
    continuePropagation() {},
  } as PressEvent;
}

function NativeButton({
  variant,
  size,
  fullWidth,
  className,
  isPending = false,
  isDisabled = false,
  children,
  onPress,
  onFocus,
  onBlur,
  onFocusChange,
  excludeFromTabOrder,
  type = 'button',
  // react-aria's finer press and hover events are not emulated here: inside UiProvider (the app
  // shell) the Button is react-aria's and has them all; the login area and start screens use none.
  onHoverStart: _onHoverStart,
  onHoverEnd: _onHoverEnd,
  onHoverChange: _onHoverChange,
  onPressStart: _onPressStart,
  onPressEnd: _onPressEnd,
  onPressChange: _onPressChange,
  onPressUp: _onPressUp,
  onClick,
  preventFocusOnPress: _preventFocusOnPress,
  slot: _slot,
  ...dom
}: ButtonProps) {
  return (
    <button
      {...dom}
      // While pending a submit button must not submit again, and a press does nothing.
      type={isPending && type === 'submit' ? 'button' : type}
      disabled={isDisabled}
      data-disabled={isDisabled || undefined}
      data-pending={isPending || undefined}
      tabIndex={excludeFromTabOrder ? -1 : undefined}
      onClick={(event) => {
        if (isPending || isDisabled) return;
        onClick?.(event);
        onPress?.(pressEvent(event));
      }}
      onFocus={(event) => {
        onFocus?.(event);
        onFocusChange?.(true);
      }}
      onBlur={(event) => {
        onBlur?.(event);
        onFocusChange?.(false);
      }}
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
    </button>
  );
}
