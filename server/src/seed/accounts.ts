import type { AdminRole, Country, ModuleId, Role } from '../../../src/shared/api/constants';

export const DEMO_PASSWORD = 'demo12345';

export interface DemoAccount {
  email: string;
  first_name: string;
  last_name: string;
  country: Country;
  role: Role | null;
  verified: boolean;
  migrating: boolean;
  developer: boolean;
  /** Coins per module course (de, at) or Swiss coins (module null). */
  coins: { module: ModuleId | null; coins: number }[];
  note: string;
}

const account = (a: Partial<DemoAccount> & Pick<DemoAccount, 'email' | 'country' | 'note'>): DemoAccount => ({
  first_name: 'Demo',
  last_name: a.email.split('@')[0]!.toUpperCase(),
  role: 'agent',
  verified: true,
  migrating: false,
  developer: false,
  coins: [],
  ...a,
});

/** The demo accounts of the foundation issue; `npm start` prints them. */
export const demoAccounts: readonly DemoAccount[] = [
  account({
    email: 'de@demo.test',
    country: 'de',
    first_name: 'Dana',
    last_name: 'Deutsch',
    coins: [
      { module: 1, coins: 140 },
      { module: 2, coins: 110 },
    ],
    note: 'Deutschland, Vertreter, 2 Stunden anforderbar',
  }),
  account({
    email: 'at@demo.test',
    country: 'at',
    first_name: 'Anton',
    last_name: 'Auer',
    role: 'makler',
    coins: [{ module: 1, coins: 150 }],
    note: 'Österreich, Makler, 150 Coins',
  }),
  account({
    email: 'ch@demo.test',
    country: 'ch',
    first_name: 'Chiara',
    last_name: 'Gerber',
    coins: [{ module: null, coins: 180 }],
    note: 'Schweiz, 180 Coins',
  }),
  account({
    email: 'dev@demo.test',
    country: 'de',
    developer: true,
    note: 'Deutschland, Entwickleroptionen',
  }),
  account({
    email: 'norole@demo.test',
    country: 'de',
    role: null,
    note: 'Deutschland, noch keine Rolle gewählt',
  }),
  account({ email: 'unverified@demo.test', country: 'de', verified: false, note: 'E-Mail nicht bestätigt' }),
  account({ email: 'migrating@demo.test', country: 'de', migrating: true, note: 'Konto wird migriert' }),
];

export interface DemoAdminAccount {
  email: string;
  name: string;
  role: AdminRole;
  /** A fixed TOTP secret (base32), printed at start so tests and people can sign in. */
  totpSecret: string;
  note: string;
  /** A company admin's company, by name (seeded with the companies). */
  company?: string;
}

/**
 * The back office's demo accounts (docs/product-rules.md#back-office), enrolled with fixed TOTP secrets and
 * the demo password. Seeded only outside production: a printed secret is no second factor.
 */
export const demoAdminAccounts: readonly DemoAdminAccount[] = [
  {
    email: 'admin@demo.test',
    name: 'Olivia Operator',
    role: 'operator',
    totpSecret: 'DEMOADMINOPERATOR234567ABCDEFGHI',
    note: 'Betrieb (operator)',
  },
  {
    email: 'redaktion@demo.test',
    name: 'Rita Redaktion',
    role: 'editor',
    totpSecret: 'DEMOREDAKTIONEDITOR234567ABCDEFG',
    note: 'Redaktion (editor)',
  },
  {
    email: 'pruefung@demo.test',
    name: 'Paul Prüfung',
    role: 'editor',
    totpSecret: 'DEMOPRUEFUNGEDITOR234567ABCDEFGH',
    note: 'Redaktion, zweite Person für das Vier-Augen-Prinzip (editor)',
  },
  {
    email: 'support@demo.test',
    name: 'Sam Support',
    role: 'support',
    totpSecret: 'DEMOSUPPORTACCOUNT234567ABCDEFGH',
    note: 'Support (support)',
  },
  {
    email: 'firma@demo.test',
    name: 'Firmenadmin Muster',
    role: 'company_admin',
    totpSecret: 'DEMOFIRMENADMINMUSTER234567ABCDE',
    note: 'Firmen-Admin von Muster Versicherung AG (company_admin)',
    company: 'Muster Versicherung AG',
  },
  {
    email: 'firma-pruefung@demo.test',
    name: 'Petra Prüfung Muster',
    role: 'company_admin',
    totpSecret: 'DEMOFIRMAPRUEFUNGMUSTER234567ABC',
    note: 'Firmen-Admin von Muster Versicherung AG, zweite Person für das Vier-Augen-Prinzip (company_admin)',
    company: 'Muster Versicherung AG',
  },
];
