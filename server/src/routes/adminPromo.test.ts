import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  promoCodeSchema,
  promoCodesCall,
  promoRuleIssues,
  type PromoCode,
  type PromoInput,
} from '../../../src/shared/api/calls/adminPromo';
import { IDEMPOTENCY_HEADER } from '../../../src/shared/api/errors';
import { messages } from '../../../src/shared/messages.de';
import { promoDeskMessages } from '../../../src/shared/messages/promoDesk';
import { adminToken } from '../testing/admin';
import { bearer, signUp, testClock, useTestServer } from '../testing/harness';
import { errorsOf, giveCoins, moduleUser, postOrder } from '../testing/orders';

/**
 * Promo codes in the back office (docs/product-rules.md#back-office): the operator's writes with their audit
 * rows, the validation shared with the form, and the checkout following the fields. On PGlite, and with
 * DATABASE_URL on PostgreSQL, where two orders really overlap.
 */
const clock = testClock(new Date('2026-11-24T09:00:00Z'));
const t = useTestServer({ clock });
const OPERATOR = 'admin@demo.test';
const DAY = 86_400_000;

const input = (overrides: Record<string, unknown> = {}) => ({
  code: `P${randomUUID().slice(0, 8).toUpperCase()}`,
  kind: 'percent',
  value: 25,
  currency: null,
  valid_from: new Date(clock().getTime() - DAY).toISOString(),
  valid_until: new Date(clock().getTime() + 30 * DAY).toISOString(),
  max_redemptions: 100,
  once_per_learner: true,
  active: true,
  ...overrides,
});

async function operator() {
  const token = await adminToken(t, OPERATOR);
  const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.request({
      method,
      url,
      headers: { ...bearer(token), [IDEMPOTENCY_HEADER]: randomUUID() },
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    });
  const ok = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown): Promise<PromoCode> => {
    const response = await send(method, url, payload);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
    return promoCodeSchema.parse(response.json());
  };
  return {
    send,
    create: (body: Record<string, unknown>) => ok('POST', '/api/admin/promo-codes', body),
    update: (id: number, body: Record<string, unknown>) => ok('PUT', `/api/admin/promo-codes/${id}`, body),
    deactivate: (id: number) => ok('POST', `/api/admin/promo-codes/${id}/deactivate`),
    list: async (query: string) => {
      const response = await send('GET', `/api/admin/promo-codes?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return promoCodesCall.response.parse(response.json());
    },
  };
}

const auditOf = (id: number) =>
  t.db.query<{ action: string; actor_email: string; before: unknown; after: unknown }>(
    `SELECT action, actor_email, before, after FROM audit_log WHERE entity_type = 'promo_code' AND entity_id = $1
     ORDER BY id`,
    [String(id)],
  );

describe(`promo codes in the back office on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('creates, updates and deactivates a code, each write one audit row with before and after', async () => {
    const op = await operator();
    const body = input({ code: ' herbst-25 ' });
    const created = await op.create(body);
    expect(created).toMatchObject({
      code: 'HERBST-25',
      kind: 'percent',
      value: 25,
      currency: null,
      max_redemptions: 100,
      once_per_learner: true,
      active: true,
      uses: 0,
      remaining: 100,
      created_at: clock().toISOString(),
    });
    const updated = await op.update(
      created.id,
      input({ code: 'HERBST-20', kind: 'amount', value: 12.5, currency: 'EUR', once_per_learner: false }),
    );
    expect(updated).toMatchObject({ code: 'HERBST-20', kind: 'amount', value: 12.5, currency: 'EUR' });
    expect(updated.once_per_learner).toBe(false);
    const deactivated = await op.deactivate(created.id);
    expect(deactivated.active).toBe(false);

    const rows = await auditOf(created.id);
    expect(rows.map((row) => [row.action, row.actor_email])).toEqual([
      ['promo-code.create', OPERATOR],
      ['promo-code.update', OPERATOR],
      ['promo-code.deactivate', OPERATOR],
    ]);
    expect(rows[0]!.before).toBeNull();
    expect(rows[0]!.after).toMatchObject({ code: 'HERBST-25', value: 25 });
    expect(rows[1]!.before).toMatchObject({ code: 'HERBST-25', kind: 'percent' });
    expect(rows[1]!.after).toMatchObject({ code: 'HERBST-20', kind: 'amount', value: 12.5, currency: 'EUR' });
    expect(rows[2]!.before).toMatchObject({ active: true });
    expect(rows[2]!.after).toMatchObject({ active: false });

    // The list finds it by a part of its code, as deactivated; not among the active ones.
    expect((await op.list('search=herbst&state=inactive')).data.map((p) => p.code)).toEqual(['HERBST-20']);
    expect((await op.list('search=herbst&state=active')).total).toBe(0);
    // Seeded codes keep their fields: MINUS20 is an amount in any currency, ABGELAUFEN expired.
    const seeded = await op.list('search=MINUS20');
    expect(seeded.data[0]).toMatchObject({ kind: 'amount', value: 20, currency: null, active: true });
    expect((await op.list('state=expired')).data.map((p) => p.code)).toContain('ABGELAUFEN');
  });

  it('refuses invalid fields with the shared sentences and a taken code in any case, writing nothing', async () => {
    const op = await operator();
    const [before] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log');
    // The server names each refused field with its check's code, as for every call (the form, which runs
    // the same schema, shows the sentences: PromoForm.test.tsx).
    const cases: [Record<string, unknown>, string, string][] = [
      [{ value: 0 }, 'value', 'validation.invalid'],
      [{ value: 101 }, 'value', 'validation.invalid'],
      [{ value: 12.345 }, 'value', 'validation.invalid'],
      [{ kind: 'amount', value: 0, currency: 'EUR' }, 'value', 'validation.invalid'],
      // Found by the fuzz test: less than a cent, and a year the database's calendar has not (both were 500).
      [{ kind: 'amount', value: 5e-324, currency: 'EUR' }, 'value', 'validation.invalid'],
      [{ valid_from: '0000-06-01T00:00:00.000Z' }, 'valid_from', 'validation.invalid'],
      [{ valid_until: '2785-06-01T00:00:00.000Z' }, 'valid_until', 'validation.invalid'],
      [{ kind: 'amount', value: 5 }, 'currency', 'validation.invalid'],
      [{ currency: 'CHF' }, 'currency', 'validation.invalid'],
      [{ valid_until: input().valid_from }, 'valid_until', 'validation.invalid'],
      [{ max_redemptions: 0 }, 'max_redemptions', 'validation.min'],
      [{ code: 'AB' }, 'code', 'validation.format'],
      [{ code: 'MIT LEERZEICHEN' }, 'code', 'validation.format'],
      [{ code: 'Ä-CODE' }, 'code', 'validation.format'],
      [{ code: 'X'.repeat(33) }, 'code', 'validation.format'],
    ];
    for (const [overrides, field, code] of cases) {
      const response = await op.send('POST', '/api/admin/promo-codes', input(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(422);
      expect(Object.keys(errorsOf(response)), JSON.stringify(overrides)).toEqual([field]);
      expect(errorsOf(response)[field]![0], JSON.stringify(overrides)).toBe(code);
    }
    // The same rules as the form's sentences.
    expect(promoRuleIssues(input({ value: 101 }) as PromoInput)).toEqual([
      { path: 'value', message: promoDeskMessages.percentRange },
    ]);
    const taken = await op.send('POST', '/api/admin/promo-codes', input({ code: 'willkommen10' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'promo.code-taken', message: promoDeskMessages.codeTaken });
    expect(errorsOf(taken).code).toEqual([promoDeskMessages.codeTaken]);
    // Renaming a code to another's is refused too; keeping its own code is not.
    const own = await op.create(input());
    const renamed = await op.send('PUT', `/api/admin/promo-codes/${own.id}`, input({ code: 'Minus20' }));
    expect(renamed.statusCode).toBe(409);
    await op.update(own.id, input({ code: own.code.toLowerCase(), value: 30 }));
    const [after] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log');
    expect(after!.n - before!.n).toBe(2);
    expect((await op.send('GET', '/api/admin/promo-codes/999999')).statusCode).toBe(404);
  });

  it('refuses a deactivated code at the checkout as expired, and takes it again once reactivated', async () => {
    const op = await operator();
    const body = input();
    const promo = await op.create(body);
    await op.deactivate(promo.id);
    const { user, m1 } = await moduleUser(t, clock(), [200, 0]);
    const refused = await postOrder(t, user, {
      purchases: [{ course_id: m1.id, quantity: 1 }],
      promocode: body.code,
    });
    expect(refused.statusCode).toBe(422);
    expect(errorsOf(refused).promocode).toEqual([messages.promo.expired]);
    const check = await t.request({
      method: 'POST',
      url: '/api/promo-code/check-status',
      headers: user.headers,
      payload: { promocode: body.code },
    });
    expect(check.json()).toMatchObject({ status: 'EXPIRED' });
    await op.update(promo.id, body);
    const placed = await postOrder(t, user, {
      purchases: [{ course_id: m1.id, quantity: 1 }],
      promocode: body.code,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    expect((await op.list(`search=${body.code}`)).data[0]).toMatchObject({ uses: 1, remaining: 99 });
  });

  it('lets a learner redeem a code that is not once per learner twice; once-per-learner stays REDEEMED', async () => {
    const op = await operator();
    const again = input({ once_per_learner: false, max_redemptions: 3 });
    const once = input();
    await op.create(again);
    await op.create(once);
    const { user, m1 } = await moduleUser(t, clock(), [500, 0]);
    const order = (code: string) =>
      postOrder(t, user, { purchases: [{ course_id: m1.id, quantity: 1 }], promocode: code });
    expect((await order(again.code)).statusCode).toBe(200);
    const second = await order(again.code);
    expect(second.statusCode, second.body).toBe(200);
    expect((await order(once.code)).statusCode).toBe(200);
    const refused = await order(once.code);
    expect(errorsOf(refused).promocode).toEqual([messages.promo.redeemed]);
    const [listed] = (await op.list(`search=${again.code}`)).data;
    expect(listed).toMatchObject({ uses: 2, remaining: 1 });
    const seqs = await t.db.query<{ seq: number }>(
      `SELECT r.seq FROM promo_redemptions r JOIN promo_codes p ON p.id = r.promo_code_id
       WHERE p.code = $1 AND r.user_id = $2 ORDER BY r.seq`,
      [again.code, user.id],
    );
    expect(seqs.map((row) => row.seq)).toEqual([1, 2]);
  });

  it('counts an amount only in its currency: a CHF code is unknown to a learner in Germany', async () => {
    const op = await operator();
    const chf = input({ kind: 'amount', value: 10, currency: 'CHF' });
    await op.create(chf);
    const { user, m1 } = await moduleUser(t, clock(), [100, 0]);
    const refused = await postOrder(t, user, {
      purchases: [{ course_id: m1.id, quantity: 1 }],
      promocode: chf.code,
    });
    expect(errorsOf(refused).promocode).toEqual([messages.promo.notFound]);
    const swiss = await signUp(t, { country: 'ch', role: 'agent' });
    await giveCoins(t.db, swiss.id, null, 200, clock());
    const placed = await postOrder(t, swiss, {
      purchases: [{ quantity: 1, organisation: 'sav' }],
      promocode: chf.code.toLowerCase(),
    });
    expect(placed.statusCode, placed.body).toBe(200);
  });

  it('gives the last use of a code that is not once per learner to one of two concurrent orders of one learner', async () => {
    const op = await operator();
    const last = input({ once_per_learner: false, max_redemptions: 1 });
    await op.create(last);
    const { user, m1, m2 } = await moduleUser(t, clock(), [100, 100]);
    const replies = await Promise.all([
      postOrder(t, user, { purchases: [{ course_id: m1.id, quantity: 1 }], promocode: last.code }),
      postOrder(t, user, { purchases: [{ course_id: m2.id, quantity: 1 }], promocode: last.code }),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect(errorsOf(replies.find((r) => r.statusCode === 422)!).promocode).toEqual([messages.promo.depleted]);
    expect((await op.list(`search=${last.code}`)).data[0]).toMatchObject({ uses: 1, remaining: 0 });
  });
});
