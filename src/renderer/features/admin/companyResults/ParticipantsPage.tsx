import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import {
  revokeInputSchema,
  type Participant,
  type Participants,
  type RevokeInput,
} from '../../../../shared/api/calls/companyResults';
import { PATHS } from '../../../../shared/domain/paths';
import { errorCodeSentences } from '../../../../shared/messages/errorCodes';
import { companyResultsMessages as m } from '../../../../shared/messages/companyResults';
import { messageFor } from '../../../api/messageFor';
import { useAtomValue } from '../../../state';
import {
  AlertDialog,
  Button,
  Card,
  InlineAlert,
  Modal,
  ModalActions,
  PageHeader,
  Spinner,
} from '../../../ui';
import { FORM_ALERT, FormTextField, serverReplyOf, useZodForm } from '../../../ui/form';
import { certificateRevokeAtom, participantRemoveAtom, resultsDownloadAtom } from './mutations';
import { useLiveParticipants, useParticipants, type LiveState } from './queries';
import { useConsoleCompany, useConsolePaths } from '../console/useConsoleCompany';

const sentenceFor = (error: unknown, fallback: string) =>
  messageFor(error, {
    codes: { 'company-certificate.revoked': errorCodeSentences['company-certificate.revoked'] },
    fallback,
  });

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric' });

function Certificate({ participant }: { participant: Participant }) {
  const certificate = participant.certificate;
  if (!certificate) return <span className="admin-muted">{m.noCertificate}</span>;
  return (
    <>
      <code>{certificate.code}</code>
      <div className={certificate.revoked_at ? 'admin-state admin-state--expired' : 'admin-muted'}>
        {certificate.revoked_at
          ? m.revokedSince(dateOf(certificate.revoked_at))
          : dateOf(certificate.issued_at)}
      </div>
    </>
  );
}

function ParticipantsTable({
  data,
  onRemove,
  onRevoke,
}: {
  data: Participants;
  onRemove: (p: Participant) => void;
  onRevoke: (p: Participant) => void;
}) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table" data-testid="participants">
        <caption className="visually-hidden">{m.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{m.colName}</th>
            <th scope="col">{m.colEmail}</th>
            <th scope="col">{m.colStarted}</th>
            <th scope="col">{m.colAnswered}</th>
            <th scope="col">{m.colCorrect}</th>
            <th scope="col">{m.colResult}</th>
            <th scope="col">{m.colCertificate}</th>
            <th scope="col">{m.colActions}</th>
          </tr>
        </thead>
        <tbody>
          {data.participants.map((p) => (
            <tr key={p.user_id} data-testid="participant-row" data-email={p.email}>
              <td>{p.name}</td>
              <td>{p.email}</td>
              <td className="admin-table__nowrap">{p.started_at ? dateOf(p.started_at) : ''}</td>
              <td data-testid="participant-answered">{m.answered(p.answered, data.course.question_count)}</td>
              <td data-testid="participant-correct">{p.correct}</td>
              <td data-testid="participant-result">
                <span className={`admin-state admin-state--${p.result}`}>{m.results[p.result]}</span>
              </td>
              <td data-testid="participant-certificate">
                <Certificate participant={p} />
              </td>
              <td>
                <div className="admin-actions">
                  {p.certificate && !p.certificate.revoked_at && (
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={`${m.revoke}: ${p.certificate.code}`}
                      onPress={() => onRevoke(p)}
                    >
                      {m.revoke}
                    </Button>
                  )}
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`${m.remove}: ${p.name}`}
                    onPress={() => onRemove(p)}
                  >
                    {m.remove}
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The reason of a revocation, required; the dialog closes once the certificate is revoked. */
function RevokeDialog({
  code,
  onRevoke,
  onClose,
}: {
  code: string;
  onRevoke: (reason: string) => Promise<void>;
  onClose: () => void;
}) {
  const form = useZodForm(revokeInputSchema, { defaultValues: { reason: '' } as RevokeInput });
  const submit = form.handleSubmit(async ({ reason }) => {
    try {
      await onRevoke(reason);
    } catch (error) {
      const reply = serverReplyOf(error);
      if (reply?.errors && Object.keys(reply.errors).length > 0) form.applyServerReply(reply);
      else form.setError(FORM_ALERT, { message: sentenceFor(error, m.exportFailed) });
    }
  });
  return (
    <Modal
      title={m.revokeTitle}
      description={m.revokeText(code)}
      isOpen
      onOpenChange={(open) => !open && onClose()}
    >
      <form onSubmit={submit} noValidate aria-label={m.revokeTitle}>
        {form.alert && <InlineAlert tone="error">{form.alert}</InlineAlert>}
        <FormTextField control={form.control} name="reason" label={m.reason} isRequired autoFocus />
        <ModalActions>
          <Button variant="secondary" onPress={onClose}>
            {m.cancel}
          </Button>
          <Button type="submit" variant="danger" isPending={form.formState.isSubmitting}>
            {m.revokeConfirm}
          </Button>
        </ModalActions>
      </form>
    </Modal>
  );
}

function Exports({ company, course }: { company: number; course: number }) {
  const download = useAtomValue(resultsDownloadAtom);
  const [problem, setProblem] = useState<string | null>(null);
  const run = (kind: 'csv' | 'xlsx' | 'zip') => {
    setProblem(null);
    download.mutate(
      { company, course, kind },
      { onError: (error) => setProblem(sentenceFor(error, m.exportFailed)) },
    );
  };
  const pending = (kind: string) => download.isPending && download.variables?.kind === kind;
  return (
    <Card as="section" title={m.exports}>
      {problem && <InlineAlert tone="error">{problem}</InlineAlert>}
      <div className="admin-actions">
        <Button variant="secondary" isPending={pending('csv')} onPress={() => run('csv')}>
          {m.exportCsv}
        </Button>
        <Button variant="secondary" isPending={pending('xlsx')} onPress={() => run('xlsx')}>
          {m.exportXlsx}
        </Button>
        <Button variant="secondary" isPending={pending('zip')} onPress={() => run('zip')}>
          {m.exportZip}
        </Button>
      </div>
    </Card>
  );
}

const LIVE_TEXT: Record<LiveState, string | null> = { live: m.live, connecting: null, off: null };

function CourseParticipants({ company, course }: { company: number; course: number }) {
  const participants = useParticipants(company, course);
  const live = useLiveParticipants(company, course);
  const remove = useAtomValue(participantRemoveAtom);
  const revoke = useAtomValue(certificateRevokeAtom);
  const [removing, setRemoving] = useState<Participant | null>(null);
  const [revoking, setRevoking] = useState<Participant | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  if (participants.isError)
    return (
      <InlineAlert tone="error">
        {sentenceFor(participants.error, m.loadFailed)}{' '}
        <Button variant="secondary" size="sm" onPress={() => void participants.refetch()}>
          {m.retry}
        </Button>
      </InlineAlert>
    );
  if (!participants.data) return <Spinner label={m.loading} />;
  const data = participants.data;

  const confirmRemove = async () => {
    if (!removing) return;
    setProblem(null);
    try {
      await remove.mutateAsync({ company, course, participant: removing.user_id });
      setNotice(m.removed(removing.name));
    } catch (error) {
      setProblem(sentenceFor(error, m.loadFailed));
    }
    setRemoving(null);
  };

  return (
    <>
      <PageHeader
        title={m.title(data.course.name)}
        level={1}
        description={
          <>
            {m.intro} {m.facts(data.course.question_count, data.course.pass_mark)}
          </>
        }
      />
      <p className="admin-muted" role="status" data-testid="live-state" data-state={live}>
        {LIVE_TEXT[live]}
      </p>
      {notice && <InlineAlert tone="success">{notice}</InlineAlert>}
      {problem && <InlineAlert tone="error">{problem}</InlineAlert>}
      <Exports company={company} course={course} />
      <Card as="section" title={m.tableCaption}>
        {data.participants.length === 0 ? (
          <p className="admin-muted">{m.empty}</p>
        ) : (
          <ParticipantsTable data={data} onRemove={setRemoving} onRevoke={setRevoking} />
        )}
      </Card>
      <AlertDialog
        isOpen={removing !== null}
        title={m.removeTitle}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
        confirmLabel={m.removeConfirm}
        cancelLabel={m.cancel}
        isDestructive
        isPending={remove.isPending}
      >
        {removing ? m.removeText(removing.name) : ''}
      </AlertDialog>
      {revoking?.certificate && (
        <RevokeDialog
          code={revoking.certificate.code}
          onClose={() => setRevoking(null)}
          onRevoke={async (reason) => {
            const code = revoking.certificate!.code;
            await revoke.mutateAsync({ company, code, reason });
            setRevoking(null);
            setNotice(m.revoked(code));
          }}
        />
      )}
    </>
  );
}

/**
 * /admin/firma/kurse/:course/teilnehmende: a course's participants and results, live
 * (docs/product-rules.md#company-results), of a company admin's own company or of the one an operator opened
 * (/admin/companies/:company/konsole/kurse/:course/teilnehmende).
 */
export function ParticipantsPage() {
  const { course } = useParams();
  const company = useConsoleCompany();
  const paths = useConsolePaths();
  const courseId = Number(course);
  if (!company || !Number.isSafeInteger(courseId) || courseId <= 0)
    return <Navigate to={PATHS.admin} replace />;
  return (
    <>
      <p>
        <Link to={paths.home}>{m.back}</Link>
      </p>
      <CourseParticipants company={company} course={courseId} />
    </>
  );
}
