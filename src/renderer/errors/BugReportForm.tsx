import { useState, type ReactNode } from 'react';
import { errorReportFormSchema } from '../../shared/domain/forms';
import { errorScreenMessages } from '../../shared/messages/errorScreen';
import { Button, InlineAlert } from '../ui';
import { Controller, FORM_ALERT, FormTextField, useZodForm } from '../ui/form';
import { DescriptionField } from './DescriptionField';
import type { Feedback } from './reporter';

const m = errorScreenMessages;

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

/** Each field required, validated on submit and again on every change. */
export function BugReportForm({
  eventId,
  user,
  onSendFeedback,
  onSent,
  secondaryAction,
}: BugReportFormProps) {
  const [schema] = useState(() => errorReportFormSchema({ loggedIn: user !== null }));
  const form = useZodForm(schema, { defaultValues: { name: '', email: '', what_happened: '' } });

  const submit = form.handleSubmit(async (data) => {
    try {
      await onSendFeedback({
        eventId,
        message: data.what_happened,
        name: user?.name ?? data.name,
        email: user?.email ?? data.email,
      });
      onSent();
    } catch {
      form.setError(FORM_ALERT, { message: m.sendFailed });
    }
  });

  return (
    <form className="error-report" onSubmit={submit} noValidate>
      {form.alert && <InlineAlert tone="error">{form.alert}</InlineAlert>}
      {!user && (
        <>
          <FormTextField
            control={form.control}
            label={m.nameLabel}
            name="name"
            autoComplete="name"
            isRequired
          />
          <FormTextField
            control={form.control}
            label={m.emailLabel}
            name="email"
            type="email"
            autoComplete="email"
            isRequired
          />
        </>
      )}
      <Controller
        control={form.control}
        name="what_happened"
        render={({ field, fieldState }) => (
          <DescriptionField
            {...field}
            label={m.whatHappenedLabel}
            isRequired
            errorMessage={fieldState.error?.message}
          />
        )}
      />
      <div className="error-screen__actions">
        <Button type="submit" size="lg" isPending={form.formState.isSubmitting}>
          {m.submit}
        </Button>
        {secondaryAction}
      </div>
    </form>
  );
}
