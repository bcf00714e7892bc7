import { describe, expect, it } from 'vitest';
import {
  FIGURES_DAYS,
  adminFiguresCall,
  type AdminFigures,
} from '../../../src/shared/api/calls/adminFigures';
import { adminToken } from '../testing/admin';
import { bearer, testClock, useTestServer } from '../testing/harness';

/**
 * The back office's figures (admin.figures) on a fixed day, as the overview's test: Saturday 15 March 2031,
 * 11:00 in Berlin (UTC+1, before the change to summer time). Compared with the figures before the test's
 * orders, so the seed's own orders do not matter.
 */
const NOW = new Date('2031-03-15T10:00:00Z');
const clock = testClock(NOW);
const t = useTestServer({ clock });

let invoices = 0;
async function order(
  at: string,
  o: {
    country: 'de' | 'at' | 'ch';
    net: number;
    gross: number;
    hours?: number;
    credits?: number;
    promo?: string;
    discount?: number;
  },
) {
  invoices += 1;
  const [row] = await t.db.query<{ id: number }>(
    `INSERT INTO orders (invoice_number, country, currency, buyer_name, buyer_email, street, postal_code, city,
       promo_code, subtotal_cents, discount_cents, net_cents, vat_rate, vat_cents, gross_cents, created_at)
     VALUES ($1, $2, $3, 'Kim Kennzahl', 'k@example.test', 'Weg 1', '10115', 'Berlin', $4, $5, $6, $7, 0.19, $8, $9, $10)
     RETURNING id`,
    [
      `RE-FIG-${invoices}`,
      o.country,
      o.country === 'ch' ? 'CHF' : 'EUR',
      o.promo ?? null,
      o.net + (o.discount ?? 0),
      o.discount ?? 0,
      o.net,
      o.gross - o.net,
      o.gross,
      at,
    ],
  );
  const item = (quantity: number, organisation: string | null) =>
    t.db.query(
      `INSERT INTO order_items (order_id, organisation, title, quantity, coins, unit_price_cents, line_total_cents)
       VALUES ($1, $2, 'Weiterbildung', $3, 1, 1, 1)`,
      [row!.id, organisation, quantity],
    );
  if (o.hours) await item(o.hours, null);
  if (o.credits) await item(o.credits, 'cicero');
  return row!.id;
}

async function figures(): Promise<AdminFigures> {
  const response = await t.request({
    method: 'GET',
    url: '/api/admin/figures',
    headers: bearer(await adminToken(t, 'admin@demo.test')),
  });
  expect(response.statusCode, response.body).toBe(200);
  return adminFiguresCall.response.parse(response.json());
}

const money = (net: number, gross: number) => ({ net_cents: net, gross_cents: gross });
/** A day's figures less the same day's before. */
function delta(after: AdminFigures['days'][number], before: AdminFigures['days'][number]) {
  return {
    day: after.day,
    orders: after.orders - before.orders,
    hours: after.hours - before.hours,
    credits: after.credits - before.credits,
    revenue: {
      EUR: money(
        after.revenue.EUR.net_cents - before.revenue.EUR.net_cents,
        after.revenue.EUR.gross_cents - before.revenue.EUR.gross_cents,
      ),
      CHF: money(
        after.revenue.CHF.net_cents - before.revenue.CHF.net_cents,
        after.revenue.CHF.gross_cents - before.revenue.CHF.gross_cents,
      ),
    },
  };
}

describe('the figures', () => {
  it('sums orders, revenue per currency, hours, credits per Berlin day over 30 days, per country and per code', async () => {
    const before = await figures();
    expect(before.days).toHaveLength(FIGURES_DAYS);
    expect(before.days[0]!.day).toBe('2031-02-14');
    expect(before.days.at(-1)!.day).toBe('2031-03-15');

    await order('2031-03-14T23:30:00Z', {
      country: 'de',
      net: 1000,
      gross: 1190,
      hours: 2,
      promo: 'WILLKOMMEN10',
      discount: 100,
    }); // 00:30 on the 15th
    await order('2031-03-14T22:30:00Z', { country: 'ch', net: 2000, gross: 2154, credits: 3 }); // 23:30 on the 14th
    await order('2031-02-13T23:30:00Z', {
      country: 'at',
      net: 500,
      gross: 600,
      hours: 1,
      promo: 'willkommen10',
      discount: 50,
    }); // the range's first day
    await order('2031-02-13T22:59:00Z', { country: 'de', net: 9999, gross: 9999, hours: 9 }); // the day before the range
    await order('2031-03-15T10:30:00Z', { country: 'de', net: 9999, gross: 9999, hours: 9 }); // after now

    const after = await figures();
    expect(after.days.map((d) => d.day)).toEqual(before.days.map((d) => d.day));
    const changed = after.days.map((d, i) => delta(d, before.days[i]!));
    const zero = { orders: 0, hours: 0, credits: 0, revenue: { EUR: money(0, 0), CHF: money(0, 0) } };
    expect(changed[0]).toEqual({
      day: '2031-02-14',
      orders: 1,
      hours: 1,
      credits: 0,
      revenue: { EUR: money(500, 600), CHF: money(0, 0) },
    });
    expect(changed.at(-2)).toEqual({
      day: '2031-03-14',
      orders: 1,
      hours: 0,
      credits: 3,
      revenue: { EUR: money(0, 0), CHF: money(2000, 2154) },
    });
    expect(changed.at(-1)).toEqual({
      day: '2031-03-15',
      orders: 1,
      hours: 2,
      credits: 0,
      revenue: { EUR: money(1000, 1190), CHF: money(0, 0) },
    });
    for (const day of changed.slice(1, -2)) expect(day).toEqual({ day: day.day, ...zero });

    const country = (f: AdminFigures, c: string) => f.countries.find((row) => row.country === c)!;
    expect(after.countries.map((row) => [row.country, row.currency])).toEqual([
      ['de', 'EUR'],
      ['at', 'EUR'],
      ['ch', 'CHF'],
    ]);
    expect(country(after, 'de').orders - country(before, 'de').orders).toBe(1);
    expect(country(after, 'de').gross_cents - country(before, 'de').gross_cents).toBe(1190);
    expect(country(after, 'at').hours - country(before, 'at').hours).toBe(1);
    expect(country(after, 'ch').credits - country(before, 'ch').credits).toBe(3);
    expect(country(after, 'ch').net_cents - country(before, 'ch').net_cents).toBe(2000);

    const code = (f: AdminFigures) => f.promo.find((p) => p.code === 'WILLKOMMEN10' && p.currency === 'EUR');
    expect((code(after)?.uses ?? 0) - (code(before)?.uses ?? 0)).toBe(2);
    expect((code(after)?.discount_cents ?? 0) - (code(before)?.discount_cents ?? 0)).toBe(150);
  });

  it('takes back what a Stornorechnung cancels, on its own day; the order stays counted', async () => {
    const before = await figures();
    const orderId = await order('2031-03-14T09:00:00Z', {
      country: 'de',
      net: 1000,
      gross: 1190,
      hours: 2,
      promo: 'WILLKOMMEN10',
      discount: 100,
    });
    const [cancellation] = await t.db.query<{ id: number }>(
      `INSERT INTO order_cancellations (order_id, invoice_number, reason, subtotal_cents, discount_cents, net_cents,
         vat_cents, gross_cents, created_at)
       VALUES ($1, 'RE-FIG-STORNO', 'Test', -1100, -100, -1000, -190, -1190, '2031-03-15T09:00:00Z') RETURNING id`,
      [orderId],
    );
    await t.db.query(
      `INSERT INTO order_cancellation_items (cancellation_id, order_item_id, line_total_cents)
       SELECT $1, id, -line_total_cents FROM order_items WHERE order_id = $2`,
      [cancellation!.id, orderId],
    );
    const after = await figures();
    const changed = after.days.map((d, i) => delta(d, before.days[i]!));
    expect(changed.at(-2)).toMatchObject({ orders: 1, hours: 2, revenue: { EUR: money(1000, 1190) } });
    expect(changed.at(-1)).toMatchObject({ orders: 0, hours: -2, revenue: { EUR: money(-1000, -1190) } });
    const de = (f: AdminFigures) => f.countries.find((row) => row.country === 'de')!;
    expect([de(after).orders - de(before).orders, de(after).gross_cents - de(before).gross_cents]).toEqual([
      1, 0,
    ]);
    const code = (f: AdminFigures) => f.promo.find((p) => p.code === 'WILLKOMMEN10' && p.currency === 'EUR');
    expect((code(after)?.discount_cents ?? 0) - (code(before)?.discount_cents ?? 0)).toBe(0);
  });
});
