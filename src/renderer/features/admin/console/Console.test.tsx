import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { companyConsoleMessages as m } from '../../../../shared/messages/companyConsole';
import { setupApp, user, type Handler } from '../../../testing/appHarness';
import { connectAdminToken } from '../queries';
import { CodeForm } from './CodesPage';
import { CompanyPageForm } from './CompanyPageForm';
import { CourseForm } from './CourseForm';

const TOKEN_KEY = 'quiz.admin.token';

function setup(routes: Record<string, Handler>) {
  const app = setupApp(routes, user());
  app.services.api.setRouteTable({
    url: 'https://quiz.example',
    port: null,
    defaults: {},
    routes: {
      'admin.companies.categories.index': {
        uri: 'api/admin/companies/{company}/categories',
        methods: ['GET'],
      },
      'admin.companies.bank.index': { uri: 'api/admin/companies/{company}/bank', methods: ['GET'] },
    },
  });
  connectAdminToken(app.services);
  return app;
}

beforeEach(() => sessionStorage.setItem(TOKEN_KEY, 'admin-token'));
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const startsWith = (label: string) => new RegExp(`^${label.replace(/[()]/g, '\\$&')}`);
const fill = async (label: string, value: string) => {
  const field = screen.getByRole('textbox', { name: startsWith(label) });
  await userEvent.clear(field);
  if (value) await userEvent.type(field, value);
};

const categories = [
  { id: 101, key: 'de-vvg', name: 'Versicherungsvertragsrecht', questions: 40 },
  { id: 102, key: 'de-gewo', name: 'Gewerbeordnung', questions: 12 },
];

describe('the course form', () => {
  it('keeps the pass mark within the questions, then sends the contract body of a draw', async () => {
    const app = setup({ 'GET /admin/companies/4/categories': { data: categories } });
    const onSave = vi.fn(async () => {});
    app.renderAt(
      <CourseForm company={4} title="Neuer Kurs" onSave={onSave} onCancel={() => {}} />,
      '/admin/firma/kurse/neu',
    );
    await fill(m.fieldName, 'Pflichtschulung 2026');
    await fill(m.fieldPassMark, '5');
    await fill(m.fieldDeadline, '15.12.2026');
    await userEvent.click(await screen.findByText('Versicherungsvertragsrecht (40)'));
    await userEvent.click(screen.getByText('Gewerbeordnung (12)'));
    await fill(m.fieldCount, '4');
    await userEvent.click(screen.getByRole('button', { name: m.save }));
    expect(await screen.findByText(m.passMarkRange(4))).toBeDefined();
    expect(onSave).not.toHaveBeenCalled();

    await fill(m.fieldPassMark, '3');
    await userEvent.click(screen.getByRole('button', { name: m.save }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith({
      name: 'Pflichtschulung 2026',
      pass_mark: 3,
      open_from: null,
      open_until: null,
      deadline: '2026-12-15',
      selection: { mode: 'draw', categories: [101, 102], count: 4 },
    });
    // Two rounds of typing into seven fields: more than 5 s on a loaded machine.
  }, 20_000);

  it('asks for a category and refuses a window that ends before it begins', async () => {
    const app = setup({ 'GET /admin/companies/4/categories': { data: categories } });
    const onSave = vi.fn(async () => {});
    app.renderAt(
      <CourseForm company={4} title="Neuer Kurs" onSave={onSave} onCancel={() => {}} />,
      '/admin/firma/kurse/neu',
    );
    await screen.findByText('Gewerbeordnung (12)');
    await fill(m.fieldName, 'Kurs');
    await fill(m.fieldPassMark, '1');
    await fill(m.fieldOpenFrom, '02.12.2026');
    await fill(m.fieldOpenUntil, '01.12.2026');
    await userEvent.click(screen.getByRole('button', { name: m.save }));
    expect(await screen.findByText(m.categoriesRequired)).toBeDefined();
    expect(screen.getByText(m.windowOrder)).toBeDefined();
    expect(onSave).not.toHaveBeenCalled();
  });
});

describe('the code form', () => {
  it('refuses a day it cannot read and sends expiry, limit and count', async () => {
    const onSave = vi.fn(async () => {});
    setup({}).renderAt(<CodeForm onSave={onSave} />, '/admin/firma/codes');
    await fill(m.fieldExpires, '31.13.2026');
    await userEvent.click(screen.getByRole('button', { name: m.create }));
    expect(await screen.findByText(m.dateInvalid)).toBeDefined();
    await fill(m.fieldExpires, '31.12.2026');
    await fill(m.fieldMaxUses, '0');
    await userEvent.click(screen.getByRole('button', { name: m.create }));
    expect(await screen.findByText(m.maxUsesRange)).toBeDefined();
    await fill(m.fieldMaxUses, '25');
    await fill(m.fieldCodeCount, '3');
    await userEvent.click(screen.getByRole('button', { name: m.create }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({ expires_on: '2026-12-31', max_uses: 25, count: 3 }),
    );
  });
});

describe("the company's page form", () => {
  it('refuses an e-mail it cannot read and sends the trimmed texts', async () => {
    const onSave = vi.fn(async () => {});
    setup({}).renderAt(
      <CompanyPageForm
        page={{
          id: 4,
          name: 'Muster',
          logo: null,
          welcome: '',
          contact_name: '',
          contact_email: '',
          contact_phone: '',
        }}
        onSave={onSave}
      />,
      '/admin/firma',
    );
    await userEvent.type(
      screen.getByRole('textbox', { name: startsWith(m.fieldWelcome) }),
      '  Willkommen!  ',
    );
    await fill(m.fieldContactName, 'Mia Muster');
    await fill(m.fieldContactEmail, 'mia@');
    await userEvent.click(screen.getByRole('button', { name: m.save }));
    expect(await screen.findByText(m.contactEmailInvalid)).toBeDefined();
    expect(onSave).not.toHaveBeenCalled();
    await fill(m.fieldContactEmail, 'Mia@Muster.test');
    await fill(m.fieldContactPhone, '+49 30 1234');
    await userEvent.click(screen.getByRole('button', { name: m.save }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        welcome: 'Willkommen!',
        contact_name: 'Mia Muster',
        contact_email: 'mia@muster.test',
        contact_phone: '+49 30 1234',
      }),
    );
    expect(await screen.findByText(m.saved)).toBeDefined();
  });
});
