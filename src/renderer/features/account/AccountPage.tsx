import { useState, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { User } from '../../../shared/api/entities';
import { PATHS } from '../../../shared/domain/paths';
import {
  accountNameFormSchema,
  changeEmailFormSchema,
  changePasswordFormSchema,
  deleteAccountFormSchema,
} from '../../../shared/domain/forms';
import { accountMessages as m } from '../../../shared/messages/account';
import { currentUserAtom, useAtomValue, useServices } from '../../state';
import { AlertDialog, Button, Card, InlineAlert, keepTogether } from '../../ui';
import { messageFor } from '../../api/messageFor';
import { FORM_ALERT, FormTextField, serverReplyOf, useZodForm, type ZodForm } from '../../ui/form';
import { logout } from '../session';
import { deleteAccountAtom, exportDataAtom, updateAccountAtom } from './mutations';
import { MyDocuments } from './MyDocuments';
import { saveAsJson } from './saveAsJson';
import { YearReminders } from './YearReminders';
import './account.css';

/** Shows a server reply on the form's fields; a request without reply says so on the form's alert. */
function showFailure<V extends FieldValues, Out>(form: ZodForm<V, Out>, error: unknown): void {
  if (!serverReplyOf(error)) {
    form.setError(FORM_ALERT, { message: messageFor(error) });
    return;
  }
  form.applyServerErrors(error, { unmappedOn: [FORM_ALERT] });
}

/** The props of a password field: the current password or a new one. */
const passwordProps = (label: string, isNew = false) => ({
  label,
  type: 'password' as const,
  isRequired: true,
  autoComplete: isNew ? 'new-password' : 'current-password',
});

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card as="section" title={title} className="account__section">
      {children}
    </Card>
  );
}

function NameForm({ user }: { user: User }) {
  const update = useAtomValue(updateAccountAtom);
  const [saved, setSaved] = useState(false);
  const form = useZodForm(accountNameFormSchema, {
    defaultValues: { first_name: user.first_name, last_name: user.last_name },
  });
  const submit = form.handleSubmit(async (values) => {
    setSaved(false);
    try {
      await update.mutateAsync(values);
      setSaved(true);
    } catch (error) {
      showFailure(form, error);
    }
  });
  return (
    <Section title={m.nameTitle}>
      <form className="account__form" onSubmit={(event) => void submit(event)} noValidate>
        {form.alert && <InlineAlert tone="error">{form.alert}</InlineAlert>}
        {saved && <InlineAlert tone="success">{m.nameSaved}</InlineAlert>}
        <FormTextField
          control={form.control}
          name="first_name"
          label={m.firstNameLabel}
          autoComplete="given-name"
          isRequired
        />
        <FormTextField
          control={form.control}
          name="last_name"
          label={m.lastNameLabel}
          autoComplete="family-name"
          isRequired
        />
        <Button type="submit" isPending={form.formState.isSubmitting}>
          {m.saveName}
        </Button>
      </form>
    </Section>
  );
}

function EmailForm({ user, linkStatus }: { user: User; linkStatus: string | null }) {
  const update = useAtomValue(updateAccountAtom);
  const form = useZodForm(changeEmailFormSchema, { defaultValues: { email: '', password: '' } });
  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      form.reset({ email: '', password: '' });
    } catch (error) {
      showFailure(form, error);
    }
  });
  return (
    <Section title={m.emailTitle}>
      <p className="account__current">{m.currentEmail(user.email)}</p>
      {linkStatus === 'confirmed' && !user.pending_email && (
        <InlineAlert tone="success">{m.emailConfirmed}</InlineAlert>
      )}
      {linkStatus === 'invalid' && <InlineAlert tone="warning">{m.emailLinkInvalid}</InlineAlert>}
      {user.pending_email && <InlineAlert tone="info">{m.emailPending(user.pending_email)}</InlineAlert>}
      <form className="account__form" onSubmit={(event) => void submit(event)} noValidate>
        {form.alert && <InlineAlert tone="error">{form.alert}</InlineAlert>}
        <FormTextField
          control={form.control}
          name="email"
          label={m.newEmailLabel}
          type="email"
          inputMode="email"
          autoComplete="email"
          isRequired
        />
        <FormTextField control={form.control} name="password" {...passwordProps(m.currentPasswordLabel)} />
        <Button type="submit" isPending={form.formState.isSubmitting}>
          {m.changeEmail}
        </Button>
      </form>
    </Section>
  );
}

const EMPTY_PASSWORDS = { password: '', new_password: '', new_password_repeat: '' };

function PasswordForm() {
  const update = useAtomValue(updateAccountAtom);
  const [saved, setSaved] = useState(false);
  const form = useZodForm(changePasswordFormSchema, { defaultValues: EMPTY_PASSWORDS });
  const submit = form.handleSubmit(async ({ password, new_password }) => {
    setSaved(false);
    try {
      await update.mutateAsync({ password, new_password });
      form.reset(EMPTY_PASSWORDS);
      setSaved(true);
    } catch (error) {
      showFailure(form, error);
    }
  });
  return (
    <Section title={m.passwordTitle}>
      <form className="account__form" onSubmit={(event) => void submit(event)} noValidate>
        {form.alert && <InlineAlert tone="error">{form.alert}</InlineAlert>}
        {saved && <InlineAlert tone="success">{m.passwordChanged}</InlineAlert>}
        <FormTextField control={form.control} name="password" {...passwordProps(m.currentPasswordLabel)} />
        <FormTextField
          control={form.control}
          name="new_password"
          {...passwordProps(m.newPasswordLabel, true)}
        />
        <FormTextField
          control={form.control}
          name="new_password_repeat"
          {...passwordProps(m.repeatPasswordLabel, true)}
        />
        <Button type="submit" isPending={form.formState.isSubmitting}>
          {m.changePassword}
        </Button>
      </form>
    </Section>
  );
}

function DataExport() {
  const exportData = useAtomValue(exportDataAtom);
  return (
    <Section title={m.dataTitle}>
      <p>{m.dataIntro}</p>
      {exportData.isError && <InlineAlert tone="error">{m.downloadFailed}</InlineAlert>}
      <Button
        variant="secondary"
        isPending={exportData.isPending}
        onPress={() => exportData.mutate(undefined, { onSuccess: (data) => saveAsJson(data) })}
      >
        {m.downloadData}
      </Button>
    </Section>
  );
}

function DeleteAccount() {
  const services = useServices();
  const navigate = useNavigate();
  const remove = useAtomValue(deleteAccountAtom);
  const [confirming, setConfirming] = useState<string | null>(null);
  const form = useZodForm(deleteAccountFormSchema, { defaultValues: { password: '' } });
  const submit = form.handleSubmit(({ password }) => setConfirming(password));
  const confirm = async () => {
    if (confirming === null) return;
    try {
      await remove.mutateAsync(confirming);
    } catch (error) {
      setConfirming(null);
      showFailure(form, error);
      return;
    }
    // The account is gone: its session ends here too, and the app starts over at '/'.
    await logout(services);
    navigate(PATHS.root, { replace: true });
  };
  return (
    <Section title={m.deleteTitle}>
      <p>{keepTogether(m.deleteIntro)}</p>
      <form className="account__form" onSubmit={(event) => void submit(event)} noValidate>
        {form.alert && <InlineAlert tone="error">{form.alert}</InlineAlert>}
        <FormTextField control={form.control} name="password" {...passwordProps(m.currentPasswordLabel)} />
        <Button type="submit" variant="danger">
          {m.deleteAccount}
        </Button>
      </form>
      <AlertDialog
        isOpen={confirming !== null}
        title={m.deleteConfirmTitle}
        isDestructive
        isPending={remove.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => void confirm()}
      >
        {keepTogether(m.deleteConfirmText)}
      </AlertDialog>
    </Section>
  );
}

/** /app/my-account: name, e-mail, password, documents as issued, own data, deletion. */
export function AccountPage() {
  const user = useAtomValue(currentUserAtom);
  const [params] = useSearchParams();
  if (!user) return null;
  return (
    <div className="account">
      <NameForm user={user} />
      <EmailForm user={user} linkStatus={params.get('email')} />
      <YearReminders />
      <PasswordForm />
      <MyDocuments />
      <DataExport />
      <DeleteAccount />
    </div>
  );
}
