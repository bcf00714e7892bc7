import { useState } from 'react';
import { Link } from 'react-router-dom';
import { forgotPasswordCall } from '../../../../shared/api/calls/session';
import { apiErrorSchema } from '../../../../shared/api/errors';
import { PATHS } from '../../../../shared/domain/paths';
import { isServerErrorCode, translateServerError } from '../../../../shared/domain/serverErrors';
import { emailSchema } from '../../../../shared/domain/validation';
import { messages } from '../../../../shared/messages.de';
import { z } from 'zod';
import { isHttpError } from '../../../api/http';
import { countryAtom } from '../../../state/country';
import { useServices } from '../../../state/servicesContext';
import { useAtomValue } from '../../../state/store';
import { Button, InlineAlert } from '../../../ui';
import { onSubmit, useValidatedForm } from './useValidatedForm';
import { EmailField } from './fields';
import './lockscreen.css';

const schema = z.object({ email: emailSchema });
const FIELDS = ['email'] as const;

/** The e-mail-field message of a failed request: the server's own sentence (SPEC §7), else generic. */
function failureMessage(error: unknown): string {
  if (isHttpError(error)) {
    const parsed = apiErrorSchema.safeParse(error.data);
    if (parsed.success) {
      // Known codes read as the catalog says; otherwise the server's own (German) message.
      const code = parsed.data.code ?? parsed.data.errors?.email?.[0];
      if (code && isServerErrorCode(code)) return translateServerError(code);
      return parsed.data.message || messages.serverErrors.generic;
    }
  }
  return messages.serverErrors.generic;
}

/** /login/forgot-password: request a reset link; success shows the confirmation (SPEC §4). */
export function ForgotPasswordPage() {
  const services = useServices();
  const country = useAtomValue(countryAtom);
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);
  const { formRef, ...form } = useValidatedForm(schema, { email: '' }, FIELDS);

  const submit = async () => {
    const data = form.validate();
    if (!data) return;
    setPending(true);
    try {
      await services.api.call(forgotPasswordCall, {
        body: { email: data.email, ...(country ? { country } : {}) },
      });
      setSent(true);
    } catch (error) {
      form.setServerErrors({ email: failureMessage(error) });
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="auth-page">
      <div className="auth-page__header">
        <h1 className="auth-page__title">{messages.auth.forgotTitle}</h1>
        {!sent && <p className="auth-page__intro">{messages.auth.forgotIntro}</p>}
      </div>
      {sent ? (
        <InlineAlert tone="success">{messages.session.forgotPasswordSent}</InlineAlert>
      ) : (
        <form ref={formRef} className="auth-form" onSubmit={onSubmit(submit)} noValidate>
          <EmailField form={form} />
          <Button type="submit" size="lg" fullWidth isPending={pending}>
            {messages.auth.forgotSubmit}
          </Button>
        </form>
      )}
      <div className="auth-page__links">
        <Link to={PATHS.login}>{messages.auth.backToLogin}</Link>
      </div>
    </div>
  );
}
