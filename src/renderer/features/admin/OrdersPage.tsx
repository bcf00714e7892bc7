import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ORDERS_PAGE_SIZE, type AdminOrderRow } from '../../../shared/api/calls/adminOrders';
import { COUNTRIES } from '../../../shared/api/constants';
import {
  ANY,
  EMPTY_ORDER_FILTERS,
  orderFilterFormSchema,
  type OrderFilterQuery,
} from '../../../shared/domain/deskForms';
import { PATHS } from '../../../shared/domain/paths';
import { formatPrice } from '../../../shared/domain/price';
import { adminRealmMessages as m } from '../../../shared/messages/adminRealm';
import { messageFor } from '../../api/messageFor';
import { Button, Card, PageHeader, RetryAlert, Select, Spinner } from '../../ui';
import { Controller, FormTextField, useZodForm } from '../../ui/form';
import { useAdminOrders } from './queries';

export const orderDay = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

function Filters({ onApply }: { onApply: (filters: OrderFilterQuery) => void }) {
  const form = useZodForm(orderFilterFormSchema, { defaultValues: EMPTY_ORDER_FILTERS });
  const submit = form.handleSubmit((query) => onApply(query));
  return (
    <Card as="section" title={m.ordersFilters} className="admin-filters">
      <form onSubmit={submit} noValidate aria-label={m.ordersFilters}>
        <div className="admin-filters__grid">
          <FormTextField control={form.control} name="q" label={m.ordersSearch} />
          <FormTextField control={form.control} name="from" label={m.ordersFrom} placeholder="TT.MM.JJJJ" />
          <FormTextField control={form.control} name="to" label={m.ordersTo} placeholder="TT.MM.JJJJ" />
          <Controller
            control={form.control}
            name="country"
            render={({ field }) => (
              <Select
                label={m.deskCountry}
                name="country"
                options={[
                  { id: ANY, label: m.deskAny },
                  ...COUNTRIES.map((c) => ({ id: c, label: m.countryNames[c] })),
                ]}
                value={field.value}
                onChange={(value) => field.onChange(value ?? ANY)}
              />
            )}
          />
        </div>
        <div className="admin-filters__actions">
          <Button type="submit">{m.auditApply}</Button>
          <Button
            variant="secondary"
            onPress={() => {
              form.reset(EMPTY_ORDER_FILTERS);
              onApply({});
            }}
          >
            {m.auditReset}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function OrderTable({ rows }: { rows: readonly AdminOrderRow[] }) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption className="visually-hidden">{m.ordersTableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{m.orderNumber}</th>
            <th scope="col">{m.orderDate}</th>
            <th scope="col">{m.orderBuyer}</th>
            <th scope="col">{m.orderTotal}</th>
            <th scope="col">{m.orderMail}</th>
            <th scope="col">{m.orderBooking}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-testid="order-row">
              <td className="admin-table__nowrap">
                <Link to={`${PATHS.adminOrders}/${row.id}`}>{row.invoice_number}</Link>
              </td>
              <td className="admin-table__nowrap">{orderDay.format(new Date(row.created_at))}</td>
              <td>
                {row.buyer_name}
                <br />
                <span className="admin-muted">{row.buyer_email}</span>
              </td>
              <td className="admin-table__nowrap">{formatPrice(row.gross_cents, row.country)}</td>
              <td>{m.mailStates[row.mail]}</td>
              <td>{row.booking ? m.bookingStates[row.booking] : m.noBooking}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /admin/orders: every order, searched and filtered, newest first. */
export function OrdersPage() {
  const [filters, setFilters] = useState<OrderFilterQuery>({});
  const [page, setPage] = useState(1);
  const list = useAdminOrders(filters, page);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / ORDERS_PAGE_SIZE)) : 1;
  return (
    <>
      <PageHeader title={m.ordersTitle} level={1} description={m.ordersIntro} />
      <Filters
        onApply={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      <section className="admin-results" aria-busy={list.isFetching}>
        {list.isError && !list.data ? (
          <RetryAlert retryLabel={m.retry} onRetry={() => void list.refetch()}>
            {messageFor(list.error, { fallback: m.loadFailed })}
          </RetryAlert>
        ) : !list.data ? (
          <Spinner label={m.loading} />
        ) : (
          <>
            <p className="admin-results__count" role="status">
              {m.ordersCount(list.data.total)}
            </p>
            {list.data.data.length === 0 ? <p>{m.ordersEmpty}</p> : <OrderTable rows={list.data.data} />}
            <nav className="admin-pager" aria-label={m.ordersPagination}>
              <Button variant="secondary" size="sm" isDisabled={page <= 1} onPress={() => setPage(page - 1)}>
                {m.auditPrevious}
              </Button>
              <span>{m.auditPage(page, pages)}</span>
              <Button
                variant="secondary"
                size="sm"
                isDisabled={page >= pages}
                onPress={() => setPage(page + 1)}
              >
                {m.auditNext}
              </Button>
            </nav>
          </>
        )}
      </section>
    </>
  );
}
