import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { authMessages } from '../../../../shared/messages/auth';
import { serverErrorsMessages } from '../../../../shared/messages/serverErrors';
import { sessionMessages } from '../../../../shared/messages/session';
import { validationMessages } from '../../../../shared/messages/validation';
import { countryAtom } from '../../../state';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { fakeServices, httpError, renderAt } from './testing';

afterEach(cleanup);

async function requestLink(failure: unknown) {
  const user = userEvent.setup();
  const { services, call } = fakeServices();
  services.store.set(countryAtom, 'de');
  if (failure) call.mockRejectedValue(failure);
  else call.mockResolvedValue({ message: 'ok' });
  renderAt(<ForgotPasswordPage />, '/login/forgot-password', services);
  await user.type(screen.getByLabelText(/E-Mail-Adresse/), 'niemand@example.de');
  await user.click(screen.getByRole('button', { name: authMessages.forgotSubmit }));
  return { call };
}

const email = () => screen.getByLabelText(/E-Mail-Adresse/);
/** The field's message as a screen reader reads it. */
const emailDescription = () =>
  document.getElementById(email().getAttribute('aria-describedby') ?? '')?.textContent ?? '';

describe('ForgotPasswordPage', () => {
  it('validates the address on submit and again on change', async () => {
    const user = userEvent.setup();
    const { services, call } = fakeServices();
    renderAt(<ForgotPasswordPage />, '/login/forgot-password', services);
    await user.click(screen.getByRole('button', { name: authMessages.forgotSubmit }));
    expect(emailDescription()).toBe(validationMessages.emailRequired);
    expect(document.activeElement).toBe(email());
    await user.type(email(), 'falsch@');
    expect(emailDescription()).toBe(validationMessages.emailInvalid);
    expect(call).not.toHaveBeenCalled();
  });

  it('shows a known server code on the e-mail field', async () => {
    await requestLink(httpError(404, { message: "We can't find a user.", code: 'passwords.user' }));
    expect(await screen.findByText(serverErrorsMessages.userNotFound)).toBeVisible();
    expect(emailDescription()).toBe(serverErrorsMessages.userNotFound);
    expect(email().getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the errors map of the reply on the e-mail field', async () => {
    await requestLink(httpError(422, { message: 'Ungültig', errors: { email: ['validation.exists'] } }));
    expect(await screen.findByText(serverErrorsMessages.emailUnknown)).toBeVisible();
    expect(emailDescription()).toBe(serverErrorsMessages.emailUnknown);
  });

  it("shows the server's own message for a code it does not know", async () => {
    await requestLink(httpError(503, { message: 'Der Mailversand ist gerade gestört.' }));
    expect(await screen.findByText('Der Mailversand ist gerade gestört.')).toBeVisible();
    expect(emailDescription()).toBe('Der Mailversand ist gerade gestört.');
  });

  it('shows the generic error on the field when there is no reply', async () => {
    await requestLink(new Error('aborted'));
    expect(await screen.findByText(serverErrorsMessages.generic)).toBeVisible();
    expect(emailDescription()).toBe(serverErrorsMessages.generic);
  });

  it('confirms a sent link with the country of the visitor', async () => {
    const { call } = await requestLink(null);
    expect(await screen.findByText(sessionMessages.forgotPasswordSent)).toBeVisible();
    expect(call.mock.calls[0]?.[1]).toEqual({ body: { email: 'niemand@example.de', country: 'de' } });
  });
});
