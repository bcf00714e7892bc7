import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PromoCode } from '../../../../shared/api/calls/adminPromo';
import { promoFormSchema } from '../../../../shared/domain/promoForms';
import { promoDeskMessages as m } from '../../../../shared/messages/promoDesk';
import { fill, type Handler, setupDesk, startsWith } from '../../../testing/appHarness';
import { EditPromoPage, NewPromoPage } from './PromoEditor';
import { PromoCodesPage } from './PromoCodesPage';

const promo = (overrides: Partial<PromoCode> = {}): PromoCode => ({
  id: 7,
  code: 'HERBST25',
  kind: 'percent',
  value: 25,
  currency: null,
  valid_from: new Date(2026, 0, 1).toISOString(),
  valid_until: new Date(2036, 0, 1).toISOString(),
  max_redemptions: 100,
  once_per_learner: true,
  active: true,
  uses: 3,
  remaining: 97,
  created_at: '2026-01-01T10:00:00.000Z',
  updated_at: '2026-01-01T10:00:00.000Z',
  ...overrides,
});

function setup(routes: Record<string, Handler>) {
  return setupDesk(routes, {
    'admin.promo-codes.index': 'api/admin/promo-codes',
    'admin.promo-codes.show': 'api/admin/promo-codes/{promo}',
    'admin.promo-codes.store': 'api/admin/promo-codes',
    'admin.promo-codes.update': 'api/admin/promo-codes/{promo}',
    'admin.promo-codes.deactivate': 'api/admin/promo-codes/{promo}/deactivate',
  });
}

describe('the promo-code form', () => {
  it('checks every field with the shared rules before anything is sent', async () => {
    const app = setup({});
    app.renderAt(<NewPromoPage />, '/admin/promo-codes/new');
    await fill(m.fieldCode, 'ab');
    await fill(m.fieldValue, '120');
    await fill(m.fieldFrom, '10.05.2027');
    await fill(m.fieldUntil, '01.05.2027');
    await fill(m.fieldLimit, '0');
    await userEvent.click(screen.getByRole('button', { name: m.save }));
    expect(await screen.findByText(m.codeInvalid)).toBeDefined();
    expect(screen.getByText(m.percentRange)).toBeDefined();
    expect(screen.getByText(m.untilBeforeFrom)).toBeDefined();
    expect(screen.getByText(m.limitRange)).toBeDefined();
    expect(app.requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    // An amount needs more than 0, and at most two decimals.
    await userEvent.click(screen.getByRole('radio', { name: m.kinds.amount }));
    await fill(m.fieldValue, '0');
    await userEvent.click(screen.getByRole('button', { name: m.save }));
    expect(await screen.findByText(m.amountRange)).toBeDefined();
    await fill(m.fieldValue, '1,234');
    await userEvent.click(screen.getByRole('button', { name: m.save }));
    expect(await screen.findByText(m.valueInvalid)).toBeDefined();
    await fill(m.fieldFrom, '31.02.2027');
    await userEvent.click(screen.getByRole('button', { name: m.save }));
    expect(await screen.findByText(m.dateInvalid)).toBeDefined();
    expect(app.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('sends the contract body: upper-cased code, an amount with its currency, whole days', async () => {
    const app = setup({
      'POST /admin/promo-codes': ({ body }) => ({ data: promo(body as Partial<PromoCode>) }),
    });
    app.renderAt(<NewPromoPage />, '/admin/promo-codes/new');
    await fill(m.fieldCode, 'winter-20');
    await userEvent.click(screen.getByRole('radio', { name: m.kinds.amount }));
    await fill(m.fieldValue, '19,90');
    await fill(m.fieldFrom, '01.12.2026');
    await fill(m.fieldUntil, '31.12.2026');
    await fill(m.fieldLimit, '50');
    await userEvent.click(screen.getByRole('checkbox', { name: m.fieldOnce }));
    await userEvent.click(screen.getByRole('button', { name: m.save }));
    await waitFor(() => expect(app.sent('POST', '/admin/promo-codes')).toHaveLength(1));
    expect(app.sent('POST', '/admin/promo-codes')[0]!.body).toEqual({
      code: 'WINTER-20',
      kind: 'amount',
      value: 19.9,
      currency: 'EUR',
      valid_from: new Date(2026, 11, 1).toISOString(),
      valid_until: new Date(2027, 0, 1).toISOString(),
      max_redemptions: 50,
      once_per_learner: false,
      active: true,
    });
  });

  it("shows a taken code's sentence at the code field", async () => {
    setup({
      'POST /admin/promo-codes': {
        status: 409,
        data: { message: m.codeTaken, code: 'promo.code-taken', errors: { code: [m.codeTaken] } },
      },
    }).renderAt(<NewPromoPage />, '/admin/promo-codes/new');
    await fill(m.fieldCode, 'WILLKOMMEN10');
    await fill(m.fieldValue, '10');
    await userEvent.click(screen.getByRole('button', { name: m.save }));
    expect(await screen.findByText(m.codeTaken)).toBeDefined();
    await waitFor(() =>
      expect(
        screen.getByRole('textbox', { name: startsWith(m.fieldCode) }).getAttribute('aria-invalid'),
      ).toBe('true'),
    );
  });

  it('maps a percentage without a currency, and the last day to the next day’s start', () => {
    const parsed = promoFormSchema.safeParse({
      code: ' abc ',
      kind: 'percent',
      value: '12,5',
      currency: 'CHF',
      valid_from: '01.01.2027',
      valid_until: '01.01.2027',
      max_redemptions: '1',
      once_per_learner: true,
      active: false,
    });
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ code: 'ABC', value: 12.5, currency: null, active: false });
    // One whole day: from its start to the next day's start.
    expect(parsed.data!.valid_from).toBe(new Date(2027, 0, 1).toISOString());
    expect(parsed.data!.valid_until).toBe(new Date(2027, 0, 2).toISOString());
  });
});

describe('the edit page', () => {
  it("fills the form with the code's fields and sends them changed, its days kept", async () => {
    const app = setup({
      'GET /admin/promo-codes/7': { data: promo() },
      'PUT /admin/promo-codes/7': ({ body }) => ({ data: promo(body as Partial<PromoCode>) }),
    });
    app.renderAt(<EditPromoPage />, '/admin/promo-codes/7', '/admin/promo-codes/:id');
    const value = await screen.findByRole('textbox', { name: startsWith(m.fieldValue) });
    expect((value as HTMLInputElement).value).toBe('25');
    expect((screen.getByRole('textbox', { name: startsWith(m.fieldUntil) }) as HTMLInputElement).value).toBe(
      '31.12.2035',
    );
    await userEvent.clear(value);
    await userEvent.type(value, '12,5');
    await userEvent.click(screen.getByRole('checkbox', { name: m.fieldActive }));
    await userEvent.click(screen.getByRole('button', { name: m.save }));
    await waitFor(() => expect(app.sent('PUT', '/admin/promo-codes/7')).toHaveLength(1));
    expect(app.sent('PUT', '/admin/promo-codes/7')[0]!.body).toEqual({
      code: 'HERBST25',
      kind: 'percent',
      value: 12.5,
      currency: null,
      valid_from: promo().valid_from,
      valid_until: promo().valid_until,
      max_redemptions: 100,
      once_per_learner: true,
      active: false,
    });
  });
});

describe('the promo-code list', () => {
  it('shows each code with its discount, validity, uses and remaining, and sends the filters', async () => {
    const app = setup({
      'GET /admin/promo-codes': {
        data: {
          data: [
            promo(),
            promo({
              id: 8,
              code: 'MINUS20',
              kind: 'amount',
              value: 20,
              currency: 'CHF',
              active: false,
              uses: 0,
              remaining: 5,
              once_per_learner: false,
            }),
          ],
          page: 1,
          per_page: 50,
          total: 2,
        },
      },
    });
    app.renderAt(<PromoCodesPage />, '/admin/promo-codes');
    const table = await screen.findByRole('table', { name: m.tableCaption });
    const rows = within(table).getAllByTestId('promo-row');
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'HERBST25',
      `25 %${m.oncePerLearner}`,
      '01.01.2026 – 31.12.2035',
      '3',
      '97',
      m.states.active,
      m.deactivate,
    ]);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['MINUS20', 'CHF 20,00', '01.01.2026 – 31.12.2035', '0', '5', m.states.inactive, '']);
    expect(
      within(table)
        .getByRole('link', { name: m.edit('HERBST25') })
        .getAttribute('href'),
    ).toBe('/admin/promo-codes/7');
    expect(screen.getByText(m.count(2))).toBeDefined();

    await userEvent.type(screen.getByRole('textbox', { name: m.search }), 'herbst');
    await userEvent.click(screen.getByRole('button', { name: m.apply }));
    await waitFor(() =>
      expect(app.sent('GET', '/admin/promo-codes').at(-1)?.query).toEqual({ search: 'herbst', page: '1' }),
    );
  });

  it('deactivates a code only after the confirmation', async () => {
    const app = setup({
      'GET /admin/promo-codes': { data: { data: [promo()], page: 1, per_page: 50, total: 1 } },
      'POST /admin/promo-codes/7/deactivate': { data: promo({ active: false }) },
    });
    app.renderAt(<PromoCodesPage />, '/admin/promo-codes');
    await userEvent.click(await screen.findByRole('button', { name: m.deactivateNamed('HERBST25') }));
    const dialog = await screen.findByRole('alertdialog', { name: m.confirmTitle });
    expect(within(dialog).getByText(m.confirmText('HERBST25'))).toBeDefined();
    await userEvent.click(within(dialog).getByRole('button', { name: m.cancel }));
    expect(app.sent('POST', '/admin/promo-codes/7/deactivate')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: m.deactivateNamed('HERBST25') }));
    const again = await screen.findByRole('alertdialog', { name: m.confirmTitle });
    await userEvent.click(within(again).getByRole('button', { name: m.confirm }));
    await waitFor(() => expect(app.sent('POST', '/admin/promo-codes/7/deactivate')).toHaveLength(1));
    expect(await screen.findByText(m.deactivated('HERBST25'))).toBeDefined();
  });
});
