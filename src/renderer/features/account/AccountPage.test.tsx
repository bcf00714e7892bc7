import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountMessages as m } from '../../../shared/messages/account';
import { serverErrorsMessages } from '../../../shared/messages/serverErrors';
import { validationMessages as v } from '../../../shared/messages/validation';
import { mockMobileViewport } from '../../ui/testing';
import { setupApp, user, type Handler } from '../../testing/appHarness';
import { AccountPage } from './AccountPage';

const PATH = '/app/my-account';

function setup(routes: Record<string, Handler> = {}) {
  const app = setupApp(routes, user());
  app.renderAt(<AccountPage />, PATH);
  return app;
}

/** A field's label: its text and the required mark. */
const labelled = (label: string) => new RegExp(`^${label}\\*?$`);
const section = (title: string) => screen.getByRole('heading', { name: title }).closest('section')!;

beforeEach(() => mockMobileViewport(false));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('AccountPage', () => {
  it('asks for a matching repetition of the new password without sending', async () => {
    const app = setup();
    const ui = userEvent.setup();
    const form = within(section(m.passwordTitle));
    await ui.type(form.getByLabelText(labelled(m.newPasswordLabel)), 'ein-neues-passwort');
    await ui.type(form.getByLabelText(labelled(m.repeatPasswordLabel)), 'ein-anderes-passwort');
    await ui.click(form.getByRole('button', { name: m.changePassword }));
    expect(await form.findByText(v.passwordsDoNotMatch)).toBeVisible();
    expect(form.getByText(v.currentPasswordRequired)).toBeVisible();
    expect(app.sent('PUT', '/users/me')).toHaveLength(0);
  });

  it('sends the current and the new password and shows the wrong current password on its field', async () => {
    const app = setup({
      'PUT /users/me': {
        status: 422,
        data: {
          message: 'x',
          code: 'password.wrong',
          errors: { password: [serverErrorsMessages.passwordWrong] },
        },
      },
    });
    const ui = userEvent.setup();
    const form = within(section(m.passwordTitle));
    await ui.type(form.getByLabelText(labelled(m.currentPasswordLabel)), 'falsch-falsch');
    await ui.type(form.getByLabelText(labelled(m.newPasswordLabel)), 'ein-neues-passwort');
    await ui.type(form.getByLabelText(labelled(m.repeatPasswordLabel)), 'ein-neues-passwort');
    await ui.click(form.getByRole('button', { name: m.changePassword }));
    expect(await form.findByText(serverErrorsMessages.passwordWrong)).toBeVisible();
    expect(app.sent('PUT', '/users/me')[0]?.body).toEqual({
      password: 'falsch-falsch',
      new_password: 'ein-neues-passwort',
    });
  });

  it('shows a pending e-mail address until it is confirmed', async () => {
    const app = setupApp({}, user({ pending_email: 'neu@example.test' }));
    app.renderAt(<AccountPage />, PATH);
    await waitFor(() => expect(screen.getByText(m.emailPending('neu@example.test'))).toBeVisible());
  });
});
