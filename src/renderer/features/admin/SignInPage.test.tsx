import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminMessages } from '../../../shared/messages/admin';
import { adminRealmMessages as m } from '../../../shared/messages/adminRealm';
import { LocationProbe, TestProviders } from '../../state/testing';
import { setupApp, user, type Handler } from '../../testing/appHarness';
import { connectAdminToken } from './queries';
import { SignInPage } from './SignInPage';

const codeStep = {
  data: { step: 'code', challenge: 'c'.repeat(43), challenge_expires_at: '2026-01-01T00:05:00.000Z' },
};

function setup(routes: Record<string, Handler>) {
  const app = setupApp(routes, user());
  app.services.api.setRouteTable({
    url: 'https://quiz.example',
    port: null,
    defaults: {},
    routes: {
      'admin.session.store': { uri: 'api/admin/session', methods: ['POST'] },
      'admin.session.verify': { uri: 'api/admin/session/verify', methods: ['POST'] },
    },
  });
  connectAdminToken(app.services);
  render(
    <TestProviders services={app.services}>
      <MemoryRouter initialEntries={['/admin/login']}>
        <Routes>
          <Route path="/admin/login" element={<SignInPage />} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </TestProviders>,
  );
  return app;
}

async function toCodeStep(ui: ReturnType<typeof userEvent.setup>) {
  await ui.type(screen.getByRole('textbox', { name: m.emailLabel }), 'redaktion@demo.test');
  await ui.type(screen.getByLabelText(m.passwordLabel, { exact: false }), 'demo12345');
  await ui.click(screen.getByRole('button', { name: m.signInSubmit }));
  expect(await screen.findByRole('heading', { level: 1, name: m.codeTitle })).toBeDefined();
}

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.useRealTimers();
});

describe('SignInPage', () => {
  it('says a wrong code in the catalog’s words and keeps the step', async () => {
    const app = setup({
      'POST /admin/session': codeStep,
      'POST /admin/session/verify': {
        status: 401,
        data: { message: 'x', code: 'admin.code-invalid', errors: { code: ['admin.code-invalid'] } },
      },
    });
    const ui = userEvent.setup();
    await toCodeStep(ui);
    await ui.type(screen.getByRole('textbox', { name: m.codeLabel }), '123 456');
    await ui.click(screen.getByRole('button', { name: m.codeSubmit }));
    expect((await screen.findByRole('alert')).textContent).toBe(adminMessages.codeInvalid);
    expect(app.sent('POST', '/admin/session/verify').map((r) => r.body)).toEqual([
      { challenge: 'c'.repeat(43), code: '123456' },
    ]);
    expect(sessionStorage.length).toBe(0);
  });

  it('says until when a locked step stays locked, from Retry-After', async () => {
    setup({
      'POST /admin/session': codeStep,
      'POST /admin/session/verify': {
        status: 429,
        data: { message: 'x', code: 'admin.throttled' },
        headers: { 'retry-after': '900' },
      },
    });
    const ui = userEvent.setup();
    await toCodeStep(ui);
    await ui.type(screen.getByRole('textbox', { name: m.codeLabel }), '123456');
    const before = Date.now();
    await ui.click(screen.getByRole('button', { name: m.codeSubmit }));
    const alert = (await screen.findByRole('alert')).textContent;
    // The minute may turn while the reply travels: either side of it is right.
    const at = (ms: number) =>
      m.lockedUntil(
        new Date(ms + 900_000).toLocaleTimeString('de-DE', { hour: '2-digit', minute: '2-digit' }),
      );
    expect([at(before), at(Date.now())]).toContain(alert);
  });

  it('starts the session in this tab with the first good code', async () => {
    setup({
      'POST /admin/session': codeStep,
      'POST /admin/session/verify': {
        data: {
          token: 'admin-token',
          account: { id: 2, email: 'redaktion@demo.test', name: 'Rita Redaktion', role: 'editor' },
          idle_expires_at: '2026-01-01T00:30:00.000Z',
          expires_at: '2026-01-01T08:00:00.000Z',
          recovery_codes_left: 10,
        },
      },
    });
    const ui = userEvent.setup();
    await toCodeStep(ui);
    await ui.type(screen.getByRole('textbox', { name: m.codeLabel }), '123456');
    await ui.click(screen.getByRole('button', { name: m.codeSubmit }));
    expect((await screen.findByTestId('location')).textContent).toBe('/admin');
    expect(sessionStorage.getItem('quiz.admin.token')).toBe('admin-token');
    expect(localStorage.getItem('quiz.admin.token')).toBeNull();
  });
});
