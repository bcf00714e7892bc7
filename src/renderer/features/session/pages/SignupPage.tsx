import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { PATHS, REDIRECT_PARAM } from '../../../../shared/domain/paths';
import { readQueryParam } from '../../../../shared/domain/routing';
import { signupFormSchema } from '../../../../shared/domain/validation';
import { messages } from '../../../../shared/messages.de';
import { countryAtom, useServices, useAtomValue } from '../../../state';
import { Button, InlineAlert } from '../../../ui';
import { FORM_ALERT, FormCheckbox, useWatch, useZodForm } from '../../../ui/form';
import { register } from '../authService';
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
      form.setError(FORM_ALERT, { message: messages.serverErrors.generic });
    }
  });
  // SPEC §5: terms unticked at submit also raise the alert above the form, until they are ticked.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    setTosAlert(!form.getValues('tos'));
    return send(event);
  };

  return (
    <div className="auth-page">
      <div className="auth-page__header">
        <h1 className="auth-page__title">{messages.auth.signupTitle}</h1>
        <p className="auth-page__intro">{messages.auth.signupIntro}</p>
      </div>
      <form className="auth-form" onSubmit={submit} noValidate>
        {tosAlert && !tos && (
          <InlineAlert tone="error">{messages.validation.tosUncheckedAtSubmit}</InlineAlert>
        )}
        {form.alert && <InlineAlert tone="error">{form.alert}</InlineAlert>}
        <div className="auth-form__row">
          <RequiredField
            control={form.control}
            name="first_name"
            label={messages.auth.firstNameLabel}
            autoComplete="given-name"
          />
          <RequiredField
            control={form.control}
            name="last_name"
            label={messages.auth.lastNameLabel}
            autoComplete="family-name"
          />
        </div>
        <EmailField control={form.control} />
        <PasswordField control={form.control} isNew />
        <FormCheckbox control={form.control} name="tos">
          {messages.auth.tosBefore}
          <Link to={`${PATHS.legalInfo}/tos`}>{messages.auth.tosLink}</Link>
          {messages.auth.tosBetween}
          <Link to={`${PATHS.legalInfo}/privacy`}>{messages.auth.privacyLink}</Link>
          {messages.auth.tosAfter}
        </FormCheckbox>
        <Button type="submit" size="lg" fullWidth isPending={form.formState.isSubmitting}>
          {messages.auth.signupSubmit}
        </Button>
      </form>
      <div className="auth-page__links">
        <p>
          {messages.auth.haveAccount}{' '}
          <Link to={withRedirectQuery(PATHS.login, redirect)}>{messages.auth.loginLink}</Link>
        </p>
      </div>
    </div>
  );
}
