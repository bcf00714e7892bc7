import { useEffect, useRef, useState } from 'react';
import { ERROR_SCREEN_BUTTON_DELAY_MS } from '../../shared/api/constants';
import { errorScreenMessages } from '../../shared/messages/errorScreen';
import { Button, InlineAlert, Logo, Spinner } from '../ui';
import { BugReportForm, type Reporter } from './BugReportForm';
import type { Feedback } from './reporter';
import { useDelayedFlag } from './useDelayedFlag';
import './errorScreen.css';

const m = errorScreenMessages;

export interface ErrorScreenProps {
  /** The report id (the reporting service's event id); null while there is none (yet). */
  eventId: string | null;
  /** The signed-in user, or null for a visitor (who is asked for name and e-mail). */
  user: Reporter | null;
  onSendFeedback: (feedback: Feedback) => Promise<void>;
  onRestart: () => void;
}

type Phase = 'report' | 'sent' | 'skipped';

/**
 * 'Es ist ein Problem aufgetreten'. With a report id: the bug-report form, its submit button and a skip
 * button that appears after 3000 ms; afterwards a restart. Without one: a spinner, and after 3 seconds a
 * restart button.
 */
export function ErrorScreen({ eventId, user, onSendFeedback, onRestart }: ErrorScreenProps) {
  const [phase, setPhase] = useState<Phase>('report');
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The screen replaces whatever had focus: start reading here, and again after each step.
  useEffect(() => headingRef.current?.focus(), [phase]);

  return (
    <main className="error-screen">
      <div className="error-screen__card">
        <Logo size={32} />
        <h1 ref={headingRef} tabIndex={-1} className="error-screen__title">
          {m.title}
        </h1>
        {!eventId ? (
          <WaitingForReport onRestart={onRestart} />
        ) : phase === 'report' ? (
          <>
            <p>{m.reportIntro}</p>
            <p className="error-screen__id">{m.reportId(eventId)}</p>
            <BugReportForm
              eventId={eventId}
              user={user}
              onSendFeedback={onSendFeedback}
              onSent={() => setPhase('sent')}
              secondaryAction={<SkipButton onSkip={() => setPhase('skipped')} />}
            />
          </>
        ) : (
          <>
            {phase === 'sent' ? (
              <InlineAlert tone="success">{m.thankYou}</InlineAlert>
            ) : (
              <p>{m.restartHint}</p>
            )}
            <div className="error-screen__actions">
              <Button size="lg" onPress={onRestart}>
                {m.restart}
              </Button>
            </div>
          </>
        )}
      </div>
    </main>
  );
}

/**
 * No report id (reporting is off, or not ready yet): a spinner, and after 3 s a way out, which replaces
 * the spinner: nothing is being prepared any more that the person should wait for.
 */
function WaitingForReport({ onRestart }: { onRestart: () => void }) {
  const canRestart = useDelayedFlag(ERROR_SCREEN_BUTTON_DELAY_MS);
  return (
    <>
      {!canRestart && <Spinner size="lg" label={m.preparingReport} />}
      {canRestart && (
        <>
          <p>{m.restartHint}</p>
          <div className="error-screen__actions">
            <Button size="lg" onPress={onRestart}>
              {m.restart}
            </Button>
          </div>
        </>
      )}
    </>
  );
}

/** Skipping the report is offered only after 3000 ms, so a reflexive tap does not throw it away. */
function SkipButton({ onSkip }: { onSkip: () => void }) {
  const shown = useDelayedFlag(ERROR_SCREEN_BUTTON_DELAY_MS);
  if (!shown) return null;
  return (
    <Button variant="secondary" size="lg" onPress={onSkip}>
      {m.skip}
    </Button>
  );
}
