import type { AdminOrder } from '../../../shared/api/calls/adminOrders';
import { cancellationFormSchema } from '../../../shared/domain/adminForms';
import { cancellationsMessages as c } from '../../../shared/messages/cancellations';
import { messageFor } from '../../api/messageFor';
import { useAtomValue } from '../../state';
import { Button, InlineAlert, Modal } from '../../ui';
import { FORM_ALERT, FormTextField, serverReplyOf, useZodForm } from '../../ui/form';
import { cancelOrderAtom } from './mutations';

interface CancelOrderDialogProps {
  order: AdminOrder['order'];
  /** One item to cancel; none cancels what is left of the order. */
  item: AdminOrder['items'][number] | null;
  onClose: () => void;
  onCancelled: (invoiceNumber: string) => void;
}

/**
 * Asks for the reason printed on the Stornorechnung and says what cancelling does: a new document with its
 * own number, mailed to the buyer; the original invoice stays as issued.
 */
export function CancelOrderDialog({ order, item, onClose, onCancelled }: CancelOrderDialogProps) {
  const cancel = useAtomValue(cancelOrderAtom);
  const form = useZodForm(cancellationFormSchema, { defaultValues: { reason: '' } });
  const submit = form.handleSubmit(async ({ reason }) => {
    try {
      const reply = await cancel.mutateAsync({ order: order.id, item: item?.id ?? null, reason });
      onCancelled(reply.invoice_number);
    } catch (error) {
      const server = serverReplyOf(error);
      if (server?.errors && Object.keys(server.errors).length > 0) form.applyServerReply(server);
      else form.setError(FORM_ALERT, { message: messageFor(error) });
    }
  });
  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={item ? c.dialogTitleItem : c.dialogTitleOrder}
      description={
        <>
          {item && <p>{item.title}</p>}
          <p>{c.dialogText(order.invoice_number)}</p>
        </>
      }
    >
      <form onSubmit={submit} noValidate aria-label={item ? c.dialogTitleItem : c.dialogTitleOrder}>
        {form.alert && <InlineAlert tone="error">{form.alert}</InlineAlert>}
        <FormTextField
          control={form.control}
          name="reason"
          label={c.fieldReason}
          description={c.fieldReasonHint}
          isRequired
        />
        <div className="admin-filters__actions">
          <Button type="submit" variant="danger" isPending={cancel.isPending}>
            {c.confirm}
          </Button>
          <Button variant="secondary" onPress={onClose}>
            {c.cancel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
