import { useState } from 'react';
import { Navigate, useOutletContext } from 'react-router-dom';
import type { AdminAccount, AuditEntry } from '../../../shared/api/calls/admin';
import { AUDIT_PAGE_SIZE } from '../../../shared/api/constants';
import {
  auditFilterFormSchema,
  EMPTY_AUDIT_FILTERS,
  type AuditFilterQuery,
} from '../../../shared/domain/adminForms';
import { PATHS } from '../../../shared/domain/paths';
import { adminRealmMessages as m } from '../../../shared/messages/adminRealm';
import { PageHeader } from '../../ui';
import { FormTextField, useZodForm } from '../../ui/form';
import { canReadAudit } from './roles';
import { PagedResults } from './PagedResults';
import { useAuditLog } from './queries';
import { FilterCard } from './FilterCard';

const dateTime = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'medium' });

/** A before/after value as indented JSON, always rendered as text (never markup). */
const pretty = (value: unknown): string => (value === null ? m.auditNone : JSON.stringify(value, null, 2));

function Filters({ onApply }: { onApply: (filters: AuditFilterQuery) => void }) {
  const form = useZodForm(auditFilterFormSchema, { defaultValues: EMPTY_AUDIT_FILTERS });
  const submit = form.handleSubmit((query) => onApply(query));
  const fields = [
    { name: 'actor', label: m.auditActor },
    { name: 'action', label: m.auditAction },
    { name: 'entity', label: m.auditEntity },
    { name: 'entity_id', label: m.auditEntityId },
    { name: 'from', label: m.auditFrom },
    { name: 'to', label: m.auditTo },
  ] as const;
  return (
    <FilterCard
      title={m.auditFilters}
      onSubmit={submit}
      applyLabel={m.auditApply}
      onReset={() => {
        form.reset(EMPTY_AUDIT_FILTERS);
        onApply({});
      }}
      resetLabel={m.auditReset}
    >
      {fields.map(({ name, label }) => (
        <FormTextField
          key={name}
          control={form.control}
          name={name}
          label={label}
          placeholder={name === 'from' || name === 'to' ? 'TT.MM.JJJJ' : undefined}
        />
      ))}
    </FilterCard>
  );
}

function ChangeCell({ entry }: { entry: AuditEntry }) {
  if (entry.before === null && entry.after === null) return <>{m.auditNone}</>;
  return (
    <details className="admin-change">
      <summary>{m.auditShowChange}</summary>
      <div className="admin-change__values">
        <div>
          <h3 className="admin-change__label">{m.auditBefore}</h3>
          <pre>{pretty(entry.before)}</pre>
        </div>
        <div>
          <h3 className="admin-change__label">{m.auditAfter}</h3>
          <pre>{pretty(entry.after)}</pre>
        </div>
      </div>
    </details>
  );
}

function AuditTable({ entries }: { entries: readonly AuditEntry[] }) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption className="visually-hidden">{m.auditTableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{m.auditAt}</th>
            <th scope="col">{m.auditWho}</th>
            <th scope="col">{m.auditWhat}</th>
            <th scope="col">{m.auditObject}</th>
            <th scope="col">{m.auditIp}</th>
            <th scope="col">{m.auditChange}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className="admin-table__nowrap">{dateTime.format(new Date(entry.at))}</td>
              <td>
                {entry.actor ? (
                  <>
                    {entry.actor.email}
                    <span className="admin-muted"> (#{entry.actor.id})</span>
                  </>
                ) : (
                  m.auditSystem
                )}
              </td>
              <td className="admin-table__nowrap">
                <code>{entry.action}</code>
              </td>
              <td>
                {entry.entity_type}
                {entry.entity_id !== null && <span className="admin-muted"> #{entry.entity_id}</span>}
              </td>
              <td className="admin-table__nowrap">{entry.ip ?? m.auditNone}</td>
              <td>
                <ChangeCell entry={entry} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /admin/audit: the append-only log, filtered and paged; only the roles the server admits reach it. */
export function AuditLogPage() {
  const account = useOutletContext<AdminAccount>();
  const [filters, setFilters] = useState<AuditFilterQuery>({});
  const [page, setPage] = useState(1);
  const log = useAuditLog(filters, page);
  if (!canReadAudit(account.role)) return <Navigate to={PATHS.admin} replace />;

  return (
    <>
      <PageHeader title={m.auditTitle} level={1} description={m.auditIntro} />
      <Filters
        onApply={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      <PagedResults
        query={log}
        pageSize={AUDIT_PAGE_SIZE}
        page={page}
        onPage={setPage}
        count={m.auditCount}
        empty={m.auditEmpty}
        pagination={m.auditPagination}
      >
        {(entries) => <AuditTable entries={entries} />}
      </PagedResults>
    </>
  );
}
