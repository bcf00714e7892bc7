import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { PATHS, REDIRECT_PARAM } from '../../../../shared/domain/paths';
import { readQueryParam } from '../../../../shared/domain/routing';
import { signupFormSchema } from '../../../../shared/domain/validation';
import { messages } from '../../../../shared/messages.de';
import { countryAtom } from '../../../state/country';
import { useServices } from '../../../state/servicesContext';
import { useAtomValue } from '../../../state/store';
import { Button, Checkbox, InlineAlert } from '../../../ui';
import { register } from '../authService';
import { withRedirectQuery } from './LoginPage';
import { serverErrorsFor } from './serverErrors';
import { onSubmit, useValidatedForm } from './useValidatedForm';
import { EmailField, NameField, PasswordField } from './fields';
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
          <NameField
            form={form}
            name="first_name"
            label={messages.auth.firstNameLabel}
            autoComplete="given-name"
          />
          <NameField
            form={form}
            name="last_name"
            label={messages.auth.lastNameLabel}
            autoComplete="family-name"
          />
        </div>
        <EmailField form={form} />
        <PasswordField form={form} isNew />
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
