import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  BOOKINGS_PAGE_SIZE,
  BOOKING_SEARCH_MAX,
  TRAINING_BOOKING_STATES,
  type AdminBooking,
} from '../../../../shared/api/calls/adminBookings';
import { PATHS } from '../../../../shared/domain/paths';
import { errorCodeSentences } from '../../../../shared/messages/errorCodes';
import { figuresDeskMessages as m } from '../../../../shared/messages/figuresDesk';
import { messageFor } from '../../../api/messageFor';
import { useAtomValue } from '../../../state';
import { Button, InlineAlert, PageHeader, Select, TextField } from '../../../ui';
import { orderDay } from '../OrdersPage';
import { PagedResults } from '../PagedResults';
import { bookingRetryAtom } from './mutations';
import { useBookings, type BookingFilterQuery } from './queries';
import { FilterCard } from '../FilterCard';

const ALL = 'all';
const codes = { 'booking.not-retryable': errorCodeSentences['booking.not-retryable'] };
const failureOf = (error: unknown, fallback: string) => messageFor(error, { codes, fallback });

/** The list's filters as the address holds them. */
export function bookingFiltersOf(get: (key: string) => string | null): BookingFilterQuery {
  const filters: BookingFilterQuery = {};
  const search = get('search')?.trim();
  if (search) filters.search = search.slice(0, BOOKING_SEARCH_MAX);
  const state = TRAINING_BOOKING_STATES.find((s) => s === get('state'));
  if (state) filters.state = state;
  return filters;
}

const searchOf = (filters: BookingFilterQuery) =>
  new URLSearchParams(Object.entries(filters) as [string, string][]).toString();

function Filters({
  applied,
  onApply,
}: {
  applied: BookingFilterQuery;
  onApply: (filters: BookingFilterQuery) => void;
}) {
  const [search, setSearch] = useState(applied.search ?? '');
  const [state, setState] = useState<string>(applied.state ?? ALL);
  return (
    <FilterCard
      title={m.filters}
      onSubmit={() => {
        onApply(bookingFiltersOf((key) => (key === 'search' ? search : key === 'state' ? state : null)));
      }}
      applyLabel={m.apply}
      onReset={() => {
        setSearch('');
        setState(ALL);
        onApply({});
      }}
      resetLabel={m.reset}
    >
      <TextField
        label={m.search}
        name="search"
        value={search}
        onChange={setSearch}
        maxLength={BOOKING_SEARCH_MAX}
      />
      <Select
        label={m.state}
        name="state"
        options={[
          { id: ALL, label: m.stateAll },
          ...TRAINING_BOOKING_STATES.map((s) => ({ id: s, label: m.states[s] })),
        ]}
        value={state}
        onChange={(value) => setState(value ?? ALL)}
      />
    </FilterCard>
  );
}

/** Pending and failed bookings can be sent again; booked and cancelled ones cannot. */
const retryable = (booking: AdminBooking) => booking.status === 'pending' || booking.status === 'failed';

export function BookingsTable({
  rows,
  onRetry,
  retrying,
}: {
  rows: readonly AdminBooking[];
  onRetry: (booking: AdminBooking) => void;
  retrying: number | null;
}) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption className="visually-hidden">{m.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{m.colOrder}</th>
            <th scope="col">{m.colLearner}</th>
            <th scope="col">{m.colState}</th>
            <th scope="col">{m.colAttempts}</th>
            <th scope="col">{m.colNextAttempt}</th>
            <th scope="col">{m.colReply}</th>
            <th scope="col">{m.colActions}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((booking) => (
            <tr key={booking.id} data-testid="booking-row">
              <td className="admin-table__nowrap">
                <Link to={`${PATHS.adminOrders}/${booking.order_id}`}>{booking.invoice_number}</Link>
              </td>
              <td>
                {booking.buyer_name}
                <div className="admin-muted">{booking.gutberaten_id}</div>
              </td>
              <td className="admin-table__nowrap">
                <span className={`admin-state admin-state--${booking.status}`} data-testid="booking-state">
                  {m.states[booking.status]}
                </span>
                {booking.external_id && (
                  <div className="admin-muted">{m.externalId(booking.external_id)}</div>
                )}
              </td>
              <td data-testid="booking-attempts">{booking.attempts}</td>
              <td className="admin-table__nowrap">
                {booking.next_attempt_at
                  ? orderDay.format(new Date(booking.next_attempt_at))
                  : m.noNextAttempt}
              </td>
              <td className="admin-bookings__reply">
                {booking.last_error && <div>{m.lastError(booking.last_error)}</div>}
                {booking.last_reply ? (
                  <pre className="admin-pre" data-testid="booking-reply">
                    {booking.last_reply}
                  </pre>
                ) : (
                  <span className="admin-muted">{m.noReply}</span>
                )}
              </td>
              <td>
                {retryable(booking) && (
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={m.retryNamed(booking.invoice_number)}
                    isPending={retrying === booking.id}
                    onPress={() => onRetry(booking)}
                  >
                    {m.retry}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * /admin/bookings: the reports of hours to the training database with their state, attempts, next try and
 * the database's last reply, filtered by state and searched by invoice number or name (kept in the
 * address); "retry now" sends one at once and says how it went.
 */
export function BookingsPage() {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => bookingFiltersOf((key) => search.get(key)), [search]);
  const [page, setPage] = useState(1);
  const list = useBookings(filters, page);
  const retry = useAtomValue(bookingRetryAtom);
  const [retrying, setRetrying] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const send = async (booking: AdminBooking) => {
    setNotice(null);
    setProblem(null);
    setRetrying(booking.id);
    try {
      const result = await retry.mutateAsync(booking.id);
      setNotice(m.retryDone(result.invoice_number, m.states[result.status]));
    } catch (error) {
      setProblem(failureOf(error, m.retryFailed));
    }
    setRetrying(null);
  };

  return (
    <>
      <PageHeader title={m.bookingsTitle} level={1} description={m.bookingsIntro} />
      <Filters
        key={searchOf(filters)}
        applied={filters}
        onApply={(next) => {
          setSearch(searchOf(next));
          setPage(1);
        }}
      />
      {notice && <InlineAlert tone="success">{notice}</InlineAlert>}
      {problem && <InlineAlert tone="error">{problem}</InlineAlert>}
      <PagedResults
        query={list}
        pageSize={BOOKINGS_PAGE_SIZE}
        page={page}
        onPage={setPage}
        count={m.count}
        empty={m.none}
        pagination={m.pagination}
        failure={(error) => failureOf(error, m.loadFailed)}
      >
        {(rows) => <BookingsTable rows={rows} onRetry={(b) => void send(b)} retrying={retrying} />}
      </PagedResults>
    </>
  );
}
