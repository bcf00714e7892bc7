import { lazy, Suspense } from 'react';
import { crashMessages } from '../../shared/messages/crash';
import { crashAtom, currentUserAtom, useAtomValue, type CrashReporting } from '../state';
import { Logo, Spinner } from '../ui';
import { restartApp } from './crash';
import './errorScreen.css';

// The screen and its form load only when something crashed: the first page's JavaScript budget is strict.
const ErrorScreen = lazy(async () => ({ default: (await import('./ErrorScreen')).ErrorScreen }));

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
    <Suspense fallback={<ErrorScreenLoading />}>
      <ErrorScreen
        eventId={crash?.eventId ?? null}
        user={user ? { name: user.name, email: user.email } : null}
        onSendFeedback={reporting.sendFeedback}
        onRestart={onRestart}
      />
    </Suspense>
  );
}

/** While the screen's code loads: its title and the spinner it starts with. */
function ErrorScreenLoading() {
  return (
    <main className="error-screen">
      <div className="error-screen__card">
        <Logo size={32} />
        <h1 className="error-screen__title">{crashMessages.title}</h1>
        <Spinner size="lg" label={crashMessages.preparingReport} />
      </div>
    </main>
  );
}
