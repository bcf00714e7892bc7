import { useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { kioskFormSchema, type KioskCode } from '../../../../shared/api/calls/adminKiosk';
import { KIOSK_LIMITS } from '../../../../shared/domain/kiosk';
import { PATHS } from '../../../../shared/domain/paths';
import { kioskDeskMessages as m } from '../../../../shared/messages/kioskDesk';
import { errorCodeSentences } from '../../../../shared/messages/errorCodes';
import { messageFor } from '../../../api/messageFor';
import { useAtomValue } from '../../../state';
import {
  Button,
  Card,
  InlineAlert,
  LinkButton,
  PageHeader,
  RetryAlert,
  saveFile,
  Select,
  Spinner,
} from '../../../ui';
import { Controller, FORM_ALERT, FormTextField, serverReplyOf, useZodForm } from '../../../ui/form';
import { KIOSK_FILE_NAME, kioskFileText } from './kioskFile';
import { kioskCreateAtom } from './mutations';
import { hashKioskPin } from './pinHash';
import { useKioskSetup } from './queries';
import { useConsoleCompany, useConsolePaths } from '../console/useConsoleCompany';

/** The code picker's choice for a new code. */
const NEW_CODE = 'neu';

const dateOf = (iso: string) => new Date(iso).toLocaleDateString('de-DE');
const codeOption = (code: KioskCode) => ({
  id: code.code,
  label: m.codeOption(code.code, code.uses, code.max_uses, dateOf(code.expires_at)),
});

function KioskForm({ company, course, codes }: { company: number; course: number; codes: KioskCode[] }) {
  const create = useAtomValue(kioskCreateAtom);
  const [done, setDone] = useState<string | null>(null);
  const form = useZodForm(kioskFormSchema, {
    defaultValues: {
      code: codes[0]?.code ?? NEW_CODE,
      pin: '',
      pin_repeat: '',
      idle_seconds: KIOSK_LIMITS.idleDefaultSeconds as number,
    },
  });
  const submit = form.handleSubmit(async ({ code, pin, idle_seconds }) => {
    setDone(null);
    try {
      // The PIN is hashed here; only the choice of code goes to the server.
      const [adminPinHash, made] = await Promise.all([
        hashKioskPin(pin),
        create.mutateAsync({ company, course, ...(code === NEW_CODE ? {} : { code }) }),
      ]);
      const file = {
        idleLogoutSeconds: idle_seconds,
        adminPinHash,
        accessCode: made.access_code,
        coursePreset: made.course_preset,
        kioskSecret: made.kiosk_secret,
      };
      saveFile(new Blob([kioskFileText(file)], { type: 'application/json' }), KIOSK_FILE_NAME);
      form.reset({ code: made.access_code, pin: '', pin_repeat: '', idle_seconds });
      setDone(made.access_code);
    } catch (error) {
      const reply = serverReplyOf(error);
      if (reply?.code === 'kiosk.code-unusable') form.setError('code', { message: m.codeUnusable });
      else
        form.setError(FORM_ALERT, {
          message: messageFor(error, {
            codes: { 'kiosk.code-unusable': errorCodeSentences['kiosk.code-unusable'] },
            fallback: m.failed,
          }),
        });
    }
  });
  const options = [...codes.map(codeOption), { id: NEW_CODE, label: m.codeNew }];
  return (
    <form onSubmit={submit} noValidate aria-label={m.submit}>
      {form.alert && <InlineAlert tone="error">{form.alert}</InlineAlert>}
      {done && <InlineAlert tone="success">{m.done(done)}</InlineAlert>}
      <Card as="section" className="admin-editor">
        {codes.length === 0 && <p>{m.noCodes}</p>}
        <Controller
          control={form.control}
          name="code"
          render={({ field, fieldState }) => (
            <Select
              label={m.codeLabel}
              name={field.name}
              options={options}
              value={field.value}
              onChange={(value) => field.onChange(value ?? NEW_CODE)}
              errorMessage={fieldState.error?.message}
              isRequired
            />
          )}
        />
        <FormTextField
          control={form.control}
          name="pin"
          type="password"
          inputMode="numeric"
          autoComplete="new-password"
          label={m.pinLabel}
          description={m.pinDescription}
          maxLength={KIOSK_LIMITS.pinMaxDigits}
          isRequired
        />
        <FormTextField
          control={form.control}
          name="pin_repeat"
          type="password"
          inputMode="numeric"
          autoComplete="new-password"
          label={m.pinRepeatLabel}
          maxLength={KIOSK_LIMITS.pinMaxDigits}
          isRequired
        />
        <FormTextField
          control={form.control}
          name="idle_seconds"
          inputMode="numeric"
          label={m.idleLabel}
          isRequired
        />
      </Card>
      <div className="admin-actions">
        <Button type="submit" isPending={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? m.hashing : m.submit}
        </Button>
      </div>
    </form>
  );
}

function KioskFile({ company, course }: { company: number; course: number }) {
  const setup = useKioskSetup(company, course);
  const paths = useConsolePaths();
  if (setup.isError) {
    return (
      <RetryAlert retryLabel={m.retry} onRetry={() => void setup.refetch()}>
        {messageFor(setup.error, { fallback: m.notFound })}
      </RetryAlert>
    );
  }
  if (!setup.data) return <Spinner />;
  return (
    <>
      <PageHeader title={m.title(setup.data.course.name)} level={1} description={m.intro} />
      <KioskForm company={company} course={course} codes={setup.data.codes} />
      <LinkButton variant="secondary" to={paths.home}>
        {m.back}
      </LinkButton>
    </>
  );
}

/**
 * /admin/firma/kurse/:course/kiosk: a company course's kiosk file (docs/product-rules.md#kiosk-sessions), for a
 * company admin's own company or the one an operator opened (/admin/companies/:company/konsole/kurse/:course/kiosk).
 */
export function KioskFilePage() {
  const course = Number(useParams().course);
  const company = useConsoleCompany();
  if (!Number.isInteger(course) || course <= 0 || !company) {
    return <Navigate to={PATHS.admin} replace />;
  }
  return <KioskFile company={company} course={course} />;
}
