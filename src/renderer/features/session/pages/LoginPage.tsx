import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { PATHS, REDIRECT_PARAM } from '../../../../shared/domain/paths';
import { readQueryParam, safeRedirectTarget } from '../../../../shared/domain/routing';
import { loginFormSchema } from '../../../../shared/domain/validation';
import { authMessages } from '../../../../shared/messages/auth';
import { countriesMessages } from '../../../../shared/messages/countries';
import { serverErrorsMessages } from '../../../../shared/messages/serverErrors';
import { countryAtom, useServices, useAtom } from '../../../state';
import { Button, CountryFlag, InlineAlert } from '../../../ui';
import { FORM_ALERT, useZodForm } from '../../../ui/form';
import { login } from './requests';
import { EmailField, PasswordField } from './fields';
import './lockscreen.css';

/** '/signup?redirect=…' style links that keep the pending redirect through the login area. */
export function withRedirectQuery(path: string, redirect: string | null): string {
  return redirect ? `${path}?${REDIRECT_PARAM}=${encodeURIComponent(redirect)}` : path;
}

/** /login: e-mail and password; a failure marks both fields and says the translated code once, under the e-mail. */
export function LoginPage() {
  const services = useServices();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [country, setCountry] = useAtom(countryAtom);
  const redirect = readQueryParam(search, REDIRECT_PARAM);
  const form = useZodForm(loginFormSchema, { defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;
  const oneMessageForBoth = errors.password?.message === errors.email?.message;

  if (!country) return <Navigate to={withRedirectQuery(PATHS.countrySelect, redirect)} replace />;

  const submit = form.handleSubmit(async (data) => {
    try {
      const result = await login(services, { ...data, country });
      if (result.success) {
        navigate(safeRedirectTarget(redirect), { replace: true });
        return;
      }
      form.applyServerReply(result.data, { unmappedOn: ['email', 'password'] });
    } catch {
      // No server reply (its contract broken, the request aborted): the form says so instead of crashing.
      form.setError(FORM_ALERT, { message: serverErrorsMessages.generic });
    }
  });

  return (
    <div className="auth-page">
      <div className="auth-page__header">
        <h1 className="auth-page__title">{authMessages.loginTitle}</h1>
        <p className="auth-page__intro">{authMessages.loginIntro}</p>
      </div>
      <form className="auth-form" onSubmit={submit} noValidate>
        {form.alert && <InlineAlert tone="error">{form.alert}</InlineAlert>}
        <EmailField control={form.control} />
        <PasswordField control={form.control} errorShownElsewhere={oneMessageForBoth} />
        <Link to={PATHS.loginForgotPassword} className="auth-form__inline-link">
          {authMessages.forgotPasswordLink}
        </Link>
        <Button type="submit" size="lg" fullWidth isPending={form.formState.isSubmitting}>
          {authMessages.loginSubmit}
        </Button>
      </form>
      <div className="auth-page__links">
        <p>
          {authMessages.noAccount}{' '}
          <Link to={withRedirectQuery(PATHS.signup, redirect)}>{authMessages.signupLink}</Link>
        </p>
        <p className="auth-page__country">
          <CountryFlag country={country} height={16} />
          <span>{authMessages.countryLine(countriesMessages[country])}</span>
          {/* The guard sends a visitor who has a country away from /country-select, so forget it first. */}
          <Button
            variant="link"
            onPress={() => {
              setCountry(null);
              navigate(withRedirectQuery(PATHS.countrySelect, redirect));
            }}
          >
            {authMessages.changeCountry}
          </Button>
        </p>
      </div>
    </div>
  );
}
