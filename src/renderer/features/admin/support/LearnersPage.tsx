import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import {
  LEARNER_SEARCH_MAX,
  LEARNERS_PAGE_SIZE,
  type LearnerRow,
} from '../../../../shared/api/calls/adminSupport';
import { PATHS } from '../../../../shared/domain/paths';
import { adminRealmMessages } from '../../../../shared/messages/adminRealm';
import { supportDeskMessages as m } from '../../../../shared/messages/supportDesk';
import { InlineAlert, PageHeader, TextField } from '../../../ui';
import { day } from './format';
import { PagedResults } from '../PagedResults';
import { useLearners } from './queries';
import { FilterCard } from '../FilterCard';

export const fullName = (learner: Pick<LearnerRow, 'first_name' | 'last_name'>) =>
  `${learner.first_name} ${learner.last_name}`.trim();

/** The search form: the words go into the address, so a reload or a way back keeps them. */
export function LearnerSearch({ applied, onSearch }: { applied: string; onSearch: (q: string) => void }) {
  const [q, setQ] = useState(applied);
  return (
    <FilterCard
      title={m.searchForm}
      role="search"
      onSubmit={() => {
        onSearch(q.trim().slice(0, LEARNER_SEARCH_MAX));
      }}
      applyLabel={m.searchSubmit}
      onReset={() => {
        setQ('');
        onSearch('');
      }}
      resetLabel={m.reset}
    >
      <TextField
        label={m.search}
        description={m.searchHint}
        name="q"
        type="search"
        value={q}
        onChange={setQ}
        maxLength={LEARNER_SEARCH_MAX}
      />
    </FilterCard>
  );
}

export function LearnersTable({ rows }: { rows: readonly LearnerRow[] }) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption className="visually-hidden">{m.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{m.colName}</th>
            <th scope="col">{m.colEmail}</th>
            <th scope="col">{m.colCountry}</th>
            <th scope="col">{m.colVerified}</th>
            <th scope="col">{m.colCreated}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((learner) => (
            <tr key={learner.id} data-testid="learner-row">
              <td>
                <Link
                  to={`${PATHS.adminSupport}/${learner.id}`}
                  aria-label={m.openLearner(fullName(learner) || learner.email)}
                >
                  {fullName(learner) || learner.email}
                </Link>
              </td>
              <td className="admin-table__nowrap">{learner.email}</td>
              <td>{adminRealmMessages.countryNames[learner.country]}</td>
              <td>{learner.email_verified ? m.yes : m.no}</td>
              <td className="admin-table__nowrap">{day.format(new Date(learner.created_at))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /admin/support: learners by a part of their address or name, newest first. */
export function LearnersPage() {
  const [search, setSearch] = useSearchParams();
  const location = useLocation();
  const erased = (location.state as { erased?: string } | null)?.erased;
  const q = search.get('q')?.trim().slice(0, LEARNER_SEARCH_MAX) ?? '';
  const [page, setPage] = useState(1);
  const list = useLearners(q, page);
  return (
    <>
      <PageHeader title={m.title} level={1} description={m.intro} />
      <LearnerSearch
        key={q}
        applied={q}
        onSearch={(next) => {
          setSearch(next ? new URLSearchParams({ q: next }).toString() : '');
          setPage(1);
        }}
      />
      {erased && <InlineAlert tone="success">{m.erased(erased)}</InlineAlert>}
      <PagedResults
        query={list}
        pageSize={LEARNERS_PAGE_SIZE}
        page={page}
        onPage={setPage}
        count={m.count}
        empty={m.none}
        pagination={m.pagination}
      >
        {(rows) => <LearnersTable rows={rows} />}
      </PagedResults>
    </>
  );
}
