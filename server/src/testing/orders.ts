import { z } from 'zod';
import { userCourseSchema } from '../../../src/shared/api/entities';
import type { Db } from '../db/database';
import { keyed, mailsTo, signUp, type TestServer, type TestUser } from './harness';
import { pdfText } from './pdfText';

const DAY_MS = 86_400_000;

/** Gives coins to one course (de, at) or to the Swiss balance (courseId null), earned at `earnedAt`. */
export async function giveCoins(
  db: Db,
  userId: number,
  courseId: number | null,
  coins: number,
  earnedAt: Date,
) {
  if (coins === 0) return;
  await db.query(
    'INSERT INTO coin_ledger (user_id, course_id, coins, earned_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
    [userId, courseId, coins, earnedAt, new Date(earnedAt.getTime() + 365 * DAY_MS)],
  );
}

export const coursesOf = async (t: TestServer, user: TestUser) =>
  z
    .array(userCourseSchema)
    .parse((await t.request({ method: 'GET', url: '/api/users/me/courses', headers: user.headers })).json());

export const coinsOf = async (t: TestServer, user: TestUser) =>
  (await t.request({ method: 'GET', url: '/api/users/me', headers: user.headers })).json<{ coins: number }>()
    .coins;

export const billingAddress = { street: 'Königsallee 12', postal_code: '50667', city: 'Köln' };

/** POST invoices.store with a name and address, a fresh Idempotency-Key unless one is given. */
export const postOrder = (t: TestServer, user: TestUser, payload: Record<string, unknown>, key?: string) =>
  t.request({
    method: 'POST',
    url: '/api/invoices',
    headers: keyed(user, key),
    payload: { name: 'Jürgen Müller', address: billingAddress, ...payload },
  });

export const errorsOf = (response: { json(): unknown }) =>
  (response.json() as { errors?: Record<string, string[]> }).errors ?? {};

/** A de (or at) agent with coins on its two module courses. */
export async function moduleUser(
  t: TestServer,
  now: Date,
  coins: [number, number],
  country: 'de' | 'at' = 'de',
) {
  const user = await signUp(t, { country, role: 'agent' });
  const [m1, m2] = await coursesOf(t, user);
  await giveCoins(t.db, user.id, m1!.id, coins[0], now);
  await giveCoins(t.db, user.id, m2!.id, coins[1], now);
  return { user, m1: m1!, m2: m2! };
}

/** The invoice mails ('Deine Rechnung RE-…', to a firm 'Ihre Rechnung RE-…') to one address, newest first. */
export const invoiceMailsTo = async (t: TestServer, email: string) =>
  (await mailsTo(t, email)).filter((mail) => /^(Deine|Ihre) Rechnung /.test(mail.subject));

/** The text of a PDF the dev mailbox serves, whitespace collapsed. */
export const attachmentText = async (t: TestServer, url: string) =>
  (await pdfText((await t.request({ method: 'GET', url })).rawPayload)).text.replace(/\s+/g, ' ');
