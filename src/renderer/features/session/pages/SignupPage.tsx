import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { PATHS, REDIRECT_PARAM } from '../../../../shared/domain/paths';
import { readQueryParam } from '../../../../shared/domain/routing';
import { signupFormSchema } from '../../../../shared/domain/validation';
import { authMessages } from '../../../../shared/messages/auth';
import { serverErrorsMessages } from '../../../../shared/messages/serverErrors';
import { validationMessages } from '../../../../shared/messages/validation';
import { countryAtom, useServices, useAtomValue } from '../../../state';
import { Button, InlineAlert } from '../../../ui';
import { FORM_ALERT, FormCheckbox, useWatch, useZodForm } from '../../../ui/form';
import { register } from './requests';
import { withRedirectQuery } from './LoginPage';
import { EmailField, PasswordField, RequiredField } from './fields';
import './lockscreen.css';

/** /signup: the new account is signed in at once (register sets the session) and must verify its e-mail. */
export function SignupPage() {
  const services = useServices();
  const navigate = useNavigate();
  const { search } = useLocation();
  const country = useAtomValue(countryAtom);
  const redirect = readQueryParam(search, REDIRECT_PARAM);
  const [tosAlert, setTosAlert] = useState(false);
  const form = useZodForm(signupFormSchema, {
    defaultValues: { first_name: '', last_name: '', email: '', password: '', tos: false },
  });
  const tos = useWatch({ control: form.control, name: 'tos' });
  // The alert above the form says it; the box is marked, not told twice.
  const tosAlertShown = tosAlert && !tos;

  if (!country) return <Navigate to={withRedirectQuery(PATHS.countrySelect, redirect)} replace />;

  const send = form.handleSubmit(async (data) => {
    try {
      const result = await register(services, { ...data, country });
      if (result.success) {
        navigate(PATHS.verifyEmail, { replace: true });
        return;
      }
      form.applyServerReply(result.data);
    } catch {
      form.setError(FORM_ALERT, { message: serverErrorsMessages.generic });
    }
  });
  // Terms unticked at submit also raise the alert above the form, until they are ticked.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    setTosAlert(!form.getValues('tos'));
    return send(event);
  };

  return (
    <div className="auth-page">
      <div className="auth-page__header">
        <h1 className="auth-page__title">{authMessages.signupTitle}</h1>
        <p className="auth-page__intro">{authMessages.signupIntro}</p>
      </div>
      <form className="auth-form" onSubmit={submit} noValidate>
        {tosAlertShown && <InlineAlert tone="error">{validationMessages.tosUncheckedAtSubmit}</InlineAlert>}
        {form.alert && <InlineAlert tone="error">{form.alert}</InlineAlert>}
        <div className="auth-form__row">
          <RequiredField
            control={form.control}
            name="first_name"
            label={authMessages.firstNameLabel}
            autoComplete="given-name"
          />
          <RequiredField
            control={form.control}
            name="last_name"
            label={authMessages.lastNameLabel}
            autoComplete="family-name"
          />
        </div>
        <EmailField control={form.control} />
        <PasswordField control={form.control} isNew />
        <FormCheckbox control={form.control} name="tos" errorShownElsewhere={tosAlertShown}>
          {authMessages.tosBefore}
          <Link to={`${PATHS.legal}/tos`}>{authMessages.tosLink}</Link>
          {authMessages.tosBetween}
          <Link to={`${PATHS.legal}/privacy`}>{authMessages.privacyLink}</Link>
          {authMessages.tosAfter}
        </FormCheckbox>
        <Button type="submit" size="lg" fullWidth isPending={form.formState.isSubmitting}>
          {authMessages.signupSubmit}
        </Button>
      </form>
      <div className="auth-page__links">
        <p>
          {authMessages.haveAccount}{' '}
          <Link to={withRedirectQuery(PATHS.login, redirect)}>{authMessages.loginLink}</Link>
        </p>
      </div>
    </div>
  );
}
