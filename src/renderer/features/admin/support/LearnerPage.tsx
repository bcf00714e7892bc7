import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { LearnerDetail } from '../../../../shared/api/calls/adminSupport';
import { PATHS } from '../../../../shared/domain/paths';
import { formatPrice } from '../../../../shared/domain/price';
import { adminRealmMessages as realm } from '../../../../shared/messages/adminRealm';
import { supportDeskMessages as m } from '../../../../shared/messages/supportDesk';
import { messageFor } from '../../../api/messageFor';
import { useAtomValue } from '../../../state';
import { AlertDialog, Button, Card, InlineAlert, PageHeader, RetryAlert, Spinner } from '../../../ui';
import { DocumentsCard } from '../DocumentsCard';
import { EraseDialog } from './EraseDialog';
import { day, moment } from './format';
import { fullName } from './LearnersPage';
import { learnerEraseAtom, learnerResendAtom, learnerUnlockAtom } from './mutations';
import { useLearner } from './queries';
import { supportMessageFor } from './supportErrors';

function Account({ learner }: { learner: LearnerDetail['learner'] }) {
  return (
    <Card as="section" title={m.account}>
      <dl className="admin-facts">
        <dt>{m.email}</dt>
        <dd data-testid="learner-email">{learner.email}</dd>
        <dt>{m.country}</dt>
        <dd>{realm.countryNames[learner.country]}</dd>
        <dt>{m.role}</dt>
        <dd>{learner.role ? m.roleNames[learner.role] : m.roleNone}</dd>
        <dt>{m.verified}</dt>
        <dd data-testid="learner-verified">
          {learner.email_verified_at
            ? m.verifiedAt(day.format(new Date(learner.email_verified_at)))
            : m.notVerified}
        </dd>
        <dt>{m.created}</dt>
        <dd>{day.format(new Date(learner.created_at))}</dd>
        <dt>{m.coins}</dt>
        <dd data-testid="learner-coins">{learner.coins}</dd>
        <dt>{m.lock}</dt>
        <dd data-testid="learner-lock">
          {learner.locked_until ? m.lockedUntil(moment.format(new Date(learner.locked_until))) : m.notLocked}
        </dd>
      </dl>
    </Card>
  );
}

function Courses({ courses }: { courses: LearnerDetail['courses'] }) {
  return (
    <Card as="section" title={m.courses}>
      {courses.length === 0 ? (
        <p className="admin-muted">{m.noCourses}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">{m.coursesCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{m.courseName}</th>
                <th scope="col">{m.courseRole}</th>
                <th scope="col">{m.courseCoins}</th>
                <th scope="col">{m.courseCreated}</th>
                <th scope="col">{m.courseState}</th>
              </tr>
            </thead>
            <tbody>
              {courses.map((course) => (
                <tr key={course.id}>
                  <td>
                    {course.category === null
                      ? m.moduleCourse(course.module)
                      : m.bookedCourse(course.category, course.hours)}
                  </td>
                  <td>{m.roleNames[course.role]}</td>
                  <td>{course.coins}</td>
                  <td className="admin-table__nowrap">{day.format(new Date(course.created_at))}</td>
                  <td>
                    {course.ordered_at
                      ? m.courseOrdered(day.format(new Date(course.ordered_at)))
                      : m.courseOpen}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

function Orders({ data }: { data: LearnerDetail }) {
  return (
    <Card as="section" title={m.orders}>
      {data.orders.length === 0 ? (
        <p className="admin-muted">{m.noOrders}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">{m.ordersCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{m.orderNumber}</th>
                <th scope="col">{m.orderDate}</th>
                <th scope="col">{m.orderTotal}</th>
              </tr>
            </thead>
            <tbody>
              {data.orders.map((order) => (
                <tr key={order.id}>
                  <td className="admin-table__nowrap">
                    <Link
                      to={`${PATHS.adminOrders}/${order.id}`}
                      aria-label={m.openOrder(order.invoice_number)}
                    >
                      {order.invoice_number}
                    </Link>
                  </td>
                  <td className="admin-table__nowrap">{day.format(new Date(order.created_at))}</td>
                  <td className="admin-table__nowrap">
                    {formatPrice(order.gross_cents, order.currency === 'CHF' ? 'ch' : data.learner.country)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

type Asking = 'resend' | 'unlock' | 'erase' | null;

/**
 * /admin/support/:id: a learner's account, courses, orders and documents (the server audits each view),
 * and the three things support does for them, each after a confirmation.
 */
export function LearnerPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const detail = useLearner(id);
  const resend = useAtomValue(learnerResendAtom);
  const unlock = useAtomValue(learnerUnlockAtom);
  const erase = useAtomValue(learnerEraseAtom);
  const [asking, setAsking] = useState<Asking>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  if (detail.isError && !detail.data) {
    return (
      <RetryAlert retryLabel={realm.retry} onRetry={() => void detail.refetch()}>
        {messageFor(detail.error, { fallback: realm.loadFailed })}
      </RetryAlert>
    );
  }
  if (!detail.data) return <Spinner label={m.loading} />;
  const { learner } = detail.data;
  const name = fullName(learner) || learner.email;

  const run = async (work: () => Promise<unknown>, done: string) => {
    setNotice(null);
    setProblem(null);
    try {
      await work();
      setNotice(done);
    } catch (error) {
      setProblem(supportMessageFor(error));
    }
    setAsking(null);
  };

  return (
    <>
      <p>
        <Link to={PATHS.adminSupport}>{m.back}</Link>
      </p>
      <PageHeader title={m.learnerTitle(name)} level={1} description={m.learnerIntro} />
      {notice && <InlineAlert tone="success">{notice}</InlineAlert>}
      {problem && <InlineAlert tone="error">{problem}</InlineAlert>}
      <div className="admin-order">
        <Account learner={learner} />
        <Card as="section" title={m.actions}>
          <div className="admin-toolbar">
            {!learner.email_verified && (
              <Button variant="secondary" onPress={() => setAsking('resend')}>
                {m.resend}
              </Button>
            )}
            {learner.locked_until && (
              <Button variant="secondary" onPress={() => setAsking('unlock')}>
                {m.unlock}
              </Button>
            )}
            <Button variant="danger" onPress={() => setAsking('erase')}>
              {m.erase}
            </Button>
          </div>
        </Card>
        <Courses courses={detail.data.courses} />
        <Orders data={detail.data} />
        <DocumentsCard
          title={m.documents}
          caption={m.documentsCaption}
          empty={m.noDocuments}
          fallback={m.actionFailed}
          detail="issued"
          rowTestId="learner-document"
          documents={detail.data.documents}
        />
      </div>
      <AlertDialog
        isOpen={asking === 'resend'}
        title={m.resendTitle}
        onConfirm={() => void run(() => resend.mutateAsync(id), m.resent(learner.email))}
        onCancel={() => setAsking(null)}
        confirmLabel={m.resendConfirm}
        cancelLabel={m.cancel}
        isPending={resend.isPending}
      >
        {m.resendText(learner.email)}
      </AlertDialog>
      <AlertDialog
        isOpen={asking === 'unlock'}
        title={m.unlockTitle}
        onConfirm={() => void run(() => unlock.mutateAsync(id), m.unlocked)}
        onCancel={() => setAsking(null)}
        confirmLabel={m.unlockConfirm}
        cancelLabel={m.cancel}
        isPending={unlock.isPending}
      >
        {m.unlockText}
      </AlertDialog>
      <EraseDialog
        // Made anew each time it opens: nothing typed before stays in its field.
        key={String(asking === 'erase')}
        email={learner.email}
        isOpen={asking === 'erase'}
        isPending={erase.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={(confirmation) => {
          setProblem(null);
          erase.mutate(
            { id, confirmation },
            {
              onSuccess: () => void navigate(PATHS.adminSupport, { state: { erased: learner.email } }),
              onError: (error) => {
                setProblem(supportMessageFor(error));
                setAsking(null);
              },
            },
          );
        }}
      />
    </>
  );
}
