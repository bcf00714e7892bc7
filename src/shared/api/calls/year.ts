import { z } from 'zod/mini';
import { defineCall, userParam } from '../call';
import { ASSOCIATIONS } from '../constants';
import { id } from '../primitives';
import { DOCUMENT_MAX_BYTES } from './documents';

/**
 * The learner's year (docs/product-rules.md#the-year): the hours requested this calendar year against the
 * 15 the law asks, the plan to reach them by 31 December (src/shared/domain/yearPlan.ts, worked out on
 * the server's clock), the hours of earlier years; for ch the credits per association since 1 January of
 * last year. And the Jahresnachweis of one calendar year, as a PDF.
 */
const hours = z.number().check(z.gte(0), z.lte(100_000));
const count = z.int().check(z.gte(0), z.lte(100_000_000));
const year = z.int().check(z.gte(2000), z.lte(2200));

export const yearPlanSchema = z.object({
  year,
  hoursRequested: hours,
  hoursRequired: hours,
  hoursMissing: hours,
  hoursFromCoinsOnHand: hours,
  coinsToEarn: count,
  daysLeft: z.int().check(z.gte(1), z.lte(366)),
  questionsPerWeek: count,
  done: z.boolean(),
});

export const yearSummarySchema = z.object({
  plan: yearPlanSchema,
  coins_on_hand: count,
  /** Earlier calendar years with hours requested, newest first. */
  previous_years: z.array(z.object({ year, hours })).check(z.maxLength(200)),
  /** ch: credits requested per association from 1 January of `credits_since` on (empty for de and at). */
  credits_since: year,
  credits: z.array(z.object({ association: z.enum(ASSOCIATIONS), credits: count })).check(z.maxLength(10)),
});
export type YearSummary = z.infer<typeof yearSummarySchema>;

/** The learner's year at a glance (dashboard). */
export const yearSummaryCall = defineCall({
  name: 'app.users.year.show',
  method: 'GET',
  params: z.object({ user: userParam }),
  response: yearSummarySchema,
});

/**
 * The Jahresnachweis of a calendar year: a closed year's is archived when first made and comes from the
 * archive ever after (`document_id` set); the running year's is made fresh and not archived (null).
 */
export const yearlyProofCall = defineCall({
  name: 'app.users.yearly-proofs.show',
  method: 'GET',
  params: z.object({ user: userParam, year: z.coerce.number().check(z.int(), z.gte(2000), z.lte(2200)) }),
  response: z.object({
    year,
    document_id: z.nullable(id),
    filename: z.string().check(z.maxLength(200)),
    content_type: z.string().check(z.maxLength(100)),
    sha256: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
    content_base64: z.string().check(z.maxLength(Math.ceil(DOCUMENT_MAX_BYTES / 3) * 4)),
  }),
});
