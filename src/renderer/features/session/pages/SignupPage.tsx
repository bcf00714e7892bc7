import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { PATHS, REDIRECT_PARAM } from '../../../../shared/domain/paths';
import { readQueryParam } from '../../../../shared/domain/routing';
import { signupFormSchema } from '../../../../shared/domain/validation';
import { messages } from '../../../../shared/messages.de';
import { countryAtom } from '../../../state/country';
import { useServices } from '../../../state/servicesContext';
import { useAtomValue } from '../../../state/store';
import { Button, Checkbox, InlineAlert, TextField } from '../../../ui';
import { register } from '../authService';
import { withRedirectQuery } from './LoginPage';
import { serverErrorsFor } from './serverErrors';
import { onSubmit, useValidatedForm } from './useValidatedForm';
import './lockscreen.css';

const FIELDS = ['first_name', 'last_name', 'email', 'password', 'tos'] as const;
const REQUIRED = {
  first_name: messages.validation.firstNameRequired,
  last_name: messages.validation.lastNameRequired,
  email: messages.validation.emailRequired,
  password: messages.validation.signupPasswordRequired,
  tos: messages.validation.tosRequired,
};

/** /signup: the new account is signed in at once (register sets the session) and must verify its e-mail. */
export function SignupPage() {
  const services = useServices();
  const navigate = useNavigate();
  const { search } = useLocation();
  const country = useAtomValue(countryAtom);
  const redirect = readQueryParam(search, REDIRECT_PARAM);
  const [pending, setPending] = useState(false);
  const [tosAlert, setTosAlert] = useState(false);
  const { formRef, ...form } = useValidatedForm(
    signupFormSchema,
    { first_name: '', last_name: '', email: '', password: '', tos: false },
    FIELDS,
  );

  if (!country) return <Navigate to={withRedirectQuery(PATHS.countrySelect, redirect)} replace />;

  const submit = async () => {
    setTosAlert(!form.values.tos);
    const data = form.validate();
    if (!data) return;
    setPending(true);
    try {
      const result = await register(services, { ...data, country });
      if (result.success) {
        navigate(PATHS.verifyEmail, { replace: true });
        return;
      }
      form.setServerErrors(serverErrorsFor(result.data, REQUIRED));
    } catch {
      form.setServerErrors({ '': messages.serverErrors.generic });
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="auth-page">
      <div className="auth-page__header">
        <h1 className="auth-page__title">{messages.auth.signupTitle}</h1>
        <p className="auth-page__intro">{messages.auth.signupIntro}</p>
      </div>
      <form ref={formRef} className="auth-form" onSubmit={onSubmit(submit)} noValidate>
        {tosAlert && !form.values.tos && (
          <InlineAlert tone="error">{messages.validation.tosUncheckedAtSubmit}</InlineAlert>
        )}
        {form.formError && <InlineAlert tone="error">{form.formError}</InlineAlert>}
        <div className="auth-form__row">
          <TextField
            label={messages.auth.firstNameLabel}
            name="first_name"
            autoComplete="given-name"
            isRequired
            value={form.values.first_name}
            onChange={(value) => form.setValue('first_name', value)}
            errors={form.errors}
          />
          <TextField
            label={messages.auth.lastNameLabel}
            name="last_name"
            autoComplete="family-name"
            isRequired
            value={form.values.last_name}
            onChange={(value) => form.setValue('last_name', value)}
            errors={form.errors}
          />
        </div>
        <TextField
          label={messages.auth.emailLabel}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          isRequired
          value={form.values.email}
          onChange={(value) => form.setValue('email', value)}
          errors={form.errors}
        />
        <TextField
          label={messages.auth.passwordLabel}
          name="password"
          type="password"
          autoComplete="new-password"
          description={messages.auth.passwordHint}
          isRequired
          value={form.values.password}
          onChange={(value) => form.setValue('password', value)}
          errors={form.errors}
        />
        <Checkbox
          name="tos"
          isSelected={form.values.tos}
          onChange={(checked) => form.setValue('tos', checked)}
          errors={form.errors}
        >
          {messages.auth.tosBefore}
          <Link to={`${PATHS.legalInfo}/tos`}>{messages.auth.tosLink}</Link>
          {messages.auth.tosBetween}
          <Link to={`${PATHS.legalInfo}/privacy`}>{messages.auth.privacyLink}</Link>
          {messages.auth.tosAfter}
        </Checkbox>
        <Button type="submit" size="lg" fullWidth isPending={pending}>
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
