import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { PATHS } from '../../../shared/domain/paths';
import { checkoutMessages as m } from '../../../shared/messages/checkout';
import { useAtomValue, useSetAtom } from '../../state';
import { Card, InlineAlert, LinkButton, SuccessIcon } from '../../ui';
import { EMPTY_DRAFT } from './checkoutModel';
import { checkoutDraftAtom, orderCompleteAtom } from './checkoutState';
import { useTrainingBookings } from './queries';
import './checkout.css';

/** /app/order-complete: only right after an order (the flag), otherwise to /app. */
export function OrderCompletePage() {
  const order = useAtomValue(orderCompleteAtom);
  const resetDraft = useSetAtom(checkoutDraftAtom);
  const bookings = useTrainingBookings(order?.gutberaten ?? false);
  // The next checkout starts empty (reset here, not while the address step is still on screen, which
  // would send it back to the first step).
  useEffect(() => resetDraft(EMPTY_DRAFT), [resetDraft]);
  if (!order) return <Navigate to={PATHS.app} replace />;
  const ours = (bookings.data ?? []).filter((booking) => booking.invoice_number === order.invoiceNumber);
  return (
    <Card className="order-complete">
      <SuccessIcon size={48} className="order-complete__icon" />
      <h2 className="order-complete__title">{m.orderComplete}</h2>
      <p>{m.invoiceNumber(order.invoiceNumber)}</p>
      {order.gutberaten && ours.length > 0 && (
        <section aria-labelledby="training-bookings-heading" className="order-complete__bookings">
          <h3 id="training-bookings-heading">{m.trainingBookingsHeading}</h3>
          <ul>
            {ours.map((booking) => (
              <li key={booking.id}>
                {m.trainingBookingLine(booking.title, booking.minutes)} –{' '}
                {m.trainingBookingStatus[booking.status]}
              </li>
            ))}
          </ul>
          {ours.some((booking) => booking.status === 'failed') && (
            <InlineAlert tone="warning">{m.trainingBookingStatus.failed}</InlineAlert>
          )}
        </section>
      )}
      <LinkButton to={PATHS.dashboard}>{m.toDashboard}</LinkButton>
    </Card>
  );
}
