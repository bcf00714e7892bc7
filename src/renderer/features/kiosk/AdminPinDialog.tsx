import { useEffect, useState } from 'react';
import { z } from 'zod/mini';
import { kioskPinSchema } from '../../../shared/ipc';
import { kioskMessages } from '../../../shared/messages/kiosk';
import type { KioskPlatform } from '../../platform';
import { Button, Modal, ModalActions } from '../../ui';
import { FormTextField, useZodForm } from '../../ui/form';
import './kiosk.css';

const m = kioskMessages;
/** Only presence is a form rule: a PIN of the wrong length is simply wrong, after the submit. */
const pinFormSchema = z.object({ pin: z.string().check(z.minLength(1, { error: m.adminPinRequired })) });

export interface AdminPinDialogProps {
  kiosk: Pick<KioskPlatform, 'unlock' | 'onAdminRequested'>;
}

/**
 * Someone tried to close or quit the kiosk: main refuses and asks for this dialog. The right admin PIN
 * lets main quit; main also counts wrong PINs and locks entry for a minute after five.
 */
export function AdminPinDialog({ kiosk }: AdminPinDialogProps) {
  const [isOpen, setOpen] = useState(false);
  const form = useZodForm(pinFormSchema, { defaultValues: { pin: '' } });
  const pending = form.formState.isSubmitting;
  const { reset } = form;

  // Each request starts afresh: no PIN, no message, nothing submitted yet.
  useEffect(
    () =>
      kiosk.onAdminRequested(() => {
        reset();
        setOpen(true);
      }),
    [kiosk, reset],
  );

  const close = () => setOpen(false);

  const wrongPin = () => {
    form.setValue('pin', '');
    form.setError('pin', { message: m.adminPinWrong }, { shouldFocus: true });
  };

  const check = form.handleSubmit(async ({ pin }) => {
    // A PIN outside the allowed length cannot be right; main would refuse the message anyway.
    if (!kioskPinSchema.safeParse(pin).success) return wrongPin();
    try {
      if (await kiosk.unlock(pin)) return close();
      wrongPin();
    } catch (failure) {
      console.error('[kiosk] PIN check failed', failure);
      form.setError('pin', { message: m.adminPinFailed }, { shouldFocus: true });
    }
  });

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
      <form
        className="kiosk-admin__form"
        // Enter in the field while main checks the PIN must not send it twice.
        onSubmit={(event) => (pending ? event.preventDefault() : void check(event))}
        noValidate
      >
        <FormTextField
          control={form.control}
          name="pin"
          label={m.adminPinLabel}
          type="password"
          autoComplete="off"
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
