import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  FEEDBACK_KINDS,
  FEEDBACK_PAGE_SIZE,
  type FeedbackEntry,
  type FeedbackKind,
} from '../../../../shared/api/calls/adminSupport';
import { PATHS } from '../../../../shared/domain/paths';
import { adminRealmMessages as realm } from '../../../../shared/messages/adminRealm';
import { reportsMessages } from '../../../../shared/messages/reports';
import { supportDeskMessages as m } from '../../../../shared/messages/supportDesk';
import { PageHeader, Select } from '../../../ui';
import { PagedResults } from '../PagedResults';
import { moment } from './format';
import { useFeedbackInbox } from './queries';
import { FilterCard } from '../FilterCard';

const ALL = 'all';

function From({ entry }: { entry: FeedbackEntry }) {
  if (entry.learner)
    return (
      <Link
        to={`${PATHS.adminSupport}/${entry.learner.id}`}
        aria-label={m.openLearner(entry.learner.name || entry.learner.email)}
      >
        {entry.learner.name || entry.learner.email}
      </Link>
    );
  return <span className="admin-muted">{entry.anonymous ? m.anonymous : m.deleted}</span>;
}

export function FeedbackTable({ rows }: { rows: readonly FeedbackEntry[] }) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption className="visually-hidden">{m.inboxCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{m.colDate}</th>
            <th scope="col">{m.colKind}</th>
            <th scope="col">{m.colRating}</th>
            <th scope="col">{m.colText}</th>
            <th scope="col">{m.colFrom}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((entry) => (
            <tr key={`${entry.kind}-${entry.id}`} data-testid="feedback-row">
              <td className="admin-table__nowrap">{moment.format(new Date(entry.created_at))}</td>
              <td>
                {m.kinds[entry.kind]}
                {entry.country && <div className="admin-muted">{realm.countryNames[entry.country]}</div>}
              </td>
              <td className="admin-table__nowrap">
                {entry.rating !== null
                  ? m.rating(entry.rating)
                  : entry.reason
                    ? reportsMessages.reasons[entry.reason]
                    : ''}
              </td>
              <td>
                {entry.text || <span className="admin-muted">{m.noText}</span>}
                {entry.question && <div className="admin-muted">{m.reportOn(entry.question)}</div>}
              </td>
              <td>
                <From entry={entry} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /admin/feedback: the learners' feedback and question reports in one inbox, newest first. */
export function FeedbackPage() {
  const [kind, setKind] = useState<FeedbackKind | null>(null);
  const [chosen, setChosen] = useState<string>(ALL);
  const [page, setPage] = useState(1);
  const inbox = useFeedbackInbox(kind, page);
  return (
    <>
      <PageHeader title={m.inboxTitle} level={1} description={m.inboxIntro} />
      <FilterCard
        title={m.filter}
        onSubmit={() => {
          setKind(FEEDBACK_KINDS.find((k) => k === chosen) ?? null);
          setPage(1);
        }}
        applyLabel={m.apply}
      >
        <Select
          label={m.kind}
          name="kind"
          options={[
            { id: ALL, label: m.kindAll },
            ...FEEDBACK_KINDS.map((k) => ({ id: k, label: m.kinds[k] })),
          ]}
          value={chosen}
          onChange={(value) => setChosen(value ?? ALL)}
        />
      </FilterCard>
      <PagedResults
        query={inbox}
        pageSize={FEEDBACK_PAGE_SIZE}
        page={page}
        onPage={setPage}
        count={m.inboxCount}
        empty={m.inboxNone}
        pagination={m.inboxPagination}
      >
        {(rows) => <FeedbackTable rows={rows} />}
      </PagedResults>
    </>
  );
}
