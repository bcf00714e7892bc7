import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { loginFormSchema, signupFormSchema } from '../../../shared/domain/validation';
import { serverErrorsMessages } from '../../../shared/messages/serverErrors';
import { validationMessages } from '../../../shared/messages/validation';
import { HttpError } from '../../api/http';
import { FormCheckbox } from './FormCheckbox';
import { FormTextField } from './FormTextField';
import { FORM_ALERT, useFieldArray, useZodForm, type ShownErrors, type ZodForm } from './index';

const v = validationMessages;
const noHeaders = { get: () => null };
const httpError = (status: number, data: unknown) => new HttpError(status, data, noHeaders);

afterEach(cleanup);

/** A field's message as a screen reader reads it: the text its aria-describedby points at. */
function description(label: RegExp | string): string {
  const ids = screen.getByLabelText(label).getAttribute('aria-describedby') ?? '';
  return ids
    .split(' ')
    .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
    .join(' ')
    .trim();
}

/** Renders a form and hands the test its `useZodForm` result, current after every render. */
function harness<F>(Form: (props: { expose: (form: F) => void }) => React.ReactNode) {
  const current: { form: F | null } = { form: null };
  render(<Form expose={(form) => (current.form = form)} />);
  return () => current.form!;
}

type LoginForm = ZodForm<{ email: string; password: string }, z.output<typeof loginFormSchema>>;

function LoginHarness({
  expose,
  onValid = () => {},
}: {
  expose: (form: LoginForm) => void;
  onValid?: (data: z.output<typeof loginFormSchema>) => void | Promise<void>;
}) {
  const form = useZodForm(loginFormSchema, { defaultValues: { email: '', password: '' } });
  expose(form);
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate>
      {form.alert && <p role="alert">{form.alert}</p>}
      <FormTextField control={form.control} name="email" label="E-Mail-Adresse" />
      <FormTextField control={form.control} name="password" label="Passwort" type="password" />
      <button type="submit">Anmelden</button>
    </form>
  );
}

describe('useZodForm: validation on submit, then on change', () => {
  it('says nothing before the first submit, then re-validates every change', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    render(<LoginHarness expose={() => {}} onValid={(data) => void sent.push(data)} />);

    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'anna');
    expect(description('E-Mail-Adresse')).toBe('');
    expect(screen.getByLabelText('E-Mail-Adresse').getAttribute('aria-invalid')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(description('E-Mail-Adresse')).toBe(v.emailInvalid));
    expect(description('Passwort')).toBe(v.loginPasswordRequired);
    expect(sent).toEqual([]);

    // After the submit each keystroke re-validates its field.
    await user.clear(screen.getByLabelText('E-Mail-Adresse'));
    await waitFor(() => expect(description('E-Mail-Adresse')).toBe(v.emailRequired));
    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'anna@example.de');
    await waitFor(() => expect(description('E-Mail-Adresse')).toBe(''));
    expect(description('Passwort')).toBe(v.loginPasswordRequired);
    await user.type(screen.getByLabelText('Passwort'), 'x');
    await waitFor(() => expect(description('Passwort')).toBe(''));

    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(sent).toEqual([{ email: 'anna@example.de', password: 'x' }]));
  });

  it('focuses the first invalid field in the order of the form', async () => {
    const user = userEvent.setup();
    render(<LoginHarness expose={() => {}} />);
    await user.type(screen.getByLabelText('Passwort'), 'geheim');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('E-Mail-Adresse')));

    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'anna@example.de');
    await user.clear(screen.getByLabelText('Passwort'));
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Passwort')));
  });

  it('binds a checkbox (the signup terms) with its message and focus', async () => {
    const user = userEvent.setup();
    function Terms() {
      const form = useZodForm(z.pick(signupFormSchema, { tos: true }), { defaultValues: { tos: false } });
      return (
        <form onSubmit={form.handleSubmit(() => {})} noValidate>
          <FormCheckbox control={form.control} name="tos">
            Bedingungen
          </FormCheckbox>
          <button type="submit">Senden</button>
        </form>
      );
    }
    render(<Terms />);
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    await waitFor(() => expect(description('Bedingungen')).toBe(v.tosRequired));
    expect(document.activeElement).toBe(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('checkbox'));
    await waitFor(() => expect(description('Bedingungen')).toBe(''));
  });
});

describe('useZodForm: server errors', () => {
  async function submittedLogin() {
    const user = userEvent.setup();
    const form = harness<LoginForm>(LoginHarness);
    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'anna@example.de');
    await user.type(screen.getByLabelText('Passwort'), 'geheim123');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    return { user, form };
  }

  it('shows an errors map per field, focusing the first field of the form', async () => {
    const { form } = await submittedLogin();
    let shown: ShownErrors = {};
    act(() => {
      shown = form().applyServerErrors(
        httpError(422, {
          message: 'Ungültig',
          // The server lists the password first; the e-mail field comes first on the page.
          errors: { password: ['validation.required'], email: ['validation.unique', 'validation.email'] },
        }),
      );
    });
    expect(shown).toEqual({ password: v.loginPasswordRequired, email: serverErrorsMessages.emailTaken });
    expect(description('E-Mail-Adresse')).toBe(serverErrorsMessages.emailTaken);
    // A code asking for a value reads as the schema's own message for that field.
    expect(description('Passwort')).toBe(v.loginPasswordRequired);
    expect(document.activeElement).toBe(screen.getByLabelText('E-Mail-Adresse'));
  });

  it('keeps a server message until its field is edited; an edit also ends the alert', async () => {
    const { user, form } = await submittedLogin();
    act(() => {
      form().applyServerReply(
        { message: 'x', errors: { email: ['Diese Adresse ist gesperrt.'], country: ['validation.in'] } },
        {},
      );
    });
    // A sentence is shown as is; a field the form does not have goes to the alert.
    expect(description('E-Mail-Adresse')).toBe('Diese Adresse ist gesperrt.');
    expect(screen.getByRole('alert').textContent).toBe(serverErrorsMessages.generic);

    await user.type(screen.getByLabelText('Passwort'), '4');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(description('E-Mail-Adresse')).toBe('Diese Adresse ist gesperrt.');
    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'x');
    await waitFor(() => expect(description('E-Mail-Adresse')).toBe(''));
  });

  it('puts a reply without errors map where the form says (login: both fields)', async () => {
    const { form } = await submittedLogin();
    act(() => {
      form().applyServerErrors(httpError(401, { message: 'Falsch', code: 'invalid_credentials' }), {
        unmappedOn: ['email', 'password'],
      });
    });
    expect(description('E-Mail-Adresse')).toBe(serverErrorsMessages.invalidCredentials);
    expect(description('Passwort')).toBe(serverErrorsMessages.invalidCredentials);
    expect(document.activeElement).toBe(screen.getByLabelText('E-Mail-Adresse'));
  });

  it('reads unknown codes as the generic error, or as the server message when the form asks', async () => {
    const { form } = await submittedLogin();
    act(() => void form().applyServerReply({ message: 'Zu viele Versuche.', code: 'throttle' }));
    expect(screen.getByRole('alert').textContent).toBe(serverErrorsMessages.generic);
    act(() => {
      form().applyServerReply(
        { message: 'Zu viele Versuche.' },
        { unmappedOn: [FORM_ALERT], serverMessage: true },
      );
    });
    expect(screen.getByRole('alert').textContent).toBe('Zu viele Versuche.');
  });

  it('rethrows anything that is not an errors map', async () => {
    const { form } = await submittedLogin();
    const mapless = httpError(500, { message: 'Serverfehler' });
    const contract = new Error('Antwort ungültig');
    const unparsable = httpError(502, '<html>');
    expect(() => form().applyServerErrors(mapless)).toThrow(mapless);
    expect(() => form().applyServerErrors(contract)).toThrow(contract);
    expect(() => form().applyServerErrors(unparsable, { unmappedOn: ['email'] })).toThrow(unparsable);
    expect(description('E-Mail-Adresse')).toBe('');
  });
});

describe('useZodForm: lists', () => {
  const invoiceSchema = z.object({
    recipient: z.string().check(z.trim(), z.minLength(1, { error: 'Empfänger fehlt.' })),
    purchases: z.array(
      z.object({ title: z.string().check(z.trim(), z.minLength(1, { error: 'Titel fehlt.' })) }),
    ),
  });
  type Invoice = { recipient: string; purchases: { title: string }[] };
  type InvoiceForm = ZodForm<Invoice, z.output<typeof invoiceSchema>>;

  function InvoiceHarness({ expose }: { expose: (form: InvoiceForm) => void }) {
    const form = useZodForm(invoiceSchema, {
      defaultValues: { recipient: 'Firma AG', purchases: [{ title: 'Kurs A' }] } as Invoice,
    });
    const purchases = useFieldArray({ control: form.control, name: 'purchases' });
    expose(form);
    return (
      <form onSubmit={form.handleSubmit(() => {})} noValidate>
        <FormTextField control={form.control} name="recipient" label="Empfänger" />
        {purchases.fields.map((item, index) => (
          <FormTextField
            key={item.id}
            control={form.control}
            name={`purchases.${index}.title`}
            label={`Titel ${index + 1}`}
          />
        ))}
        <button type="button" onClick={() => purchases.append({ title: '' })}>
          Hinzufügen
        </button>
        <button type="submit">Speichern</button>
      </form>
    );
  }

  it('validates added items, focuses the invalid one and maps server errors onto item paths', async () => {
    const user = userEvent.setup();
    const form = harness<InvoiceForm>(InvoiceHarness);
    await user.click(screen.getByRole('button', { name: 'Hinzufügen' }));
    await user.click(screen.getByRole('button', { name: 'Hinzufügen' }));
    await user.type(screen.getByLabelText('Titel 3'), 'Kurs C');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(description('Titel 2')).toBe('Titel fehlt.'));
    expect(description('Titel 1')).toBe('');
    expect(description('Titel 3')).toBe('');
    expect(document.activeElement).toBe(screen.getByLabelText('Titel 2'));
    await user.type(screen.getByLabelText('Titel 2'), 'Kurs B');
    await waitFor(() => expect(description('Titel 2')).toBe(''));

    act(() => {
      form().applyServerErrors(
        httpError(422, {
          message: 'Ungültig',
          errors: { 'purchases.2.title': ['Kurs ausgebucht.'], 'purchases.0.title': ['Kurs beendet.'] },
        }),
      );
    });
    expect(description('Titel 1')).toBe('Kurs beendet.');
    expect(description('Titel 3')).toBe('Kurs ausgebucht.');
    expect(document.activeElement).toBe(screen.getByLabelText('Titel 1'));
  });
});
