import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import {
  COMPANY_LIMITS,
  COMPANY_PAGE_SIZE,
  type CompanySummary,
} from '../../../../shared/api/calls/adminCompanies';
import { PATHS } from '../../../../shared/domain/paths';
import { companyDeskMessages as m } from '../../../../shared/messages/companyDesk';
import { InlineAlert, LinkButton, PageHeader, TextField } from '../../../ui';
import { PagedResults } from '../PagedResults';
import { companyMessageFor } from './companyErrors';
import { useCompanies } from './queries';
import { FilterCard } from '../FilterCard';

/** A company's logo, small, or a placeholder saying there is none. */
export function CompanyLogo({ company, size = 40 }: { company: CompanySummary; size?: number }) {
  return company.logo ? (
    <img
      className="admin-company-logo"
      src={company.logo}
      alt={m.logoOf(company.name)}
      width={size}
      height={size}
    />
  ) : (
    <span className="admin-muted">{m.noLogo}</span>
  );
}

export function CompaniesTable({ rows }: { rows: readonly CompanySummary[] }) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption className="visually-hidden">{m.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{m.colLogo}</th>
            <th scope="col">{m.colName}</th>
            <th scope="col">{m.colShortName}</th>
            <th scope="col">{m.colCourses}</th>
            <th scope="col">{m.colMembers}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((company) => (
            <tr key={company.id} data-testid="company-row">
              <td>
                <CompanyLogo company={company} />
              </td>
              <td>
                <Link to={`${PATHS.adminCompanies}/${company.id}`} aria-label={m.open(company.name)}>
                  {company.name}
                </Link>
              </td>
              <td className="admin-table__nowrap">{company.short_name}</td>
              <td data-testid="company-courses">{company.courses}</td>
              <td data-testid="company-members">{company.members}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SearchForm({ applied, onApply }: { applied: string; onApply: (search: string) => void }) {
  const [search, setSearch] = useState(applied);
  return (
    <FilterCard
      label={m.search}
      role="search"
      onSubmit={() => {
        onApply(search.trim());
      }}
      applyLabel={m.apply}
      onReset={() => {
        setSearch('');
        onApply('');
      }}
      resetLabel={m.reset}
    >
      <TextField
        label={m.search}
        name="search"
        value={search}
        onChange={setSearch}
        maxLength={COMPANY_LIMITS.nameMax}
      />
    </FilterCard>
  );
}

/** /admin/companies: the companies by name with their courses and members, searched by name or short name. */
export function CompaniesPage() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const saved = (location.state as { saved?: string } | null)?.saved;
  const search = (params.get('search') ?? '').trim().slice(0, COMPANY_LIMITS.nameMax);
  const [page, setPage] = useState(1);
  const list = useCompanies(search, page);
  return (
    <>
      <PageHeader title={m.title} level={1} description={m.intro} />
      <div className="admin-toolbar">
        <LinkButton to={`${PATHS.adminCompanies}/new`}>{m.newCompany}</LinkButton>
      </div>
      <SearchForm
        key={search}
        applied={search}
        onApply={(next) => {
          setParams(next ? new URLSearchParams({ search: next }) : new URLSearchParams());
          setPage(1);
        }}
      />
      {saved && <InlineAlert tone="success">{m.saved(saved)}</InlineAlert>}
      <PagedResults
        query={list}
        pageSize={COMPANY_PAGE_SIZE}
        page={page}
        onPage={setPage}
        count={m.count}
        empty={m.none}
        pagination={m.pagination}
        failure={(error) => companyMessageFor(error, m.loadFailed)}
      >
        {(rows) => <CompaniesTable rows={rows} />}
      </PagedResults>
    </>
  );
}
