import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { AdminOrder } from '../../../shared/api/calls/adminOrders';
import { PATHS } from '../../../shared/domain/paths';
import { formatPrice } from '../../../shared/domain/price';
import { adminRealmMessages as m } from '../../../shared/messages/adminRealm';
import { figuresDeskMessages } from '../../../shared/messages/figuresDesk';
import { messageFor } from '../../api/messageFor';
import { useAtomValue } from '../../state';
import { Button, Card, DocumentDamagedError, InlineAlert, PageHeader, RetryAlert, Spinner } from '../../ui';
import { adminDocumentDownloadAtom } from './mutations';
import { orderDay } from './OrdersPage';
import { useAdminOrder } from './queries';

function Items({ data }: { data: AdminOrder }) {
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
            </tr>
          </thead>
          <tbody>
            {items.map((item, index) => (
              <tr key={index}>
                <td>{item.title}</td>
                <td>{item.quantity}</td>
                <td className="admin-table__nowrap">{price(item.unit_price_cents)}</td>
                <td className="admin-table__nowrap">{price(item.line_total_cents)}</td>
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
  const download = useAtomValue(adminDocumentDownloadAtom);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Card as="section" title={m.orderDocuments}>
      {failure && <InlineAlert tone="error">{failure}</InlineAlert>}
      {data.documents.length === 0 ? (
        <p className="admin-muted">{m.orderNoDocuments}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">{m.orderDocumentsCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{m.documentKind}</th>
                <th scope="col">{m.documentNumber}</th>
                <th scope="col">{m.documentHash}</th>
                <td />
              </tr>
            </thead>
            <tbody>
              {data.documents.map((document) => {
                const kind = m.documentKinds[document.kind];
                return (
                  <tr key={document.id} data-testid="order-document">
                    <td>{kind}</td>
                    <td className="admin-table__nowrap">{document.number}</td>
                    <td>
                      <code className="admin-hash">{document.sha256}</code>
                    </td>
                    <td>
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={m.documentDownloadLabel(kind, document.number)}
                        isPending={download.isPending && download.variables === document.id}
                        onPress={() => {
                          setFailure(null);
                          download.mutate(document.id, {
                            onError: (error) =>
                              setFailure(
                                error instanceof DocumentDamagedError
                                  ? m.documentDamaged
                                  : messageFor(error, { fallback: m.loadFailed }),
                              ),
                          });
                        }}
                      >
                        {m.documentDownload}
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

/** /admin/orders/:id: an order as it was placed, its documents as issued, its mail and bookings. */
export function OrderPage() {
  const id = Number(useParams().id);
  const detail = useAdminOrder(id);
  if (detail.isError && !detail.data) {
    return (
      <RetryAlert retryLabel={m.retry} onRetry={() => void detail.refetch()}>
        {messageFor(detail.error, { fallback: m.loadFailed })}
      </RetryAlert>
    );
  }
  if (!detail.data) return <Spinner label={m.loading} />;
  const { order, bookings } = detail.data;
  return (
    <>
      <p>
        <Link to={PATHS.adminOrders}>{m.orderBack}</Link>
      </p>
      <PageHeader
        title={m.orderTitle(order.invoice_number)}
        level={1}
        description={orderDay.format(new Date(order.created_at))}
      />
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
        <Items data={detail.data} />
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
