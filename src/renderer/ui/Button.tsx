import type { MouseEvent, ReactNode, Ref } from 'react';
import type { ButtonProps as AriaButtonProps, PressEvent } from 'react-aria-components';
import { commonMessages } from '../../shared/messages/common';
import { SpinnerGlyph } from './Spinner';
import { focusHandlers } from './focusHandlers';
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

/**
 * react-aria's button props that a native button can honour. Its finer press and hover events are
 * left out, so a caller that needs them gets a type error instead of a silent no-op.
 */
type NativeAriaButtonProps = Omit<
  AriaButtonProps,
  | 'className'
  | 'style'
  | 'children'
  | 'render'
  | 'slot'
  | 'onHoverStart'
  | 'onHoverEnd'
  | 'onHoverChange'
  | 'onPressStart'
  | 'onPressEnd'
  | 'onPressChange'
  | 'onPressUp'
  | 'preventFocusOnPress'
>;

export interface ButtonProps extends ButtonLook, NativeAriaButtonProps {
  children: ReactNode;
  /** The <button> itself: react-aria's `Pressable` needs it when the Button triggers a dialog or menu. */
  ref?: Ref<HTMLButtonElement>;
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

/**
 * The kit's one button, everywhere: a native <button> with react-aria's props (onPress, isDisabled, type,
 * excludeFromTabOrder), so the first page loads no react-aria. With `isPending` it keeps its size, shows a
 * spinner, adds 'Wird geladen …' to its name and ignores presses; it stays focusable.
 *
 * As the trigger of react-aria's DialogTrigger or MenuTrigger, wrap it in the kit's `Pressable`: the
 * trigger then receives react-aria's press handling, ARIA attributes and ref through ordinary props,
 * which this button passes on to the element.
 *
 * Pending is announced through the button's own name, not react-aria's live region: that region
 * points at the button's id, and when the button unmounts (a submit that navigates) it is left
 * pointing at nothing, an orphaned role=img that axe rightly reports.
 */
export function Button({
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
  onClick,
  onPointerDown,
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
      {...(excludeFromTabOrder && { tabIndex: -1 })}
      onPointerDown={(event) => {
        // Safari does not focus a button that is clicked; react-aria's buttons do, and so does this
        // one, so that a dialog it opens hands focus back to it on close, in every browser.
        if (!isDisabled && event.currentTarget !== document.activeElement) {
          event.currentTarget.focus({ preventScroll: true });
        }
        onPointerDown?.(event);
      }}
      onClick={(event) => {
        if (isPending || isDisabled) return;
        onClick?.(event);
        onPress?.(pressEvent(event));
      }}
      {...focusHandlers({ onFocus, onBlur, onFocusChange })}
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
          <span className="visually-hidden">{commonMessages.loading}</span>
        </span>
      )}
    </button>
  );
}
