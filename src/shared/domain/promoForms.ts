/**
 * The back office's promo-code form (docs/product-rules.md#promo-codes): what the operator types (text
 * fields, days as TT.MM.JJJJ) to the contract's body, checked by the same rules the server runs
 * (`promoRuleIssues`, `promoInputSchema`). Days are whole days in the browser's time zone: valid from the
 * first day's start until the end of the last day (the contract's `valid_until` is the next day's start).
 */
import { z } from 'zod/mini';
import {
  PROMO_CODE_PATTERN,
  PROMO_CURRENCIES,
  PROMO_KINDS,
  PROMO_LIMITS,
  promoInputSchema,
  promoRuleIssues,
  type PromoCode,
  type PromoInput,
} from '../api/calls/adminPromo';
import { promoDeskMessages as m } from '../messages/promoDesk';
import { parseFilterDay } from './adminForms';

const DAY_MS = 86_400_000;

/** '12,5' or '12.5' as a number; NaN when it is none. */
export function parseDecimal(value: string): number {
  const trimmed = value.trim().replace(/\s/g, '');
  if (!/^\d+([.,]\d+)?$/.test(trimmed)) return Number.NaN;
  return Number(trimmed.replace(',', '.'));
}

/** A number as the form shows it: a comma, no trailing zeros beyond cents ('12,5', '20'). */
export const formatDecimal = (value: number): string => String(value).replace('.', ',');

const pad = (n: number) => String(n).padStart(2, '0');
/** A moment as the day the form shows, TT.MM.JJJJ (the browser's time zone). */
export const dayOf = (date: Date): string =>
  `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
/** The last day a code is valid on: the day before `valid_until`'s moment when that is a day's start. */
export const lastDayOf = (validUntil: string): string => dayOf(new Date(Date.parse(validUntil) - 1));

const nextDayStart = (day: Date) => new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1);

const promoFormFields = z.object({
  code: z.string().check(z.trim(), z.toUpperCase(), z.regex(PROMO_CODE_PATTERN, { error: m.codeInvalid })),
  kind: z.enum(PROMO_KINDS),
  value: z.string(),
  currency: z.enum(PROMO_CURRENCIES),
  valid_from: z.string().check(z.refine((v) => parseFilterDay(v) !== null, { error: m.dateInvalid })),
  valid_until: z.string().check(z.refine((v) => parseFilterDay(v) !== null, { error: m.dateInvalid })),
  max_redemptions: z.string().check(
    z.refine((v) => /^\d{1,10}$/.test(v.trim()) && Number(v) >= 1 && Number(v) <= PROMO_LIMITS.usesMax, {
      error: m.limitRange,
    }),
  ),
  once_per_learner: z.boolean(),
  active: z.boolean(),
});

export type PromoFormValues = z.input<typeof promoFormFields>;
type PromoFormOutput = z.output<typeof promoFormFields>;

/** The contract's body of valid form values (days to moments, text to numbers, no currency for a percentage). */
export function toPromoInput(values: PromoFormOutput): PromoInput {
  const from = parseFilterDay(values.valid_from);
  const until = parseFilterDay(values.valid_until);
  return {
    code: values.code,
    kind: values.kind,
    value: parseDecimal(values.value),
    currency: values.kind === 'amount' ? values.currency : null,
    valid_from: from ? from.toISOString() : '',
    valid_until: until ? nextDayStart(until).toISOString() : '',
    max_redemptions: Number(values.max_redemptions.trim()),
    once_per_learner: values.once_per_learner,
    active: values.active,
  };
}

/**
 * The form's schema: each field's own check, then the rules across fields on the converted body (the
 * server's), and the body parsed by the contract's schema.
 */
export const promoFormSchema = z.pipe(
  promoFormFields.check(
    z.superRefine((values, ctx) => {
      for (const issue of promoRuleIssues(toPromoInput(values))) {
        ctx.issues.push({ code: 'custom', path: [issue.path], message: issue.message, input: values });
      }
    }),
  ),
  z.pipe(z.transform(toPromoInput), promoInputSchema),
);

/** A new code's form: a percentage, valid from today for a year, 100 uses, once per learner, active. */
export function emptyPromoForm(today: Date): PromoFormValues {
  const inAYear = new Date(today.getFullYear() + 1, today.getMonth(), today.getDate());
  return {
    code: '',
    kind: 'percent',
    value: '',
    currency: 'EUR',
    valid_from: dayOf(today),
    valid_until: dayOf(new Date(inAYear.getTime() - DAY_MS / 2)),
    max_redemptions: '100',
    once_per_learner: true,
    active: true,
  };
}

/** A code's fields in the form. */
export const promoFormOf = (promo: PromoCode): PromoFormValues => ({
  code: promo.code,
  kind: promo.kind,
  value: formatDecimal(promo.value),
  currency: promo.currency ?? 'EUR',
  valid_from: dayOf(new Date(promo.valid_from)),
  valid_until: lastDayOf(promo.valid_until),
  max_redemptions: String(promo.max_redemptions),
  once_per_learner: promo.once_per_learner,
  active: promo.active,
});
