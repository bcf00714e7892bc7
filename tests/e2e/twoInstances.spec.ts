import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { messages } from '../../src/shared/messages.de';
import { ACCOUNT_PASSWORD, chooseCountry, expect, login, newAccount, test } from './fixtures';

/**
 * Two server processes on one PostgreSQL: coins answered through instance A appear live in
 * a browser connected to instance B, without a reload. Needs TEST_DATABASE_URL (.ci/run sets it); each
 * run uses a schema of its own, dropped at the end.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const d = messages.dashboard;

test.skip(!databaseUrl, 'needs PostgreSQL: set TEST_DATABASE_URL (as .ci/run does) to start two instances');
test.skip(
  ({ isMobile }) => isMobile,
  'runs once, at desktop width: it proves the server cluster, and the dashboard at 375 px has its own tests',
);
test.describe.configure({ timeout: 120_000 });

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

interface Instance {
  origin: string;
  process: ChildProcess;
  log: string[];
}

async function startInstance(url: string): Promise<Instance> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const log: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      DATABASE_URL: url,
      DATA_DIR: join(mkdtempSync(join(tmpdir(), 'quiz-two-')), 'unused'),
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      MIGRATION_SECONDS: '3600',
      RATE_LIMITS: 'off',
      // The test reads the dev mailbox; with DATABASE_URL they are off unless asked for.
      DEV_ROUTES: 'on',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`instance exited: ${log.join('')}`);
    const up = await fetch(`${origin}/api/placebo`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { origin, process: child, log };
    if (Date.now() > deadline) throw new Error(`instance did not start: ${log.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function stopInstance(instance: Instance): Promise<void> {
  if (instance.process.exitCode !== null) return;
  const exited = new Promise((resolve) => instance.process.once('exit', resolve));
  instance.process.kill('SIGTERM');
  // A close that waits on the realtime adapter's connection would hang here; the test then fails.
  const timer = setTimeout(() => instance.process.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
  expect(instance.process.exitCode, `instance ${instance.origin} closed in time`).toBe(0);
}

let schema = '';
let a: Instance | undefined;
let b: Instance | undefined;
let apiA: APIRequestContext | undefined;

test.beforeAll(async ({ isMobile }) => {
  if (!databaseUrl || isMobile) return;
  schema = `two_instances_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA "${schema}"`);
  await admin.end();
  const url = new URL(databaseUrl!);
  url.searchParams.set('options', `-c search_path=${schema}`);
  // One after the other: the first migrates and seeds the empty schema, the second finds it ready.
  a = await startInstance(url.toString());
  b = await startInstance(url.toString());
  apiA = await playwrightRequest.newContext({ baseURL: a.origin });
});

test.afterAll(async () => {
  await apiA?.dispose();
  for (const instance of [a, b]) if (instance) await stopInstance(instance);
  if (schema) {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await admin.end();
  }
});

test('coins answered on instance A appear live in a browser on instance B', async ({ page }) => {
  expect(a!.log.join('')).toContain('Echtzeit: über PostgreSQL geteilt');
  const { email, headers } = await newAccount(apiA!, 'ch', 'agent', 'two');

  // The browser talks to instance B only.
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  await page.goto(`${b!.origin}/country-select`);
  await chooseCountry(page, 'Schweiz');
  await login(page, email, ACCOUNT_PASSWORD);
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByText(d.coinsCollected(0))).toBeVisible();
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });
  const requestsToA: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(a!.origin)) requestsToA.push(request.url());
  });

  // Another window of the user answers one question right, through instance A.
  const question = (await (await apiA!.get('/api/users/me/question', { headers })).json()) as { id: number };
  const { answers } = (await (
    await apiA!.get(`/api/dev/questions/${question.id}/correct-answers`)
  ).json()) as { answers: number[] };
  const guess = await apiA!.post('/api/users/me/question/guess', {
    headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
    data: { answers, question_id: question.id },
  });
  expect(guess.ok()).toBe(true);
  const reply = (await guess.json()) as { correct_answers: number[] };
  expect(reply.correct_answers.toSorted((x, y) => x - y)).toEqual(answers.toSorted((x, y) => x - y));

  await expect(page.getByText(/^Du hast (1 Coin|2 Coins) gesammelt\.$/)).toBeVisible();
  // Live: no reload, the page's socket is B's, and it never asked A for anything.
  expect(navigations).toBe(0);
  expect(sockets.every((url) => url.startsWith(b!.origin.replace('http', 'ws')))).toBe(true);
  expect(sockets.length).toBeGreaterThan(0);
  expect(requestsToA).toEqual([]);
});
