import { currentUserAtom } from '../features/session/sessionAtoms';
import { useAtomValue } from '../state/store';
import { crashAtom, restartApp, type CrashReporting } from './crash';
import { ErrorScreen } from './ErrorScreen';

/** The error screen wired to the crash state, the signed-in user and the reporter. */
export function CrashScreen({
  reporting,
  onRestart = restartApp,
}: {
  reporting: CrashReporting;
  onRestart?: () => void;
}) {
  const crash = useAtomValue(crashAtom);
  const user = useAtomValue(currentUserAtom);
  return (
    <ErrorScreen
      eventId={crash?.eventId ?? null}
      user={user ? { name: user.name, email: user.email } : null}
      onSendFeedback={reporting.sendFeedback}
      onRestart={onRestart}
    />
  );
}
