import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { PATHS } from '../../../shared/domain/paths';
import { checkoutMessages as m } from '../../../shared/messages/checkout';
import { useAtomValue, useSetAtom } from '../../state';
import { Card, InlineAlert, LinkButton, SuccessIcon } from '../../ui';
import { EMPTY_DRAFT } from './checkoutModel';
import { checkoutDraftAtom, orderCompleteAtom } from './checkoutState';
import { PriceSummary } from './PriceSummary';
import { useTrainingBookings } from './queries';
import './checkout.css';

/**
 * /app/order-complete: only right after an order (the flag), otherwise to /app. A receipt
 *: the invoice number, the items, the amount paid with VAT, where invoice and certificate
 * went, and what happens next, with the gut beraten report and its state where one was asked for.
 */
export function OrderCompletePage() {
  const order = useAtomValue(orderCompleteAtom);
  const resetDraft = useSetAtom(checkoutDraftAtom);
  const bookings = useTrainingBookings(order?.gutberaten ?? false);
  // The next checkout starts empty (reset here, not while the address step is still on screen, which
  // would send it back to the first step).
  useEffect(() => resetDraft(EMPTY_DRAFT), [resetDraft]);
  if (!order) return <Navigate to={PATHS.app} replace />;
  const ours = (bookings.data ?? []).filter((booking) => booking.invoice_number === order.invoice_number);
  const units = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <Card className="order-complete">
      <div className="order-complete__head">
        <SuccessIcon size={48} className="order-complete__icon" />
        <h2 className="order-complete__title">{m.orderComplete}</h2>
        <p>{m.invoiceNumber(order.invoice_number)}</p>
      </div>
      <div className="order-complete__receipt">
        <PriceSummary
          heading={m.receiptHeading}
          country={order.country}
          units={units}
          items={order.items.map((item) => ({ label: item.title, quantity: item.quantity, unit: item.unit }))}
          quote={{
            subtotalCents: order.subtotal_cents,
            discountCents: order.discount_cents,
            netCents: order.net_cents,
            vatRate: order.vat_rate,
            vatCents: order.vat_cents,
            grossCents: order.gross_cents,
          }}
        />
      </div>
      <p className="order-complete__mailed">{m.receiptMailed(order.email)}</p>
      <section aria-labelledby="order-next-heading" className="order-complete__next">
        <h3 id="order-next-heading">{m.receiptNextHeading}</h3>
        <p>{order.country === 'ch' ? m.receiptNextCredits : m.receiptNextHours}</p>
        {order.gutberaten && (
          <>
            <p>{m.receiptNextGutberaten}</p>
            <section aria-labelledby="training-bookings-heading" className="order-complete__bookings">
              <h4 id="training-bookings-heading">{m.trainingBookingsHeading}</h4>
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
          </>
        )}
      </section>
      <div className="order-complete__actions">
        <LinkButton to={PATHS.dashboard}>{m.toDashboard}</LinkButton>
      </div>
    </Card>
  );
}
