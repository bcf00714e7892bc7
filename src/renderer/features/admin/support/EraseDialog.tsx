import { useState } from 'react';
import { supportDeskMessages as m } from '../../../../shared/messages/supportDesk';
import { Button, Modal, ModalActions, TextField } from '../../../ui';

/**
 * The erasure's confirmation: it goes ahead only once the learner's e-mail address is typed (any case),
 * so an account is never erased by a slip of the mouse.
 */
export function EraseDialog({
  email,
  isOpen,
  isPending,
  onConfirm,
  onCancel,
}: {
  email: string;
  isOpen: boolean;
  isPending: boolean;
  onConfirm: (confirmation: string) => void;
  onCancel: () => void;
}) {
  const [typed, setTyped] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const close = () => {
    setTyped('');
    setMismatch(false);
    onCancel();
  };
  return (
    <Modal
      title={m.eraseTitle}
      description={m.eraseText}
      role="alertdialog"
      isOpen={isOpen}
      isDismissable={false}
      onOpenChange={(open) => {
        if (!open) close();
      }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (typed.trim().toLowerCase() !== email.toLowerCase()) {
            setMismatch(true);
            return;
          }
          onConfirm(typed.trim());
        }}
      >
        <TextField
          label={m.eraseTypeEmail(email)}
          name="confirm-email"
          type="email"
          autoComplete="off"
          value={typed}
          onChange={(value) => {
            setTyped(value);
            setMismatch(false);
          }}
          {...(mismatch ? { errorMessage: m.eraseMismatch } : {})}
        />
        <ModalActions>
          <Button variant="secondary" onPress={close} autoFocus isDisabled={isPending}>
            {m.cancel}
          </Button>
          <Button type="submit" variant="danger" isPending={isPending}>
            {m.eraseConfirm}
          </Button>
        </ModalActions>
      </form>
    </Modal>
  );
}
