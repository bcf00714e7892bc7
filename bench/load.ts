import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openPglite } from '../server/src/db/pglite';
import type { Db } from '../server/src/db/database';
import { freePort, startNodeScript, stopAll, waitForHttp, type Child } from './lib/child';
import { jsonBody, request } from './lib/http';
import { runLoad } from './lib/load';
import { percentile, round } from './lib/stats';
import { formatTable } from './lib/table';

/**
 * `npm run load`: LOAD_USERS simulated users (default 200) for LOAD_SECONDS (default 60) against one
 * reference server on PGlite, or on PostgreSQL when DATABASE_URL is set (a schema of its own, dropped
 * afterwards). Each user signs in, opens the news feed, books a course (de), then answers questions in a
 * closed loop (question, guess), reads the feed now and then and places one order (de) at a random moment.
 * Afterwards the database is read directly: every user's coins must equal exactly the coins of the answers
 * the user was told were right (plus the coins granted for the order), and every order must be charged once.
 * A bare Fastify route doing one query is measured in the same run. The last line is `LOAD {json}`.
 */
const USERS = Number(process.env.LOAD_USERS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const DATABASE_URL = process.env.DATABASE_URL || undefined;
/**
 * Pause of each user after every answer and before each guess (reading the question). Without one, 200
 * users in a closed loop measure nothing but queueing: latency is then users / throughput, whatever the
 * server costs (200 users at 600 calls/s wait a third of a second each).
 */
const THINK_MS = Number(process.env.LOAD_THINK_MS ?? 250);
const BARE_SECONDS = Math.max(3, Math.min(10, Math.round(SECONDS / 6)));
/**
 * Share of the de users who place one order in the window. An order renders its invoice and certificate
 * PDFs right after its reply (about a tenth of a second of CPU each), so all 150 de users ordering within a
 * minute would measure the PDF renderer rather than the quiz.
 */
const ORDER_SHARE = Number(process.env.LOAD_ORDER_SHARE ?? 0.2);
/** Coins granted to each de user for the one order (an hour costs 100). */
const ORDER_COINS = 100;
/**
 * CPUs for the server side (the reference server, the bare route and, on PostgreSQL, every local `postgres`
 * process, put back on all CPUs afterwards) and for this load generator (Linux `taskset` lists such as `0`
 * or `0-1`). On a 2-core machine `LOAD_SERVER_CPUS=0 LOAD_GENERATOR_CPUS=1` keeps the generator's own work
 * from being taken out of the server's, as when the users are on other machines.
 */
const SERVER_CPUS = process.env.LOAD_SERVER_CPUS || undefined;
const GENERATOR_CPUS = process.env.LOAD_GENERATOR_CPUS || undefined;
const root = fileURLToPath(new URL('../', import.meta.url));
const nowMs = () => performance.now();

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void stopAll().then(() => process.exit(130));
  });
}

interface CallStats {
  times: number[];
  errors: number;
  samples: string[];
}
const calls = new Map<string, CallStats>();
let windowStart = 0;
let windowEnd = 0;

class CallError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

const agent = new http.Agent({ keepAlive: true, maxSockets: USERS + 10 });
/** Requests the server shed (503 with Retry-After) and the load repeated. */
let shedRequests = 0;
let origin = '';

/** One timed API call; `name` groups it in the report. Setup calls (name null) are not counted. */
async function call<T>(
  name: string | null,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; key?: string } = {},
): Promise<T> {
  const payload = options.body === undefined ? { headers: {}, body: undefined } : jsonBody(options.body);
  const headers: Record<string, string> = { ...payload.headers, accept: 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (method !== 'GET') headers['idempotency-key'] = options.key ?? randomUUID();
  let t0 = nowMs();
  let stats: CallStats | undefined;
  if (name) {
    stats = calls.get(name) ?? { times: [], errors: 0, samples: [] };
    calls.set(name, stats);
  }
  try {
    let response = await request(origin + path, {
      method,
      headers,
      body: payload.body,
      agent,
      timeoutMs: 30_000,
    });
    // Shed past capacity (503 with Retry-After): the app waits as asked and repeats the same request,
    // same Idempotency-Key; so does the load. Counted; the call's time is that of the answered attempt.
    while (response.status === 503 && response.headers['retry-after'] !== undefined) {
      shedRequests++;
      await new Promise((resolve) => setTimeout(resolve, Number(response.headers['retry-after']) * 1000));
      t0 = nowMs();
      response = await request(origin + path, {
        method,
        headers,
        body: payload.body,
        agent,
        timeoutMs: 30_000,
      });
    }
    if (response.status >= 400) {
      throw new CallError(
        `${method} ${path.replace(/\d+/g, ':n')} answered ${response.status}: ${response.body.toString().slice(0, 200)}`,
        response.status,
      );
    }
    const t1 = nowMs();
    // Ramp-up calls (before the window) all count; in the window only those that end inside it.
    if (stats && (windowStart === 0 || (t1 >= windowStart && t1 <= windowEnd))) stats.times.push(t1 - t0);
    return JSON.parse(response.body.toString() || 'null') as T;
  } catch (error) {
    if (stats) {
      stats.errors++;
      if (stats.samples.length < 3)
        stats.samples.push(error instanceof Error ? error.message : String(error));
    }
    throw error;
  }
}

interface Question {
  id: number;
  coins: 1 | 2;
  answers: { id: number }[];
}

interface LoadUser {
  email: string;
  country: 'de' | 'ch';
  token: string;
  /** de: the module course the quiz and the order use. */
  moduleCourseId: number | null;
  /** Coins of the answers the server said were right. */
  earned: number;
  /** Guesses answered 200, and guesses whose outcome is unknown (a network error or a timeout). */
  guesses: number;
  unknownGuesses: number;
  orders: number;
  unknownOrders: number;
  granted: number;
  /** Whether this user places one order during the window (LOAD_ORDER_SHARE of the de users). */
  ordering: boolean;
}

const PASSWORD = 'last-passwort-1';

async function inBatches<T>(items: T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(work));
}

async function setUpUsers(): Promise<LoadUser[]> {
  const run = randomBytes(3).toString('hex');
  const users: LoadUser[] = Array.from({ length: USERS }, (_, index) => ({
    email: `load-${run}-${index}@load.test`,
    country: index % 4 === 3 ? 'ch' : 'de',
    token: '',
    moduleCourseId: null,
    earned: 0,
    guesses: 0,
    unknownGuesses: 0,
    orders: 0,
    unknownOrders: 0,
    granted: 0,
    ordering: index % 4 !== 3 && Math.random() < ORDER_SHARE,
  }));
  await inBatches(users, 10, async (user) => {
    const { token } = await call<{ token: string }>(null, 'POST', '/api/users/register', {
      body: {
        email: user.email,
        password: PASSWORD,
        first_name: 'Lea',
        last_name: 'Last',
        country: user.country,
        device_name: 'load',
        tos: true,
      },
    });
    await call(null, 'PUT', '/api/users/me', { token, body: { role: 'agent' } });
    if (user.country === 'de') {
      const courses = await call<{ id: number; module: number }[]>(null, 'GET', '/api/users/me/courses', {
        token,
      });
      user.moduleCourseId = courses.find((course) => course.module === 1)!.id;
      if (user.ordering) {
        await call(null, 'POST', '/api/dev/coins', {
          body: { email: user.email, course_id: user.moduleCourseId, coins: ORDER_COINS },
        });
        user.granted = ORDER_COINS;
      }
    }
  });
  return users;
}

/** Ramp-up, before the measured window: sign-in, the news feed and (de) a booked course. */
async function startSession(user: LoadUser, categories: number[]): Promise<string[]> {
  const session = await call<{ token: string }>('login', 'POST', '/api/users/token', {
    body: { email: user.email, password: PASSWORD, country: user.country, device_name: 'load' },
  });
  user.token = session.token;
  const token = user.token;
  await call('news feed', 'GET', '/api/news-feed', { token });
  await call('news articles', 'GET', `/api/news-feed/articles?pageNumber=1&country=${user.country}`, {
    token,
  });
  if (user.country !== 'de') return ['/api/users/me'];
  // A category that can fill an hour for this user, picked at random.
  const shuffled = categories.toSorted(() => Math.random() - 0.5);
  let category: number | undefined;
  for (const candidate of shuffled) {
    const { hours } = await call<{ hours: number[] }>(
      'category coins',
      'GET',
      `/api/users/me/categories/${candidate}/coins`,
      { token },
    );
    if (hours.includes(1)) {
      category = candidate;
      break;
    }
  }
  const moduleQuiz = `/api/users/me/courses/${user.moduleCourseId}`;
  if (category === undefined) return [moduleQuiz];
  const booked = await call<{ id: number }>('booking', 'POST', '/api/users/me/courses', {
    token,
    body: { category_id: category, hours: 1 },
  });
  return [moduleQuiz, `/api/users/me/courses/${booked.id}`];
}

/** Around THINK_MS, varied ±50 % so that users do not march in step. */
const think = () => new Promise((resolve) => setTimeout(resolve, THINK_MS * (0.5 + Math.random())));

/** The measured window: question and guess in a closed loop, the feed now and then, maybe one order. */
async function play(user: LoadUser, quizzes: string[]): Promise<void> {
  const token = user.token;
  const orderAt = user.ordering ? windowStart + Math.random() * (windowEnd - windowStart) * 0.8 : Infinity;
  let rounds = 0;
  while (nowMs() < windowEnd && quizzes.length) {
    const quiz = quizzes[rounds % quizzes.length]!;
    rounds++;
    try {
      if (nowMs() >= orderAt && user.orders + user.unknownOrders === 0) await order(user);
      if (rounds % 25 === 0) {
        await call('news articles', 'GET', `/api/news-feed/articles?pageNumber=2&country=${user.country}`, {
          token,
        });
      }
      const question = await call<Question | null>('question', 'GET', `${quiz}/question`, { token });
      if (!question) {
        quizzes.splice(quizzes.indexOf(quiz), 1);
        continue;
      }
      const chosen = question.answers[Math.floor(Math.random() * question.answers.length)]!.id;
      await think();
      let correct: number[];
      try {
        // The reply carries the right answers, and the explanation and its source.
        correct = (
          await call<{ correct_answers: number[] }>('guess', 'POST', `${quiz}/question/guess`, {
            token,
            body: { answers: [chosen], question_id: question.id },
          })
        ).correct_answers;
      } catch (error) {
        // Refused (4xx): nothing was recorded. Otherwise the server may or may not have recorded it.
        if (!(error instanceof CallError && error.status < 500)) user.unknownGuesses++;
        throw error;
      }
      user.guesses++;
      if (correct.length === 1 && correct[0] === chosen) user.earned += question.coins;
      await think();
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

async function order(user: LoadUser): Promise<void> {
  try {
    await call('order', 'POST', '/api/invoices', {
      token: user.token,
      body: {
        name: 'Lea Last',
        address: { street: 'Lastweg 1', postal_code: '10115', city: 'Berlin' },
        purchases: [{ course_id: user.moduleCourseId, quantity: 1 }],
      },
    });
    user.orders++;
  } catch (error) {
    if (!(error instanceof CallError && error.status < 500)) user.unknownOrders++;
    else user.orders = -1; // refused: the user could not order; counted as a mismatch below
    throw error;
  }
}

interface DbFigures {
  answered: number;
  questionCoins: number;
  allCoins: number;
  redeemed: number;
  orders: number;
  orderCoins: number;
}

/** What the database holds per user, read directly after the load. */
async function readDatabase(db: Db, emails: string[]): Promise<Map<string, DbFigures>> {
  const rows = await db.query<DbFigures & { email: string }>(
    `SELECT u.email,
       (SELECT count(*) FROM answered_questions a WHERE a.user_id = u.id)::int AS answered,
       (SELECT COALESCE(sum(coins), 0) FROM coin_ledger l WHERE l.user_id = u.id AND l.question_id IS NOT NULL)::int
         AS "questionCoins",
       (SELECT COALESCE(sum(coins), 0) FROM coin_ledger l WHERE l.user_id = u.id)::int AS "allCoins",
       (SELECT COALESCE(sum(redeemed), 0) FROM coin_ledger l WHERE l.user_id = u.id)::int AS redeemed,
       (SELECT count(*) FROM orders o WHERE o.user_id = u.id)::int AS orders,
       (SELECT COALESCE(sum(i.coins), 0) FROM orders o JOIN order_items i ON i.order_id = o.id
        WHERE o.user_id = u.id)::int AS "orderCoins"
     FROM users u WHERE u.email = ANY($1::text[])`,
    [emails],
  );
  return new Map(rows.map((row) => [row.email, row]));
}

function check(user: LoadUser, found: DbFigures | undefined): string | null {
  if (!found) return 'missing in the database';
  const problems: string[] = [];
  const exact = user.unknownGuesses === 0;
  if (exact ? found.answered !== user.guesses : found.answered < user.guesses)
    problems.push(`answers ${found.answered}, client counted ${user.guesses}`);
  if (exact && found.questionCoins !== user.earned)
    problems.push(`question coins ${found.questionCoins}, right answers earned ${user.earned}`);
  if (found.allCoins !== found.questionCoins + user.granted)
    problems.push(
      `ledger ${found.allCoins} ≠ question coins ${found.questionCoins} + granted ${user.granted}`,
    );
  if (user.orders < 0) problems.push('its order was refused');
  else if (user.unknownOrders === 0 && found.orders !== user.orders)
    problems.push(`orders ${found.orders}, client placed ${user.orders}`);
  if (found.redeemed !== found.orderCoins)
    problems.push(`redeemed ${found.redeemed} coins, its orders cost ${found.orderCoins}`);
  if (found.orderCoins !== found.orders * ORDER_COINS)
    problems.push(`orders cost ${found.orderCoins}, expected ${found.orders * ORDER_COINS}`);
  return problems.length ? problems.join('; ') : null;
}

function pin(pids: readonly number[], cpus: string) {
  for (const pid of pids)
    execFileSync('taskset', ['--all-tasks', '--cpu-list', '--pid', cpus, String(pid)], { stdio: 'ignore' });
}

const postgresPids = () =>
  execFileSync('pgrep', ['-x', 'postgres']).toString().split(/\s+/).filter(Boolean).map(Number);

const fmt = (value: number) => (Number.isFinite(value) ? round(value).toString() : '–');

async function main() {
  const loadAtStart = os.loadavg()[0]!;
  console.log(
    `load: ${USERS} users for ${SECONDS} s (think ${THINK_MS} ms) on ${DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite'}; ` +
      `load average at start ${loadAtStart.toFixed(2)} on ${os.cpus().length} CPUs`,
  );
  if (GENERATOR_CPUS) pin([process.pid], GENERATOR_CPUS);
  if (SERVER_CPUS && DATABASE_URL) pin(postgresPids(), SERVER_CPUS);
  if (SERVER_CPUS || GENERATOR_CPUS)
    console.log(`CPUs: server side ${SERVER_CPUS ?? 'all'}, load generator ${GENERATOR_CPUS ?? 'all'}`);
  const schema = `load_${randomBytes(5).toString('hex')}`;
  let serverDbUrl: string | undefined;
  let dataDir: string | undefined;
  if (DATABASE_URL) {
    const admin = new pg.Client({ connectionString: DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE SCHEMA "${schema}"`);
    await admin.end();
    const url = new URL(DATABASE_URL);
    url.searchParams.set('options', `-c search_path=${schema}`);
    serverDbUrl = url.toString();
  } else {
    dataDir = join(mkdtempSync(join(os.tmpdir(), 'quiz-load-')), 'pglite');
  }
  let server: Child | undefined;
  try {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = startNodeScript(
      'reference server',
      'server/src/main.ts',
      root,
      {
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: origin,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        RATE_LIMITS: 'off',
        // Set-up uses the quiz helpers; on a shared database they are off unless asked for.
        DEV_ROUTES: 'on',
        WEB_DIST: join(root, 'bench/no-web-bundle'),
        DATABASE_URL: serverDbUrl ?? '',
        DATA_DIR: dataDir ?? 'memory',
      },
      // LOAD_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the server under load
      (process.env.LOAD_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean),
      SERVER_CPUS,
    );
    await waitForHttp(server, `${origin}/api/placebo`, 90_000);

    console.log(`setting up ${USERS} users (sign-up, role, courses, coins for one order) ...`);
    const setupStarted = nowMs();
    const users = await setUpUsers();
    const categories = (
      await call<{ id: number }[]>(null, 'GET', '/api/categories?country=de&role=agent')
    ).map((category) => category.id);
    console.log(`  done in ${((nowMs() - setupStarted) / 1000).toFixed(1)} s`);

    // The floor: a bare Fastify route with one query, same database kind, same concurrency.
    const barePort = await freePort();
    const bare = startNodeScript(
      'bare Fastify',
      'bench/lib/bareFastify.ts',
      root,
      {
        PORT: String(barePort),
        DATABASE_URL: serverDbUrl ?? '',
      },
      [],
      SERVER_CPUS,
    );
    let bareResult;
    try {
      await waitForHttp(bare, `http://127.0.0.1:${barePort}/one/1`, 60_000);
      console.log(`bare Fastify route (one query), ${USERS} connections for ${BARE_SECONDS} s ...`);
      bareResult = await runLoad({
        url: `http://127.0.0.1:${barePort}/one/1`,
        connections: USERS,
        warmupMs: 1000,
        durationMs: BARE_SECONDS * 1000,
      });
    } finally {
      await bare.stop();
    }

    console.log(`ramp-up: ${USERS} users sign in, open the news feed, book a course (de) ...`);
    const quizzes = await Promise.all(
      users.map((user) => startSession(user, categories).catch(() => [] as string[])),
    );
    console.log(`load: ${USERS} users for ${SECONDS} s ...`);
    windowStart = nowMs();
    windowEnd = windowStart + SECONDS * 1000;
    await Promise.all(users.map((user, index) => play(user, quizzes[index]!).catch(() => undefined)));
    const loadAtEnd = os.loadavg()[0]!;

    await server.stop();
    server = undefined;
    let db: Db;
    let pgClient: pg.Client | undefined;
    if (serverDbUrl) {
      pgClient = new pg.Client({ connectionString: serverDbUrl });
      await pgClient.connect();
      const client = pgClient;
      db = {
        kind: 'postgres',
        query: async <T extends object>(sql: string, params: readonly unknown[] = []) =>
          (await client.query<T>(sql, params as unknown[])).rows,
        exec: async (sql) => void (await client.query(sql)),
        transaction: () => Promise.reject(new Error('not needed')),
        close: () => client.end(),
        queueDelayMs: () => 0,
      };
    } else {
      db = await openPglite(dataDir);
    }
    const found = await readDatabase(
      db,
      users.map((user) => user.email),
    );
    await db.close();
    const mismatches = users
      .map((user) => ({ user, problem: check(user, found.get(user.email)) }))
      .filter((entry) => entry.problem !== null);

    const rows: string[][] = [];
    let totalRequests = 0;
    let totalErrors = 0;
    for (const [name, stats] of calls) {
      const sorted = stats.times.toSorted((a, b) => a - b);
      totalRequests += sorted.length;
      totalErrors += stats.errors;
      rows.push([
        name,
        String(sorted.length),
        String(stats.errors),
        fmt(percentile(sorted, 50)),
        fmt(percentile(sorted, 99)),
        fmt(sorted.length / SECONDS),
      ]);
    }
    const guesses = calls.get('guess')?.times.toSorted((a, b) => a - b) ?? [];
    const guessesPerSecond = guesses.length / SECONDS;
    const p99Ms = percentile(guesses, 99);
    const ratio = guessesPerSecond / bareResult.rps;
    rows.push([
      'bare Fastify, one query',
      String(bareResult.requests),
      String(bareResult.errors),
      fmt(bareResult.p50Ms),
      fmt(bareResult.p99Ms),
      fmt(bareResult.rps),
    ]);
    console.log('');
    console.log(formatTable(['call', 'count', 'errors', 'p50 ms', 'p99 ms', 'per s'], rows, 'lrrrrr'));
    console.log('');
    for (const [name, stats] of calls)
      for (const sample of stats.samples) console.log(`  error (${name}): ${sample}`);
    console.log(
      `throughput: ${fmt(totalRequests / SECONDS)} requests/s, ${fmt(guessesPerSecond)} guesses/s ` +
        `(guess p99 ${fmt(p99Ms)} ms); bare Fastify one-query route ${fmt(bareResult.rps)}/s; ` +
        `ratio guesses/bare ${ratio.toFixed(3)}; shed (503, repeated): ${shedRequests}`,
    );
    const ordersPlaced = users.reduce((sum, user) => sum + Math.max(0, user.orders), 0);
    const unknown = users.reduce((sum, user) => sum + user.unknownGuesses + user.unknownOrders, 0);
    console.log(
      `afterwards: ${users.length - mismatches.length} of ${users.length} users have exactly the coins of ` +
        `their right answers; ${ordersPlaced} orders, each charged once: ${
          mismatches.length ? `NO, ${mismatches.length} users off` : 'yes'
        }${unknown ? ` (${unknown} calls with unknown outcome)` : ''}`,
    );
    for (const { user, problem } of mismatches.slice(0, 10))
      console.log(`  MISMATCH ${user.email}: ${problem}`);
    console.log(
      `load average (1 min): ${loadAtStart.toFixed(2)} at start, ${loadAtEnd.toFixed(2)} at the end`,
    );
    const summary = {
      database: DATABASE_URL ? 'postgres' : 'pglite',
      users: USERS,
      seconds: SECONDS,
      thinkMs: THINK_MS,
      errors: totalErrors,
      shed: shedRequests,
      mismatched: mismatches.length,
      guessesPerSecond: round(guessesPerSecond),
      p99Ms: round(p99Ms),
      p50Ms: round(percentile(guesses, 50)),
      requestsPerSecond: round(totalRequests / SECONDS),
      orders: ordersPlaced,
      bareRequestsPerSecond: round(bareResult.rps),
      bareP99Ms: round(bareResult.p99Ms),
      ratioToBare: Number(ratio.toFixed(3)),
      perCall: Object.fromEntries(
        [...calls].map(([name, stats]) => {
          const sorted = stats.times.toSorted((a, b) => a - b);
          return [
            name,
            {
              count: sorted.length,
              errors: stats.errors,
              p50Ms: round(percentile(sorted, 50)),
              p99Ms: round(percentile(sorted, 99)),
            },
          ];
        }),
      ),
      loadAverage: { start: round(loadAtStart, 2), end: round(loadAtEnd, 2) },
    };
    console.log(`LOAD ${JSON.stringify(summary)}`);
    process.exitCode = totalErrors > 0 || mismatches.length > 0 ? 1 : 0;
  } finally {
    if (server) console.error(server.output().slice(-2000));
    await stopAll();
    agent.destroy();
    if (DATABASE_URL) {
      const admin = new pg.Client({ connectionString: DATABASE_URL });
      await admin.connect();
      await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await admin.end();
    }
    if (dataDir) rmSync(join(dataDir, '..'), { recursive: true, force: true });
    if (SERVER_CPUS && DATABASE_URL) pin(postgresPids(), `0-${os.cpus().length - 1}`);
  }
}

await main();
