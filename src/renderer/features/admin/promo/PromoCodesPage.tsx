import { useMemo, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import {
  PROMO_PAGE_SIZE,
  PROMO_STATES,
  type PromoCode,
  type PromoState,
} from '../../../../shared/api/calls/adminPromo';
import { formatPrice } from '../../../../shared/domain/price';
import { dayOf, formatDecimal, lastDayOf } from '../../../../shared/domain/promoForms';
import { PATHS } from '../../../../shared/domain/paths';
import { promoDeskMessages as m } from '../../../../shared/messages/promoDesk';
import { useAtomValue } from '../../../state';
import { Button, LinkButton, PageHeader, Select, TextField } from '../../../ui';
import { PagedResults } from '../PagedResults';
import { promoDeactivateAtom } from './mutations';
import { promoMessageFor } from './promoErrors';
import { usePromoCodes, type PromoFilterQuery } from './queries';
import { ActionAlerts, ConfirmActionDialog, useConfirmedAction } from '../ConfirmedAction';
import { FilterCard } from '../FilterCard';

const ALL = 'all';

/** '25 %', '20,00 €', 'CHF 10,00', or a bare amount for a code that counts in either currency. */
export function discountOf(promo: PromoCode): string {
  if (promo.kind === 'percent') return `${formatDecimal(promo.value)} %`;
  const cents = Math.round(promo.value * 100);
  if (promo.currency === null) return `${formatPrice(cents, 'de').replace(' €', '')} (EUR/CHF)`;
  return formatPrice(cents, promo.currency === 'CHF' ? 'ch' : 'de');
}

/** The state a row shows: deactivated, expired, not yet valid, or active. */
function stateOf(promo: PromoCode, now: number): PromoState | 'scheduled' {
  if (!promo.active) return 'inactive';
  if (Date.parse(promo.valid_until) <= now) return 'expired';
  if (Date.parse(promo.valid_from) > now) return 'scheduled';
  return 'active';
}
const STATE_LABELS = { ...m.states, scheduled: m.stateScheduled } as const;

/** The list's filters as the address holds them. */
export function promoFiltersOf(get: (key: string) => string | null): PromoFilterQuery {
  const filters: PromoFilterQuery = {};
  const search = get('search')?.trim();
  if (search) filters.search = search.slice(0, 32);
  const state = PROMO_STATES.find((s) => s === get('state'));
  if (state) filters.state = state;
  return filters;
}

function Filters({
  applied,
  onApply,
}: {
  applied: PromoFilterQuery;
  onApply: (filters: PromoFilterQuery) => void;
}) {
  const [search, setSearch] = useState(applied.search ?? '');
  const [state, setState] = useState<string>(applied.state ?? ALL);
  return (
    <FilterCard
      title={m.filters}
      onSubmit={() => {
        onApply(promoFiltersOf((key) => (key === 'search' ? search : key === 'state' ? state : null)));
      }}
      applyLabel={m.apply}
      onReset={() => {
        setSearch('');
        setState(ALL);
        onApply({});
      }}
      resetLabel={m.reset}
    >
      <TextField label={m.search} name="search" value={search} onChange={setSearch} maxLength={32} />
      <Select
        label={m.state}
        name="state"
        options={[
          { id: ALL, label: m.stateAll },
          ...PROMO_STATES.map((s) => ({ id: s, label: m.states[s] })),
        ]}
        value={state}
        onChange={(value) => setState(value ?? ALL)}
      />
    </FilterCard>
  );
}

export function PromoTable({
  rows,
  onDeactivate,
}: {
  rows: readonly PromoCode[];
  onDeactivate: (promo: PromoCode) => void;
}) {
  const [now] = useState(() => Date.now());
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption className="visually-hidden">{m.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{m.colCode}</th>
            <th scope="col">{m.colDiscount}</th>
            <th scope="col">{m.colValidity}</th>
            <th scope="col">{m.colUses}</th>
            <th scope="col">{m.colRemaining}</th>
            <th scope="col">{m.colState}</th>
            <th scope="col">{m.colActions}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((promo) => {
            const state = stateOf(promo, now);
            return (
              <tr key={promo.id} data-testid="promo-row">
                <td className="admin-table__nowrap">
                  <Link to={`${PATHS.adminPromo}/${promo.id}`} aria-label={m.edit(promo.code)}>
                    {promo.code}
                  </Link>
                </td>
                <td className="admin-table__nowrap">
                  {discountOf(promo)}
                  {promo.once_per_learner && <div className="admin-muted">{m.oncePerLearner}</div>}
                </td>
                <td className="admin-table__nowrap">
                  {m.validity(dayOf(new Date(promo.valid_from)), lastDayOf(promo.valid_until))}
                </td>
                <td data-testid="promo-uses">{promo.uses}</td>
                <td data-testid="promo-remaining">{promo.remaining}</td>
                <td className="admin-table__nowrap">
                  <span className={`admin-state admin-state--${state}`}>{STATE_LABELS[state]}</span>
                </td>
                <td>
                  {promo.active && (
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={m.deactivateNamed(promo.code)}
                      onPress={() => onDeactivate(promo)}
                    >
                      {m.deactivate}
                    </Button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

const searchOf = (filters: PromoFilterQuery) =>
  new URLSearchParams(Object.entries(filters) as [string, string][]).toString();

/**
 * /admin/promo-codes: the codes with their uses and what remains, filtered by a part of the code and a
 * state (kept in the address); deactivating asks first.
 */
export function PromoCodesPage() {
  const [search, setSearch] = useSearchParams();
  const location = useLocation();
  const saved = (location.state as { saved?: string } | null)?.saved;
  const filters = useMemo(() => promoFiltersOf((key) => search.get(key)), [search]);
  const [page, setPage] = useState(1);
  const list = usePromoCodes(filters, page);
  const deactivate = useAtomValue(promoDeactivateAtom);
  const action = useConfirmedAction<PromoCode>({
    run: (row) => deactivate.mutateAsync(row.id),
    done: (row) => m.deactivated(row.code),
    failed: (error) => promoMessageFor(error, m.saveFailed),
    notice: saved ? m.saved(saved) : null,
  });

  return (
    <>
      <PageHeader title={m.title} level={1} description={m.intro} />
      <div className="admin-toolbar">
        <LinkButton to={`${PATHS.adminPromo}/new`}>{m.newCode}</LinkButton>
      </div>
      <Filters
        key={searchOf(filters)}
        applied={filters}
        onApply={(next) => {
          setSearch(searchOf(next));
          setPage(1);
        }}
      />
      <ActionAlerts action={action} />
      <PagedResults
        query={list}
        pageSize={PROMO_PAGE_SIZE}
        page={page}
        onPage={setPage}
        count={m.count}
        empty={m.none}
        pagination={m.pagination}
        failure={(error) => promoMessageFor(error, m.loadFailed)}
      >
        {(rows) => <PromoTable rows={rows} onDeactivate={action.ask} />}
      </PagedResults>
      <ConfirmActionDialog
        action={action}
        title={m.confirmTitle}
        text={(row) => m.confirmText(row.code)}
        confirmLabel={m.confirm}
        cancelLabel={m.cancel}
        isPending={deactivate.isPending}
      />
    </>
  );
}
