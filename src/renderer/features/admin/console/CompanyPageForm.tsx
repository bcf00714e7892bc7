import './console.css';
import { useState } from 'react';
import {
  CONSOLE_LIMITS,
  companyPageInputSchema,
  type CompanyPage,
  type CompanyPageInput,
} from '../../../../shared/api/calls/companyConsole';
import { companyConsoleMessages as m } from '../../../../shared/messages/companyConsole';
import { useAtomValue } from '../../../state';
import { Button, Card, InlineAlert, RetryAlert, Spinner, TextArea } from '../../../ui';
import { Controller, FORM_ALERT, FormTextField, serverReplyOf, useZodForm } from '../../../ui/form';
import { ImageField } from '../ImageField';
import { consoleMessageFor } from './consoleErrors';
import { companyPageUpdateAtom } from './mutations';
import { useCompanyPage } from './queries';

/** The page's fields: logo, welcome text and contact person, checked by the schema the server runs. */
export function CompanyPageForm({
  page,
  onSave,
  isPending = false,
}: {
  page: CompanyPage;
  onSave: (body: CompanyPageInput) => Promise<void>;
  isPending?: boolean;
}) {
  const [defaults] = useState<CompanyPageInput>(() => ({
    welcome: page.welcome,
    contact_name: page.contact_name,
    contact_email: page.contact_email,
    contact_phone: page.contact_phone,
    logo: undefined,
  }));
  const [saved, setSaved] = useState(false);
  const form = useZodForm(companyPageInputSchema, { defaultValues: defaults });
  const submit = form.handleSubmit(async (body) => {
    setSaved(false);
    try {
      await onSave(body);
      setSaved(true);
    } catch (error) {
      const reply = serverReplyOf(error);
      if (reply?.errors && Object.keys(reply.errors).length > 0) form.applyServerReply(reply);
      else form.setError(FORM_ALERT, { message: consoleMessageFor(error) });
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label={m.pageTitle}>
      {form.alert && <InlineAlert tone="error">{form.alert}</InlineAlert>}
      {saved && (
        <InlineAlert tone="success" live="status">
          {m.saved}
        </InlineAlert>
      )}
      <Card as="section" className="admin-editor">
        <ImageField
          control={form.control}
          name="logo"
          label={m.fieldLogo}
          currentUrl={page.logo}
          previewAlt={m.logoOf(page.name)}
        />
        <Controller
          control={form.control}
          name="welcome"
          render={({ field, fieldState }) => (
            <TextArea
              ref={field.ref}
              label={m.fieldWelcome}
              description={m.fieldWelcomeHint}
              name="welcome"
              rows={4}
              maxLength={CONSOLE_LIMITS.welcomeMax}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              errorMessage={fieldState.error?.message}
            />
          )}
        />
      </Card>
      <Card as="section" title={m.contactTitle} className="admin-editor">
        <FormTextField
          control={form.control}
          name="contact_name"
          label={m.fieldContactName}
          maxLength={CONSOLE_LIMITS.contactNameMax}
        />
        <FormTextField control={form.control} name="contact_email" label={m.fieldContactEmail} type="email" />
        <FormTextField
          control={form.control}
          name="contact_phone"
          label={m.fieldContactPhone}
          type="tel"
          maxLength={CONSOLE_LIMITS.contactPhoneMax}
        />
      </Card>
      <div className="admin-actions">
        <Button type="submit" isPending={isPending}>
          {isPending ? m.saving : m.save}
        </Button>
      </div>
    </form>
  );
}

/** The company's page as participants see it, editable: loaded, then the form. */
export function CompanyPageEditor({ company }: { company: number }) {
  const page = useCompanyPage(company);
  const update = useAtomValue(companyPageUpdateAtom);
  if (page.isError)
    return (
      <RetryAlert retryLabel={m.retry} onRetry={() => void page.refetch()}>
        {m.loadFailed}
      </RetryAlert>
    );
  if (!page.data) return <Spinner label={m.loading} />;
  return (
    <CompanyPageForm
      page={page.data}
      isPending={update.isPending}
      onSave={async (body) => {
        await update.mutateAsync({ company, body });
      }}
    />
  );
}
