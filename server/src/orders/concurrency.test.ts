import { describe, expect, it } from 'vitest';
import { messages } from '../../../src/shared/messages.de';
import { useTestServer, signUp, testClock } from '../testing/harness';
import { coinsOf, coursesOf, errorsOf, giveCoins, moduleUser, postOrder } from '../testing/orders';

/**
 * Orders sent at the same moment. On PGlite (one connection) transactions take turns; with
 * DATABASE_URL the same tests run on PostgreSQL, where they really overlap and only the row locks
 * keep coins, promo codes and invoice numbers right.
 */
const clock = testClock(new Date('2026-11-24T09:00:00Z'));
const t = useTestServer({ clock });

const statusCounts = (responses: { statusCode: number }[]) =>
  responses.reduce<Record<number, number>>((counts, r) => {
    counts[r.statusCode] = (counts[r.statusCode] ?? 0) + 1;
    return counts;
  }, {});

describe(`concurrent orders on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('numbers 20 concurrent orders of 20 users 1 to 20, without gaps or repeats', async () => {
    const buyers = await Promise.all(Array.from({ length: 20 }, () => moduleUser(t, clock(), [100, 0])));
    const replies = await Promise.all(
      buyers.map(({ user, m1 }) => postOrder(t, user, { purchases: [{ course_id: m1.id, quantity: 1 }] })),
    );
    expect(statusCounts(replies)).toEqual({ 200: 20 });
    const numbers = replies.map((r) => r.json<{ invoice_number: string }>().invoice_number).sort();
    expect(numbers).toEqual(
      Array.from({ length: 20 }, (_, i) => `RE-2026-${String(i + 1).padStart(5, '0')}`),
    );
    const [counter] = await t.db.query<{ last: number }>(
      'SELECT last FROM invoice_counters WHERE year = 2026',
    );
    expect(counter!.last).toBe(20);
  });

  it('lets one of two orders through when the coins pay for one (module hours)', async () => {
    const { user, m1 } = await moduleUser(t, clock(), [150, 0]);
    const replies = await Promise.all(
      [1, 2, 3].map(() => postOrder(t, user, { purchases: [{ course_id: m1.id, quantity: 1 }] })),
    );
    expect(statusCounts(replies)).toEqual({ 200: 1, 422: 2 });
    for (const refused of replies.filter((r) => r.statusCode === 422)) {
      expect(errorsOf(refused)['purchases.0.quantity']).toEqual([messages.orders.notEnoughCoins]);
    }
    expect((await coursesOf(t, user))[0]!.coins).toBe(50);
  });

  it('lets one of two orders through when the coins pay for one (Swiss credits of two associations)', async () => {
    const user = await signUp(t, { country: 'ch', role: 'agent' });
    await giveCoins(t.db, user.id, null, 250, clock());
    const replies = await Promise.all([
      postOrder(t, user, { purchases: [{ quantity: 1, organisation: 'sav' }] }),
      postOrder(t, user, { purchases: [{ quantity: 1, organisation: 'skpe' }] }),
    ]);
    expect(statusCounts(replies)).toEqual({ 200: 1, 422: 1 });
    expect(await coinsOf(t, user)).toBe(50);
  });

  it('gives a promo code’s last redemption to one of two buyers; the other learns it is used up', async () => {
    await t.db.query(
      `INSERT INTO promo_codes (code, valid_from, valid_until, max_redemptions, discount_relative)
       VALUES ('LETZTEREINE', $1, $2, 1, 0.5)`,
      [new Date(clock().getTime() - 86_400_000), new Date(clock().getTime() + 86_400_000)],
    );
    const buyers = await Promise.all([1, 2, 3].map(() => moduleUser(t, clock(), [100, 0])));
    const replies = await Promise.all(
      buyers.map(({ user, m1 }) =>
        postOrder(t, user, { purchases: [{ course_id: m1.id, quantity: 1 }], promocode: 'letztereine' }),
      ),
    );
    expect(statusCounts(replies)).toEqual({ 200: 1, 422: 2 });
    for (const refused of replies.filter((r) => r.statusCode === 422)) {
      expect(errorsOf(refused).promocode).toEqual([messages.promo.depleted]);
    }
    const [redemptions] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM promo_redemptions r JOIN promo_codes p ON p.id = r.promo_code_id
       WHERE p.code = 'LETZTEREINE'`,
    );
    expect(redemptions!.n).toBe(1);
    // The refused buyers kept their coins.
    const left = await Promise.all(buyers.map(async ({ user }) => (await coursesOf(t, user))[0]!.coins));
    expect(left.sort()).toEqual([0, 100, 100]);
  });

  it('redeems a code once per user when one user sends two orders with it at once', async () => {
    const { user, m1, m2 } = await moduleUser(t, clock(), [100, 100]);
    const replies = await Promise.all([
      postOrder(t, user, { purchases: [{ course_id: m1.id, quantity: 1 }], promocode: 'WILLKOMMEN10' }),
      postOrder(t, user, { purchases: [{ course_id: m2.id, quantity: 1 }], promocode: 'WILLKOMMEN10' }),
    ]);
    expect(statusCounts(replies)).toEqual({ 200: 1, 422: 1 });
    expect(errorsOf(replies.find((r) => r.statusCode === 422)!).promocode).toEqual([messages.promo.redeemed]);
  });

  it('is one order for five identical requests with one Idempotency-Key sent at once', async () => {
    const { user, m1 } = await moduleUser(t, clock(), [500, 0]);
    const replies = await Promise.all(
      Array.from({ length: 5 }, () =>
        postOrder(t, user, { purchases: [{ course_id: m1.id, quantity: 2 }] }, 'one-key-five-times'),
      ),
    );
    const bodies = new Set(replies.map((r) => r.body));
    expect(bodies.size).toBe(1);
    expect(replies.every((r) => r.statusCode === 200)).toBe(true);
    expect((await t.db.query('SELECT 1 FROM orders WHERE user_id = $1', [user.id])).length).toBe(1);
    expect((await coursesOf(t, user))[0]!.coins).toBe(300);
  });

  it('replays the first reply to a retry when the process stops after the commit, charging once', async () => {
    const { user, m1 } = await moduleUser(t, clock(), [100, 0]);
    // The mail after the commit never finishes: as far as the client knows, the server died there.
    const mailer = t.server.ctx.mailer;
    const send = mailer.send.bind(mailer);
    let finishMail = () => undefined as void;
    mailer.send = (mail) =>
      new Promise((resolve) => {
        finishMail = () => resolve(send(mail));
      });
    const purchase = { purchases: [{ course_id: m1.id, quantity: 1 }] };
    const first = postOrder(t, user, purchase, 'crash-after-commit-1');
    try {
      await expect
        .poll(() => t.db.query('SELECT 1 FROM orders WHERE user_id = $1', [user.id]))
        .toHaveLength(1);
      const retry = await postOrder(t, user, purchase, 'crash-after-commit-1');
      expect(retry.statusCode).toBe(200);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      const [order] = await t.db.query<{ invoice_number: string }>(
        'SELECT invoice_number FROM orders WHERE user_id = $1',
        [user.id],
      );
      expect(retry.json<{ invoice_number: string }>().invoice_number).toBe(order!.invoice_number);
      expect((await coursesOf(t, user))[0]!.coins).toBe(0);
    } finally {
      mailer.send = send;
      finishMail();
    }
    expect((await first).statusCode).toBe(200);
    expect((await t.db.query('SELECT 1 FROM orders WHERE user_id = $1', [user.id])).length).toBe(1);
  });
});
