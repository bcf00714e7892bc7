import { useState } from 'react';
import { Link, useLocation, useOutletContext, useParams } from 'react-router-dom';
import type { AdminAccount } from '../../../shared/api/calls/admin';
import type { DeskQuestion } from '../../../shared/api/calls/adminQuestions';
import { germanDay } from '../../../shared/domain/deskForms';
import { PATHS } from '../../../shared/domain/paths';
import { adminRealmMessages as m } from '../../../shared/messages/adminRealm';
import { messageFor } from '../../api/messageFor';
import { deskMessageFor } from './deskErrors';
import { useAtomValue } from '../../state';
import {
  AlertDialog,
  Button,
  Card,
  InlineAlert,
  LinkButton,
  PageHeader,
  RetryAlert,
  Spinner,
  TextArea,
} from '../../ui';
import { deskRejectAtom, deskTransitionAtom, type DeskTransition } from './mutations';
import { useDeskQuestion } from './queries';

const dateTime = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short' });
const when = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : m.questionNone);

/** Whether this account may approve the version: never its author or a co-author (four eyes). */
export const isOwnVersion = (account: Pick<AdminAccount, 'id'>, question: DeskQuestion): boolean =>
  question.author?.id === account.id || question.co_authors.some((co) => co.id === account.id);

export function Fields({ question }: { question: DeskQuestion }) {
  return (
    <Card as="section" title={m.questionVersion(question.version)} className="admin-question">
      <dl className="admin-facts">
        <dt>{m.questionText}</dt>
        <dd data-testid="question-text">{question.text}</dd>
        <dt>{m.questionAnswers}</dt>
        <dd>
          <ol className="admin-answers">
            {question.answers.map((answer, index) => (
              <li key={index} data-right={index === 0 || undefined}>
                {answer}
                {index === 0 && <strong> {m.questionRightMark}</strong>}
              </li>
            ))}
          </ol>
        </dd>
        <dt>{m.deskCategories}</dt>
        <dd>{question.categories.join(', ')}</dd>
        <dt>{m.deskCoins}</dt>
        <dd>{question.coins}</dd>
        <dt>{m.questionExplanation}</dt>
        <dd className="admin-prewrap">{question.explanation ?? m.questionNone}</dd>
        <dt>{m.questionSource}</dt>
        <dd>{question.source ?? m.questionNone}</dd>
        <dt>{m.deskValidAsOf}</dt>
        <dd>{question.valid_as_of ? germanDay(question.valid_as_of) : m.questionNone}</dd>
      </dl>
    </Card>
  );
}

function History({ versions, current }: { versions: readonly DeskQuestion[]; current: number }) {
  return (
    <Card as="section" title={m.historyTitle}>
      <div className="admin-table-wrap">
        <table className="admin-table">
          <caption className="visually-hidden">{m.historyCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{m.deskKey}</th>
              <th scope="col">{m.deskState}</th>
              <th scope="col">{m.historyAuthor}</th>
              <th scope="col">{m.historyCreated}</th>
              <th scope="col">{m.historyApprover}</th>
              <th scope="col">{m.historyApproved}</th>
              <th scope="col">{m.historyNote}</th>
            </tr>
          </thead>
          <tbody>
            {versions.map((version) => (
              <tr key={version.id}>
                <td className="admin-table__nowrap">
                  {version.id === current ? (
                    <>
                      {m.questionVersion(version.version)} {m.historyCurrent}
                    </>
                  ) : (
                    <Link to={`${PATHS.adminQuestions}/${version.id}`}>
                      {m.questionVersion(version.version)}
                    </Link>
                  )}
                </td>
                <td>{m.stateNames[version.state]}</td>
                <td>
                  {version.author ? version.author.email : m.historySeed}
                  {version.co_authors.length > 0 && (
                    <span className="admin-muted">
                      {' '}
                      + {version.co_authors.map((co) => co.email).join(', ')}
                    </span>
                  )}
                </td>
                <td className="admin-table__nowrap">{when(version.created_at)}</td>
                <td>{version.approved_by?.email ?? m.questionNone}</td>
                <td className="admin-table__nowrap">{when(version.approved_at)}</td>
                <td className="admin-prewrap">{version.review_note ?? m.questionNone}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

interface ActionsProps {
  question: DeskQuestion;
  /** The family's version being worked on, when it is another one: edits go there. */
  openVersion: DeskQuestion | undefined;
  account: AdminAccount;
}

function Actions({ question, openVersion, account }: ActionsProps) {
  const transition = useAtomValue(deskTransitionAtom);
  const reject = useAtomValue(deskRejectAtom);
  const [done, setDone] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmRetire, setConfirmRetire] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  const own = isOwnVersion(account, question);
  const busy = transition.isPending || reject.isPending;

  const run = async (action: DeskTransition) => {
    setProblem(null);
    setDone(null);
    try {
      await transition.mutateAsync({ id: question.id, action });
      setDone(m.actionDone[action]);
    } catch (error) {
      setProblem(deskMessageFor(error));
    } finally {
      setConfirmRetire(false);
    }
  };

  const sendReject = async () => {
    if (!note.trim()) return setNoteError(m.rejectNoteRequired);
    setNoteError(undefined);
    setProblem(null);
    try {
      await reject.mutateAsync({ id: question.id, note: note.trim() });
      setRejecting(false);
      setNote('');
      setDone(m.actionDone.reject);
    } catch (error) {
      setProblem(deskMessageFor(error));
    }
  };

  const editable = question.state === 'draft' || question.state === 'live';
  const retirable = question.state !== 'retired' && question.state !== 'superseded';
  return (
    <Card as="section" title={m.actionsTitle}>
      {done && (
        <InlineAlert tone="success" live="status">
          {done}
        </InlineAlert>
      )}
      {problem && <InlineAlert tone="error">{problem}</InlineAlert>}
      <div className="admin-actions">
        {editable && openVersion && (
          <LinkButton to={`${PATHS.adminQuestions}/${openVersion.id}`}>
            {m.actionOpenVersion(openVersion.version)}
          </LinkButton>
        )}
        {editable && !openVersion && (
          <LinkButton to={`${PATHS.adminQuestions}/${question.id}/edit`}>
            {question.state === 'live' ? m.actionEditLive : m.actionEdit}
          </LinkButton>
        )}
        {question.state === 'draft' && (
          <Button isDisabled={busy} onPress={() => void run('submit')}>
            {m.actionSubmit}
          </Button>
        )}
        {question.state === 'in_review' && (
          <>
            <Button
              isDisabled={busy || own}
              onPress={() => void run('approve')}
              aria-describedby={own ? 'approve-own' : undefined}
            >
              {m.actionApprove}
            </Button>
            <Button variant="secondary" isDisabled={busy} onPress={() => setRejecting(true)}>
              {m.actionReject}
            </Button>
          </>
        )}
        {retirable && (
          <Button variant="danger" isDisabled={busy} onPress={() => setConfirmRetire(true)}>
            {m.actionRetire}
          </Button>
        )}
      </div>
      {question.state === 'in_review' && own && (
        <p id="approve-own" className="admin-muted" data-testid="approve-own">
          {m.approveOwn}
        </p>
      )}
      {!editable && !retirable && question.state !== 'in_review' && <p>{m.noActions}</p>}
      {rejecting && (
        <div className="admin-reject">
          <TextArea
            label={m.rejectNote}
            name="note"
            rows={3}
            value={note}
            onChange={setNote}
            errorMessage={noteError}
            isRequired
          />
          <div className="admin-filters__actions">
            <Button isPending={reject.isPending} onPress={() => void sendReject()}>
              {m.actionReject}
            </Button>
            <Button variant="secondary" onPress={() => setRejecting(false)}>
              {m.rejectCancel}
            </Button>
          </div>
        </div>
      )}
      <AlertDialog
        isOpen={confirmRetire}
        title={m.retireConfirm}
        onConfirm={() => void run('retire')}
        onCancel={() => setConfirmRetire(false)}
        confirmLabel={m.actionRetire}
        isDestructive
        isPending={transition.isPending}
      >
        {m.retireExplain}
      </AlertDialog>
    </Card>
  );
}

/** /admin/questions/:id: one version, its actions by state, its family's history. */
export function QuestionPage() {
  const account = useOutletContext<AdminAccount>();
  const id = Number(useParams().id);
  const saved = (useLocation().state as { saved?: boolean } | null)?.saved === true;
  const detail = useDeskQuestion(id);
  if (detail.isError && !detail.data)
    return (
      <RetryAlert retryLabel={m.retry} onRetry={() => void detail.refetch()}>
        {messageFor(detail.error, { fallback: m.loadFailed })}
      </RetryAlert>
    );
  if (!detail.data) return <Spinner label={m.loading} />;
  const { question, versions } = detail.data;
  return (
    <>
      <PageHeader
        title={m.questionTitle(question.key)}
        level={1}
        description={m.questionStateLine(m.stateNames[question.state], question.version)}
      />
      <p>
        <LinkButton variant="secondary" size="sm" to={PATHS.adminQuestions}>
          {m.questionBack}
        </LinkButton>
      </p>
      {saved && question.state === 'draft' && <InlineAlert tone="success">{m.editorSaved}</InlineAlert>}
      {question.review_note && (
        <InlineAlert tone="warning" title={m.questionReviewNote}>
          {question.review_note}
        </InlineAlert>
      )}
      <Actions
        key={question.id}
        question={question}
        openVersion={versions.find(
          (version) =>
            version.id !== question.id && (version.state === 'draft' || version.state === 'in_review'),
        )}
        account={account}
      />
      <Fields question={question} />
      <History versions={versions} current={question.id} />
    </>
  );
}
