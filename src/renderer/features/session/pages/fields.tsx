import type { Control, FieldValues, Path } from 'react-hook-form';
import { authMessages } from '../../../../shared/messages/auth';
import { FormTextField, type FormTextFieldProps } from '../../../ui/form';

interface BoundProps<V extends FieldValues, Out> {
  control: Control<V, unknown, Out>;
}

/** A required text field of these forms (first and last name; the base of the two below). */
export function RequiredField<V extends FieldValues, Out>(props: FormTextFieldProps<V, Out>) {
  return <FormTextField {...props} isRequired />;
}

/** The e-mail field of the login-area forms. */
export function EmailField<V extends FieldValues & { email: string }, Out>({ control }: BoundProps<V, Out>) {
  return (
    <RequiredField
      control={control}
      // Generic V hides that 'email' is one of its paths; the constraint above guarantees it.
      name={'email' as Path<V>}
      label={authMessages.emailLabel}
      type="email"
      autoComplete="email"
      inputMode="email"
    />
  );
}

/** A password field: the current one (login) or a new one (signup, reset) with the length hint. */
export function PasswordField<V extends FieldValues & { password: string }, Out>({
  control,
  label = authMessages.passwordLabel,
  isNew = false,
  errorShownElsewhere = false,
}: BoundProps<V, Out> & { label?: string; isNew?: boolean; errorShownElsewhere?: boolean }) {
  return (
    <RequiredField
      control={control}
      name={'password' as Path<V>}
      label={label}
      type="password"
      autoComplete={isNew ? 'new-password' : 'current-password'}
      errorShownElsewhere={errorShownElsewhere}
      {...(isNew ? { description: authMessages.passwordHint } : {})}
    />
  );
}
