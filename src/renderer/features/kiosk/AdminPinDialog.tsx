import { useEffect, useState, type FormEvent } from 'react';
import { kioskPinSchema } from '../../../shared/ipc';
import { messages } from '../../../shared/messages.de';
import type { KioskPlatform } from '../../platform/platform';
import { Button, Modal, ModalActions, TextField } from '../../ui';
import './kiosk.css';

const m = messages.kiosk;

export interface AdminPinDialogProps {
  kiosk: Pick<KioskPlatform, 'unlock' | 'onAdminRequested'>;
}

/**
 * Someone tried to close or quit the kiosk: main refuses and asks for this dialog. The right admin PIN
 * lets main quit; main also counts wrong PINs and locks entry for a minute after five.
 */
export function AdminPinDialog({ kiosk }: AdminPinDialogProps) {
  const [isOpen, setOpen] = useState(false);
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  useEffect(() => kiosk.onAdminRequested(() => setOpen(true)), [kiosk]);

  const close = () => {
    setOpen(false);
    setPin('');
    setError(undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (pin === '') return setError(m.adminPinRequired);
    // A PIN outside the allowed length cannot be right; main would refuse the message anyway.
    if (!kioskPinSchema.safeParse(pin).success) {
      setPin('');
      return setError(m.adminPinWrong);
    }
    setPending(true);
    try {
      if (await kiosk.unlock(pin)) return close();
      setPin('');
      setError(m.adminPinWrong);
    } catch (failure) {
      console.error('[kiosk] PIN check failed', failure);
      setError(m.adminPinFailed);
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      title={m.adminTitle}
      description={m.adminText}
      isOpen={isOpen}
      isDismissable={false}
      isKeyboardDismissDisabled={pending}
      onOpenChange={(open) => {
        if (!open) close();
      }}
    >
      <form className="kiosk-admin__form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={m.adminPinLabel}
          type="password"
          autoComplete="off"
          name="pin"
          value={pin}
          onChange={(value) => {
            setPin(value);
            setError(undefined);
          }}
          errorMessage={error}
          isRequired
          autoFocus
        />
        <ModalActions>
          <Button variant="secondary" onPress={close} isDisabled={pending}>
            {m.cancel}
          </Button>
          <Button variant="danger" type="submit" isPending={pending}>
            {m.adminQuit}
          </Button>
        </ModalActions>
      </form>
    </Modal>
  );
}
