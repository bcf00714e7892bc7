import { FIGURES_DAYS, type AdminFigures } from '../../../src/shared/api/calls/adminFigures';
import { COUNTRIES } from '../../../src/shared/api/constants';
import type { Db } from '../db/database';

/**
 * The back office's figures (docs/product-rules.md#figures). Days are those of the firm's calendar
 * (Europe/Berlin), as on the overview: an order at 23:30 UTC in winter counts for the next day. Every day
 * of the range is listed, those without an order with 0. Hours are the items without an association
 * (Germany, Austria), credits those with one (Switzerland).
 */
const ZONE = `'Europe/Berlin'`;
const LOCAL_TODAY = `($1::timestamptz AT TIME ZONE ${ZONE})::date`;
const FIRST_DAY = `${LOCAL_TODAY} - ($2::int - 1)`;

/**
 * Every order of the range as one row per order (its day, country, currency, amounts, code, hours and
 * credits), then the rows cancellations add, then both as `moves`, which every figure sums. ($1 now,
 * $2 the range's days.)
 */
const MOVES = `
  placed AS (
    SELECT (o.created_at AT TIME ZONE ${ZONE})::date AS day, o.country, o.currency, 1 AS orders,
      o.net_cents, o.gross_cents, o.discount_cents, upper(o.promo_code) AS promo_code,
      coalesce(i.hours, 0) AS hours, coalesce(i.credits, 0) AS credits
    FROM orders o
    LEFT JOIN LATERAL (
      SELECT sum(quantity) FILTER (WHERE organisation IS NULL) AS hours,
        sum(quantity) FILTER (WHERE organisation IS NOT NULL) AS credits
      FROM order_items WHERE order_id = o.id) i ON true
    WHERE o.created_at >= ((${FIRST_DAY})::timestamp AT TIME ZONE ${ZONE}) AND o.created_at <= $1),
  -- The one place cancellations join (docs/product-rules.md#cancellations): one row per Stornorechnung of
  -- the range, on its own day, its amounts and discount negative as issued, its items' hours and credits
  -- taken back, and orders 0 (the order stays counted).
  cancellations AS (
    SELECT (c.created_at AT TIME ZONE ${ZONE})::date AS day, o.country, o.currency, 0 AS orders,
      c.net_cents, c.gross_cents, c.discount_cents, upper(o.promo_code) AS promo_code,
      -coalesce(i.hours, 0) AS hours, -coalesce(i.credits, 0) AS credits
    FROM order_cancellations c
    JOIN orders o ON o.id = c.order_id
    LEFT JOIN LATERAL (
      SELECT sum(oi.quantity) FILTER (WHERE oi.organisation IS NULL) AS hours,
        sum(oi.quantity) FILTER (WHERE oi.organisation IS NOT NULL) AS credits
      FROM order_cancellation_items ci JOIN order_items oi ON oi.id = ci.order_item_id
      WHERE ci.cancellation_id = c.id) i ON true
    WHERE c.created_at >= ((${FIRST_DAY})::timestamp AT TIME ZONE ${ZONE}) AND c.created_at <= $1),
  moves AS (SELECT * FROM placed UNION ALL SELECT * FROM cancellations)`;

const PER_DAY = `
  WITH days AS (SELECT ${LOCAL_TODAY} - n AS day FROM generate_series(0, $2::int - 1) n), ${MOVES}
  SELECT to_char(days.day, 'YYYY-MM-DD') AS day,
    coalesce(sum(m.orders), 0)::int AS orders,
    coalesce(sum(m.hours), 0)::int AS hours,
    coalesce(sum(m.credits), 0)::int AS credits,
    coalesce(sum(m.net_cents) FILTER (WHERE m.currency = 'EUR'), 0)::int AS eur_net,
    coalesce(sum(m.gross_cents) FILTER (WHERE m.currency = 'EUR'), 0)::int AS eur_gross,
    coalesce(sum(m.net_cents) FILTER (WHERE m.currency = 'CHF'), 0)::int AS chf_net,
    coalesce(sum(m.gross_cents) FILTER (WHERE m.currency = 'CHF'), 0)::int AS chf_gross
  FROM days LEFT JOIN moves m ON m.day = days.day
  GROUP BY days.day ORDER BY days.day`;

const PER_COUNTRY = `
  WITH ${MOVES}
  SELECT m.country, coalesce(sum(m.orders), 0)::int AS orders, coalesce(sum(m.hours), 0)::int AS hours,
    coalesce(sum(m.credits), 0)::int AS credits, coalesce(sum(m.net_cents), 0)::int AS net_cents,
    coalesce(sum(m.gross_cents), 0)::int AS gross_cents
  FROM moves m GROUP BY m.country`;

const PROMO = `
  WITH ${MOVES}
  SELECT m.promo_code AS code, m.currency, sum(m.orders)::int AS uses, sum(m.discount_cents)::int AS discount_cents
  FROM moves m WHERE m.promo_code IS NOT NULL
  GROUP BY m.promo_code, m.currency ORDER BY uses DESC, code, m.currency`;

interface DayRow {
  day: string;
  orders: number;
  hours: number;
  credits: number;
  eur_net: number;
  eur_gross: number;
  chf_net: number;
  chf_gross: number;
}
type CountryRow = Omit<AdminFigures['countries'][number], 'currency'>;

/** A country's currency: francs in Switzerland, euros elsewhere (as the checkout bills). */
const currencyOf = (country: string) => (country === 'ch' ? 'CHF' : 'EUR');

export async function adminFigures(db: Db, now: Date): Promise<AdminFigures> {
  const params = [now, FIGURES_DAYS];
  const [days, countries, promo] = await Promise.all([
    db.query<DayRow>(PER_DAY, params),
    db.query<CountryRow>(PER_COUNTRY, params),
    db.query<AdminFigures['promo'][number]>(PROMO, params),
  ]);
  const byCountry = new Map(countries.map((row) => [row.country, row]));
  return {
    days: days.map((d) => ({
      day: d.day,
      orders: d.orders,
      hours: d.hours,
      credits: d.credits,
      revenue: {
        EUR: { net_cents: d.eur_net, gross_cents: d.eur_gross },
        CHF: { net_cents: d.chf_net, gross_cents: d.chf_gross },
      },
    })),
    countries: COUNTRIES.map((country) => ({
      country,
      currency: currencyOf(country),
      orders: 0,
      hours: 0,
      credits: 0,
      net_cents: 0,
      gross_cents: 0,
      ...byCountry.get(country),
    })),
    promo,
  };
}
