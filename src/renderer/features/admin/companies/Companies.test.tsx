import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Company } from '../../../../shared/api/calls/adminCompanies';
import { companyDeskMessages as m } from '../../../../shared/messages/companyDesk';
import { fill, type Handler, setupDesk, startsWith } from '../../../testing/appHarness';
import { CompaniesPage } from './CompaniesPage';
import { EditCompanyPage, NewCompanyPage } from './CompanyEditor';
import { InvitationPage } from './InvitationPage';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const company = (overrides: Partial<Company> = {}): Company => ({
  id: 4,
  name: 'Muster Versicherung AG',
  short_name: 'MUSTER',
  logo: null,
  members: 12,
  courses: 2,
  created_at: '2026-01-01T10:00:00.000Z',
  updated_at: '2026-01-01T10:00:00.000Z',
  course_list: [
    { id: 1, name: 'Grundlagen Versicherungsvertragsrecht', enrolled: 9 },
    { id: 2, name: 'Beratung und Dokumentation', enrolled: 3 },
  ],
  admins: [
    {
      id: 30,
      email: 'fritz@firma.test',
      name: 'Fritz Firma',
      state: 'active',
      invited_at: '2026-01-02T10:00:00.000Z',
      invitation_expires_at: null,
    },
    {
      id: 31,
      email: 'ina@firma.test',
      name: 'Ina Eingeladen',
      state: 'invited',
      invited_at: '2026-01-03T10:00:00.000Z',
      invitation_expires_at: '2026-01-10T10:00:00.000Z',
    },
  ],
  ...overrides,
});

function setup(routes: Record<string, Handler>) {
  return setupDesk(routes, {
    'admin.companies.index': 'api/admin/companies',
    'admin.companies.show': 'api/admin/companies/{company}',
    'admin.companies.store': 'api/admin/companies',
    'admin.companies.update': 'api/admin/companies/{company}',
    'admin.companies.admins.store': 'api/admin/companies/{company}/admins',
    'admin.companies.admins.destroy': 'api/admin/companies/{company}/admins/{admin}',
    'admin.invitations.accept': 'api/admin/invitations/accept',
  });
}

describe('the company form', () => {
  it('checks name and short name with the shared schema before anything is sent', async () => {
    const app = setup({});
    app.renderAt(<NewCompanyPage />, '/admin/companies/new');
    await fill(m.fieldName, 'X');
    await fill(m.fieldShortName, ' ');
    await userEvent.click(screen.getByRole('button', { name: m.save }));
    expect(await screen.findByText(m.nameRange)).toBeDefined();
    expect(screen.getByText(m.shortNameRange)).toBeDefined();
    expect(screen.getByRole('textbox', { name: startsWith(m.fieldName) }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(app.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('sends the trimmed fields and the logo as base64', async () => {
    const app = setup({
      'POST /admin/companies': ({ body }) => ({ data: company({ ...(body as object), id: 9, logo: null }) }),
    });
    app.renderAt(<NewCompanyPage />, '/admin/companies/new');
    await fill(m.fieldName, '  Nordlicht Versicherung AG ');
    await fill(m.fieldShortName, 'NORD');
    const bytes = new Uint8Array([...PNG_HEAD, 7, 7, 7]);
    await userEvent.upload(
      screen.getByLabelText(m.fieldLogo),
      new File([bytes], 'logo.png', { type: 'image/png' }),
    );
    await userEvent.click(screen.getByRole('button', { name: m.save }));
    await waitFor(() => expect(app.sent('POST', '/admin/companies')).toHaveLength(1));
    expect(app.sent('POST', '/admin/companies')[0]!.body).toEqual({
      name: 'Nordlicht Versicherung AG',
      short_name: 'NORD',
      logo: { data: btoa(String.fromCharCode(...bytes)) },
    });
  });

  it("shows a taken short name's sentence at its field", async () => {
    setup({
      'POST /admin/companies': {
        status: 409,
        data: {
          message: m.shortNameTaken,
          code: 'company.short-name-taken',
          errors: { short_name: [m.shortNameTaken] },
        },
      },
    }).renderAt(<NewCompanyPage />, '/admin/companies/new');
    await fill(m.fieldName, 'Zweite Muster AG');
    await fill(m.fieldShortName, 'muster');
    await userEvent.click(screen.getByRole('button', { name: m.save }));
    expect(await screen.findByText(m.shortNameTaken)).toBeDefined();
    await waitFor(() =>
      expect(
        screen.getByRole('textbox', { name: startsWith(m.fieldShortName) }).getAttribute('aria-invalid'),
      ).toBe('true'),
    );
  });
});

describe("a company's page", () => {
  it('fills the form, sends a change without a logo, and lists courses and admins', async () => {
    const app = setup({
      'GET /admin/companies/4': { data: company() },
      'PUT /admin/companies/4': ({ body }) => ({ data: company(body as Partial<Company>) }),
    });
    app.renderAt(<EditCompanyPage />, '/admin/companies/4', '/admin/companies/:id');
    // The company's name comes first; the invitation's form has a name field too.
    const [name] = await screen.findAllByRole('textbox', { name: startsWith(m.fieldName) });
    if (!name) throw new Error('no name field');
    expect((name as HTMLInputElement).value).toBe('Muster Versicherung AG');
    expect(screen.getByText('Grundlagen Versicherungsvertragsrecht')).toBeDefined();
    expect(screen.getByTestId('company-members-count').textContent).toBe(m.members(12));
    const admins = screen.getAllByTestId('company-admin-row');
    expect(within(admins[0]!).getByText(m.adminStates.active)).toBeDefined();
    expect(within(admins[1]!).getByText(m.adminStates.invited)).toBeDefined();
    expect(within(admins[1]!).getByRole('button', { name: m.withdrawNamed('ina@firma.test') })).toBeDefined();

    await userEvent.clear(name);
    await userEvent.type(name, 'Muster Versicherung SE');
    await userEvent.click(screen.getByRole('button', { name: m.save }));
    await waitFor(() => expect(app.sent('PUT', '/admin/companies/4')).toHaveLength(1));
    expect(app.sent('PUT', '/admin/companies/4')[0]!.body).toEqual({
      name: 'Muster Versicherung SE',
      short_name: 'MUSTER',
    });
  });

  it('invites an admin, says a taken address at its field, and removes one only after the confirmation', async () => {
    const app = setup({
      'GET /admin/companies/4': { data: company() },
      'POST /admin/companies/4/admins': ({ body }) =>
        (body as { email: string }).email === 'fritz@firma.test'
          ? {
              status: 409,
              data: {
                message: m.emailTaken,
                code: 'company-admin.email-taken',
                errors: { email: [m.emailTaken] },
              },
            }
          : {
              data: {
                id: 32,
                email: (body as { email: string }).email,
                name: 'Neu',
                state: 'invited',
                invited_at: '2026-01-04T10:00:00.000Z',
                invitation_expires_at: '2026-01-11T10:00:00.000Z',
              },
            },
      'DELETE /admin/companies/4/admins/30': { data: { message: m.removed('fritz@firma.test') } },
    });
    app.renderAt(<EditCompanyPage />, '/admin/companies/4', '/admin/companies/:id');
    const invite = await screen.findByRole('form', { name: m.inviteTitle });
    await userEvent.type(within(invite).getByRole('textbox', { name: startsWith(m.fieldAdminName) }), 'Neu');
    const email = within(invite).getByRole('textbox', { name: startsWith(m.fieldAdminEmail) });
    await userEvent.type(email, 'kein-adresse');
    await userEvent.click(within(invite).getByRole('button', { name: m.invite }));
    expect(await within(invite).findByText(m.emailInvalid)).toBeDefined();
    expect(app.sent('POST', '/admin/companies/4/admins')).toHaveLength(0);

    await userEvent.clear(email);
    await userEvent.type(email, 'Fritz@Firma.test');
    await userEvent.click(within(invite).getByRole('button', { name: m.invite }));
    expect(await within(invite).findByText(m.emailTaken)).toBeDefined();
    expect(app.sent('POST', '/admin/companies/4/admins')[0]!.body).toEqual({
      name: 'Neu',
      email: 'fritz@firma.test',
    });

    await userEvent.clear(email);
    await userEvent.type(email, 'neu@firma.test');
    await userEvent.click(within(invite).getByRole('button', { name: m.invite }));
    expect(await screen.findByText(m.invited('neu@firma.test'))).toBeDefined();

    await userEvent.click(screen.getByRole('button', { name: m.removeNamed('fritz@firma.test') }));
    const dialog = await screen.findByRole('alertdialog', { name: m.confirmTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: m.cancel }));
    expect(app.sent('DELETE', '/admin/companies/4/admins/30')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: m.removeNamed('fritz@firma.test') }));
    const again = await screen.findByRole('alertdialog', { name: m.confirmTitle });
    await userEvent.click(within(again).getByRole('button', { name: m.confirm }));
    await waitFor(() => expect(app.sent('DELETE', '/admin/companies/4/admins/30')).toHaveLength(1));
    expect(await screen.findByText(m.removed('fritz@firma.test'))).toBeDefined();
  });
});

describe('the companies list', () => {
  it('shows each company with its counts and sends the search', async () => {
    const app = setup({
      'GET /admin/companies': {
        data: {
          data: [
            company(),
            company({ id: 5, name: 'Beispiel Makler GmbH', short_name: 'BEISPIEL', members: 0 }),
          ],
          page: 1,
          per_page: 50,
          total: 2,
        },
      },
    });
    app.renderAt(<CompaniesPage />, '/admin/companies');
    const table = await screen.findByRole('table', { name: m.tableCaption });
    const rows = within(table).getAllByTestId('company-row');
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([m.noLogo, 'Beispiel Makler GmbH', 'BEISPIEL', '2', '0']);
    expect(
      within(table)
        .getByRole('link', { name: m.open('Muster Versicherung AG') })
        .getAttribute('href'),
    ).toBe('/admin/companies/4');
    expect(screen.getByText(m.count(2))).toBeDefined();
    await userEvent.type(screen.getByRole('textbox', { name: m.search }), 'makler');
    await userEvent.click(screen.getByRole('button', { name: m.apply }));
    await waitFor(() =>
      expect(app.sent('GET', '/admin/companies').at(-1)?.query).toEqual({ search: 'makler', page: '1' }),
    );
  });
});

describe('the invitation page', () => {
  it('sets the password with the mailed token once both entries match, then points to the sign-in', async () => {
    const app = setup({ 'POST /admin/invitations/accept': { data: { email: 'ina@firma.test' } } });
    app.renderAt(<InvitationPage />, '/admin/einladung/abc123', '/admin/einladung/:token');
    const password = screen.getByLabelText(startsWith(m.fieldPassword));
    const repeat = screen.getByLabelText(startsWith(m.fieldPasswordRepeat));
    await userEvent.type(password, 'zu-kurz');
    await userEvent.click(screen.getByRole('button', { name: m.accept }));
    expect(await screen.findByText(m.passwordRange)).toBeDefined();
    await userEvent.clear(password);
    await userEvent.type(password, 'ein-langes-passwort');
    await userEvent.type(repeat, 'ein-anderes-passwort');
    await userEvent.click(screen.getByRole('button', { name: m.accept }));
    expect(await screen.findByText(m.passwordsDiffer)).toBeDefined();
    expect(app.sent('POST', '/admin/invitations/accept')).toHaveLength(0);

    await userEvent.clear(repeat);
    await userEvent.type(repeat, 'ein-langes-passwort');
    await userEvent.click(screen.getByRole('button', { name: m.accept }));
    expect(await screen.findByText(m.accepted)).toBeDefined();
    expect(app.sent('POST', '/admin/invitations/accept')[0]!.body).toEqual({
      token: 'abc123',
      password: 'ein-langes-passwort',
    });
    expect(screen.getByRole('link', { name: m.toSignIn }).getAttribute('href')).toBe('/admin/login');
  });

  it('says when the link is no longer valid', async () => {
    setup({
      'POST /admin/invitations/accept': {
        status: 404,
        data: {
          message: m.invitationInvalid,
          code: 'invitation.invalid',
          errors: { token: [m.invitationInvalid] },
        },
      },
    }).renderAt(<InvitationPage />, '/admin/einladung/alt', '/admin/einladung/:token');
    await userEvent.type(screen.getByLabelText(startsWith(m.fieldPassword)), 'ein-langes-passwort');
    await userEvent.type(screen.getByLabelText(startsWith(m.fieldPasswordRepeat)), 'ein-langes-passwort');
    await userEvent.click(screen.getByRole('button', { name: m.accept }));
    expect(await screen.findByText(m.invitationInvalid)).toBeDefined();
  });
});
