import { useState } from 'react';
import { Link, useOutletContext, useParams } from 'react-router-dom';
import type { AdminAccount } from '../../../shared/api/calls/admin';
import type { AdminOrder } from '../../../shared/api/calls/adminOrders';
import { PATHS } from '../../../shared/domain/paths';
import { formatPrice } from '../../../shared/domain/price';
import { adminRealmMessages as m } from '../../../shared/messages/adminRealm';
import { cancellationsMessages as c } from '../../../shared/messages/cancellations';
import { figuresDeskMessages } from '../../../shared/messages/figuresDesk';
import { messageFor } from '../../api/messageFor';
import { Button, Card, InlineAlert, PageHeader, RetryAlert, Spinner } from '../../ui';
import { CancelOrderDialog } from './CancelOrder';
import { DocumentsCard } from './DocumentsCard';
import { orderDay } from './OrdersPage';
import { useAdminOrder, useAdminOrderDocuments } from './queries';
import { canCancelOrders } from './roles';

type Item = AdminOrder['items'][number];

function Items({ data, onCancel }: { data: AdminOrder; onCancel?: ((item: Item) => void) | undefined }) {
  const { order, items } = data;
  const price = (cents: number) => formatPrice(cents, order.country);
  return (
    <Card as="section" title={m.orderItems}>
      <div className="admin-table-wrap">
        <table className="admin-table">
          <caption className="visually-hidden">{m.orderItemsCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{m.orderItem}</th>
              <th scope="col">{m.orderQuantity}</th>
              <th scope="col">{m.orderUnitPrice}</th>
              <th scope="col">{m.orderLineTotal}</th>
              <th scope="col">{c.stateFilter}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id} data-testid="order-item">
                <td>{item.title}</td>
                <td>{item.quantity}</td>
                <td className="admin-table__nowrap">{price(item.unit_price_cents)}</td>
                <td className="admin-table__nowrap">{price(item.line_total_cents)}</td>
                <td>
                  {item.cancelled_by ? (
                    `${c.itemCancelled} (${item.cancelled_by})`
                  ) : onCancel && items.length > 1 ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={c.cancelItem(item.title)}
                      onPress={() => onCancel(item)}
                    >
                      {c.cancelItemShort}
                    </Button>
                  ) : (
                    c.states.open
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="admin-order__sums">
        {order.promo_code && (
          <>
            <dt>{m.orderPromo(order.promo_code)}</dt>
            <dd>−{price(order.discount_cents)}</dd>
          </>
        )}
        <dt>{m.orderNet}</dt>
        <dd>{price(order.net_cents)}</dd>
        <dt>{m.orderVat(String(Math.round(order.vat_rate * 1000) / 10).replace('.', ','))}</dt>
        <dd>{price(order.vat_cents)}</dd>
        <dt>{m.orderGross}</dt>
        <dd>{price(order.gross_cents)}</dd>
      </dl>
    </Card>
  );
}

function Documents({ data }: { data: AdminOrder }) {
  // A Stornorechnung just issued is archived a moment after its commit: its row appears when it is.
  const documents = useAdminOrderDocuments(data).data?.data ?? data.documents;
  return (
    <DocumentsCard
      title={m.orderDocuments}
      caption={m.orderDocumentsCaption}
      empty={m.orderNoDocuments}
      fallback={m.loadFailed}
      detail="hash"
      rowTestId="order-document"
      documents={documents}
    />
  );
}

function Cancellations({ data }: { data: AdminOrder }) {
  const price = (cents: number) => formatPrice(cents, data.order.country);
  return (
    <Card as="section" title={c.heading}>
      {data.cancellations.length === 0 ? (
        <p className="admin-muted">{c.none}</p>
      ) : (
        <ul>
          {data.cancellations.map((cancellation) => (
            <li key={cancellation.id} data-testid="order-cancellation">
              {c.line(
                cancellation.invoice_number,
                orderDay.format(new Date(cancellation.created_at)),
                price(cancellation.gross_cents),
              )}
              <br />
              <span className="admin-muted">{cancellation.reason}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/**
 * /admin/orders/:id: an order as it was placed, its documents as issued, its mail and bookings; operators
 * cancel it, or one item, with a Stornorechnung.
 */
export function OrderPage() {
  const account = useOutletContext<AdminAccount>();
  const id = Number(useParams().id);
  const detail = useAdminOrder(id);
  const [target, setTarget] = useState<{ item: Item | null } | null>(null);
  const [issued, setIssued] = useState<string | null>(null);
  if (detail.isError && !detail.data) {
    return (
      <RetryAlert retryLabel={m.retry} onRetry={() => void detail.refetch()}>
        {messageFor(detail.error, { fallback: m.loadFailed })}
      </RetryAlert>
    );
  }
  if (!detail.data) return <Spinner label={m.loading} />;
  const { order, bookings } = detail.data;
  const mayCancel = canCancelOrders(account.role) && order.state !== 'cancelled';
  return (
    <>
      <p>
        <Link to={PATHS.adminOrders}>{m.orderBack}</Link>
      </p>
      <PageHeader
        title={m.orderTitle(order.invoice_number)}
        level={1}
        description={`${orderDay.format(new Date(order.created_at))} · ${c.states[order.state]}`}
      />
      {issued && <InlineAlert tone="success">{c.done(issued)}</InlineAlert>}
      {mayCancel && (
        <p>
          <Button variant="danger" onPress={() => setTarget({ item: null })}>
            {c.cancelOrder}
          </Button>
        </p>
      )}
      {target && (
        <CancelOrderDialog
          order={order}
          item={target.item}
          onClose={() => setTarget(null)}
          onCancelled={(number) => {
            setTarget(null);
            setIssued(number);
          }}
        />
      )}
      <div className="admin-order">
        <Card as="section" title={m.orderBuyer}>
          <p className="admin-order__address">
            {[
              order.buyer_company,
              order.buyer_name,
              order.address.street,
              `${order.address.postal_code} ${order.address.city}`,
              m.countryNames[order.country],
              order.buyer_email,
              order.buyer_vat_id,
            ]
              .filter(Boolean)
              .join('\n')}
          </p>
          {order.user_id === null && <p className="admin-muted">{m.orderAccountDeleted}</p>}
          <p>
            {m.orderMail}: {m.orderMailLine(m.mailStates[order.mail], order.mail_attempts)}
          </p>
        </Card>
        <Items data={detail.data} onCancel={mayCancel ? (item) => setTarget({ item }) : undefined} />
        <Cancellations data={detail.data} />
        <Documents data={detail.data} />
        {bookings.length > 0 && (
          <Card as="section" title={m.orderBookings}>
            <ul>
              {bookings.map((booking, index) => (
                <li key={index}>
                  {m.orderBookingLine(m.bookingStates[booking.status], booking.attempts)}
                  {booking.external_id && ` · ${booking.external_id}`}
                  {booking.last_error && <pre className="admin-pre">{booking.last_error}</pre>}
                </li>
              ))}
            </ul>
            <Link
              to={`${PATHS.adminBookings}?${new URLSearchParams({ search: order.invoice_number }).toString()}`}
            >
              {figuresDeskMessages.orderBookingsLink}
            </Link>
          </Card>
        )}
      </div>
    </>
  );
}
