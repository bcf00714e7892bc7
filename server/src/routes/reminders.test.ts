import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type Server } from '../app';
import { testConfig } from '../config';
import type { Db } from '../db/database';
import { openPostgres } from '../db/postgres';
import { sweepReminders, unsubscribeToken } from '../reminders/reminders';
import { hoursRequestedInYear } from '../year/year';
import { keyed, siblingServer, signUp, testClock, useTestServer, type TestUser } from '../testing/harness';
import type { Reminders } from '../../../src/shared/api/calls/reminders';

/** Reminders of the year's 15 hours: opt-in, the jobs' sweep, one-click unsubscribe, the calendar file. */
const clock = testClock(new Date('2026-06-01T10:00:00Z'));
const t = useTestServer({ clock });

interface Mail {
  to: string;
  subject: string;
  text: string;
  links: string[];
  headers: Record<string, string>;
}
/** The reminder mails in the dev mailbox to one address (the sign-up's verification mail left out). */
const mailsTo = async (email: string) =>
  (await t.request({ method: 'GET', url: `/api/dev/mails?to=${encodeURIComponent(email)}` }))
    .json<Mail[]>()
    .filter((mail) => mail.subject.includes('Weiterbildungsstunden'));

const read = async (user: TestUser) =>
  (
    await t.request({ method: 'GET', url: '/api/users/me/reminders', headers: user.headers })
  ).json<Reminders>();
const setReminders = (user: TestUser, enabled: boolean) =>
  t.request({ method: 'PUT', url: '/api/users/me/reminders', headers: keyed(user), payload: { enabled } });

async function optedIn(country: 'de' | 'at' = 'de'): Promise<TestUser> {
  const user = await signUp(t, { country });
  expect((await setReminders(user, true)).statusCode).toBe(200);
  return user;
}

let invoices = 0;
/** An order of `hours` hours placed at `at`, straight into the tables; returns its items' ids. */
async function order(db: Db, userId: number, at: string, hours: number[]): Promise<number[]> {
  invoices += 1;
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO orders (user_id, invoice_number, country, currency, buyer_name, buyer_email, street, postal_code,
       city, subtotal_cents, discount_cents, net_cents, vat_rate, vat_cents, gross_cents, created_at)
     VALUES ($1, $2, 'de', 'EUR', 'Tessa Test', 't@example.test', 'Weg 1', '10115', 'Berlin', 0, 0, 0, 0, 0, 0, $3)
     RETURNING id`,
    [userId, `ER-${randomUUID()}-${invoices}`, at],
  );
  const items: number[] = [];
  for (const quantity of hours) {
    const [item] = await db.query<{ id: number }>(
      `INSERT INTO order_items (order_id, title, quantity, coins, unit_price_cents, line_total_cents)
       VALUES ($1, 'Weiterbildung', $2, $3, 0, 0) RETURNING id`,
      [row!.id, quantity, quantity * 100],
    );
    items.push(item!.id);
  }
  return items;
}

async function cancel(db: Db, orderItem: number): Promise<void> {
  const [c] = await db.query<{ id: number }>(
    `INSERT INTO order_cancellations (order_id, invoice_number, reason, subtotal_cents, discount_cents, net_cents,
       vat_cents, gross_cents, created_at)
     SELECT order_id, $2, 'Test', 0, 0, 0, 0, 0, now() FROM order_items WHERE id = $1 RETURNING id`,
    [orderItem, `ST-${randomUUID()}`],
  );
  await db.query(
    'INSERT INTO order_cancellation_items (cancellation_id, order_item_id, line_total_cents) VALUES ($1, $2, 0)',
    [c!.id, orderItem],
  );
}

const at = (iso: string) => new Date(iso);

describe('the reminder opt-in', () => {
  it('is off by default, offered in de and at, and refused in ch', async () => {
    const de = await signUp(t, { country: 'de' });
    expect(await read(de)).toMatchObject({
      available: true,
      enabled: false,
      plan: { year: 2026, hours_missing: 15 },
    });
    const ch = await signUp(t, { country: 'ch' });
    expect((await read(ch)).available).toBe(false);
    expect((await setReminders(ch, true)).statusCode).toBe(403);
    const at = await optedIn('at');
    expect((await read(at)).enabled).toBe(true);
  });

  it("plans this year's four reminders on opting in and drops the open ones on opting out", async () => {
    const user = await optedIn();
    const jobs = () =>
      t.db.query<{ due_on: string }>(
        `SELECT to_char(due_on, 'YYYY-MM-DD') AS due_on FROM reminder_jobs WHERE user_id = $1 ORDER BY due_on`,
        [user.id],
      );
    expect((await jobs()).map((j) => j.due_on)).toEqual([
      '2026-10-01',
      '2026-11-01',
      '2026-12-01',
      '2026-12-15',
    ]);
    const off = await setReminders(user, false);
    expect(off.json<Reminders>().enabled).toBe(false);
    expect(await jobs()).toEqual([]);
  });
});

describe('hours requested in a year', () => {
  it("counts the year's ordered hours without cancelled items, credits or other years", async () => {
    const user = await signUp(t, { country: 'de' });
    const [, cancelled] = await order(t.db, user.id, '2026-03-01T10:00:00Z', [2, 3]);
    await order(t.db, user.id, '2025-12-31T23:30:00Z', [4]); // 1 January 2026 in Berlin
    await order(t.db, user.id, '2025-12-31T12:00:00Z', [5]);
    await t.db.query(
      `UPDATE order_items SET organisation = 'cicero' WHERE id = (SELECT max(id) FROM order_items WHERE order_id =
         (SELECT max(id) FROM orders WHERE user_id = $1))`,
      [user.id],
    );
    await cancel(t.db, cancelled!);
    expect(await hoursRequestedInYear(t.db, user.id, 2026)).toBe(2 + 4);
    expect(await hoursRequestedInYear(t.db, user.id, 2025)).toBe(0);
  });
});

describe('the reminder sweep', () => {
  it('mails an opted-in learner once on a reminder day, with the plan and one-click unsubscribe headers', async () => {
    const user = await optedIn();
    const other = await signUp(t, { country: 'de' });
    await order(t.db, user.id, '2026-05-01T10:00:00Z', [3]);
    expect((await sweepReminders(t.server.ctx, at('2026-09-30T12:00:00Z'))).sent).toBe(0);
    const first = await sweepReminders(t.server.ctx, at('2026-10-01T06:00:00Z'));
    expect(first.sent).toBeGreaterThanOrEqual(1);
    await sweepReminders(t.server.ctx, at('2026-10-01T07:00:00Z'));
    await sweepReminders(t.server.ctx, at('2026-10-20T07:00:00Z'));
    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe('Dir fehlen noch 12 Weiterbildungsstunden für dieses Jahr');
    // 1200 coins by 31 December, 92 days (14 weeks, counted up) from 1 October: 86 a week.
    expect(mail!.text).toContain('3 von 15 Stunden');
    expect(mail!.text).toContain('86 richtig beantwortete Fragen pro Woche');
    const url = `http://localhost:8080/api/reminders/unsubscribe?token=${unsubscribeToken(t.server.ctx.secret, user.id)}`;
    expect(mail!.headers).toEqual({
      'List-Unsubscribe': `<${url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail!.links).toContain(url);
    expect(await mailsTo(other.email)).toEqual([]);
  });

  it('sends no mail once 15 hours are requested, and only the latest reminder after a pause', async () => {
    const done = await optedIn();
    await order(t.db, done.id, '2026-08-01T10:00:00Z', [10, 5]);
    const late = await optedIn();
    const [item] = await order(t.db, late.id, '2026-08-01T10:00:00Z', [15]);
    await cancel(t.db, item!);
    // Down from before 1 November until 2 December: 1 October and 1 November are never sent.
    await sweepReminders(t.server.ctx, at('2026-12-02T09:00:00Z'));
    expect(await mailsTo(done.email)).toEqual([]);
    const mails = await mailsTo(late.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('noch 15 Weiterbildungsstunden');
    const outcomes = await t.db.query<{ due_on: string; outcome: string | null }>(
      `SELECT to_char(due_on, 'YYYY-MM-DD') AS due_on, outcome FROM reminder_jobs WHERE user_id = $1 ORDER BY due_on`,
      [late.id],
    );
    expect(outcomes).toEqual([
      { due_on: '2026-10-01', outcome: 'superseded' },
      { due_on: '2026-11-01', outcome: 'superseded' },
      { due_on: '2026-12-01', outcome: 'sent' },
      { due_on: '2026-12-15', outcome: null },
    ]);
  });

  it("plans next year's reminders for a learner still opted in", async () => {
    const user = await optedIn();
    await sweepReminders(t.server.ctx, at('2027-10-01T09:00:00Z'));
    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('für 2027 hast du bisher 0 von 15 Stunden');
  });
});

describe('one-click unsubscribe', () => {
  const path = (token: string) => `/api/reminders/unsubscribe?token=${token}`;

  it('GET shows a button and leaves the reminders on; POST without sign-in turns them off', async () => {
    const user = await optedIn();
    const token = unsubscribeToken(t.server.ctx.secret, user.id);
    const page = await t.request({ method: 'GET', url: path(token) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<form method="post"');
    expect(page.body).toContain('Erinnerungen abbestellen</button>');
    expect((await read(user)).enabled).toBe(true);

    const post = await t.request({
      method: 'POST',
      url: path(token),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(post.statusCode).toBe(200);
    expect(post.body).toContain('Du erhältst keine Erinnerungen mehr');
    expect((await read(user)).enabled).toBe(false);
    const open = await t.db.query('SELECT 1 FROM reminder_jobs WHERE user_id = $1 AND done_at IS NULL', [
      user.id,
    ]);
    expect(open).toEqual([]);
  });

  it('refuses a token that is not signed for the learner', async () => {
    const user = await optedIn();
    const other = await signUp(t, { country: 'de' });
    const forged = `${user.id}.${unsubscribeToken(t.server.ctx.secret, other.id).split('.')[1]}`;
    const post = await t.request({
      method: 'POST',
      url: path(forged),
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
    });
    expect(post.statusCode).toBe(200);
    expect(post.body).toContain('Dieser Link ist ungültig');
    expect((await read(user)).enabled).toBe(true);
    expect((await t.request({ method: 'GET', url: path(forged) })).body).not.toContain('<form');
  });
});

describe('the calendar file', () => {
  it('holds one event a week until 31 December with the questions of the week', async () => {
    const user = await signUp(t, { country: 'de' });
    await order(t.db, user.id, '2026-02-01T10:00:00Z', [5]);
    const reply = await t.request({
      method: 'GET',
      url: '/api/users/me/reminders/calendar',
      headers: user.headers,
    });
    expect(reply.statusCode).toBe(200);
    const file = reply.json<{ filename: string; content_type: string; content: string }>();
    expect(file.filename).toBe('weiterbildungsplan-2026.ics');
    // Unfold the lines (RFC 5545 3.1), then read the events.
    const lines = file.content.replace(/\r\n[ \t]/g, '').split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    const events: Record<string, string>[] = [];
    for (const line of lines) {
      if (line === 'BEGIN:VEVENT') events.push({});
      else if (events.length && line.includes(':') && !line.startsWith('END:')) {
        const [key, ...value] = line.split(':');
        events.at(-1)![key!.split(';')[0]!] = value.join(':');
      }
    }
    // 1 June to 31 December: 214 days, 31 weeks; 1000 coins to earn, 33 questions a week.
    expect(events).toHaveLength(31);
    expect(events[0]!.DTSTART).toBe('20260601');
    expect(events.at(-1)!.DTSTART).toBe('20261228');
    for (const event of events) {
      expect(event.SUMMARY).toBe('Weiterbildungsquiz: 33 Fragen diese Woche');
      expect(event.UID).toMatch(/@weiterbildungsquiz$/);
    }
    expect(new Set(events.map((e) => e.UID)).size).toBe(31);
  });

  it('is not made for a Swiss learner, who has no yearly hours (403, as the reminders)', async () => {
    const user = await signUp(t, { country: 'ch' });
    const reply = await t.request({
      method: 'GET',
      url: '/api/users/me/reminders/calendar',
      headers: user.headers,
    });
    expect(reply.statusCode, reply.body).toBe(403);
  });
});

/**
 * Two server instances on one PostgreSQL sweeping at the same moment: every due reminder is claimed by one of
 * them (SKIP LOCKED), so each learner gets exactly one mail. PGlite serves one process: skipped without
 * DATABASE_URL.
 */
const url = process.env.DATABASE_URL;
describe.skipIf(!url)('two instances on one PostgreSQL (skipped: needs DATABASE_URL)', () => {
  let second: Server;
  let secondDb: Db | undefined;

  beforeAll(async () => {
    if (t.databaseName) {
      // A pool of its own, as another process would have.
      const own = new URL(url!);
      own.pathname = `/${t.databaseName}`;
      secondDb = await openPostgres(own.toString());
      second = await buildServer({
        config: testConfig({ rateLimits: false }),
        db: secondDb,
        clock,
        seedIfEmpty: false,
      });
      await second.app.ready();
    } else {
      second = await siblingServer(t, {}, { clock });
    }
  });
  afterAll(async () => {
    await second?.close();
    await secondDb?.close();
  });

  it('sends each due reminder exactly once', async () => {
    const learners: TestUser[] = [];
    for (let i = 0; i < 40; i += 1) learners.push(await optedIn(i % 2 ? 'at' : 'de'));
    const moment = at('2026-11-01T07:00:00Z');
    const results = await Promise.all(
      Array.from({ length: 3 }, () => [
        sweepReminders(t.server.ctx, moment),
        sweepReminders(second.ctx, moment),
      ]).flat(),
    );
    const sent = results.reduce((sum, r) => sum + r.sent, 0);
    expect(sent).toBeGreaterThanOrEqual(learners.length);
    for (const learner of learners) expect(await mailsTo(learner.email), learner.email).toHaveLength(1);
    const jobs = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM reminder_jobs WHERE user_id = ANY($1::int[]) AND outcome = 'sent'`,
      [learners.map((l) => l.id)],
    );
    expect(jobs[0]!.n).toBe(learners.length);
  });
});
