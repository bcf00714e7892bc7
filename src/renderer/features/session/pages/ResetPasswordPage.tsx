import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { COUNTRIES, type Country } from '../../../../shared/api/constants';
import { PATHS } from '../../../../shared/domain/paths';
import { readQueryParam } from '../../../../shared/domain/routing';
import { resetPasswordFormSchema } from '../../../../shared/domain/validation';
import { authMessages } from '../../../../shared/messages/auth';
import { serverErrorsMessages } from '../../../../shared/messages/serverErrors';
import { countryAtom, noticeAtom, useServices, useAtomValue } from '../../../state';
import { Button, InlineAlert } from '../../../ui';
import { FORM_ALERT, useZodForm } from '../../../ui/form';
import { resetPassword } from './requests';
import { PasswordField } from './fields';
import './lockscreen.css';

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
  const form = useZodForm(resetPasswordFormSchema, { defaultValues: { password: '' } });

  if (!email || !token) return <Navigate to={PATHS.loginForgotPassword} replace />;
  if (!country) return <Navigate to={PATHS.countrySelect} replace />;

  const submit = form.handleSubmit(async (data) => {
    try {
      const result = await resetPassword(services, { email, token, country, password: data.password });
      if (result.success) {
        services.store.set(noticeAtom, 'passwordChanged');
        navigate(PATHS.app, { replace: true });
        return;
      }
      // The token and e-mail are not fields here, so their errors land on both the alert and the field.
      const shown = form.applyServerReply(result.data, { unmappedOn: [FORM_ALERT, 'password'] });
      // The alert always says what went wrong, also when only the password field got a message.
      if (!shown[FORM_ALERT] && shown.password) form.setError(FORM_ALERT, { message: shown.password });
    } catch {
      form.setError(FORM_ALERT, { message: serverErrorsMessages.generic });
    }
  });

  return (
    <div className="auth-page">
      <div className="auth-page__header">
        <h1 className="auth-page__title">{authMessages.resetTitle}</h1>
        <p className="auth-page__intro">{authMessages.resetIntro(email)}</p>
      </div>
      <form className="auth-form" onSubmit={submit} noValidate>
        {form.alert && <InlineAlert tone="error">{form.alert}</InlineAlert>}
        {/* Lets password managers store the new password for the right account. */}
        <input type="email" name="username" value={email} autoComplete="username" readOnly hidden />
        <PasswordField control={form.control} label={authMessages.newPasswordLabel} isNew />
        <Button type="submit" size="lg" fullWidth isPending={form.formState.isSubmitting}>
          {authMessages.resetSubmit}
        </Button>
      </form>
      <div className="auth-page__links">
        <Link to={PATHS.loginForgotPassword}>{authMessages.forgotTitle}</Link>
        <Link to={PATHS.login}>{authMessages.backToLogin}</Link>
      </div>
    </div>
  );
}
