import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { serverErrorsMessages } from '../../../../shared/messages/serverErrors';
import { validationMessages } from '../../../../shared/messages/validation';
import { countryAtom } from '../../../state';
import { SignupPage } from './SignupPage';
import { fakeServices, httpError, renderAt } from './testing';

/** A visitor who chose Austria. */
function visitor() {
  const { services, call } = fakeServices();
  services.store.set(countryAtom, 'at');
  return { services, call };
}

afterEach(cleanup);

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Vorname/), 'Anna');
  await user.type(screen.getByLabelText(/Nachname/), 'Muster');
  await user.type(screen.getByLabelText(/E-Mail-Adresse/), 'anna@example.at');
  await user.type(screen.getByLabelText(/^Passwort/), 'geheim123');
}

describe('SignupPage', () => {
  it('asks for the terms once, in the alert, and marks the checkbox', async () => {
    const user = userEvent.setup();
    const { services, call } = visitor();
    renderAt(<SignupPage />, '/signup', services);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Konto erstellen' }));

    expect(screen.getByRole('alert').textContent).toContain(validationMessages.tosUncheckedAtSubmit);
    expect(screen.queryByText(validationMessages.tosRequired)).toBeNull();
    expect(screen.getByRole('checkbox').getAttribute('aria-invalid')).toBe('true');
    expect(call).not.toHaveBeenCalled();

    await user.click(screen.getByRole('checkbox'));
    expect(screen.queryByText(validationMessages.tosUncheckedAtSubmit)).toBeNull();
    expect(screen.queryByText(validationMessages.tosRequired)).toBeNull();
  });

  it('shows every required message on an empty submit and focuses the first name', async () => {
    const user = userEvent.setup();
    const { services } = visitor();
    renderAt(<SignupPage />, '/signup', services);
    await user.click(screen.getByRole('button', { name: 'Konto erstellen' }));

    const v = validationMessages;
    for (const message of [
      v.firstNameRequired,
      v.lastNameRequired,
      v.emailRequired,
      v.signupPasswordRequired,
    ]) {
      expect(screen.getByText(message)).toBeVisible();
    }
    expect(screen.getByText(v.tosUncheckedAtSubmit)).toBeVisible();
    expect(screen.queryByText(v.tosRequired)).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText(/Vorname/));
    await user.type(screen.getByLabelText(/^Passwort/), 'kurz');
    expect(screen.getByText(v.passwordTooShort)).toBeVisible();
  });

  it('shows the server errors map on the matching field', async () => {
    const user = userEvent.setup();
    const { services, call } = visitor();
    call.mockRejectedValue(
      httpError(422, { message: 'Ungültige Eingaben', errors: { email: ['validation.unique'] } }),
    );
    renderAt(<SignupPage />, '/signup', services);
    await fillValid(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Konto erstellen' }));

    expect(await screen.findByText(serverErrorsMessages.emailTaken)).toBeVisible();
    expect(screen.getByLabelText(/E-Mail-Adresse/).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText(/E-Mail-Adresse/));
    expect(call.mock.calls[0]?.[1]).toMatchObject({
      body: { first_name: 'Anna', last_name: 'Muster', email: 'anna@example.at', country: 'at', tos: true },
    });
  });
});
