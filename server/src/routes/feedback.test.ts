import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../../src/shared/api/errors';
import { messages } from '../../../src/shared/messages.de';
import { keyed, signUp, testClock, useTestServer, type TestServer, type TestUser } from '../testing/harness';

const clock = testClock(new Date('2026-06-01T10:17:23Z'));
const t = useTestServer({ clock });
const limited = useTestServer({ clock, config: { rateLimits: true } });

const send = (server: TestServer, user: TestUser, payload: Record<string, unknown>) =>
  server.request({ method: 'POST', url: '/api/feedback', headers: keyed(user), payload });

interface Stored {
  user_id: number | null;
  country: string;
  rating: number;
  text: string;
  anonymous: boolean;
  created_at: Date;
}
const stored = async (server: TestServer) =>
  server.db.query<Stored>(
    'SELECT user_id, country, rating, text, anonymous, created_at FROM feedback ORDER BY id DESC LIMIT 1',
  );

describe('POST /api/feedback', () => {
  it('stores a rating and text with the user and answers with the thank-you', async () => {
    const user = await signUp(t, { country: 'at' });
    const response = await send(t, user, { rating: 4, feedback: '  Sehr hilfreich.  ', anonymous: false });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: messages.feedback.thankYou });
    const [row] = await stored(t);
    expect(row).toMatchObject({ user_id: user.id, country: 'at', rating: 4, text: 'Sehr hilfreich.' });
    expect(row!.created_at.toISOString()).toBe('2026-06-01T10:17:23.000Z');
  });

  it('keeps neither the user nor the time of day of an anonymous entry', async () => {
    const user = await signUp(t, { country: 'ch' });
    const response = await send(t, user, { rating: 1, feedback: 'Zu schwer', anonymous: true });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await stored(t);
    expect(row).toMatchObject({ user_id: null, country: 'ch', rating: 1, anonymous: true });
    expect(row!.created_at.toISOString()).toBe('2026-06-01T00:00:00.000Z');
  });

  it('takes a rating alone (text and flag are optional)', async () => {
    const user = await signUp(t);
    expect((await send(t, user, { rating: 5 })).statusCode).toBe(200);
    expect((await stored(t))[0]).toMatchObject({ user_id: user.id, rating: 5, text: '', anonymous: false });
  });

  it.each([[{}], [{ rating: 0 }], [{ rating: 6 }], [{ rating: 2.5 }], [{ rating: '3' }]])(
    'refuses %j with 422 and stores nothing',
    async (payload) => {
      const user = await signUp(t);
      const before = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM feedback');
      const response = await send(t, user, payload);
      expect(response.statusCode).toBe(422);
      expect(apiErrorSchema.parse(response.json()).errors).toHaveProperty('rating');
      expect(await t.db.query('SELECT count(*)::int AS n FROM feedback')).toEqual(before);
    },
  );

  it('refuses a visitor without a session', async () => {
    const response = await t.request({ method: 'POST', url: '/api/feedback', payload: { rating: 3 } });
    expect(response.statusCode).toBe(401);
  });

  it('limits one user to 5 entries an hour (429 with Retry-After), other users still get through', async () => {
    const user = await signUp(limited);
    for (let i = 0; i < 5; i++) expect((await send(limited, user, { rating: 3 })).statusCode).toBe(200);
    const refused = await send(limited, user, { rating: 3 });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(apiErrorSchema.parse(refused.json()).code).toBe('passwords.throttled');
    const other = await signUp(limited);
    expect((await send(limited, other, { rating: 3 })).statusCode).toBe(200);
  });
});
