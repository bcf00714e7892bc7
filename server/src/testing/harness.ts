import { randomBytes, randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Country, Role } from '../../../src/shared/api/constants';
import { IDEMPOTENCY_HEADER } from '../../../src/shared/api/errors';
import { buildServer, type Server, type ServerOptions } from '../app';
import { testConfig, type Config } from '../config';
import type { Db } from '../db/database';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';

/** A controllable clock for expiry and throttling tests. */
export function testClock(start = new Date('2026-06-01T10:00:00Z')) {
  let now = start.getTime();
  const clock = () => new Date(now);
  return Object.assign(clock, { advance: (ms: number) => void (now += ms) });
}

export interface TestServer {
  server: Server;
  db: Db;
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * Test files drop their schemas at the same time as others create theirs; PostgreSQL may pick one
 * DROP as the victim of a deadlock on its catalogs (40P01). The drop is then simply tried again.
 */
async function dropSchema(db: Db, schema: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await db.exec(`DROP SCHEMA "${schema}" CASCADE`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '40P01' || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

/**
 * A server on a fresh database: in-memory PGlite, or a schema of its own on the PostgreSQL server
 * named by DATABASE_URL, so the same tests prove both.
 */
export async function createTestServer(
  options: { clock?: () => Date; config?: Partial<Config> } = {},
): Promise<TestServer> {
  const url = process.env.DATABASE_URL;
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const db = url ? await openPostgres(url, { schema }) : await openPglite();
  const server = await buildServer({
    config: testConfig({ rateLimits: false, ...options.config }),
    db,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  await server.app.ready();
  return {
    server,
    db,
    request: (opts) => server.app.inject(opts),
    async close() {
      await server.close();
      if (url) await dropSchema(db, schema);
      await db.close();
    },
  };
}

/**
 * Another server on a test server's database, with a config of its own (a host, a proxy, production):
 * cheaper than a fresh database, which is seeded. Close it before the test server.
 */
export async function siblingServer(
  t: TestServer,
  config: Partial<Config>,
  options: Omit<ServerOptions, 'config' | 'db'> = {},
): Promise<Server> {
  const server = await buildServer({
    ...options,
    config: testConfig({ rateLimits: false, ...config }),
    db: t.db,
  });
  await server.app.ready();
  return server;
}

export const json = <T = Record<string, unknown>>(response: LightMyRequestResponse): T => response.json<T>();

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let counter = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}-${Date.now()}-${counter++}@example.test`;

export interface TestUser {
  id: number;
  email: string;
  token: string;
  jwt: string;
  headers: { authorization: string };
}

/** A new signed-up user of the country, with the role set directly (no role: a fresh account). */
export async function signUp(
  t: TestServer,
  fields: { country?: Country; role?: Role | null } = {},
): Promise<TestUser> {
  const email = uniqueEmail();
  const response = await t.request({
    method: 'POST',
    url: '/api/users/register',
    payload: {
      email,
      password: 'geheim123',
      first_name: 'Tessa',
      last_name: 'Test',
      country: fields.country ?? 'de',
      device_name: 'vitest',
      tos: true,
    },
  });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.body}`);
  const { token, user } = response.json<{ token: string; user: { id: number; jwt: string } }>();
  const role = fields.role === undefined ? 'agent' : fields.role;
  if (role) await t.db.query('UPDATE users SET role = $2 WHERE id = $1', [user.id, role]);
  return { id: user.id, email, token, jwt: user.jwt, headers: bearer(token) };
}

/** Headers of a non-idempotent call: the user's token and a fresh Idempotency-Key unless one is given. */
export const keyed = (user: TestUser, key: string = randomUUID()) => ({
  ...user.headers,
  [IDEMPOTENCY_HEADER]: key,
});

export interface DevMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  links: string[];
  attachments: { filename: string; contentType: string; size: number; url: string }[];
}

/** The dev mailbox's mails to one address, newest first. */
export const mailsTo = async (t: TestServer, email: string) =>
  (await t.request({ method: 'GET', url: `/api/dev/mails?to=${encodeURIComponent(email)}` })).json<
    DevMail[]
  >();
