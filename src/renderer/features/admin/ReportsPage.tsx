import { useState } from 'react';
import { QUESTION_REPORTS_PAGE_SIZE, QUESTION_REPORT_REASONS } from '../../../shared/domain/questionReports';
import type { QuestionReport, ReportedQuestion } from '../../../shared/api/calls/reports';
import { PATHS } from '../../../shared/domain/paths';
import { adminRealmMessages as m } from '../../../shared/messages/adminRealm';
import { reportsMessages } from '../../../shared/messages/reports';
import { deskMessageFor } from './deskErrors';
import { useAtomValue } from '../../state';
import { Button, Card, InlineAlert, LinkButton, PageHeader, TextArea } from '../../ui';
import { decideReportAtom } from './mutations';
import { useQuestionReports } from './queries';
import { PagedResults } from './PagedResults';

const dateTime = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short' });

function Report({ report }: { report: QuestionReport }) {
  const decide = useAtomValue(decideReportAtom);
  const [reply, setReply] = useState('');
  const [replyError, setReplyError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState<'accept' | 'reject' | null>(null);

  const send = async (decision: 'accept' | 'reject') => {
    if (!reply.trim()) return setReplyError(m.reportReplyRequired);
    setReplyError(undefined);
    setProblem(null);
    setPending(decision);
    try {
      await decide.mutateAsync({ id: report.id, decision, reply: reply.trim() });
    } catch (error) {
      setProblem(deskMessageFor(error));
    } finally {
      setPending(null);
    }
  };

  return (
    <li className="admin-report" data-testid="report">
      <p className="admin-report__head">
        <strong>{reportsMessages.reasons[report.reason]}</strong>
        <span className="admin-muted"> · {m.reportFrom(dateTime.format(new Date(report.created_at)))}</span>
        <span className="admin-muted"> · {m.reportStatus[report.status]}</span>
      </p>
      <p className="admin-prewrap">{report.text || m.reportNoText}</p>
      {!report.has_reporter && <p className="admin-muted">{m.reportReporterGone}</p>}
      {report.status === 'open' ? (
        <div className="admin-report__decide">
          {problem && <InlineAlert tone="error">{problem}</InlineAlert>}
          <TextArea
            label={m.reportReply}
            name={`reply-${report.id}`}
            rows={3}
            value={reply}
            onChange={setReply}
            errorMessage={replyError}
            isRequired
          />
          <div className="admin-filters__actions">
            <Button
              isPending={pending === 'accept'}
              isDisabled={pending !== null}
              onPress={() => void send('accept')}
            >
              {m.reportAccept}
            </Button>
            <Button
              variant="secondary"
              isPending={pending === 'reject'}
              isDisabled={pending !== null}
              onPress={() => void send('reject')}
            >
              {m.reportReject}
            </Button>
          </div>
        </div>
      ) : (
        <div className="admin-report__decided">
          <p className="admin-muted">
            {m.reportDecided(
              report.decided_by?.email ?? m.questionNone,
              report.decided_at ? dateTime.format(new Date(report.decided_at)) : m.questionNone,
            )}
          </p>
          {report.reply && <p className="admin-prewrap">{report.reply}</p>}
        </div>
      )}
    </li>
  );
}

function ReportedQuestionCard({ item }: { item: ReportedQuestion }) {
  return (
    <Card as="section" title={m.reportsQuestion(item.question.id)} className="admin-reported">
      <p data-testid="reported-text">{item.question.text}</p>
      <p className="admin-muted">{m.reportsCounts(item.open_count, item.total_count)}</p>
      <p className="admin-reported__label">{m.reportsReasons}</p>
      <dl className="admin-reasons">
        {QUESTION_REPORT_REASONS.map((reason) => (
          <div key={reason}>
            <dt>{reportsMessages.reasons[reason]}</dt>
            <dd>{item.reasons[reason] ?? 0}</dd>
          </div>
        ))}
      </dl>
      <p>
        <LinkButton variant="secondary" size="sm" to={`${PATHS.adminQuestions}/${item.question.id}`}>
          {m.reportsOpenQuestion}
        </LinkButton>
      </p>
      <ul className="admin-report-list">
        {item.reports.map((report) => (
          <Report key={report.id} report={report} />
        ))}
      </ul>
    </Card>
  );
}

/** /admin/reports: the questions learners reported, open or closed, each report to accept or reject. */
export function ReportsPage() {
  const [status, setStatus] = useState<'open' | 'closed'>('open');
  const [page, setPage] = useState(1);
  const list = useQuestionReports(status, page);
  return (
    <>
      <PageHeader title={m.reportsTitle} level={1} description={m.reportsIntro} />
      <div className="admin-tabs" role="group" aria-label={m.reportsTabs}>
        {(['open', 'closed'] as const).map((tab) => (
          <Button
            key={tab}
            variant={status === tab ? 'primary' : 'secondary'}
            size="sm"
            aria-pressed={status === tab}
            onPress={() => {
              setStatus(tab);
              setPage(1);
            }}
          >
            {tab === 'open' ? m.reportsOpen : m.reportsClosed}
          </Button>
        ))}
      </div>
      <PagedResults
        query={list}
        pageSize={QUESTION_REPORTS_PAGE_SIZE}
        page={page}
        onPage={setPage}
        count={m.reportsCount}
        empty={m.reportsEmpty}
        pagination={m.reportsPagination}
      >
        {(items) => items.map((item) => <ReportedQuestionCard key={item.question.id} item={item} />)}
      </PagedResults>
    </>
  );
}
