import type { ReactNode } from 'react';
import { commonMessages } from '../../shared/messages/common';
import { Button } from './Button';
import { Modal, ModalActions } from './Modal';

export interface AlertDialogProps {
  isOpen: boolean;
  /** The question, e.g. 'Willst du diesen Kurs wirklich löschen?'. */
  title: string;
  /** Optional explanation below the question. */
  children?: ReactNode;
  /** 'Ja': the caller does the work and closes the dialog (set isOpen false) when done. */
  onConfirm: () => void;
  /** 'Nein' and Escape. */
  onCancel: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button for destructive actions (delete). */
  isDestructive?: boolean;
  /** Spinner on 'Ja' while the confirmed work runs. */
  isPending?: boolean;
}

/**
 * A yes/no confirmation. A click outside does not count as an answer; Escape means no. Focus starts on
 * 'Nein' so an accidental Enter does not confirm a destructive action.
 */
export function AlertDialog({
  isOpen,
  title,
  children,
  onConfirm,
  onCancel,
  confirmLabel = commonMessages.yes,
  cancelLabel = commonMessages.no,
  isDestructive = false,
  isPending = false,
}: AlertDialogProps) {
  return (
    <Modal
      title={title}
      description={children}
      role="alertdialog"
      isOpen={isOpen}
      isDismissable={false}
      isKeyboardDismissDisabled={false}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
    >
      <ModalActions>
        <Button variant="secondary" onPress={onCancel} autoFocus isDisabled={isPending}>
          {cancelLabel}
        </Button>
        <Button variant={isDestructive ? 'danger' : 'primary'} onPress={onConfirm} isPending={isPending}>
          {confirmLabel}
        </Button>
      </ModalActions>
    </Modal>
  );
}
