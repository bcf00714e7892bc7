import { z } from 'zod/mini';
import { defineCall } from '../call';
import { id, isoDate, pathId, text } from '../primitives';
import { promoDeskMessages as m } from '../../messages/promoDesk';

/**
 * The back office's promo codes (docs/product-rules.md#promo-codes), under /api/admin/promo-codes. Operators
 * only (a support account cannot create codes). The checkout's statuses follow from these fields: a code
 * outside its validity is EXPIRED or NOTYET, one whose uses reached its limit DEPLETED, one a learner used
 * already REDEEMED (only when it is once per learner), a deactivated one EXPIRED; an amount in another
 * currency than the learner's is not valid for them (HTTP 404, like an unknown code).
 */

export const PROMO_KINDS = ['percent', 'amount'] as const;
export type PromoKind = (typeof PROMO_KINDS)[number];
export const PROMO_CURRENCIES = ['EUR', 'CHF'] as const;
export type PromoCurrency = (typeof PROMO_CURRENCIES)[number];
/** The list's filter: active (not deactivated, not yet past its end), expired (past its end), deactivated. */
export const PROMO_STATES = ['active', 'expired', 'inactive'] as const;
export type PromoState = (typeof PROMO_STATES)[number];

/** Rows of the list per page. */
export const PROMO_PAGE_SIZE = 50 as const;
/** The bounds of the fields, shared by the form, the contract and the database. */
export const PROMO_LIMITS = {
  codeMin: 3,
  codeMax: 32,
  percentMin: 1,
  percentMax: 100,
  /** The smallest and largest amount of a code, in the currency's units. */
  amountMin: 0.01,
  amountMax: 100_000,
  /** Validity dates are within these years (the database's calendar and any sensible code). */
  yearMin: 2000,
  yearMax: 2100,
  usesMax: 1_000_000_000,
} as const;
export const PROMO_CODE_PATTERN = /^[A-Z0-9_-]{3,32}$/;

/** What an operator writes: the same fields for a new code and a changed one. */
export interface PromoInput {
  code: string;
  kind: PromoKind;
  /** Percent (1–100, two decimals at most) or an amount (> 0, in cents' precision). */
  value: number;
  /** For amounts; null for percentages. */
  currency: PromoCurrency | null;
  valid_from: string;
  valid_until: string;
  max_redemptions: number;
  once_per_learner: boolean;
  active: boolean;
}

const hasAtMostTwoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/**
 * The rules across fields (form and server alike): the value's range for its kind, a currency for amounts
 * only, the validity's start before its end. Each issue names its field.
 */
export function promoRuleIssues(input: PromoInput): { path: keyof PromoInput; message: string }[] {
  const issues: { path: keyof PromoInput; message: string }[] = [];
  if (!Number.isFinite(input.value) || !hasAtMostTwoDecimals(input.value)) {
    issues.push({ path: 'value', message: m.valueInvalid });
  } else if (input.kind === 'percent') {
    if (input.value < PROMO_LIMITS.percentMin || input.value > PROMO_LIMITS.percentMax)
      issues.push({ path: 'value', message: m.percentRange });
  } else if (input.value < PROMO_LIMITS.amountMin || input.value > PROMO_LIMITS.amountMax) {
    issues.push({ path: 'value', message: m.amountRange });
  }
  if (input.kind === 'amount' && input.currency === null)
    issues.push({ path: 'currency', message: m.currencyRequired });
  if (input.kind === 'percent' && input.currency !== null)
    issues.push({ path: 'currency', message: m.currencyPercent });
  const from = Date.parse(input.valid_from);
  const until = Date.parse(input.valid_until);
  for (const [path, time] of [
    ['valid_from', from],
    ['valid_until', until],
  ] as const) {
    const year = new Date(time).getUTCFullYear();
    if (Number.isFinite(time) && (year < PROMO_LIMITS.yearMin || year > PROMO_LIMITS.yearMax))
      issues.push({ path, message: m.dateRange });
  }
  if (Number.isFinite(from) && Number.isFinite(until) && from >= until)
    issues.push({ path: 'valid_until', message: m.untilBeforeFrom });
  return issues;
}

/** A code: 3–32 of A–Z, 0–9, '-' and '_', upper-cased (codes are unique case-insensitively). */
export const promoCode = z
  .string({ error: m.codeRequired })
  .check(
    z.trim(),
    z.toUpperCase(),
    z.regex(PROMO_CODE_PATTERN, { error: m.codeInvalid }),
    z.maxLength(PROMO_LIMITS.codeMax),
  );

export const promoInputSchema = z
  .strictObject({
    code: promoCode,
    kind: z.enum(PROMO_KINDS),
    value: z.number(),
    currency: z.nullable(z.enum(PROMO_CURRENCIES)),
    valid_from: isoDate,
    valid_until: isoDate,
    max_redemptions: z
      .int()
      .check(z.gte(1, { error: m.limitRange }), z.lte(PROMO_LIMITS.usesMax, { error: m.limitRange })),
    once_per_learner: z.boolean(),
    active: z.boolean(),
  })
  .check(
    z.superRefine((input, ctx) => {
      for (const issue of promoRuleIssues(input))
        ctx.issues.push({ code: 'custom', path: [issue.path], message: issue.message, input: input });
    }),
  );

/** A code as the back office shows it. */
export const promoCodeSchema = z.object({
  id,
  code: z.string(),
  kind: z.enum(PROMO_KINDS),
  value: z.number(),
  /** Null for percentages, and for amounts of codes from before the back office, which count in any currency. */
  currency: z.nullable(z.enum(PROMO_CURRENCIES)),
  valid_from: isoDate,
  valid_until: isoDate,
  max_redemptions: z.int(),
  once_per_learner: z.boolean(),
  active: z.boolean(),
  /** Redemptions so far, and what is left of the limit. */
  uses: z.int().check(z.gte(0)),
  remaining: z.int().check(z.gte(0)),
  created_at: z.nullable(isoDate),
  updated_at: z.nullable(isoDate),
});
export type PromoCode = z.infer<typeof promoCodeSchema>;

/** The list, paged, newest first: search by code (a part of it, case-insensitive), filter by state. */
export const promoCodesCall = defineCall({
  name: 'admin.promo-codes.index',
  method: 'GET',
  query: z.object({
    search: z.optional(text(PROMO_LIMITS.codeMax)),
    state: z.optional(z.enum(PROMO_STATES)),
    page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000)), 1),
  }),
  response: z.object({
    data: z.array(promoCodeSchema).check(z.maxLength(PROMO_PAGE_SIZE)),
    page: z.int().check(z.gte(1)),
    per_page: z.literal(PROMO_PAGE_SIZE),
    total: z.int().check(z.gte(0)),
  }),
});

const promoParams = z.object({ promo: pathId });

export const promoCodeCall = defineCall({
  name: 'admin.promo-codes.show',
  method: 'GET',
  params: promoParams,
  response: promoCodeSchema,
});

/** A new code (409 `promo.code-taken` when another code has the same letters, in any case). */
export const promoCreateCall = defineCall({
  name: 'admin.promo-codes.store',
  method: 'POST',
  body: promoInputSchema,
  response: promoCodeSchema,
});

/** Changes a code, its code too (409 `promo.code-taken` as above). Redemptions so far stay. */
export const promoUpdateCall = defineCall({
  name: 'admin.promo-codes.update',
  method: 'PUT',
  params: promoParams,
  body: promoInputSchema,
  response: promoCodeSchema,
});

/** The checkout refuses the code from now on (as expired); editing it can activate it again. */
export const promoDeactivateCall = defineCall({
  name: 'admin.promo-codes.deactivate',
  method: 'POST',
  params: promoParams,
  response: promoCodeSchema,
});
