import { randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { freePort, startNodeScript, stopProcess, waitForHttp, type Child } from '../../bench/lib/child';

/**
 * The fault suite's world: a PostgreSQL database of its own, reference servers as real processes
 * (so SIGKILL is a real crash), and HTTP clients that replay a request with its Idempotency-Key until
 * it has a final answer, the way the app's request queue does.
 */
export const databaseUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
const root = join(import.meta.dirname, '..', '..');

export interface FaultDatabase {
  url: string;
  admin: pg.Client;
  drop(): Promise<void>;
}

/** A fresh database on the server of DATABASE_URL (or TEST_DATABASE_URL), dropped afterwards. */
export async function createDatabase(): Promise<FaultDatabase> {
  const name = `faults_${randomBytes(5).toString('hex')}`;
  const onServer = async (sql: string) => {
    const server = new pg.Client({ connectionString: databaseUrl });
    await server.connect();
    await server.query(sql).finally(() => server.end());
  };
  await onServer(`CREATE DATABASE ${name}`);
  const url = new URL(databaseUrl!);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: url.toString() });
  // A test that restarts PostgreSQL cuts this connection too; it then opens another.
  admin.on('error', () => undefined);
  await admin.connect();
  const database: FaultDatabase = {
    url: url.toString(),
    admin,
    async drop() {
      await database.admin.end().catch(() => undefined);
      await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
  return database;
}

export interface ServerProcess {
  origin: string;
  child: Child;
  /** The crash: no shutdown, no flush, whatever was in flight is cut. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

/** `node server/src/main.ts` on `port` against `url`; resolves once it answers /api/placebo. */
export async function startServer(url: string, port?: number): Promise<ServerProcess> {
  const listen = port ?? (await freePort());
  const origin = `http://127.0.0.1:${listen}`;
  const child = startNodeScript('reference server', 'server/src/main.ts', root, {
    PORT: String(listen),
    HOST: '127.0.0.1',
    PUBLIC_URL: origin,
    DATABASE_URL: url,
    DEV_ROUTES: 'on',
    RATE_LIMITS: 'off',
    // Faults, not overload: a busy test machine's waits must not be shed (the overload test sheds).
    SHED_POOL_DELAY_MS: '0',
    SHED_EVENT_LOOP_DELAY_MS: '0',
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.FAULTS_DEBUG ? 'info' : 'error',
    WEB_DIST: join(root, 'tests/faults/no-web-bundle'),
  });
  await waitForHttp(child, `${origin}/api/placebo`, 90_000);
  return {
    origin,
    child,
    async kill() {
      const exited = new Promise((resolve) => child.process.once('exit', resolve));
      child.process.kill('SIGKILL');
      await exited;
    },
    stop: () => stopProcess(child.process),
  };
}

export interface Reply {
  status: number;
  body: unknown;
}

/** One HTTP call; a connection that fails (the server is down) is `null`, never an exception. */
export async function call(
  origin: string,
  method: string,
  path: string,
  options: { token?: string; key?: string; body?: unknown } = {},
): Promise<Reply | null> {
  try {
    const response = await fetch(`${origin}${path}`, {
      method,
      headers: {
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.key ? { 'idempotency-key': options.key } : {}),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
  } catch (error) {
    if (process.env.FAULTS_DEBUG) console.log(`${method} ${path}: ${String(error)}`);
    return null;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends one request until it has a final answer, as the app does: no answer (server down), 503 (the
 * database is back soon) and 409 in progress are tried again with the same key; `origin()` is asked
 * each time, so a restarted server on another port is found.
 */
export async function untilAnswered(
  origin: () => string,
  method: string,
  path: string,
  options: { token?: string; key?: string; body?: unknown },
  timeoutMs = 30_000,
): Promise<Reply & { attempts: number }> {
  const deadline = Date.now() + timeoutMs;
  for (let attempts = 1; ; attempts += 1) {
    const reply = await call(origin(), method, path, options);
    if (reply && reply.status !== 503 && reply.status !== 409) return { ...reply, attempts };
    if (Date.now() > deadline)
      throw new Error(`${method} ${path}: no final answer in ${timeoutMs} ms, last ${JSON.stringify(reply)}`);
    await sleep(100);
  }
}

export interface Learner {
  id: number;
  email: string;
  token: string;
  courses: { id: number; module: 1 | 2 }[];
}

/** A verified de agent with its two module courses. */
export async function signUpLearner(origin: string): Promise<Learner> {
  const email = `fault-${randomUUID()}@example.test`;
  const registered = await call(origin, 'POST', '/api/users/register', {
    key: randomUUID(),
    body: {
      email,
      password: 'geheim123',
      first_name: 'Fritz',
      last_name: 'Fehler',
      country: 'de',
      device_name: 'faults',
      tos: true,
    },
  });
  if (registered?.status !== 200) throw new Error(`sign-up: ${JSON.stringify(registered)}`);
  const { token, user } = registered.body as { token: string; user: { id: number } };
  const role = await call(origin, 'PUT', '/api/users/me', {
    token,
    key: randomUUID(),
    body: { role: 'agent' },
  });
  if (role?.status !== 200) throw new Error(`role: ${JSON.stringify(role)}`);
  const courses = await call(origin, 'GET', '/api/users/me/courses', { token });
  return { id: user.id, email, token, courses: courses!.body as Learner['courses'] };
}

/** The course of a module. */
export const courseOf = (learner: Learner, module: 1 | 2) =>
  learner.courses.find((course) => course.module === module)!.id;

/** A question served to the learner in a course, and the ids that answer it right. */
export async function servedQuestion(origin: string, db: pg.Client, learner: Learner, courseId: number) {
  const served = await call(origin, 'GET', `/api/users/me/courses/${courseId}/question`, {
    token: learner.token,
  });
  const question = served!.body as { id: number; coins: number };
  const correct = await db.query<{ id: number }>(
    'SELECT id FROM answers WHERE question_id = $1 AND correct ORDER BY id',
    [question.id],
  );
  return { question, answers: correct.rows.map((row) => row.id) };
}

/** Median and 99th percentile of a list of numbers. */
export function percentiles(values: number[]): { p50: number; p99: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99) };
}
