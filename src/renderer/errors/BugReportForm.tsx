import { useState, type ReactNode } from 'react';
import { errorReportFormSchema } from '../../shared/domain/validation';
import { messages } from '../../shared/messages.de';
import { onSubmit, useValidatedForm } from '../features/session/pages/useValidatedForm';
import { Button, InlineAlert, TextField } from '../ui';
import { DescriptionField } from './DescriptionField';
import type { Feedback } from './reporter';

const m = messages.errorScreen;
const VISITOR_FIELDS = ['name', 'email', 'what_happened'] as const;
const USER_FIELDS = ['what_happened'] as const;

/** Who is reporting: a signed-in user's name and e-mail are known, a visitor is asked for them. */
export interface Reporter {
  name: string;
  email: string;
}

export interface BugReportFormProps {
  eventId: string;
  user: Reporter | null;
  onSendFeedback: (feedback: Feedback) => Promise<void>;
  onSent: () => void;
  /** Shown beside the submit button (the screen's skip button). */
  secondaryAction?: ReactNode;
}

/** SPEC §2/§5 'Error report': each field required, validated on submit and again on every change. */
export function BugReportForm({
  eventId,
  user,
  onSendFeedback,
  onSent,
  secondaryAction,
}: BugReportFormProps) {
  const [schema] = useState(() => errorReportFormSchema({ loggedIn: user !== null }));
  const { formRef, ...form } = useValidatedForm(
    schema,
    { name: '', email: '', what_happened: '' },
    user ? USER_FIELDS : VISITOR_FIELDS,
  );
  const [pending, setPending] = useState(false);

  const submit = async () => {
    const data = form.validate();
    if (!data) return;
    setPending(true);
    try {
      await onSendFeedback({
        eventId,
        message: data.what_happened,
        name: user?.name ?? data.name,
        email: user?.email ?? data.email,
      });
      onSent();
    } catch {
      form.setServerErrors({ '': m.sendFailed });
      setPending(false);
    }
  };

  return (
    <form ref={formRef} className="error-report" onSubmit={onSubmit(submit)} noValidate>
      {form.formError && <InlineAlert tone="error">{form.formError}</InlineAlert>}
      {!user && (
        <>
          <TextField
            label={m.nameLabel}
            name="name"
            autoComplete="name"
            isRequired
            value={form.values.name}
            onChange={(value) => form.setValue('name', value)}
            errors={form.errors}
          />
          <TextField
            label={m.emailLabel}
            name="email"
            type="email"
            autoComplete="email"
            isRequired
            value={form.values.email}
            onChange={(value) => form.setValue('email', value)}
            errors={form.errors}
          />
        </>
      )}
      <DescriptionField
        label={m.whatHappenedLabel}
        name="what_happened"
        isRequired
        value={form.values.what_happened}
        onChange={(value) => form.setValue('what_happened', value)}
        errorMessage={form.errors.what_happened}
      />
      <div className="error-screen__actions">
        <Button type="submit" size="lg" isPending={pending}>
          {m.submit}
        </Button>
        {secondaryAction}
      </div>
    </form>
  );
}
