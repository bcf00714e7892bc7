import { useState } from 'react';
import { Link } from 'react-router-dom';
import { z } from 'zod/mini';
import { PATHS } from '../../../../shared/domain/paths';
import { emailSchema } from '../../../../shared/domain/validation';
import { authMessages } from '../../../../shared/messages/auth';
import { serverErrorsMessages } from '../../../../shared/messages/serverErrors';
import { sessionMessages } from '../../../../shared/messages/session';
import { countryAtom, useServices, useAtomValue } from '../../../state';
import { Button, InlineAlert } from '../../../ui';
import { serverReplyOf, useZodForm } from '../../../ui/form';
import { EmailField } from './fields';
import { requestPasswordReset } from './requests';
import './lockscreen.css';

const schema = z.object({ email: emailSchema });

/** /login/forgot-password: request a reset link; success shows the confirmation. */
export function ForgotPasswordPage() {
  const services = useServices();
  const country = useAtomValue(countryAtom);
  const [sent, setSent] = useState(false);
  const form = useZodForm(schema, { defaultValues: { email: '' } });

  const submit = form.handleSubmit(async (data) => {
    try {
      await requestPasswordReset(services, data.email, country);
      setSent(true);
    } catch (error) {
      // Any failure reads on the e-mail field, with the server's own message for unknown codes.
      const reply = serverReplyOf(error) ?? { message: serverErrorsMessages.generic };
      form.applyServerReply(reply, { unmappedOn: ['email'], serverMessage: true });
    }
  });

  return (
    <div className="auth-page">
      <div className="auth-page__header">
        <h1 className="auth-page__title">{authMessages.forgotTitle}</h1>
        {!sent && <p className="auth-page__intro">{authMessages.forgotIntro}</p>}
      </div>
      {sent ? (
        <InlineAlert tone="success">{sessionMessages.forgotPasswordSent}</InlineAlert>
      ) : (
        <form className="auth-form" onSubmit={submit} noValidate>
          <EmailField control={form.control} />
          <Button type="submit" size="lg" fullWidth isPending={form.formState.isSubmitting}>
            {authMessages.forgotSubmit}
          </Button>
        </form>
      )}
      <div className="auth-page__links">
        <Link to={PATHS.login}>{authMessages.backToLogin}</Link>
      </div>
    </div>
  );
}
