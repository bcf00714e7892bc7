import { z } from 'zod/mini';
import { TEXT_LIMITS } from '../constants';
import { defineCall, userParam } from '../call';
import { requiredText } from '../primitives';

/**
 * Reminders of the year's 15 hours (docs/product-rules.md#reminders): de and at learners opt in (off by
 * default) and get mails on 1 October, 1 November, 1 December and 15 December while fewer than 15 hours are
 * requested this year; each mail unsubscribes with one click. The plan of the year also comes as a calendar
 * file.
 */
const count = z.int().check(z.gte(0));

export const yearPlanSchema = z.object({
  year: z.int().check(z.gte(2000), z.lte(9999)),
  hours_requested: z.number().check(z.gte(0)),
  hours_required: count,
  hours_missing: z.number().check(z.gte(0)),
  hours_from_coins_on_hand: z.number().check(z.gte(0)),
  coins_to_earn: count,
  days_left: count,
  questions_per_week: count,
  done: z.boolean(),
});
export type YearPlanReply = z.infer<typeof yearPlanSchema>;

export const remindersSchema = z.object({
  /** Reminders are offered to de and at learners (the yearly 15 hours); ch learners get false. */
  available: z.boolean(),
  enabled: z.boolean(),
  plan: yearPlanSchema,
});
export type Reminders = z.infer<typeof remindersSchema>;

export const remindersBody = z.strictObject({ enabled: z.boolean() });
export type RemindersBody = z.infer<typeof remindersBody>;

const userPath = z.object({ user: userParam });

export const remindersCall = defineCall({
  name: 'app.users.reminders.show',
  method: 'GET',
  params: userPath,
  response: remindersSchema,
});

export const updateRemindersCall = defineCall({
  name: 'app.users.reminders.update',
  method: 'PUT',
  params: userPath,
  body: remindersBody,
  response: remindersSchema,
});

/** The plan as an iCalendar file: one event a week until 31 December with the questions of the week (de, at; ch 403). */
export const remindersCalendarCall = defineCall({
  name: 'app.users.reminders.calendar',
  method: 'GET',
  params: userPath,
  response: z.object({
    filename: z.string().check(z.maxLength(100)),
    content_type: z.literal('text/calendar'),
    content: z.string().check(z.maxLength(200_000)),
  }),
});

const tokenQuery = z.object({ token: requiredText(TEXT_LIMITS.token) });

/**
 * The unsubscribe link of a reminder mail (its token is the credential, no sign-in): GET shows a page with a
 * button and never unsubscribes; POST unsubscribes (the button, and mail clients' one-click POST of RFC 8058
 * with the body `List-Unsubscribe=One-Click`). Both answer with an HTML page.
 */
export const unsubscribePageCall = defineCall({
  name: 'app.reminders.unsubscribe.show',
  method: 'GET',
  query: tokenQuery,
  response: z.unknown(),
});

export const unsubscribeCall = defineCall({
  name: 'app.reminders.unsubscribe',
  method: 'POST',
  query: tokenQuery,
  body: z.unknown(),
  response: z.unknown(),
  idempotent: true,
});
