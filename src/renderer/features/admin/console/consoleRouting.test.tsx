import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminRole } from '../../../../shared/api/constants';
import { consolePaths } from '../../../../shared/domain/paths';
import { companyConsoleMessages as m } from '../../../../shared/messages/companyConsole';
import { LocationProbe, TestProviders } from '../../../state/testing';
import { setupApp, user } from '../../../testing/appHarness';
import { AdminLayout } from '../AdminLayout';
import { canManageCompanies, isCompanyAdmin, RoleGate } from '../roles';
import { connectAdminToken } from '../queries';
import { ConsoleFrame } from './ConsoleFrame';
import { consoleCompanyOf, useConsoleCompany, useConsolePaths } from './useConsoleCompany';

const TOKEN_KEY = 'quiz.admin.token';

/** A console page's view of where it is: the company and the console's addresses. */
function Probe() {
  const company = useConsoleCompany();
  const paths = useConsolePaths();
  return (
    <p data-testid="probe">
      {company} {paths.courses} {paths.course(9)}
    </p>
  );
}

/** The realm's console routes as AdminRealm wires them, with the probe for each page. */
function setup(role: AdminRole, path: string, companyId?: number) {
  const app = setupApp(
    {
      'GET /admin/me': {
        data: {
          account: { id: 4, email: 'a@demo.test', name: 'Alex Admin', role, company_id: companyId },
          idle_expires_at: '2026-01-01T00:30:00.000Z',
          expires_at: '2026-01-01T08:00:00.000Z',
        },
      },
      'GET /admin/companies/7': {
        data: {
          id: 7,
          name: 'Muster Versicherung AG',
          short_name: 'MUSTER',
          logo: null,
          members: 1,
          courses: 0,
          created_at: '2026-01-01T10:00:00.000Z',
          updated_at: '2026-01-01T10:00:00.000Z',
          course_list: [],
          admins: [],
        },
      },
    },
    user(),
  );
  app.services.api.setRouteTable({
    url: 'https://quiz.example',
    port: null,
    defaults: {},
    routes: {
      'admin.me': { uri: 'api/admin/me', methods: ['GET'] },
      'admin.companies.show': { uri: 'api/admin/companies/{company}', methods: ['GET'] },
    },
  });
  connectAdminToken(app.services);
  render(
    <TestProviders services={app.services}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin" element={<AdminLayout />}>
            <Route index element={<LocationProbe />} />
            <Route element={<RoleGate allowed={isCompanyAdmin} />}>
              <Route path="firma">
                <Route index element={<LocationProbe />} />
                <Route path="kurse" element={<Probe />} />
              </Route>
            </Route>
            <Route element={<RoleGate allowed={canManageCompanies} />}>
              <Route path="companies/:company/konsole" element={<ConsoleFrame />}>
                <Route path="kurse" element={<Probe />} />
              </Route>
            </Route>
          </Route>
        </Routes>
      </MemoryRouter>
    </TestProviders>,
  );
  return app;
}

beforeEach(() => sessionStorage.setItem(TOKEN_KEY, 'admin-token'));
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe('the console for a company admin and for an operator', () => {
  it("takes a company admin's own company, whatever the address names", () => {
    expect(consoleCompanyOf({ company_id: 3 }, '7')).toBe(3);
    expect(consoleCompanyOf({ company_id: 3 }, undefined)).toBe(3);
    expect(consoleCompanyOf({}, '7')).toBe(7);
    for (const bad of [undefined, '', '0', '-1', '07', '1.5', 'x', '99999999999999999']) {
      expect(consoleCompanyOf({}, bad)).toBeNull();
    }
  });

  it("builds a company admin's addresses under /admin/firma and an operator's under the company", () => {
    expect(consolePaths(null)).toMatchObject({
      home: '/admin/firma',
      courses: '/admin/firma/kurse',
      codes: '/admin/firma/codes',
    });
    expect(consolePaths(null).course(5)).toBe('/admin/firma/kurse/5');
    const operator = consolePaths(7);
    expect([operator.home, operator.courses, operator.codes, operator.course(5)]).toEqual([
      '/admin/companies/7/konsole',
      '/admin/companies/7/konsole/kurse',
      '/admin/companies/7/konsole/codes',
      '/admin/companies/7/konsole/kurse/5',
    ]);
  });

  it("opens an operator's view of a company's console, saying which company, with the console's links", async () => {
    setup('operator', '/admin/companies/7/konsole/kurse');
    expect((await screen.findByTestId('probe')).textContent).toBe(
      '7 /admin/companies/7/konsole/kurse /admin/companies/7/konsole/kurse/9',
    );
    expect(screen.getByTestId('console-company').textContent).toBe(m.consoleOf('Muster Versicherung AG'));
    const nav = screen.getByRole('navigation', { name: m.consoleNav });
    expect(nav.querySelector('a[aria-current="page"]')?.getAttribute('href')).toBe(
      '/admin/companies/7/konsole/kurse',
    );
  });

  it("leads a company admin from another company's console to their own", async () => {
    setup('company_admin', '/admin/companies/7/konsole/kurse', 3);
    expect((await screen.findByTestId('location')).textContent).toBe('/admin/firma');
    expect(screen.queryByTestId('console-frame')).toBeNull();
  });

  it("keeps a company admin's console on their own company", async () => {
    setup('company_admin', '/admin/firma/kurse', 3);
    expect((await screen.findByTestId('probe')).textContent).toBe(
      '3 /admin/firma/kurse /admin/firma/kurse/9',
    );
  });

  it('gives support no company console and an operator no /admin/firma', async () => {
    setup('support', '/admin/companies/7/konsole/kurse');
    expect((await screen.findByTestId('location')).textContent).toBe('/admin');
    cleanup();
    setup('operator', '/admin/firma/kurse');
    expect((await screen.findByTestId('location')).textContent).toBe('/admin');
  });
});
