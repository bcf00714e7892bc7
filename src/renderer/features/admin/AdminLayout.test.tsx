import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_SESSION, type AdminRole } from '../../../shared/api/constants';
import { adminRealmMessages as m } from '../../../shared/messages/adminRealm';
import { companyConsoleMessages as cm } from '../../../shared/messages/companyConsole';
import { LocationProbe, TestProviders } from '../../state/testing';
import { setupApp, user, type Handler } from '../../testing/appHarness';
import { AdminLayout } from './AdminLayout';
import { connectAdminToken } from './queries';
import { adminSessionAtom, isIdle } from './session';

const TOKEN_KEY = 'quiz.admin.token';
const me = (role: AdminRole) => ({
  data: {
    account: { id: 4, email: 'a@demo.test', name: 'Alex Admin', role },
    idle_expires_at: '2026-01-01T00:30:00.000Z',
    expires_at: '2026-01-01T08:00:00.000Z',
  },
});

function setup(routes: Record<string, Handler>) {
  const app = setupApp(routes, user());
  app.services.api.setRouteTable({
    url: 'https://quiz.example',
    port: null,
    defaults: {},
    routes: {
      'admin.me': { uri: 'api/admin/me', methods: ['GET'] },
      'admin.session.destroy': { uri: 'api/admin/session', methods: ['DELETE'] },
    },
  });
  connectAdminToken(app.services);
  const renderLayout = (): ReturnType<typeof render> =>
    render(
      <TestProviders services={app.services}>
        <MemoryRouter initialEntries={['/admin']}>
          <Routes>
            <Route path="/admin" element={<AdminLayout />}>
              <Route index element={<p>Startseite</p>} />
            </Route>
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </MemoryRouter>
      </TestProviders>,
    );
  return { ...app, renderLayout };
}

beforeEach(() => sessionStorage.setItem(TOKEN_KEY, 'admin-token'));
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe('AdminLayout', () => {
  it('shows the account with its role and links the audit log to the roles the server admits', async () => {
    const operator = setup({ 'GET /admin/me': me('operator') });
    operator.renderLayout();
    expect(await screen.findByText(`Alex Admin · ${m.roleNames.operator}`)).toBeDefined();
    expect(screen.getByRole('link', { name: m.navAudit })).toBeDefined();
    expect(screen.getByRole('link', { name: m.navPromo }).getAttribute('href')).toBe('/admin/promo-codes');
    expect(screen.getByRole('link', { name: m.navNews }).getAttribute('href')).toBe('/admin/news');
    expect(operator.sent('GET', '/admin/me')).toHaveLength(1);
    cleanup();

    const editor = setup({ 'GET /admin/me': me('editor') });
    editor.renderLayout();
    expect(await screen.findByText(`Alex Admin · ${m.roleNames.editor}`)).toBeDefined();
    expect(screen.getByRole('link', { name: m.navQuestions })).toBeDefined();
    expect(screen.queryByRole('link', { name: m.navAudit })).toBeNull();
    expect(screen.queryByRole('link', { name: m.navPromo })).toBeNull();
    expect(screen.queryByRole('link', { name: m.navNews })).toBeNull();
  });

  it('returns to the sign-in when the server ended the session, and forgets the token', async () => {
    const app = setup({
      'GET /admin/me': { status: 401, data: { message: 'x', code: 'admin.session-expired' } },
    });
    app.renderLayout();
    expect((await screen.findByTestId('location')).textContent).toBe('/admin/login');
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(app.services.store.get(adminSessionAtom).ended).toBe('ended');
  });

  it('signs out: the server is told, the token goes, the sign-in says so', async () => {
    const app = setup({
      'GET /admin/me': me('support'),
      'DELETE /admin/session': { data: { message: 'ok' } },
    });
    app.renderLayout();
    await userEvent.click(await screen.findByRole('button', { name: m.signOut }));
    expect((await screen.findByTestId('location')).textContent).toBe('/admin/login');
    expect(app.sent('DELETE', '/admin/session')).toHaveLength(1);
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(app.services.store.get(adminSessionAtom).ended).toBe('signed-out');
  });

  it("gives a company admin one link, their company's page, and leads every other address there", async () => {
    const app = setup({
      'GET /admin/me': {
        data: {
          ...me('company_admin').data,
          account: { ...me('company_admin').data.account, company_id: 4 },
        },
      },
    });
    render(
      <TestProviders services={app.services}>
        <MemoryRouter initialEntries={['/admin/orders']}>
          <Routes>
            <Route path="/admin" element={<AdminLayout />}>
              <Route path="orders" element={<p>Bestellungen</p>} />
              <Route path="firma" element={<p>Eigene Firma</p>} />
            </Route>
          </Routes>
        </MemoryRouter>
      </TestProviders>,
    );
    expect(await screen.findByText('Eigene Firma')).toBeDefined();
    expect(screen.queryByText('Bestellungen')).toBeNull();
    const nav = screen.getByRole('navigation', { name: m.navLabel });
    // Their company's page, its courses, its own questions and its access codes (the company console).
    expect(nav.querySelectorAll('a')).toHaveLength(4);
    expect(screen.getByRole('link', { name: cm.navOwnQuestions }).getAttribute('href')).toBe(
      '/admin/firma/fragen',
    );
    expect(screen.getByRole('link', { name: m.navOwnCompany }).getAttribute('href')).toBe('/admin/firma');
  });

  it('links the companies for operators only', async () => {
    setup({ 'GET /admin/me': me('operator') }).renderLayout();
    expect((await screen.findByRole('link', { name: m.navCompanies })).getAttribute('href')).toBe(
      '/admin/companies',
    );
    cleanup();
    setup({ 'GET /admin/me': me('support') }).renderLayout();
    expect(await screen.findByText(`Alex Admin · ${m.roleNames.support}`)).toBeDefined();
    expect(screen.queryByRole('link', { name: m.navCompanies })).toBeNull();
  });

  it('counts a session idle after 30 minutes without a request', () => {
    const state = { account: null, ended: null, lastActivity: 1_000 };
    expect(isIdle(state, 1_000 + ADMIN_SESSION.idleMs - 1)).toBe(false);
    expect(isIdle(state, 1_000 + ADMIN_SESSION.idleMs)).toBe(true);
    expect(isIdle({ ...state, lastActivity: 0 }, Date.now())).toBe(false);
  });
});
