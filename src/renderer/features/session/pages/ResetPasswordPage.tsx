import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { COUNTRIES, type Country } from '../../../../shared/api/constants';
import { PATHS } from '../../../../shared/domain/paths';
import { readQueryParam } from '../../../../shared/domain/routing';
import { resetPasswordFormSchema } from '../../../../shared/domain/validation';
import { messages } from '../../../../shared/messages.de';
import { countryAtom } from '../../../state/country';
import { useServices } from '../../../state/servicesContext';
import { useAtomValue } from '../../../state/store';
import { Button, InlineAlert } from '../../../ui';
import { resetPassword } from '../authService';
import { serverErrorsFor } from './serverErrors';
import { onSubmit, useValidatedForm } from './useValidatedForm';
import { PasswordField } from './fields';
import './lockscreen.css';

const FIELDS = ['password'] as const;
const REQUIRED = { password: messages.validation.newPasswordRequired };

const asCountry = (value: string | null): Country | null => COUNTRIES.find((c) => c === value) ?? null;

/** /reset-password?email=&token=: the link from the reset mail; without both it goes to forgot-password. */
export function ResetPasswordPage() {
  const services = useServices();
  const navigate = useNavigate();
  const { search } = useLocation();
  const storedCountry = useAtomValue(countryAtom);
  const email = readQueryParam(search, 'email');
  const token = readQueryParam(search, 'token');
  // A link opened on a new device has no stored country yet; the mail may name it in the query.
  const country = storedCountry ?? asCountry(readQueryParam(search, 'country'));
  const [pending, setPending] = useState(false);
  const { formRef, ...form } = useValidatedForm(resetPasswordFormSchema, { password: '' }, FIELDS);

  if (!email || !token) return <Navigate to={PATHS.loginForgotPassword} replace />;
  if (!country) return <Navigate to={PATHS.countrySelect} replace />;

  const submit = async () => {
    const data = form.validate();
    if (!data) return;
    setPending(true);
    try {
      const result = await resetPassword(services, { email, token, country, password: data.password });
      if (result.success) {
        navigate(PATHS.app, { replace: true });
        return;
      }
      const errors = serverErrorsFor(result.data, REQUIRED, ['', 'password']);
      // The alert says what went wrong even when the errors map names a field that is not on the page.
      const first = errors[''] ?? Object.values(errors)[0] ?? messages.serverErrors.generic;
      form.setServerErrors({ ...errors, '': first, password: errors.password ?? first });
    } catch {
      form.setServerErrors({ '': messages.serverErrors.generic });
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="auth-page">
      <div className="auth-page__header">
        <h1 className="auth-page__title">{messages.auth.resetTitle}</h1>
        <p className="auth-page__intro">{messages.auth.resetIntro(email)}</p>
      </div>
      <form ref={formRef} className="auth-form" onSubmit={onSubmit(submit)} noValidate>
        {form.formError && <InlineAlert tone="error">{form.formError}</InlineAlert>}
        {/* Lets password managers store the new password for the right account. */}
        <input type="email" name="username" value={email} autoComplete="username" readOnly hidden />
        <PasswordField form={form} label={messages.auth.newPasswordLabel} isNew />
        <Button type="submit" size="lg" fullWidth isPending={pending}>
          {messages.auth.resetSubmit}
        </Button>
      </form>
      <div className="auth-page__links">
        <Link to={PATHS.loginForgotPassword}>{messages.auth.forgotTitle}</Link>
        <Link to={PATHS.login}>{messages.auth.backToLogin}</Link>
      </div>
    </div>
  );
}
