import { useState } from 'react';
import { kioskMessages } from '../../../shared/messages/kiosk';
import { useAtom } from '../../state';
import { AlertDialog } from '../../ui';
import { nextParticipantRequestedAtom } from './kioskAtoms';

const m = kioskMessages;

/** Confirms the shell's 'Nächste Person' action, then logs out and wipes the station. */
export function NextParticipantDialog({ onConfirm }: { onConfirm: () => Promise<void> }) {
  const [isOpen, setOpen] = useAtom(nextParticipantRequestedAtom);
  const [pending, setPending] = useState(false);
  const confirm = () => {
    setPending(true);
    void onConfirm()
      .catch((error: unknown) => console.error('[kiosk] next participant failed', error))
      .finally(() => {
        setPending(false);
        setOpen(false);
      });
  };
  return (
    <AlertDialog
      isOpen={isOpen}
      title={m.nextParticipantTitle}
      onConfirm={confirm}
      onCancel={() => {
        if (!pending) setOpen(false);
      }}
      confirmLabel={m.nextParticipantConfirm}
      cancelLabel={m.cancel}
      isPending={pending}
    >
      {m.nextParticipantText}
    </AlertDialog>
  );
}
