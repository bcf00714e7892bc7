import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { authMessages } from '../../../../shared/messages/auth';
import { serverErrorsMessages } from '../../../../shared/messages/serverErrors';
import { validationMessages } from '../../../../shared/messages/validation';
import { countryAtom, noticeAtom } from '../../../state';
import { ResetPasswordPage } from './ResetPasswordPage';
import { fakeServices, httpError, renderAt, testUser } from './testing';

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
    await user.click(screen.getByRole('button', { name: authMessages.resetSubmit }));
    expect(screen.getByText(validationMessages.newPasswordRequired)).toBeVisible();
    await user.type(screen.getByLabelText(/Neues Passwort/), 'kurz');
    expect(screen.getByText(validationMessages.passwordTooShort)).toBeVisible();
    expect(call).not.toHaveBeenCalled();
  });

  it('shows a refused token on the alert and on the password field', async () => {
    const user = userEvent.setup();
    const { services, call } = visitor();
    call.mockRejectedValue(httpError(422, { message: 'Ungültig', errors: { email: ['passwords.token'] } }));
    renderReset('/reset-password?email=a%40b.ch&token=abc', services);
    await user.type(screen.getByLabelText(/Neues Passwort/), 'neues-passwort');
    await user.click(screen.getByRole('button', { name: authMessages.resetSubmit }));

    expect((await screen.findByRole('alert')).textContent).toContain(serverErrorsMessages.resetTokenInvalid);
    expect(screen.getAllByText(serverErrorsMessages.resetTokenInvalid)).toHaveLength(2);
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
    await user.click(screen.getByRole('button', { name: authMessages.resetSubmit }));

    expect((await screen.findByRole('alert')).textContent).toContain(validationMessages.passwordTooShort);
    expect(screen.getAllByText(validationMessages.passwordTooShort)).toHaveLength(2);
  });
});

describe('ResetPasswordPage, success', () => {
  it('goes to the app, leaving the home the notice that the password was changed', async () => {
    const user = userEvent.setup();
    const { services, call } = visitor();
    call.mockResolvedValue({
      user: { ...testUser, country: 'ch', email_verified_at: '2024-01-01' },
      token: 't',
    });
    renderReset('/reset-password?email=a%40b.ch&token=abc', services);
    await user.type(screen.getByLabelText(/Neues Passwort/), 'neues-passwort');
    await user.click(screen.getByRole('button', { name: authMessages.resetSubmit }));
    expect((await screen.findByTestId('location')).textContent).toBe('/app');
    expect(services.store.get(noticeAtom)).toBe('passwordChanged');
  });
});
