import { useNavigate, useParams } from 'react-router-dom';
import { PATHS } from '../../../shared/domain/paths';
import { adminRealmMessages as m } from '../../../shared/messages/adminRealm';
import { messageFor } from '../../api/messageFor';
import { useAtomValue } from '../../state';
import { InlineAlert, LinkButton, PageHeader, RetryAlert, Spinner } from '../../ui';
import { deskCreateAtom, deskEditAtom } from './mutations';
import { useDeskQuestion } from './queries';
import { QuestionEditorForm } from './QuestionEditorForm';

/** /admin/questions/new: a new question, saved as a draft. */
export function NewQuestionPage() {
  const navigate = useNavigate();
  const create = useAtomValue(deskCreateAtom);
  return (
    <>
      <PageHeader title={m.editorNewTitle} level={1} />
      <QuestionEditorForm
        isPending={create.isPending}
        onCancel={() => void navigate(PATHS.adminQuestions)}
        onSave={async (body) => {
          const saved = await create.mutateAsync(body as never);
          void navigate(`${PATHS.adminQuestions}/${saved.question.id}`, { state: { saved: true } });
        }}
      />
    </>
  );
}

/** /admin/questions/:id/edit: a draft changes in place, a live question gets a new version. */
export function EditQuestionPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const detail = useDeskQuestion(id);
  const edit = useAtomValue(deskEditAtom);
  const back = `${PATHS.adminQuestions}/${id}`;
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
      <PageHeader title={m.editorEditTitle(question.key)} level={1} />
      <p>
        <LinkButton variant="secondary" size="sm" to={back}>
          {m.questionBack}
        </LinkButton>
      </p>
      {question.state === 'live' && <InlineAlert tone="info">{m.editorLiveNote}</InlineAlert>}
      <QuestionEditorForm
        key={question.id}
        question={question}
        isPending={edit.isPending}
        onCancel={() => void navigate(back)}
        onSave={async (body) => {
          const saved = await edit.mutateAsync({ id, body: body as never });
          void navigate(`${PATHS.adminQuestions}/${saved.question.id}`, { state: { saved: true } });
        }}
      />
    </>
  );
}
