import './console.css';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import type { ConsoleCode } from '../../../../shared/api/calls/companyConsole';
import { codeFormSchema, type CodeFormValues } from '../../../../shared/domain/companyConsoleForms';
import { PATHS } from '../../../../shared/domain/paths';
import { companyConsoleMessages as m } from '../../../../shared/messages/companyConsole';
import { useAtomValue } from '../../../state';
import { Button, Card, InlineAlert, LinkButton, PageHeader, RetryAlert, Spinner } from '../../../ui';
import { FORM_ALERT, FormTextField, serverReplyOf, useZodForm } from '../../../ui/form';
import { consoleMessageFor } from './consoleErrors';
import { codeDeactivateAtom, codesCreateAtom } from './mutations';
import { useConsoleCodes } from './queries';
import { useConsoleCompany, useConsolePaths } from './useConsoleCompany';

/** '31.12.2026' for the last day a code works (its moment is the next day's start in Berlin). */
export const lastDay = (expiresAt: string): string =>
  new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/Berlin',
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
  }).format(new Date(Date.parse(expiresAt) - 1));

const inDays = (days: number) => {
  const date = new Date(Date.now() + days * 86_400_000);
  return `${String(date.getDate()).padStart(2, '0')}.${String(date.getMonth() + 1).padStart(2, '0')}.${date.getFullYear()}`;
};

export function CodeForm({
  onSave,
  isPending = false,
}: {
  onSave: (body: ReturnType<typeof codeFormSchema.parse>) => Promise<void>;
  isPending?: boolean;
}) {
  const [defaults] = useState<CodeFormValues>(() => ({ expires_on: inDays(90), max_uses: '30', count: '1' }));
  const form = useZodForm(codeFormSchema, { defaultValues: defaults });
  const submit = form.handleSubmit(async (body) => {
    try {
      await onSave(body);
    } catch (error) {
      const reply = serverReplyOf(error);
      if (reply?.errors && Object.keys(reply.errors).length > 0) form.applyServerReply(reply);
      else form.setError(FORM_ALERT, { message: consoleMessageFor(error) });
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label={m.newCodes}>
      {form.alert && <InlineAlert tone="error">{form.alert}</InlineAlert>}
      <Card as="section" title={m.newCodes} className="admin-editor">
        <div className="admin-filters__grid">
          <FormTextField
            control={form.control}
            name="expires_on"
            label={m.fieldExpires}
            placeholder="TT.MM.JJJJ"
            isRequired
          />
          <FormTextField
            control={form.control}
            name="max_uses"
            label={m.fieldMaxUses}
            inputMode="numeric"
            isRequired
          />
          <FormTextField
            control={form.control}
            name="count"
            label={m.fieldCodeCount}
            inputMode="numeric"
            isRequired
          />
        </div>
        <div className="admin-actions">
          <Button type="submit" isPending={isPending}>
            {m.create}
          </Button>
        </div>
      </Card>
    </form>
  );
}

export function CodesTable({
  rows,
  onDeactivate,
}: {
  rows: readonly ConsoleCode[];
  onDeactivate: (code: string) => void;
}) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption className="visually-hidden">{m.codesCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{m.colCode}</th>
            <th scope="col">{m.colExpires}</th>
            <th scope="col">{m.colUses}</th>
            <th scope="col">{m.colCodeState}</th>
            <th scope="col">{m.colActions}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((code) => (
            <tr key={code.code} data-testid="console-code-row">
              <td className="admin-table__nowrap" data-testid="console-code">
                {code.code}
              </td>
              <td className="admin-table__nowrap">{lastDay(code.expires_at)}</td>
              <td>{m.usesOf(code.uses, code.max_uses)}</td>
              <td data-testid="console-code-state">{m.codeStates[code.state]}</td>
              <td>
                {code.state !== 'deactivated' && (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={m.deactivateCode(code.code)}
                    onPress={() => onDeactivate(code.code)}
                  >
                    {m.deactivate}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /admin/firma/codes: the company's access codes, new ones, deactivation, and the printed sheet. */
export function CodesPage() {
  const company = useConsoleCompany();
  const paths = useConsolePaths();
  const codes = useConsoleCodes(company ?? 0);
  const create = useAtomValue(codesCreateAtom);
  const deactivate = useAtomValue(codeDeactivateAtom);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  if (!company) return <Navigate to={PATHS.admin} replace />;
  return (
    <>
      <PageHeader
        title={m.codesTitle}
        level={1}
        description={m.codesIntro}
        actions={<LinkButton to={`${paths.codes}/druck`}>{m.printSheet}</LinkButton>}
      />
      {notice && (
        <InlineAlert tone={notice.tone} live="status">
          {notice.text}
        </InlineAlert>
      )}
      <CodeForm
        isPending={create.isPending}
        onSave={async (body) => {
          const made = (await create.mutateAsync({ company, body })) as readonly ConsoleCode[];
          setNotice({ tone: 'success', text: m.created(made.length) });
        }}
      />
      {codes.isError ? (
        <RetryAlert retryLabel={m.retry} onRetry={() => void codes.refetch()}>
          {m.loadFailed}
        </RetryAlert>
      ) : !codes.data ? (
        <Spinner label={m.loading} />
      ) : codes.data.length === 0 ? (
        <p>{m.noCodes}</p>
      ) : (
        <CodesTable
          rows={codes.data}
          onDeactivate={(code) =>
            void deactivate
              .mutateAsync({ company, code })
              .then(() => setNotice({ tone: 'success', text: m.deactivated(code) }))
              .catch((error: unknown) => setNotice({ tone: 'error', text: consoleMessageFor(error) }))
          }
        />
      )}
    </>
  );
}
