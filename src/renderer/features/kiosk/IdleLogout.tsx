import { kioskMessages } from '../../../shared/messages/kiosk';
import { useAtomValue, currentUserAtom } from '../../state';
import { Button, Modal, ModalActions } from '../../ui';
import { openArticlesAtom } from '../news';
import { useFirstActivity, useIdleCountdown } from './useIdleCountdown';
import './kiosk.css';

const m = kioskMessages;

export interface IdleLogoutProps {
  idleSeconds: number;
  /** Logs the participant out and wipes the station. */
  onTimeout: () => Promise<void>;
}

/**
 * The kiosk's idle logout: after `idleSeconds` without input the participant is logged out and the
 * station wiped; the last seconds show a countdown that 'Weiter lernen' (or Escape) stops.
 */
export function IdleLogout({ idleSeconds, onTimeout }: IdleLogoutProps) {
  const signedIn = useAtomValue(currentUserAtom) !== null;
  const articlesOpen = useAtomValue(openArticlesAtom) > 0;
  // Nothing to wipe on an untouched start page; once someone typed there, it counts (main would wipe
  // on its own too, without a warning).
  const armed = useFirstActivity() || signedIn;
  const { secondsLeft, stillHere } = useIdleCountdown({
    idleSeconds,
    enabled: armed,
    paused: articlesOpen,
    onTimeout,
  });
  const loggingOut = secondsLeft === 0;
  return (
    <Modal
      title={m.idleTitle}
      description={loggingOut ? m.idleLoggingOut : m.idleText(secondsLeft ?? 0)}
      role="alertdialog"
      isOpen={secondsLeft !== null}
      isDismissable={false}
      isKeyboardDismissDisabled={loggingOut}
      onOpenChange={(open) => {
        if (!open) stillHere();
      }}
    >
      <p className="kiosk-idle__seconds" aria-hidden="true">
        {secondsLeft}
      </p>
      <ModalActions>
        <Button variant="primary" onPress={stillHere} isPending={loggingOut} autoFocus>
          {m.keepLearning}
        </Button>
      </ModalActions>
    </Modal>
  );
}
