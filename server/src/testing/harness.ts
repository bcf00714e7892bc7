import { randomBytes, randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Country, Role } from '../../../src/shared/api/constants';
import { apiErrorSchema, IDEMPOTENCY_HEADER, type ApiError } from '../../../src/shared/api/errors';
import { buildServer, type Server, type ServerOptions } from '../app';
import { testConfig, type Config } from '../config';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import type { Db } from '../db/database';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { copyOf, TEST_CLOCK_START, type TestDatabase } from './templates';

/** A controllable clock for expiry and throttling tests. */
export function testClock(start = TEST_CLOCK_START) {
  let now = start.getTime();
  const clock = () => new Date(now);
  return Object.assign(clock, { advance: (ms: number) => void (now += ms) });
}

export interface TestServer {
  server: Server;
  db: Db;
  /** PostgreSQL: the name of the test server's own database */
  databaseName?: string | undefined;
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
 * The test server's database: a copy of the run's template seeded when this server would seed, at its
 * clock's time (templates.ts); without the global setup that provides the templates, a fresh in-memory
 * PGlite or a schema of its own on DATABASE_URL, which the server then migrates and seeds.
 */
async function testDatabase(clock: (() => Date) | undefined): Promise<TestDatabase> {
  const templates = inject('serverTemplates');
  if (templates) return copyOf(templates, clock ? clock() : new Date(templates.realSeededAt));
  const url = process.env.DATABASE_URL;
  if (!url) {
    const db = await openPglite();
    return { db, drop: () => db.close() };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const db = await openPostgres(url, { schema });
  return {
    db,
    async drop() {
      await dropSchema(db, schema);
      await db.close();
    },
  };
}

/**
 * A server on a fresh database: in-memory PGlite, or a database of its own on the PostgreSQL server
 * named by DATABASE_URL, so the same tests prove both. Test files use `useTestServer`.
 */
export async function createTestServer(
  options: { clock?: () => Date; config?: Partial<Config> } = {},
): Promise<TestServer> {
  const database = await testDatabase(options.clock);
  const { db } = database;
  const server = await buildServer({
    config: testConfig({ rateLimits: false, ...options.config }),
    db,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  await server.app.ready();
  return {
    server,
    db,
    databaseName: database.name,
    request: (opts) => server.app.inject(opts),
    async close() {
      await server.close();
      await database.drop();
    },
  };
}

/**
 * The test server of a test file (or of the `describe` it is called in): made before its tests, from
 * a copy of the run's seeded database, and closed after them. Its fields can be read once the tests
 * run.
 */
export function useTestServer(options: { clock?: () => Date; config?: Partial<Config> } = {}): TestServer {
  let current: TestServer | undefined;
  const started = () => {
    if (!current) throw new Error('the test server is made in beforeAll: use it inside a test or hook');
    return current;
  };
  // The first file that needs a template makes it (templates.ts): longer than a hook usually takes.
  beforeAll(async () => {
    current = await createTestServer(options);
  }, 300_000);
  afterAll(async () => {
    await current?.close();
    current = undefined;
  });
  return {
    get server() {
      return started().server;
    },
    get db() {
      return started().db;
    },
    get databaseName() {
      return started().databaseName;
    },
    request: (opts) => started().request(opts),
    async close() {
      const server = started();
      current = undefined;
      await server.close();
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

/**
 * An error reply: its status, the contract's error body with this code (when one is given), and no
 * stack trace or source location in it. Returns the error for further checks.
 */
export function expectError(
  response: Pick<LightMyRequestResponse, 'statusCode' | 'body'>,
  status: number,
  code?: string,
): ApiError {
  expect(response.statusCode).toBe(status);
  const error = apiErrorSchema.parse(JSON.parse(response.body));
  if (code) expect(error.code).toBe(code);
  expect(response.body).not.toMatch(/at .*\.ts:\d+|stack/i);
  return error;
}

/** Paths of the learner's API that several test files call with ids. */
export const paths = {
  course: (courseId: number) => `/api/users/me/courses/${courseId}`,
  /** the next question of a course, or of the Swiss quiz, which has none */
  question: (courseId?: number) =>
    courseId ? `/api/users/me/courses/${courseId}/question` : '/api/users/me/question',
  guess: (courseId?: number) => `${paths.question(courseId)}/guess`,
  companyCourse: (companyId: number, courseId: number) =>
    `/api/users/me/companies/${companyId}/courses/${courseId}`,
};

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
