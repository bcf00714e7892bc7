import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { feedbackInboxCall, learnerCall, learnersCall } from '../../../src/shared/api/calls/adminSupport';
import { IDEMPOTENCY_HEADER } from '../../../src/shared/api/errors';
import { sha256Of } from '../documents/archive';
import { adminToken } from '../testing/admin';
import { bearer, mailsTo, signUp, testClock, useTestServer, type TestUser } from '../testing/harness';

/**
 * The support desk (docs/product-rules.md#support-desk): the search, a learner's page and its audit row, the
 * resent verification mail, the lifted password lock, the erasure on request, and the feedback inbox. On
 * PGlite, and with DATABASE_URL on PostgreSQL. Password checks are paused here as in production.
 */
const clock = testClock(new Date('2026-11-29T09:00:00Z'));
const t = useTestServer({ clock, config: { rateLimits: true } });
const OPERATOR = 'admin@demo.test';
const SUPPORT = 'support@demo.test';
const EDITOR = 'redaktion@demo.test';

async function desk(email = SUPPORT) {
  const token = await adminToken(t, email);
  return (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
    t.request({
      method,
      url,
      headers: { ...bearer(token), [IDEMPOTENCY_HEADER]: randomUUID() },
      ...(payload ? { payload } : {}),
    });
}

const auditOf = (learner: number) =>
  t.db.query<{ action: string; actor_email: string; before: unknown; after: unknown }>(
    `SELECT action, actor_email, before, after FROM audit_log WHERE entity_type = 'user' AND entity_id = $1
     ORDER BY id`,
    [String(learner)],
  );

const signIn = (user: TestUser, password = 'geheim123') =>
  t.request({
    method: 'POST',
    url: '/api/users/token',
    payload: { email: user.email, password, country: 'de', device_name: 'vitest' },
  });

describe(`the support desk on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('finds learners by a part of the address or the name, in any case, paged', async () => {
    const learner = await signUp(t);
    const marker = `Zyx${randomUUID().slice(0, 6)}`;
    await t.db.query(`UPDATE users SET last_name = $2 WHERE id = $1`, [learner.id, marker]);
    const send = await desk();
    const byMail = await send(
      'GET',
      `/api/admin/learners?q=${encodeURIComponent(learner.email.toUpperCase())}`,
    );
    expect(byMail.statusCode, byMail.body).toBe(200);
    const found = learnersCall.response.parse(byMail.json());
    expect(found.total).toBe(1);
    expect(found.data[0]).toMatchObject({ id: learner.id, email: learner.email, email_verified: false });
    const byName = learnersCall.response.parse(
      (
        await send('GET', `/api/admin/learners?q=${encodeURIComponent(`tessa ${marker.toLowerCase()}`)}`)
      ).json(),
    );
    expect(byName.data.map((row) => row.id)).toEqual([learner.id]);
    // LIKE's own characters are taken literally.
    const wildcard = learnersCall.response.parse((await send('GET', '/api/admin/learners?q=%25_%25')).json());
    expect(wildcard.total).toBe(0);
    expect(await auditOf(learner.id)).toEqual([]);
  });

  it("shows a learner's account, coins, courses, orders and documents, each view one audit row", async () => {
    const learner = await signUp(t);
    await t.db.query(
      `INSERT INTO coin_ledger (user_id, coins, earned_at, expires_at) VALUES ($1, 40, $2, $2::timestamptz + interval '1 year'),
         ($1, 7, $2::timestamptz - interval '2 years', $2::timestamptz - interval '1 year')`,
      [learner.id, clock()],
    );
    const [order] = await t.db.query<{ id: number }>(
      `INSERT INTO orders (user_id, invoice_number, country, currency, buyer_name, buyer_email, street, postal_code,
         city, subtotal_cents, discount_cents, net_cents, vat_rate, vat_cents, gross_cents, created_at)
       VALUES ($1, $3, 'de', 'EUR', 'Tessa Test', $2, 'Weg 1', '10115', 'Berlin', 100, 0, 100, 0.19, 19, 119, now())
       RETURNING id`,
      [learner.id, learner.email, `RE-SUPPORT-${learner.id}`],
    );
    const pdf = Buffer.from(`%PDF support ${learner.id}`);
    await t.db.query(
      `INSERT INTO documents (kind, number, filename, content_type, content, sha256, order_id, user_id, issued_at, archived_at)
       VALUES ('invoice', $1, 'rechnung.pdf', 'application/pdf', $2, $3, $4, $5, now(), now())`,
      [`RE-SUPPORT-${learner.id}`, pdf, sha256Of(pdf), order!.id, learner.id],
    );
    const send = await desk();
    const response = await send('GET', `/api/admin/learners/${learner.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const detail = learnerCall.response.parse(response.json());
    expect(detail.learner).toMatchObject({
      id: learner.id,
      email: learner.email,
      country: 'de',
      role: 'agent',
      email_verified: false,
      email_verified_at: null,
      coins: 40,
      locked_until: null,
    });
    expect(detail.orders).toMatchObject([{ id: order!.id, gross_cents: 119, currency: 'EUR' }]);
    expect(detail.documents).toMatchObject([{ kind: 'invoice', sha256: sha256Of(pdf), order_id: order!.id }]);
    expect(await auditOf(learner.id)).toEqual([
      { action: 'learner.view', actor_email: SUPPORT, before: null, after: null },
    ]);
    expect((await send('GET', '/api/admin/learners/999999')).statusCode).toBe(404);
  });

  it('resends the verification mail and refuses a confirmed address, each resend one audit row', async () => {
    const learner = await signUp(t);
    const send = await desk(OPERATOR);
    expect(await mailsTo(t, learner.email)).toHaveLength(1);
    const response = await send('POST', `/api/admin/learners/${learner.id}/verification`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ email: learner.email });
    await t.server.ctx.afterReply.settled();
    const mails = await mailsTo(t, learner.email);
    expect(mails).toHaveLength(2);
    // The new link confirms the address.
    const link = mails[0]!.links.find((url) => url.includes('/verify-email'))!;
    const confirmed = await t.request({ method: 'GET', url: link.replace(/^https?:\/\/[^/]+/, '') });
    expect(confirmed.statusCode).toBe(302);
    const refused = await send('POST', `/api/admin/learners/${learner.id}/verification`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'learner.verified' });
    expect(await mailsTo(t, learner.email)).toHaveLength(2);
    expect((await auditOf(learner.id)).map((row) => row.action)).toEqual(['learner.verification-resend']);
  });

  it('lifts the password lock: the learner signs in again at once', async () => {
    const learner = await signUp(t);
    for (let i = 0; i < 6; i++) expect((await signIn(learner, 'falsch-123')).statusCode).not.toBe(200);
    expect((await signIn(learner)).statusCode).toBe(429);
    const send = await desk();
    const detail = learnerCall.response.parse(
      (await send('GET', `/api/admin/learners/${learner.id}`)).json(),
    );
    expect(detail.learner.locked_until).not.toBeNull();
    const lifted = await send('DELETE', `/api/admin/learners/${learner.id}/lock`);
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect((await signIn(learner)).statusCode).toBe(200);
    const audit = await auditOf(learner.id);
    expect(audit.map((row) => row.action)).toEqual(['learner.view', 'learner.unlock']);
    expect(audit[1]!.before).toMatchObject({ failures: 5 });
  });

  it('erases an account as its own deletion does: orders and documents stay without it', async () => {
    const learner = await signUp(t);
    const [order] = await t.db.query<{ id: number }>(
      `INSERT INTO orders (user_id, invoice_number, country, currency, buyer_name, buyer_email, street, postal_code,
         city, subtotal_cents, discount_cents, net_cents, vat_rate, vat_cents, gross_cents, created_at)
       VALUES ($1, $3, 'de', 'EUR', 'Tessa Test', $2, 'Weg 1', '10115', 'Berlin', 100, 0, 100, 0.19, 19, 119, now())
       RETURNING id`,
      [learner.id, learner.email, `RE-ERASE-${learner.id}`],
    );
    const pdf = Buffer.from(`%PDF erase ${learner.id}`);
    await t.db.query(
      `INSERT INTO documents (kind, number, filename, content_type, content, sha256, order_id, user_id, issued_at, archived_at)
       VALUES ('invoice', $1, 'rechnung.pdf', 'application/pdf', $2, $3, $4, $5, now(), now())`,
      [`RE-ERASE-${learner.id}`, pdf, sha256Of(pdf), order!.id, learner.id],
    );
    const send = await desk();
    // Another address than the account's erases nothing.
    const refused = await send('DELETE', `/api/admin/learners/${learner.id}`, {
      confirmation: 'de@demo.test',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'learner.confirmation' });
    expect(await t.db.query('SELECT id FROM users WHERE id = $1', [learner.id])).toHaveLength(1);
    const erased = await send('DELETE', `/api/admin/learners/${learner.id}`, {
      confirmation: ` ${learner.email.toUpperCase()} `,
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await t.db.query('SELECT id FROM users WHERE id = $1', [learner.id])).toEqual([]);
    expect(await t.db.query('SELECT user_id FROM orders WHERE id = $1', [order!.id])).toEqual([
      { user_id: null },
    ]);
    expect(
      await t.db.query('SELECT user_id, sha256 FROM documents WHERE order_id = $1', [order!.id]),
    ).toEqual([{ user_id: null, sha256: sha256Of(pdf) }]);
    // The session is gone with the account.
    expect(
      (await t.request({ method: 'GET', url: '/api/users/me', headers: learner.headers })).statusCode,
    ).toBe(401);
    expect(await auditOf(learner.id)).toEqual([
      {
        action: 'learner.erase',
        actor_email: SUPPORT,
        before: null,
        after: { orders_kept: 1, documents_kept: 1 },
      },
    ]);
    expect(
      (await send('DELETE', `/api/admin/learners/${learner.id}`, { confirmation: learner.email })).statusCode,
    ).toBe(404);
  });

  it('lists feedback and question reports in one inbox, newest first, filtered by kind', async () => {
    const learner = await signUp(t);
    const marker = randomUUID();
    await t.db.query(
      `INSERT INTO feedback (user_id, country, rating, text, anonymous, created_at)
       VALUES ($1, 'de', 4, $2, false, $3::timestamptz + interval '1 hour'),
              (NULL, 'at', 2, $2, true, $3::timestamptz + interval '2 hours')`,
      [learner.id, `Feedback ${marker}`, clock()],
    );
    await t.db.query(
      `INSERT INTO question_reports (question_id, user_id, reason, text, created_at)
       SELECT id, $1, 'answer-wrong', $2, $3::timestamptz + interval '3 hours' FROM questions ORDER BY id LIMIT 1`,
      [learner.id, `Meldung ${marker}`, clock()],
    );
    const send = await desk();
    const all = feedbackInboxCall.response.parse((await send('GET', '/api/admin/feedback')).json());
    const mine = all.data.filter((entry) => entry.text.includes(marker));
    expect(mine.map((entry) => [entry.kind, entry.rating, entry.anonymous])).toEqual([
      ['question-report', null, false],
      ['feedback', 2, true],
      ['feedback', 4, false],
    ]);
    expect(mine[0]).toMatchObject({
      reason: 'answer-wrong',
      learner: { id: learner.id, email: learner.email },
    });
    expect(mine[1]!.learner).toBeNull();
    expect(mine[2]).toMatchObject({ country: 'de', learner: { id: learner.id, name: 'Tessa Test' } });
    const feedback = feedbackInboxCall.response.parse(
      (await send('GET', '/api/admin/feedback?kind=feedback')).json(),
    );
    expect(feedback.data.every((entry) => entry.kind === 'feedback')).toBe(true);
    expect(feedback.total).toBeLessThan(all.total);
  });

  it('admits operators and support only; a support account still cannot create promo codes', async () => {
    const learner = await signUp(t);
    const editor = await desk(EDITOR);
    for (const [method, url] of [
      ['GET', '/api/admin/learners'],
      ['GET', `/api/admin/learners/${learner.id}`],
      ['POST', `/api/admin/learners/${learner.id}/verification`],
      ['DELETE', `/api/admin/learners/${learner.id}/lock`],
      ['DELETE', `/api/admin/learners/${learner.id}`],
      ['GET', '/api/admin/feedback'],
    ] as const) {
      expect(
        (await editor(method, url, { confirmation: learner.email })).statusCode,
        `${method} ${url}`,
      ).toBe(403);
    }
    const support = await desk(SUPPORT);
    expect((await support('POST', '/api/admin/promo-codes')).statusCode).toBe(403);
    expect(await auditOf(learner.id)).toEqual([]);
    expect(await t.db.query('SELECT id FROM users WHERE id = $1', [learner.id])).toHaveLength(1);
  });
});
