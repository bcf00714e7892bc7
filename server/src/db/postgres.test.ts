import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database';
import { signUp, useTestServer } from '../testing/harness';

describe('isDatabaseUnavailable', () => {
  const withCode = (message: string, code?: string) => Object.assign(new Error(message), { code });
  it('knows a dropped connection, a refused connect, a shutdown and a pool timeout', () => {
    expect(
      isDatabaseUnavailable(withCode('terminating connection due to administrator command', '57P01')),
    ).toBe(true);
    expect(isDatabaseUnavailable(withCode('the database system is starting up', '57P03'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });
  it('leaves a wrong statement, a constraint and other errors alone', () => {
    expect(isDatabaseUnavailable(withCode('syntax error at or near "SELEC"', '42601'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('duplicate key value', '23505'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});

const url = process.env.DATABASE_URL;

/** The server ended when PostgreSQL dropped an idle connection (no 'error' listener). */
describe.skipIf(!url)('PostgreSQL drops the server’s connections', () => {
  const t = useTestServer();
  let admin: pg.Client;
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.end();
  });

  const terminate = async () => {
    const rows = await admin.query<{ pid: number }>(
      `SELECT pg_terminate_backend(pid) AS ok, pid FROM pg_stat_activity
       WHERE application_name LIKE 'quiz-test_%' AND datname = $1 AND pid <> pg_backend_pid()`,
      // Only this file's database: other test files run at the same time on theirs.
      [t.databaseName],
    );
    return rows.rowCount ?? 0;
  };

  it('keeps serving: every request during the cut is served or answered 503 with Retry-After, then all are served', async () => {
    const user = await signUp(t, { country: 'de' });
    const me = () => t.request({ method: 'GET', url: '/api/users/me', headers: user.headers });
    expect((await me()).statusCode).toBe(200);
    // Connections busy and idle alike go; the pool's idle ones raise 'error' events.
    const during = Promise.all(Array.from({ length: 20 }, () => me()));
    expect(await terminate()).toBeGreaterThan(0);
    for (const response of await during) {
      expect([200, 503], response.body).toContain(response.statusCode);
      if (response.statusCode === 503) expect(response.headers['retry-after']).toBe('1');
    }
    const started = Date.now();
    await expect
      .poll(async () => (await Promise.all(Array.from({ length: 5 }, () => me()))).map((r) => r.statusCode), {
        timeout: 5_000,
      })
      .toEqual([200, 200, 200, 200, 200]);
    expect(Date.now() - started).toBeLessThan(5_000);
    // A second cut, with nothing in flight: only idle connections, only 'error' events.
    await terminate();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await me()).statusCode).toBe(200);
  });
});

/** Shedding judges the pool's queue by how long its oldest request has waited for a connection. */
describe.skipIf(!url)('the pool’s queue delay', () => {
  const t = useTestServer();

  it('is 0 while no request waits, and the oldest waiter’s age while every connection is busy', async () => {
    expect(t.db.queueDelayMs()).toBe(0);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    // More transactions than the pool has connections (ten), each waiting for the test.
    const holders = Array.from({ length: 12 }, () => t.db.transaction(() => held));
    try {
      await new Promise((resolve) => setTimeout(resolve, 150));
      const delay = t.db.queueDelayMs();
      expect(delay).toBeGreaterThanOrEqual(100);
      expect(delay).toBeLessThan(5_000);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(t.db.queueDelayMs()).toBeGreaterThanOrEqual(delay + 40);
    } finally {
      release();
    }
    await Promise.all(holders);
    expect(t.db.queueDelayMs()).toBe(0);
  });
});
