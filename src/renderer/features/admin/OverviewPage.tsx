import { Link, useOutletContext } from 'react-router-dom';
import type { AdminAccount } from '../../../shared/api/calls/admin';
import { ADMIN_OVERVIEW } from '../../../shared/api/constants';
import { deskSearch, germanDay } from '../../../shared/domain/deskForms';
import { PATHS } from '../../../shared/domain/paths';
import { adminRealmMessages as m } from '../../../shared/messages/adminRealm';
import { messageFor } from '../../api/messageFor';
import { Card, PageHeader, RetryAlert, Spinner } from '../../ui';
import { BarChart } from './BarChart';
import { canWorkDesk } from './roles';
import { useAdminOverview } from './queries';

const numbers = new Intl.NumberFormat('de-DE');
const sum = (values: readonly number[]) => numbers.format(values.reduce((total, value) => total + value, 0));
/** 'DD.MM.' under a bar. */
const shortDay = (iso: string) => germanDay(iso).slice(0, 6);

/** A figure with what it counts and, for those who work on it, the way to it. */
function Figure({
  title,
  value,
  note,
  link,
}: {
  title: string;
  value: number;
  note: string;
  link?: { to: string; label: string };
}) {
  return (
    <Card as="section" title={title} className="admin-figure">
      <p className="admin-figure__value">{numbers.format(value)}</p>
      <p className="admin-muted">{note}</p>
      {link && <Link to={link.to}>{link.label}</Link>}
    </Card>
  );
}

/** /admin: the back office's start page, its figures and two small charts. */
export function OverviewPage() {
  const account = useOutletContext<AdminAccount>();
  const overview = useAdminOverview();
  const desk = canWorkDesk(account.role);
  const data = overview.data;
  return (
    <>
      <PageHeader title={m.overviewTitle} level={1} description={m.overviewWelcome(account.name)} />
      {overview.isError && !data ? (
        <RetryAlert retryLabel={m.retry} onRetry={() => void overview.refetch()}>
          {messageFor(overview.error, { fallback: m.loadFailed })}
        </RetryAlert>
      ) : !data ? (
        <Spinner label={m.loading} />
      ) : (
        <div className="admin-overview">
          <div className="admin-overview__figures" role="group" aria-label={m.overviewFigures}>
            <Figure
              title={m.overviewOpenReports}
              value={data.open_reports}
              note={m.overviewOpenReportsNote}
              {...(desk && { link: { to: PATHS.adminReports, label: m.overviewOpenReportsLink } })}
            />
            <Figure
              title={m.overviewReviewDue}
              value={data.review_due}
              note={m.overviewReviewDueNote(germanDay(data.review_due_before))}
              {...(desk && {
                link: {
                  to: `${PATHS.adminQuestions}?${deskSearch({ state: 'live', valid_before: data.review_due_before })}`,
                  label: m.overviewReviewDueLink,
                },
              })}
            />
          </div>
          <Card as="section" title={m.overviewAnswersTitle}>
            <BarChart
              title={m.overviewAnswersTitle}
              summary={m.overviewAnswersSummary(
                sum(data.answers_per_day.map((d) => d.answers)),
                ADMIN_OVERVIEW.days,
              )}
              labelHeader={m.overviewDay}
              valueHeader={m.overviewAnswers}
              tickEvery={5}
              data={data.answers_per_day.map((d) => ({
                label: germanDay(d.day),
                tick: shortDay(d.day),
                value: d.answers,
              }))}
            />
          </Card>
          <Card as="section" title={m.overviewLearnersTitle}>
            <BarChart
              title={m.overviewLearnersTitle}
              summary={m.overviewLearnersSummary(
                sum(data.learners_per_week.map((w) => w.learners)),
                ADMIN_OVERVIEW.weeks,
              )}
              labelHeader={m.overviewWeek}
              valueHeader={m.overviewLearners}
              tickEvery={2}
              data={data.learners_per_week.map((w) => ({
                label: germanDay(w.week),
                tick: shortDay(w.week),
                value: w.learners,
              }))}
            />
          </Card>
        </div>
      )}
    </>
  );
}
