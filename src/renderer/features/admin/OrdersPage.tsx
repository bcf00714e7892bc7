import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ORDER_STATES, ORDERS_PAGE_SIZE, type AdminOrderRow } from '../../../shared/api/calls/adminOrders';
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
import { cancellationsMessages as c } from '../../../shared/messages/cancellations';
import { PageHeader, Select } from '../../ui';
import { Controller, FormTextField, useZodForm } from '../../ui/form';
import { useAdminOrders } from './queries';
import { PagedResults } from './PagedResults';
import { FilterCard } from './FilterCard';

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
    <FilterCard
      title={m.ordersFilters}
      onSubmit={submit}
      applyLabel={m.auditApply}
      onReset={() => {
        form.reset(EMPTY_ORDER_FILTERS);
        onApply({});
      }}
      resetLabel={m.auditReset}
    >
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
      <Controller
        control={form.control}
        name="state"
        render={({ field }) => (
          <Select
            label={c.stateFilter}
            name="state"
            options={[
              { id: ANY, label: c.stateAll },
              ...ORDER_STATES.map((state) => ({ id: state, label: c.states[state] })),
            ]}
            value={field.value}
            onChange={(value) => field.onChange(value ?? ANY)}
          />
        )}
      />
    </FilterCard>
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
            <th scope="col">{c.stateFilter}</th>
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
              <td>{c.states[row.state]}</td>
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
  return (
    <>
      <PageHeader title={m.ordersTitle} level={1} description={m.ordersIntro} />
      <Filters
        onApply={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      <PagedResults
        query={list}
        pageSize={ORDERS_PAGE_SIZE}
        page={page}
        onPage={setPage}
        count={m.ordersCount}
        empty={m.ordersEmpty}
        pagination={m.ordersPagination}
      >
        {(rows) => <OrderTable rows={rows} />}
      </PagedResults>
    </>
  );
}
