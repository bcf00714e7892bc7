import { useState } from 'react';
import { AlertDialog, InlineAlert } from '../../ui';

export interface ConfirmedAction<T> {
  /** The row the dialog asks about; null while it is closed. */
  confirming: T | null;
  ask: (row: T | null) => void;
  confirm: () => Promise<void>;
  notice: string | null;
  setNotice: (notice: string | null) => void;
  problem: string | null;
  setProblem: (problem: string | null) => void;
}

/**
 * A row action that asks first (withdraw, deactivate, remove): the row asked about, then the page's notice
 * when it is done or its problem when it failed. Shown with `ActionAlerts` and `ConfirmActionDialog`.
 */
export function useConfirmedAction<T>({
  run,
  done,
  failed,
  notice: opening = null,
}: {
  run: (row: T) => Promise<unknown>;
  done: (row: T) => string;
  failed: (error: unknown) => string;
  /** The notice the page opens with (a row just saved in its editor). */
  notice?: string | null;
}): ConfirmedAction<T> {
  const [confirming, ask] = useState<T | null>(null);
  const [notice, setNotice] = useState<string | null>(opening);
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = async () => {
    if (confirming === null) return;
    setProblem(null);
    try {
      await run(confirming);
      setNotice(done(confirming));
    } catch (error) {
      setProblem(failed(error));
    }
    ask(null);
  };
  return { confirming, ask, confirm, notice, setNotice, problem, setProblem };
}

/** The page's notice and problem. */
export function ActionAlerts({ action }: { action: Pick<ConfirmedAction<unknown>, 'notice' | 'problem'> }) {
  return (
    <>
      {action.notice && <InlineAlert tone="success">{action.notice}</InlineAlert>}
      {action.problem && <InlineAlert tone="error">{action.problem}</InlineAlert>}
    </>
  );
}

/** The confirmation of a destructive row action. */
export function ConfirmActionDialog<T>({
  action,
  title,
  text,
  confirmLabel,
  cancelLabel,
  isPending,
}: {
  action: ConfirmedAction<T>;
  title: string;
  text: (row: T) => string;
  confirmLabel: string;
  cancelLabel: string;
  isPending: boolean;
}) {
  return (
    <AlertDialog
      isOpen={action.confirming !== null}
      title={title}
      onConfirm={() => void action.confirm()}
      onCancel={() => action.ask(null)}
      confirmLabel={confirmLabel}
      cancelLabel={cancelLabel}
      isDestructive
      isPending={isPending}
    >
      {action.confirming === null ? '' : text(action.confirming)}
    </AlertDialog>
  );
}
