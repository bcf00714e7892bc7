import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { z } from 'zod/mini';
import { COMPANY_LIMITS, invitationAcceptSchema } from '../../../../shared/api/calls/adminCompanies';
import { PATHS } from '../../../../shared/domain/paths';
import { companyDeskMessages as m } from '../../../../shared/messages/companyDesk';
import { adminRealmMessages } from '../../../../shared/messages/adminRealm';
import { useAtomValue } from '../../../state';
import { Button, Card, InlineAlert, LinkButton } from '../../../ui';
import { FORM_ALERT, FormTextField, useZodForm } from '../../../ui/form';
import { companyMessageFor } from './companyErrors';
import { invitationAcceptAtom } from './mutations';

/** The new password twice; the first checked as the server checks it. */
export const invitationFormSchema = z
  .object({
    password: invitationAcceptSchema.shape.password,
    repeat: z.string(),
  })
  .check(
    z.refine((value) => value.password === value.repeat, { path: ['repeat'], error: m.passwordsDiffer }),
  );

/**
 * /admin/einladung/:token (visitors): the invited company admin sets a password; then the sign-in, where
 * the second factor is enrolled. A spent, expired or withdrawn link says so.
 */
export function InvitationPage() {
  const token = useParams().token ?? '';
  const accept = useAtomValue(invitationAcceptAtom);
  const [done, setDone] = useState(false);
  const form = useZodForm(invitationFormSchema, { defaultValues: { password: '', repeat: '' } });
  const submit = form.handleSubmit(async ({ password }) => {
    try {
      await accept.mutateAsync({ token, password });
      setDone(true);
    } catch (error) {
      form.setError(FORM_ALERT, { message: companyMessageFor(error, m.acceptFailed) });
    }
  });
  return (
    <main className="admin-signin">
      <div className="admin-signin__box">
        <p className="admin-signin__product">{adminRealmMessages.productLine}</p>
        <Card as="section">
          {done ? (
            <div className="admin-form">
              <h1 className="ui-card__title">{m.invitationTitle}</h1>
              <InlineAlert tone="success">{m.accepted}</InlineAlert>
              <LinkButton to={PATHS.adminSignIn}>{m.toSignIn}</LinkButton>
            </div>
          ) : (
            <form className="admin-form" onSubmit={submit} noValidate>
              <h1 className="ui-card__title">{m.invitationTitle}</h1>
              <p className="admin-muted">{m.invitationIntro}</p>
              {form.alert && <InlineAlert tone="error">{form.alert}</InlineAlert>}
              <FormTextField
                control={form.control}
                name="password"
                type="password"
                label={m.fieldPassword}
                description={m.fieldPasswordHint}
                autoComplete="new-password"
                minLength={COMPANY_LIMITS.passwordMin}
                isRequired
              />
              <FormTextField
                control={form.control}
                name="repeat"
                type="password"
                label={m.fieldPasswordRepeat}
                autoComplete="new-password"
                isRequired
              />
              <Button type="submit" fullWidth isPending={accept.isPending}>
                {accept.isPending ? m.accepting : m.accept}
              </Button>
            </form>
          )}
        </Card>
      </div>
    </main>
  );
}
