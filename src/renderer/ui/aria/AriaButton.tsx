import { Button as RacButton } from 'react-aria-components';
import { messages } from '../../../shared/messages.de';
import { buttonClassName, type ButtonProps } from '../Button';
import { SpinnerGlyph } from '../Spinner';

/**
 * The kit Button on react-aria, used inside `UiProvider` (the app shell): there it can be the trigger
 * of react-aria's DialogTrigger and MenuTrigger, which hand their press handler and ref to a
 * react-aria button. Props and looks are those of the kit's native Button.
 *
 * Pending is ours rather than react-aria's: react-aria announces it through a live region that points
 * at the button's id, and when the button unmounts (a submit that navigates) the region is left
 * pointing at nothing, an orphaned role=img that axe rightly reports.
 */
export function AriaButton({
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
    <RacButton
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
    </RacButton>
  );
}
