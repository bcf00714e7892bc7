import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { sessionSchema, userSchema } from '../../../src/shared/api/entities';
import { IDEMPOTENCY_HEADER } from '../../../src/shared/api/errors';
import { messages } from '../../../src/shared/messages.de';
import {
  useTestServer,
  keyed,
  signUp,
  testClock,
  uniqueEmail,
  type TestUser,
  expectError,
  paths,
} from '../testing/harness';
import { runOnce } from '../idempotency/idempotency';
import { REPLAYED_HEADER } from './registry';

const clock = testClock();
const t = useTestServer({ clock });

const me = async (user: TestUser) =>
  userSchema.parse((await t.request({ method: 'GET', url: '/api/users/me', headers: user.headers })).json());

/** A Swiss user with a question served, and the ids that answer it correctly. */
async function servedQuestion() {
  const user = await signUp(t, { country: 'ch' });
  const question = (await t.request({ method: 'GET', url: paths.question(), headers: user.headers })).json<{
    id: number;
    coins: number;
  }>();
  const correct = (
    await t.db.query<{ id: number }>('SELECT id FROM answers WHERE question_id = $1 AND correct', [
      question.id,
    ])
  ).map((a) => a.id);
  return { user, question, correct };
}
const guess = (user: TestUser, answers: number[], key: string) =>
  t.request({
    method: 'POST',
    url: paths.guess(),
    headers: keyed(user, key),
    payload: { answers },
  });

describe('Idempotency-Key', () => {
  it('answers a repeated guess with the stored reply and awards its coins once', async () => {
    const { user, question, correct } = await servedQuestion();
    const key = randomUUID();
    const first = await guess(user, correct, key);
    const again = await guess(user, correct, key);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(first.headers[REPLAYED_HEADER]).toBeUndefined();
    expect(again.headers[REPLAYED_HEADER]).toBe('true');
    expect(await me(user)).toMatchObject({ coins: question.coins, answered_question_count: 1 });
  });

  it('runs two concurrent identical guesses once', async () => {
    const { user, question, correct } = await servedQuestion();
    const key = randomUUID();
    const replies = await Promise.all([
      guess(user, correct, key),
      guess(user, correct, key),
      guess(user, correct, key),
    ]);
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(replies.map((r) => r.body)).size).toBe(1);
    expect(replies.filter((r) => r.headers[REPLAYED_HEADER] === 'true')).toHaveLength(2);
    expect(await me(user)).toMatchObject({ coins: question.coins, answered_question_count: 1 });
  });

  it('awards once for concurrent guesses under different keys: the served question is used up', async () => {
    const { user, question, correct } = await servedQuestion();
    const replies = await Promise.all([
      guess(user, correct, randomUUID()),
      guess(user, correct, randomUUID()),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect(await me(user)).toMatchObject({ coins: question.coins, answered_question_count: 1 });
  });

  it('refuses a key reused for another call or another request', async () => {
    const { user, correct } = await servedQuestion();
    const key = randomUUID();
    await guess(user, correct, key);
    const otherCall = await t.request({
      method: 'POST',
      url: '/api/users/me/courses',
      headers: keyed(user, key),
      payload: { category_id: 101, hours: 1 },
    });
    expect(expectError(otherCall, 422, 'idempotency.reused').message).toBe(
      messages.requests.idempotencyKeyReused,
    );
    expectError(await guess(user, [correct[0]! + 1], key), 422, 'idempotency.reused');
  });

  it('scopes keys per user', async () => {
    const a = await servedQuestion();
    const b = await servedQuestion();
    const key = randomUUID();
    expect((await guess(a.user, a.correct, key)).statusCode).toBe(200);
    const other = await guess(b.user, b.correct, key);
    expect(other.statusCode).toBe(200);
    expect(other.headers[REPLAYED_HEADER]).toBeUndefined();
    expect((await me(b.user)).coins).toBe(b.question.coins);
  });

  it('requires a well-formed key on non-idempotent calls', async () => {
    const { user, correct } = await servedQuestion();
    const missing = await t.request({
      method: 'POST',
      url: paths.guess(),
      headers: user.headers,
      payload: { answers: correct },
    });
    expect(expectError(missing, 400, 'idempotency.missing').message).toBe(
      messages.requests.idempotencyKeyMissing,
    );
    expectError(await guess(user, correct, 'kurz'), 400, 'idempotency.invalid');
    expectError(await guess(user, correct, 'mit leerzeichen drin'), 400, 'idempotency.invalid');
    expect((await me(user)).answered_question_count).toBe(0);
  });

  it('keeps no reply of a failed call, so a retry with the same key runs', async () => {
    const user = await signUp(t, { country: 'ch' });
    const key = randomUUID();
    expectError(await guess(user, [1], key), 422, 'question.not-served');
    expect(await t.db.query('SELECT 1 FROM idempotency_keys WHERE user_id = $1', [user.id])).toEqual([]);

    const question = (await t.request({ method: 'GET', url: paths.question(), headers: user.headers })).json<{
      id: number;
      coins: number;
    }>();
    const [correct] = await t.db.query<{ id: number }>(
      'SELECT id FROM answers WHERE question_id = $1 AND correct',
      [question.id],
    );
    const retry = await guess(user, [correct!.id], key);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers[REPLAYED_HEADER]).toBeUndefined();
    expect((await me(user)).coins).toBe(question.coins);
  });

  it('replays a sign-up whose reply was lost with the same session, and stores no secret in the clear', async () => {
    const key = randomUUID();
    const payload = {
      email: uniqueEmail(),
      password: 'geheim123',
      first_name: 'Rita',
      last_name: 'Retry',
      country: 'de',
      device_name: 'vitest',
      tos: true,
    };
    const register = () =>
      t.request({
        method: 'POST',
        url: '/api/users/register',
        headers: { [IDEMPOTENCY_HEADER]: key },
        payload,
      });
    const first = sessionSchema.parse((await register()).json());
    const again = await register();
    expect(again.statusCode).toBe(200);
    expect(sessionSchema.parse(again.json())).toEqual(first);
    const stored = await t.db.query<{ key: string; body: unknown }>(
      `SELECT key, body FROM idempotency_keys WHERE route = 'app.users.register'`,
    );
    expect(JSON.stringify(stored)).not.toContain(key);
    expect(JSON.stringify(stored)).not.toContain(first.token);
    // Without a key a repeated sign-up is an ordinary second request.
    expectError(
      await t.request({ method: 'POST', url: '/api/users/register', payload }),
      422,
      'validation.unique',
    );
  });

  it('books a course once for a repeated store', async () => {
    const user = await signUp(t);
    const key = randomUUID();
    const store = () =>
      t.request({
        method: 'POST',
        url: '/api/users/me/courses',
        headers: keyed(user, key),
        payload: { category_id: 108, hours: 1 },
      });
    const [a, b] = await Promise.all([store(), store()]);
    expect(a.json()).toEqual(b.json());
    const booked = await t.db.query('SELECT id FROM user_courses WHERE user_id = $1 AND category_id = 108', [
      user.id,
    ]);
    expect(booked).toHaveLength(1);
  });

  it('ignores the header on idempotent calls', async () => {
    const user = await signUp(t);
    const response = await t.request({ method: 'GET', url: '/api/users/me', headers: keyed(user, 'x') });
    expect(response.statusCode).toBe(200);
  });
});

describe('runOnce', () => {
  const scope = () => ({ userId: 0, key: randomUUID(), route: 'test.route', fingerprint: 'f' });

  it('makes a repeat wait for the first request still running, then replays its reply', async () => {
    const s = scope();
    let runs = 0;
    let open!: () => void;
    let entered!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const running = new Promise<void>((resolve) => (entered = resolve));
    const first = runOnce(t.server.ctx, s, async () => {
      runs += 1;
      entered();
      await gate;
      return { status: 201, body: { n: runs } };
    });
    await running;
    const second = runOnce(t.server.ctx, s, async () => {
      runs += 1;
      return { status: 200, body: { n: runs } };
    });
    await sleep(100);
    open();
    expect(await first).toEqual({ status: 201, body: { n: 1 }, replayed: false });
    expect(await second).toEqual({ status: 201, body: { n: 1 }, replayed: true });
    expect(runs).toBe(1);
  });

  it('takes over a claim left by a process that died', async () => {
    const s = scope();
    // The first request claims the key and never finishes.
    await new Promise<void>((claimed) => {
      void runOnce(t.server.ctx, s, () => {
        claimed();
        return new Promise(() => undefined);
      });
    });
    clock.advance(3 * 60 * 1000);
    expect(await runOnce(t.server.ctx, s, async () => ({ status: 200, body: 'again' }))).toEqual({
      status: 200,
      body: 'again',
      replayed: false,
    });
  });
});
