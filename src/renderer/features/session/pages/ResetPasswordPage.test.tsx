import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '../../../../shared/messages.de';
import { countryAtom } from '../../../state';
import { ResetPasswordPage } from './ResetPasswordPage';
import { fakeServices, httpError, renderAt } from './testing';

/** A visitor who chose Switzerland. */
function visitor() {
  const { services, call } = fakeServices();
  services.store.set(countryAtom, 'ch');
  return { services, call };
}

const renderReset = (path: string, services = visitor().services) =>
  renderAt(<ResetPasswordPage />, path, services, '/reset-password');

afterEach(cleanup);

describe('ResetPasswordPage', () => {
  it('redirects to forgot-password without token', () => {
    renderReset('/reset-password?email=a%40b.ch');
    expect(screen.getByTestId('location').textContent).toBe('/login/forgot-password');
  });

  it('shows the form with both query parameters', () => {
    renderReset('/reset-password?email=a%40b.ch&token=abc');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Neues Passwort festlegen');
    expect(screen.getByLabelText(/Neues Passwort/).getAttribute('autocomplete')).toBe('new-password');
  });

  it('asks for a new password of 8 characters', async () => {
    const user = userEvent.setup();
    const { services, call } = visitor();
    renderReset('/reset-password?email=a%40b.ch&token=abc', services);
    await user.click(screen.getByRole('button', { name: messages.auth.resetSubmit }));
    expect(screen.getByText(messages.validation.newPasswordRequired)).toBeTruthy();
    await user.type(screen.getByLabelText(/Neues Passwort/), 'kurz');
    expect(screen.getByText(messages.validation.passwordTooShort)).toBeTruthy();
    expect(call).not.toHaveBeenCalled();
  });

  it('shows a refused token on the alert and on the password field', async () => {
    const user = userEvent.setup();
    const { services, call } = visitor();
    call.mockRejectedValue(httpError(422, { message: 'Ungültig', errors: { email: ['passwords.token'] } }));
    renderReset('/reset-password?email=a%40b.ch&token=abc', services);
    await user.type(screen.getByLabelText(/Neues Passwort/), 'neues-passwort');
    await user.click(screen.getByRole('button', { name: messages.auth.resetSubmit }));

    expect((await screen.findByRole('alert')).textContent).toContain(messages.serverErrors.resetTokenInvalid);
    expect(screen.getAllByText(messages.serverErrors.resetTokenInvalid)).toHaveLength(2);
    expect(screen.getByLabelText(/Neues Passwort/).getAttribute('aria-invalid')).toBe('true');
    expect(call.mock.calls[0]?.[1]).toMatchObject({
      body: { email: 'a@b.ch', token: 'abc', country: 'ch', password: 'neues-passwort' },
    });
  });

  it('also puts a password message of the server on the alert', async () => {
    const user = userEvent.setup();
    const { services, call } = visitor();
    call.mockRejectedValue(httpError(422, { message: 'Ungültig', errors: { password: ['validation.min'] } }));
    renderReset('/reset-password?email=a%40b.ch&token=abc', services);
    await user.type(screen.getByLabelText(/Neues Passwort/), 'neues-passwort');
    await user.click(screen.getByRole('button', { name: messages.auth.resetSubmit }));

    expect((await screen.findByRole('alert')).textContent).toContain(messages.validation.passwordTooShort);
    expect(screen.getAllByText(messages.validation.passwordTooShort)).toHaveLength(2);
  });
});
