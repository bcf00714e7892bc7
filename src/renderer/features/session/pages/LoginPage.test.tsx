import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { serverErrorsMessages } from '../../../../shared/messages/serverErrors';
import { validationMessages } from '../../../../shared/messages/validation';
import { countryAtom, sessionAtom } from '../../../state';
import { LoginPage } from './LoginPage';
import { fakeServices, httpError, renderAt, testUser } from './testing';

/** A visitor who chose Germany. */
function visitor() {
  const { services, call } = fakeServices();
  services.store.set(countryAtom, 'de');
  services.store.set(sessionAtom, { status: 'visitor' });
  return { services, call };
}

afterEach(cleanup);

describe('LoginPage', () => {
  it('shows the required messages on an empty submit and re-validates on change', async () => {
    const user = userEvent.setup();
    const { services, call } = visitor();
    renderAt(<LoginPage />, '/login', services);

    const email = screen.getByLabelText(/E-Mail-Adresse/);
    expect(email.getAttribute('autocomplete')).toBe('email');
    expect(screen.queryByText(validationMessages.emailRequired)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(screen.getByText(validationMessages.emailRequired)).toBeVisible();
    expect(screen.getByText(validationMessages.loginPasswordRequired)).toBeVisible();
    expect(document.activeElement).toBe(email);
    expect(call).not.toHaveBeenCalled();

    await user.type(email, 'anna');
    expect(screen.queryByText(validationMessages.emailRequired)).toBeNull();
    expect(screen.getByText(validationMessages.emailInvalid)).toBeVisible();
    await user.type(email, '@example.de');
    expect(screen.queryByText(validationMessages.emailInvalid)).toBeNull();
    expect(screen.getByText(validationMessages.loginPasswordRequired)).toBeVisible();
  });

  it('marks both fields and says the translated server code once', async () => {
    const user = userEvent.setup();
    const { services, call } = visitor();
    call.mockRejectedValue(
      httpError(401, { message: 'Die Zugangsdaten sind falsch.', code: 'invalid_credentials' }),
    );
    renderAt(<LoginPage />, '/login', services);

    await user.type(screen.getByLabelText(/E-Mail-Adresse/), 'anna@example.de');
    await user.type(screen.getByLabelText(/Passwort/), 'geheim123');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));

    await waitFor(() => expect(screen.getAllByText(serverErrorsMessages.invalidCredentials)).toHaveLength(1));
    expect(screen.getByLabelText(/E-Mail-Adresse/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/Passwort/).getAttribute('aria-invalid')).toBe('true');
    expect(call.mock.calls[0]?.[1]).toMatchObject({
      body: { email: 'anna@example.de', password: 'geheim123', country: 'de' },
    });
  });

  it('says a request without a reply failed above the form, until the next edit', async () => {
    const user = userEvent.setup();
    const { services, call } = visitor();
    call.mockRejectedValue(new Error('Die Antwort des Servers ist ungültig.'));
    renderAt(<LoginPage />, '/login', services);

    await user.type(screen.getByLabelText(/E-Mail-Adresse/), 'anna@example.de');
    await user.type(screen.getByLabelText(/Passwort/), 'geheim123');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));

    expect((await screen.findByRole('alert')).textContent).toContain(serverErrorsMessages.generic);
    expect(screen.getByLabelText(/Passwort/).getAttribute('aria-invalid')).toBeNull();
    await user.type(screen.getByLabelText(/Passwort/), '4');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('goes to the redirect target after a successful login', async () => {
    const user = userEvent.setup();
    const { services, call } = visitor();
    call.mockResolvedValue({ user: { ...testUser, email_verified_at: '2024-01-01' }, token: 't' });
    renderAt(<LoginPage />, '/login?redirect=%2Fapp%2Fnews-feed', services, '/login');

    await user.type(screen.getByLabelText(/E-Mail-Adresse/), 'anna@example.de');
    await user.type(screen.getByLabelText(/Passwort/), 'geheim123');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/app/news-feed'));
    expect(services.platform.token.set).toHaveBeenCalledWith('t');
  });
});
