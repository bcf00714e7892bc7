import { messages } from '../../../../shared/messages.de';
import { TextField } from '../../../ui';

/** The part of a validated form a text field needs (see useValidatedForm). */
interface TextForm<N extends string> {
  values: Record<N, unknown>;
  errors: Record<string, string>;
  setValue(name: N, value: string): void;
}

interface FieldProps<N extends string> {
  form: TextForm<N>;
  name: N;
  label: string;
}

/** A required text field bound to a validated form by name (value, change, errors). */
function BoundField<N extends string>({
  form,
  name,
  ...rest
}: FieldProps<N> & Omit<Parameters<typeof TextField>[0], 'form' | 'name' | 'value' | 'onChange' | 'errors'>) {
  return (
    <TextField
      {...rest}
      name={name}
      isRequired
      value={String(form.values[name] ?? '')}
      onChange={(value) => form.setValue(name, value)}
      errors={form.errors}
    />
  );
}

/** The e-mail field of the login-area forms. */
export function EmailField<N extends string>({ form }: { form: TextForm<N | 'email'> }) {
  return (
    <BoundField
      form={form}
      name="email"
      label={messages.auth.emailLabel}
      type="email"
      autoComplete="email"
      inputMode="email"
    />
  );
}

/** A password field: the current one (login) or a new one (signup, reset) with the length hint. */
export function PasswordField<N extends string>({
  form,
  label = messages.auth.passwordLabel,
  isNew = false,
}: {
  form: TextForm<N | 'password'>;
  label?: string;
  isNew?: boolean;
}) {
  return (
    <BoundField
      form={form}
      name="password"
      label={label}
      type="password"
      autoComplete={isNew ? 'new-password' : 'current-password'}
      {...(isNew ? { description: messages.auth.passwordHint } : {})}
    />
  );
}

/** Any other required text field of these forms (first and last name). */
export const NameField = BoundField;
