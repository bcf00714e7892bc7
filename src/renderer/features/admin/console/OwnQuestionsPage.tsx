import './console.css';
import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useOutletContext, useParams } from 'react-router-dom';
import type { AdminAccount } from '../../../../shared/api/calls/admin';
import type { DeskQuestion } from '../../../../shared/api/calls/adminQuestions';
import type { Country } from '../../../../shared/api/constants';
import { PATHS } from '../../../../shared/domain/paths';
import { adminRealmMessages as desk } from '../../../../shared/messages/adminRealm';
import { companyConsoleMessages as m } from '../../../../shared/messages/companyConsole';
import { messageFor } from '../../../api/messageFor';
import { useAtomValue } from '../../../state';
import {
  Button,
  Card,
  InlineAlert,
  LinkButton,
  PageHeader,
  RetryAlert,
  Spinner,
  TextArea,
} from '../../../ui';
import { deskMessageFor } from '../deskErrors';
import { QuestionEditorForm } from '../QuestionEditorForm';
import { Fields, isOwnVersion } from '../QuestionPage';
import {
  ownQuestionCreateAtom,
  ownQuestionRejectAtom,
  ownQuestionTransitionAtom,
  ownQuestionUpdateAtom,
  type OwnTransition,
} from './mutations';
import { useOwnCategories, useOwnQuestion, useOwnQuestions } from './queries';
import { useConsoleCompany, useConsolePaths } from './useConsoleCompany';

/**
 * The company's own questions (docs/product-rules.md#company-console): the list, the bank's editor without a
 * key, and a version's page with the four-eyes actions (a second admin of the company approves or returns).
 */

/** The own questions' addresses, a company admin's or an operator's (useConsolePaths). */
function useQuestionPaths() {
  const list = useConsolePaths().questions;
  return { list, one: (id: number) => `${list}/${id}` };
}

/** /admin/firma/fragen: every version but superseded ones, latest change first. */
export function OwnQuestionsPage() {
  const company = useConsoleCompany();
  const { list: questionList, one: questionPath } = useQuestionPaths();
  const questions = useOwnQuestions(company ?? 0);
  if (!company) return <Navigate to={PATHS.admin} replace />;
  return (
    <>
      <PageHeader
        title={m.ownTitle}
        level={1}
        description={m.ownIntro}
        actions={<LinkButton to={`${questionList}/neu`}>{m.ownNew}</LinkButton>}
      />
      {questions.isError ? (
        <RetryAlert retryLabel={m.retry} onRetry={() => void questions.refetch()}>
          {m.loadFailed}
        </RetryAlert>
      ) : !questions.data ? (
        <Spinner label={m.loading} />
      ) : questions.data.length === 0 ? (
        <p>{m.ownNone}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">{m.ownCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{m.ownColKey}</th>
                <th scope="col">{m.ownColText}</th>
                <th scope="col">{m.ownColState}</th>
                <th scope="col">{m.ownColAuthor}</th>
              </tr>
            </thead>
            <tbody>
              {questions.data.map((question) => (
                <tr key={question.id} data-testid="own-question-row">
                  <td className="admin-table__nowrap">
                    <Link to={questionPath(question.id)} aria-label={m.ownOpen(question.key)}>
                      {question.key}
                    </Link>
                  </td>
                  <td>{question.text}</td>
                  <td className="admin-table__nowrap" data-testid="own-question-state">
                    {desk.stateNames[question.state]}
                  </td>
                  <td>{question.author?.email ?? m.none}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

/** The editor's categories through the console's call. */
const categoriesOf = (company: number) =>
  function useCategories(country: Country) {
    return useOwnCategories(company, country);
  };

/** /admin/firma/fragen/neu: a new own question, saved as a draft. */
export function NewOwnQuestionPage() {
  const company = useConsoleCompany();
  const { list: questionList, one: questionPath } = useQuestionPaths();
  const navigate = useNavigate();
  const create = useAtomValue(ownQuestionCreateAtom);
  const [useCategories] = useState(() => categoriesOf(company ?? 0));
  if (!company) return <Navigate to={PATHS.admin} replace />;
  return (
    <>
      <PageHeader title={m.ownNewTitle} level={1} />
      <QuestionEditorForm
        keyless
        label={m.ownNewTitle}
        useCategories={useCategories}
        isPending={create.isPending}
        onCancel={() => void navigate(questionList)}
        onSave={async (body) => {
          const saved = await create.mutateAsync({ company, body: body as never });
          void navigate(questionPath(saved.question.id), { state: { saved: true } });
        }}
      />
    </>
  );
}

/** /admin/firma/fragen/:question/bearbeiten: a draft changes in place, a live question gets a new version. */
export function EditOwnQuestionPage() {
  const company = useConsoleCompany();
  const { list: questionList, one: questionPath } = useQuestionPaths();
  const id = Number(useParams().question);
  const navigate = useNavigate();
  const detail = useOwnQuestion(company ?? 0, id);
  const edit = useAtomValue(ownQuestionUpdateAtom);
  const [useCategories] = useState(() => categoriesOf(company ?? 0));
  if (!company || !Number.isInteger(id)) return <Navigate to={questionList} replace />;
  if (detail.isError && !detail.data)
    return (
      <RetryAlert retryLabel={m.retry} onRetry={() => void detail.refetch()}>
        {messageFor(detail.error, { fallback: m.loadFailed })}
      </RetryAlert>
    );
  if (!detail.data) return <Spinner label={m.loading} />;
  const { question } = detail.data;
  return (
    <>
      <PageHeader title={m.ownEditTitle(question.key)} level={1} />
      {question.state === 'live' && <InlineAlert tone="info">{desk.editorLiveNote}</InlineAlert>}
      <QuestionEditorForm
        key={question.id}
        keyless
        question={question}
        useCategories={useCategories}
        isPending={edit.isPending}
        onCancel={() => void navigate(questionPath(id))}
        onSave={async (body) => {
          const saved = await edit.mutateAsync({ company, id, body: body as never });
          void navigate(questionPath(saved.question.id), { state: { saved: true } });
        }}
      />
    </>
  );
}

function Actions({
  company,
  question,
  openVersion,
  account,
}: {
  company: number;
  question: DeskQuestion;
  openVersion: DeskQuestion | undefined;
  account: AdminAccount;
}) {
  const { one: questionPath } = useQuestionPaths();
  const transition = useAtomValue(ownQuestionTransitionAtom);
  const reject = useAtomValue(ownQuestionRejectAtom);
  const [done, setDone] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  const own = isOwnVersion(account, question);
  const busy = transition.isPending || reject.isPending;

  const run = async (action: OwnTransition) => {
    setProblem(null);
    setDone(null);
    try {
      await transition.mutateAsync({ company, id: question.id, action });
      setDone(m.ownDone[action]);
    } catch (error) {
      setProblem(deskMessageFor(error));
    }
  };
  const sendReject = async () => {
    if (!note.trim()) return setNoteError(m.ownRejectNoteRequired);
    setNoteError(undefined);
    setProblem(null);
    try {
      await reject.mutateAsync({ company, id: question.id, note: note.trim() });
      setRejecting(false);
      setNote('');
      setDone(m.ownDone.reject);
    } catch (error) {
      setProblem(deskMessageFor(error));
    }
  };

  const editable = question.state === 'draft' || question.state === 'live';
  return (
    <Card as="section" title={desk.actionsTitle}>
      {done && (
        <InlineAlert tone="success" live="status">
          {done}
        </InlineAlert>
      )}
      {problem && <InlineAlert tone="error">{problem}</InlineAlert>}
      <div className="admin-actions">
        {editable && openVersion && (
          <LinkButton to={questionPath(openVersion.id)}>
            {desk.actionOpenVersion(openVersion.version)}
          </LinkButton>
        )}
        {editable && !openVersion && (
          <LinkButton to={`${questionPath(question.id)}/bearbeiten`}>
            {question.state === 'live' ? m.ownEditLive : m.ownEdit}
          </LinkButton>
        )}
        {question.state === 'draft' && (
          <Button isDisabled={busy} onPress={() => void run('submit')}>
            {m.ownSubmit}
          </Button>
        )}
        {question.state === 'in_review' && (
          <>
            <Button
              isDisabled={busy || own}
              onPress={() => void run('approve')}
              aria-describedby={own ? 'own-approve-own' : undefined}
            >
              {m.ownApprove}
            </Button>
            <Button variant="secondary" isDisabled={busy} onPress={() => setRejecting(true)}>
              {m.ownReject}
            </Button>
          </>
        )}
      </div>
      {question.state === 'in_review' && own && (
        <p id="own-approve-own" className="admin-muted" data-testid="own-approve-own">
          {m.ownApproveOwn}
        </p>
      )}
      {rejecting && (
        <div className="admin-reject">
          <TextArea
            label={m.ownRejectNote}
            name="note"
            rows={3}
            value={note}
            onChange={setNote}
            errorMessage={noteError}
            isRequired
          />
          <div className="admin-filters__actions">
            <Button isPending={reject.isPending} onPress={() => void sendReject()}>
              {m.ownReject}
            </Button>
            <Button variant="secondary" onPress={() => setRejecting(false)}>
              {m.cancel}
            </Button>
          </div>
        </div>
      )}
    </Card>
  );
}

/** /admin/firma/fragen/:question: one version, its actions by state. */
export function OwnQuestionPage() {
  const account = useOutletContext<AdminAccount>();
  const company = useConsoleCompany();
  const { list: questionList } = useQuestionPaths();
  const id = Number(useParams().question);
  const saved = (useLocation().state as { saved?: boolean } | null)?.saved === true;
  const detail = useOwnQuestion(company ?? 0, id);
  if (!company || !Number.isInteger(id)) return <Navigate to={questionList} replace />;
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
        title={m.ownQuestionTitle(question.key)}
        level={1}
        description={desk.questionStateLine(desk.stateNames[question.state], question.version)}
      />
      <p>
        <LinkButton variant="secondary" size="sm" to={questionList}>
          {m.ownBack}
        </LinkButton>
      </p>
      {saved && question.state === 'draft' && <InlineAlert tone="success">{m.ownSaved}</InlineAlert>}
      {question.review_note && (
        <InlineAlert tone="warning" title={m.ownReviewNote}>
          {question.review_note}
        </InlineAlert>
      )}
      <Actions
        key={question.id}
        company={company}
        question={question}
        openVersion={versions.find(
          (version) =>
            version.id !== question.id && (version.state === 'draft' || version.state === 'in_review'),
        )}
        account={account}
      />
      <Fields question={question} />
    </>
  );
}
