import { z } from 'zod/mini';
import { COUNTRIES } from '../constants';
import { defineCall, type CallResponse } from '../call';
import { calendarDate } from '../questionBank';

/**
 * The back office's figures (docs/product-rules.md#figures): orders, revenue, hours and credits sold per
 * Berlin calendar day over FIGURES_DAYS days (oldest first, every day listed, those without an order
 * with 0), the same per country, and the promo codes used. Operators; support reads them too.
 */
export const FIGURES_DAYS = 30 as const;
export const FIGURE_CURRENCIES = ['EUR', 'CHF'] as const;

const count = z.int().check(z.gte(0));
/** Cents; a day's sum may fall below 0 once cancellations count. */
const cents = z.int();
const money = z.object({ net_cents: cents, gross_cents: cents });

export const adminFiguresCall = defineCall({
  name: 'admin.figures',
  method: 'GET',
  response: z.object({
    days: z
      .array(
        z.object({
          day: calendarDate,
          orders: count,
          /** Hours sold (Germany and Austria) and credits sold (Switzerland). */
          hours: z.int(),
          credits: z.int(),
          revenue: z.object({ EUR: money, CHF: money }),
        }),
      )
      .check(z.length(FIGURES_DAYS)),
    /** The range's totals per country, every country listed. */
    countries: z
      .array(
        z.object({
          country: z.enum(COUNTRIES),
          currency: z.enum(FIGURE_CURRENCIES),
          orders: count,
          hours: z.int(),
          credits: z.int(),
          net_cents: cents,
          gross_cents: cents,
        }),
      )
      .check(z.length(COUNTRIES.length)),
    /** Promo codes used in the range, per code and currency, most used first. */
    promo: z.array(
      z.object({
        code: z.string(),
        currency: z.enum(FIGURE_CURRENCIES),
        uses: count,
        discount_cents: cents,
      }),
    ),
  }),
});
export type AdminFigures = CallResponse<typeof adminFiguresCall>;
