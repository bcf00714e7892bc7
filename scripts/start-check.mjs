// Starts the app the way README's quick start does (`npm start`), in a copy of the checkout that has no
// data/ folder, with the default DATA_DIR and no other server settings; waits until `/` and
// `/api/placebo` answer 200, then stops it. A fresh clone that cannot start fails `npm test` here.
//
// The copy holds the files git would check out (tracked and new, not ignored), the installed
// node_modules and, when `npm test` has just built it, the web bundle: `npm start` = the web build,
// then the server; the build already ran as its own step, so only the server part runs here.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// The bundle `npm run build:web` made (`npm test` builds it before this step); WEB_DIST names another.
const webBundle = process.env.WEB_DIST ?? join(root, 'dist/web');
const READY_TIMEOUT_MS = 90_000;
const started = Date.now();

function checkoutFiles() {
  // safe.directory: CI may run as another user than the one who owns the clone.
  const args = ['-c', 'safe.directory=*', 'ls-files', '-z', '--cached', '--others', '--exclude-standard'];
  const listed = execFileSync('git', args, { cwd: root, maxBuffer: 64 * 1024 * 1024 });
  // Files deleted in the working tree but not yet in the index are listed too: skip them.
  return listed
    .toString()
    .split('\0')
    .filter((file) => file && existsSync(join(root, file)));
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** `npm start` without its first step when the bundle that step builds is already there. */
function startCommand(copy) {
  const start = JSON.parse(readFileSync(join(copy, 'package.json'), 'utf8')).scripts.start;
  const [build, ...rest] = start.split(' && ');
  if (build !== 'npm run build:web' || !rest.length) {
    throw new Error(`package.json "start" is no longer "npm run build:web && …": update ${import.meta.url}`);
  }
  return existsSync(join(webBundle, 'index.html')) ? rest.join(' && ') : start;
}

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    const kill = setTimeout(() => process.kill(-child.pid, 'SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    process.kill(-child.pid, 'SIGTERM');
  });
}

const copy = mkdtempSync(join(tmpdir(), 'quiz-start-'));
let child;
let failure = null;
try {
  for (const file of checkoutFiles()) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(join(root, file), join(copy, file));
  }
  if (existsSync(join(copy, 'data'))) throw new Error('the checkout lists files under data/');
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
  if (existsSync(join(webBundle, 'index.html'))) {
    mkdirSync(join(copy, 'dist'));
    symlinkSync(webBundle, join(copy, 'dist/web'), 'dir');
  }

  const port = await freePort();
  const env = { ...process.env, PORT: String(port) };
  // Nothing the README's `npm start` does not set: the defaults are what is checked.
  for (const name of ['DATA_DIR', 'DATABASE_URL', 'TEST_DATABASE_URL', 'HOST', 'NODE_ENV', 'WEB_DIST']) {
    delete env[name];
  }
  for (const name of ['PUBLIC_URL', 'DEV_ROUTES', 'TRUST_PROXY', 'RATE_LIMITS', 'SMTP_URL']) delete env[name];
  const command = startCommand(copy);
  console.log(`start check: "${command}" in a copy without data/ (${copy}), PORT=${port}`);
  child = spawn(command, { cwd: copy, env, shell: true, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));

  const origin = `http://localhost:${port}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let statuses = [0, 0];
  while (Date.now() < deadline && child.exitCode === null) {
    statuses = await Promise.all([answers(`${origin}/`), answers(`${origin}/api/placebo`)]);
    if (statuses.every((status) => status === 200)) break;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  if (!statuses.every((status) => status === 200)) {
    failure =
      `/ answered ${statuses[0] || 'nothing'}, /api/placebo ${statuses[1] || 'nothing'}` +
      (child.exitCode !== null ? ` (the server exited with ${child.exitCode})` : '') +
      `\n--- server output ---\n${output}`;
  } else if (!existsSync(join(copy, 'data/pglite/PG_VERSION'))) {
    failure = `the server runs, but not on the default data folder data/pglite\n${output}`;
  } else {
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`start check: / and /api/placebo answer 200 after ${seconds} s; data/pglite was created`);
    const devRoutesLine = output.split('\n').find((line) => line.startsWith('Entwicklungsrouten'));
    if (devRoutesLine) console.log(`start check: the server says "${devRoutesLine.trim()}"`);
  }
} catch (error) {
  failure = error instanceof Error ? error.message : String(error);
} finally {
  if (child) await stop(child);
  rmSync(copy, { recursive: true, force: true });
}

if (failure) {
  console.error(`start check FAILED: ${failure}`);
  process.exit(1);
}
