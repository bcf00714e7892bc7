import { randomBytes } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildServer, type Server } from '../app';
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
 * A server on a fresh database: in-memory PGlite, or a schema of its own on the PostgreSQL server
 * named by DATABASE_URL, so the same tests prove both.
 */
export async function createTestServer(
  options: { clock?: () => Date; config?: Partial<Config> } = {},
): Promise<TestServer> {
  const url = process.env.DATABASE_URL;
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const db = url ? await openPostgres(url, schema) : await openPglite();
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
      if (url) await db.exec(`DROP SCHEMA "${schema}" CASCADE`);
      await db.close();
    },
  };
}

export const json = <T = Record<string, unknown>>(response: LightMyRequestResponse): T => response.json<T>();

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let counter = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}-${Date.now()}-${counter++}@example.test`;
