import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminBooking } from '../../../../shared/api/calls/adminBookings';
import type { AdminFigures } from '../../../../shared/api/calls/adminFigures';
import { figuresDeskMessages as m } from '../../../../shared/messages/figuresDesk';
import { type Handler, setupDesk } from '../../../testing/appHarness';
import { BookingsPage } from './BookingsPage';
import { FiguresPage } from './FiguresPage';

const booking = (overrides: Partial<AdminBooking> = {}): AdminBooking => ({
  id: 5,
  order_id: 12,
  invoice_number: 'RE-2026-00012',
  buyer_name: 'Frieda Fehlschlag',
  gutberaten_id: '20240115-4A7K2P-03',
  status: 'failed',
  attempts: 10,
  next_attempt_at: null,
  last_error: 'training database answered 422',
  last_reply: '{"fehler":"gutberatenId unbekannt"}',
  external_id: null,
  updated_at: '2026-11-29T10:00:00.000Z',
  ...overrides,
});

function setup(routes: Record<string, Handler>) {
  return setupDesk(routes, {
    'admin.bookings.index': 'api/admin/bookings',
    'admin.bookings.retry': 'api/admin/bookings/{booking}/retry',
    'admin.figures': 'api/admin/figures',
  });
}

describe('the bookings list', () => {
  it('shows state, attempts, next try and the reply, sends the filters, and retries now', async () => {
    let retried = false;
    const app = setup({
      'GET /admin/bookings': () => ({
        data: {
          data: [
            retried
              ? booking({ status: 'booked', attempts: 11, last_error: null, external_id: 'GB-7' })
              : booking(),
            booking({
              id: 4,
              invoice_number: 'RE-2026-00011',
              status: 'pending',
              attempts: 2,
              next_attempt_at: '2026-11-29T10:04:00.000Z',
              last_reply: null,
            }),
            booking({ id: 3, invoice_number: 'RE-2026-00010', status: 'cancelled', last_reply: null }),
          ],
          page: 1,
          per_page: 50,
          total: 3,
        },
      }),
      'POST /admin/bookings/5/retry': () => {
        retried = true;
        return { data: booking({ status: 'booked', attempts: 11, last_error: null, external_id: 'GB-7' }) };
      },
    });
    app.renderAt(<BookingsPage />, '/admin/bookings?state=failed&search=RE-2026', '/admin/bookings');
    const table = await screen.findByRole('table', { name: m.tableCaption });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]!.textContent).toContain(m.states.failed);
    expect(rows[0]!.textContent).toContain('{"fehler":"gutberatenId unbekannt"}');
    expect(rows[0]!.textContent).toContain(m.lastError('training database answered 422'));
    // Berlin time of the next try.
    expect(rows[1]!.textContent).toContain('29.11.2026, 11:04');
    expect(rows[1]!.textContent).toContain(m.noReply);
    // A cancelled booking is not sent again.
    expect(within(rows[2]!).queryByRole('button')).toBeNull();
    expect(within(rows[0]!).getByRole('link', { name: 'RE-2026-00012' }).getAttribute('href')).toBe(
      '/admin/orders/12',
    );
    expect(app.sent('GET', '/admin/bookings').at(-1)?.query).toEqual({
      state: 'failed',
      search: 'RE-2026',
      page: '1',
    });
    expect((screen.getByRole('textbox', { name: m.search }) as HTMLInputElement).value).toBe('RE-2026');

    await userEvent.click(screen.getByRole('button', { name: m.retryNamed('RE-2026-00012') }));
    expect(await screen.findByText(m.retryDone('RE-2026-00012', m.states.booked))).toBeDefined();
    expect(app.sent('POST', '/admin/bookings/5/retry')).toHaveLength(1);
    // The list is fetched again and shows the booking booked.
    await waitFor(() =>
      expect(within(table).getAllByRole('row')[1]!.textContent).toContain(m.externalId('GB-7')),
    );
  });

  it('says why a booking cannot be sent again', async () => {
    setup({
      'GET /admin/bookings': { data: { data: [booking()], page: 1, per_page: 50, total: 1 } },
      'POST /admin/bookings/5/retry': {
        status: 409,
        data: { message: m.notRetryable, code: 'booking.not-retryable' },
      },
    }).renderAt(<BookingsPage />, '/admin/bookings');
    await userEvent.click(await screen.findByRole('button', { name: m.retryNamed('RE-2026-00012') }));
    expect(await screen.findByText(m.notRetryable)).toBeDefined();
  });
});

const days = (n: number): AdminFigures['days'] =>
  Array.from({ length: n }, (_, i) => ({
    day: `2026-11-${String(i + 1).padStart(2, '0')}`,
    orders: i === n - 1 ? 2 : 0,
    hours: i === n - 1 ? 3 : 0,
    credits: i === n - 2 ? 4 : 0,
    revenue: {
      EUR: i === n - 1 ? { net_cents: 10000, gross_cents: 11900 } : { net_cents: 0, gross_cents: 0 },
      CHF: i === n - 2 ? { net_cents: 5000, gross_cents: 5385 } : { net_cents: 0, gross_cents: 0 },
    },
  }));
const figures: AdminFigures = {
  days: days(30),
  countries: [
    { country: 'de', currency: 'EUR', orders: 2, hours: 3, credits: 0, net_cents: 10000, gross_cents: 11900 },
    { country: 'at', currency: 'EUR', orders: 0, hours: 0, credits: 0, net_cents: 0, gross_cents: 0 },
    { country: 'ch', currency: 'CHF', orders: 1, hours: 0, credits: 4, net_cents: 5000, gross_cents: 5385 },
  ],
  promo: [{ code: 'WILLKOMMEN10', currency: 'EUR', uses: 2, discount_cents: 2000 }],
};

describe('the figures', () => {
  it('draws each figure per day with its table, and lists countries and codes', async () => {
    setup({ 'GET /admin/figures': { data: figures } }).renderAt(<FiguresPage />, '/admin/figures');
    const orders = await screen.findByRole('table', { name: m.ordersTitle });
    const rows = within(orders).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(30);
    expect(rows.at(-1)!.textContent).toBe('30.11.20262');
    expect(screen.getByRole('img', { name: m.ordersSummary('2', 30) })).toBeDefined();
    const eur = screen.getByRole('table', { name: m.revenueTitle('EUR') });
    expect(within(eur).getAllByRole('row').at(-1)!.textContent).toBe('30.11.2026119,00 €');
    const chf = screen.getByRole('table', { name: m.revenueTitle('CHF') });
    expect(within(chf).getAllByRole('row').at(-2)!.textContent).toMatch(/^29\.11\.2026CHF\s53,85$/);
    expect(screen.getByRole('table', { name: m.hoursTitle })).toBeDefined();
    expect(screen.getByRole('table', { name: m.creditsTitle })).toBeDefined();
    expect(document.querySelectorAll('.admin-chart__bar')).toHaveLength(5 * 30);

    const countries = screen.getByRole('table', { name: m.countriesCaption(30) });
    const de = within(countries).getByRole('row', { name: /Deutschland/ });
    expect(de.textContent).toContain('119,00 €');
    expect(de.textContent).toContain(m.hours('3'));
    expect(within(countries).getByRole('row', { name: /Schweiz/ }).textContent).toContain(m.credits('4'));
    const promo = screen.getByRole('table', { name: m.promoCaption(30) });
    expect(within(promo).getByRole('row', { name: /WILLKOMMEN10/ }).textContent).toContain('20,00 €');
  });
});
