import { createHmac, timingSafeEqual } from 'node:crypto';
import { createEvents, type EventAttributes } from 'ics';
import type { Reminders, YearPlanReply } from '../../../src/shared/api/calls/reminders';
import { PATHS } from '../../../src/shared/domain/paths';
import { yearPlan, type YearPlan } from '../../../src/shared/domain/yearPlan';
import { remindersMessages as m } from '../../../src/shared/messages/reminders';
import type { Context } from '../context';
import { one, type Db } from '../db/database';
import { HttpError, ErrorCode } from '../errors';
import { hoursCoinsPay } from '../orders/coins';
import type { OutgoingMail } from '../mail/mailer';
import { hoursRequestedInYear } from '../year/year';
import { berlinDay, dayAsDate, daysToPlan, reminderFate } from './schedule';

/** Reminders of the year's 15 hours are for the countries with that duty (docs/product-rules.md#reminders). */
const COUNTRIES_WITH_HOURS = ['de', 'at'];
/** A claimed reminder whose mail did not go out is tried again after this long, at most MAX_ATTEMPTS times. */
const RETRY_AFTER_MS = 10 * 60_000;
const MAX_ATTEMPTS = 3;
const BATCH = 50;

interface LearnerRow {
  id: number;
  email: string;
  first_name: string;
  country: string;
  reminders_since: Date | null;
  disabled: boolean;
}

async function learner(db: Db, userId: number): Promise<LearnerRow> {
  const row = await one<LearnerRow>(
    db,
    'SELECT id, email, first_name, country, reminders_since, disabled FROM users WHERE id = $1',
    [userId],
  );
  if (!row) throw new HttpError(ErrorCode.notFound);
  return row;
}

/** Where the learner stands with the year of `now`: hours requested, coins on hand, the plan. */
export async function planOf(db: Db, userId: number, now: Date): Promise<YearPlan> {
  const today = dayAsDate(berlinDay(now));
  const coins = await one<{ coins: number }>(
    db,
    `SELECT coalesce(sum(coins - redeemed), 0)::int AS coins FROM coin_ledger WHERE user_id = $1 AND expires_at > $2`,
    [userId, now],
  );
  return yearPlan({
    hoursRequested: await hoursRequestedInYear(db, userId, today.getUTCFullYear()),
    coinsOnHand: coins?.coins ?? 0,
    hoursCoinsPay: await hoursCoinsPay(db, userId, now),
    today,
  });
}

const planReply = (plan: YearPlan): YearPlanReply => ({
  year: plan.year,
  hours_requested: plan.hoursRequested,
  hours_required: plan.hoursRequired,
  hours_missing: plan.hoursMissing,
  hours_from_coins_on_hand: plan.hoursFromCoinsOnHand,
  coins_to_earn: plan.coinsToEarn,
  days_left: plan.daysLeft,
  questions_per_week: plan.questionsPerWeek,
  done: plan.done,
});

export async function readReminders(ctx: Context, userId: number): Promise<Reminders> {
  const row = await learner(ctx.db, userId);
  return {
    available: COUNTRIES_WITH_HOURS.includes(row.country),
    enabled: row.reminders_since !== null,
    plan: planReply(await planOf(ctx.db, userId, ctx.clock())),
  };
}

/** Makes the reminder jobs of today's year for opted-in learners (one, or all); existing ones stay. */
async function planJobs(db: Db, now: Date, userId: number | null): Promise<void> {
  const today = berlinDay(now);
  // Every day of the year the sweep could plan; each learner's start is filtered in SQL.
  const days = daysToPlan(`${today.slice(0, 4)}-01-01`, today);
  await db.query(
    `INSERT INTO reminder_jobs (user_id, due_on)
     SELECT u.id, d.day FROM users u CROSS JOIN unnest($1::date[]) AS d(day)
     WHERE u.reminders_since IS NOT NULL AND NOT u.disabled AND u.country = ANY($3::text[])
       AND ($2::int IS NULL OR u.id = $2)
       AND d.day >= (u.reminders_since AT TIME ZONE 'Europe/Berlin')::date
     ON CONFLICT (user_id, due_on) DO NOTHING`,
    [days, userId, COUNTRIES_WITH_HOURS],
  );
}

/** Opting in plans this year's remaining reminders; opting out drops the open ones. */
export async function setReminders(ctx: Context, userId: number, enabled: boolean): Promise<Reminders> {
  const row = await learner(ctx.db, userId);
  if (!COUNTRIES_WITH_HOURS.includes(row.country)) throw new HttpError(ErrorCode.forbidden);
  await ctx.db.transaction(async (tx) => {
    if (enabled) {
      await tx.query('UPDATE users SET reminders_since = $2 WHERE id = $1 AND reminders_since IS NULL', [
        userId,
        ctx.clock(),
      ]);
      await planJobs(tx, ctx.clock(), userId);
    } else {
      await unsubscribe(tx, userId);
    }
  });
  return readReminders(ctx, userId);
}

async function unsubscribe(db: Db, userId: number): Promise<void> {
  await db.query('UPDATE users SET reminders_since = NULL WHERE id = $1', [userId]);
  await db.query('DELETE FROM reminder_jobs WHERE user_id = $1 AND done_at IS NULL', [userId]);
}

/** A key of its own, derived from the server secret, so no other use of the secret can mint these tokens. */
const unsubscribeKey = (secret: string) =>
  createHmac('sha256', secret).update('reminders-unsubscribe').digest();
const signature = (secret: string, userId: number) =>
  createHmac('sha256', unsubscribeKey(secret)).update(String(userId)).digest('base64url');

/** The unsubscribe link's token: the learner's id and its signature; it names nothing else. */
export const unsubscribeToken = (secret: string, userId: number): string =>
  `${userId}.${signature(secret, userId)}`;

/** The learner a well-signed token names, or null. */
export function userOfToken(secret: string, token: string): number | null {
  const match = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const expected = Buffer.from(signature(secret, userId));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null;
}

/** One-click unsubscribe (no sign-in: the signed token is the credential); false for a bad token. */
export async function unsubscribeByToken(ctx: Context, token: string): Promise<boolean> {
  const userId = userOfToken(ctx.secret, token);
  if (userId === null) return false;
  await ctx.db.transaction((tx) => unsubscribe(tx, userId));
  return true;
}

export const unsubscribeUrl = (ctx: Context, userId: number): string =>
  `${ctx.config.publicUrl}/api/reminders/unsubscribe?token=${unsubscribeToken(ctx.secret, userId)}`;

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function reminderMail(ctx: Context, row: LearnerRow, plan: YearPlan): OutgoingMail {
  const stop = unsubscribeUrl(ctx, row.id);
  const go = `${ctx.config.publicUrl}${PATHS.dashboard}`;
  const lines = [
    m.mailStatus(plan.hoursRequested, plan.year, plan.daysLeft),
    m.mailCoins(plan.hoursFromCoinsOnHand),
    m.mailPlan(plan.questionsPerWeek),
  ].filter(Boolean);
  const greeting = m.mailGreeting(row.first_name);
  const text = [
    greeting,
    '',
    ...lines,
    '',
    `${m.mailLink}: ${go}`,
    '',
    m.mailSignature,
    '',
    `${m.mailUnsubscribe}: ${stop}`,
  ].join('\n');
  const html = `<!doctype html><html lang="de"><body style="font-family:sans-serif;line-height:1.5">
<p>${escape(greeting)}</p>${lines.map((l) => `<p>${escape(l)}</p>`).join('')}
<p><a href="${escape(go)}">${escape(m.mailLink)}</a></p><p>${escape(m.mailSignature)}</p>
<p style="font-size:small"><a href="${escape(stop)}">${escape(m.mailUnsubscribe)}</a></p></body></html>`;
  return {
    to: row.email,
    subject: m.mailSubject(plan.hoursMissing),
    text,
    html,
    // RFC 8058: a mail client may unsubscribe with one POST to this https URL, no sign-in.
    headers: {
      'List-Unsubscribe': `<${stop}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

export interface SweepResult {
  sent: number;
  enough: number;
  superseded: number;
}

/**
 * One round of the reminders (docs/product-rules.md#reminders): makes today's year's jobs for opted-in
 * learners, then claims the due ones with SKIP LOCKED (two instances never take the same job) and sends
 * each, or closes it when 15 hours are requested or a later reminder day has come. A claimed job whose mail
 * failed is tried again after ten minutes, three times at most. `now` is the clock's unless a test sets it.
 */
export async function sweepReminders(
  ctx: Context,
  now: Date = ctx.clock(),
  {
    log = () => undefined,
    plan = true,
  }: { log?: (error: unknown, jobId: number) => void; plan?: boolean } = {},
): Promise<SweepResult> {
  const result: SweepResult = { sent: 0, enough: 0, superseded: 0 };
  const today = berlinDay(now);
  if (plan) await planJobs(ctx.db, now, null);
  for (;;) {
    const claimed = await ctx.db.query<{ id: number; user_id: number; due_on: string }>(
      `UPDATE reminder_jobs SET attempts = attempts + 1, claimed_at = $1
       WHERE id IN (
         SELECT id FROM reminder_jobs
         WHERE done_at IS NULL AND due_on <= $2::date AND attempts < $3
           AND (claimed_at IS NULL OR claimed_at <= $4)
         ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
       RETURNING id, user_id, to_char(due_on, 'YYYY-MM-DD') AS due_on`,
      [now, today, MAX_ATTEMPTS, new Date(now.getTime() - RETRY_AFTER_MS)],
    );
    for (const job of claimed.sort((a, b) => a.id - b.id)) {
      try {
        const outcome = await handleJob(ctx, job, now, today);
        result[outcome] += 1;
      } catch (error) {
        log(error, job.id);
      }
    }
    if (claimed.length < BATCH) return result;
  }
}

/**
 * The worker's sweep: plans jobs once per day of this process (opting in plans the learner's own; this is
 * for the turn of the year), then sends what is due.
 */
export function reminderSweeper(ctx: Context) {
  let plannedDay: string | null = null;
  return async (log?: (error: unknown, jobId: number) => void): Promise<SweepResult> => {
    const now = ctx.clock();
    const plan = plannedDay !== berlinDay(now);
    const result = await sweepReminders(ctx, now, { log, plan });
    plannedDay = berlinDay(now);
    return result;
  };
}

async function handleJob(
  ctx: Context,
  job: { id: number; user_id: number; due_on: string },
  now: Date,
  today: string,
): Promise<keyof SweepResult> {
  const close = (outcome: keyof SweepResult) =>
    ctx.db
      .query('UPDATE reminder_jobs SET done_at = $2, outcome = $3 WHERE id = $1', [job.id, now, outcome])
      .then(() => outcome);
  const row = await learner(ctx.db, job.user_id);
  if (row.reminders_since === null || row.disabled || !COUNTRIES_WITH_HOURS.includes(row.country))
    return close('superseded');
  if (reminderFate(job.due_on, today) !== 'send') return close('superseded');
  const plan = await planOf(ctx.db, row.id, now);
  if (plan.done) return close('enough');
  await ctx.mailer.send(reminderMail(ctx, row, plan));
  return close('sent');
}

/** The plan as iCalendar events: one all-day event a week from today until 31 December. */
export async function planCalendar(ctx: Context, userId: number) {
  // No yearly hours, no plan: refused as the reminders are (docs/product-rules.md#reminders).
  if (!COUNTRIES_WITH_HOURS.includes((await learner(ctx.db, userId)).country))
    throw new HttpError(ErrorCode.forbidden);
  const now = ctx.clock();
  const plan = await planOf(ctx.db, userId, now);
  const today = dayAsDate(berlinDay(now));
  const events: EventAttributes[] = [];
  const title = plan.done ? m.planDone(plan.year) : m.calendarEventTitle(plan.questionsPerWeek);
  const description = plan.done ? m.planDone(plan.year) : m.calendarEventText(plan.hoursMissing, plan.year);
  for (let day = today; day.getUTCFullYear() === plan.year; day = new Date(day.getTime() + 7 * 86_400_000)) {
    const next = new Date(day.getTime() + 86_400_000);
    events.push({
      uid: `plan-${userId}-${plan.year}-${events.length + 1}@weiterbildungsquiz`,
      start: [day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate()],
      end: [next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()],
      title,
      description,
      url: `${ctx.config.publicUrl}${PATHS.dashboard}`,
    });
    if (plan.done) break;
  }
  const { error, value } = createEvents(events, {
    productId: 'weiterbildungsquiz/plan',
    calName: m.calendarTitle,
  });
  if (error || !value) throw error ?? new Error('calendar file not made');
  return { filename: m.calendarFilename(plan.year), content_type: 'text/calendar' as const, content: value };
}
