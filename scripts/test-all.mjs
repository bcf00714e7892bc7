// `npm test`: every check CI runs, in order, stopping at the first failure; ends with one summary line.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const REPORTS = 'reports';
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

// A step is [name, command, env?], or a list of such steps that run side by side: typecheck and lint are
// each one process on one core, and on CI's two cores the builds and the checks that need them (`npm start`
// as the README says, from a copy without data/ and with the default settings; the desktop build's security
// check) fit in the time of the longer of the two. Their output is printed after each has ended.
const steps = [
  [
    ['typecheck', 'npm run typecheck'],
    ['lint', 'npm run lint'],
    ['web build, start as the README says', 'npm run build:web && node scripts/start-check.mjs'],
    ['desktop build, electronegativity', 'npm run build:desktop && node scripts/electronegativity.mjs'],
  ],
  [
    'unit tests',
    `npx vitest run --reporter=default --reporter=json --outputFile.json=${REPORTS}/vitest.json`,
  ],
  ...(process.env.TEST_DATABASE_URL
    ? [
        [
          'server tests on PostgreSQL',
          `npx vitest run server --reporter=default --reporter=json --outputFile.json=${REPORTS}/vitest-postgres.json`,
          { DATABASE_URL: process.env.TEST_DATABASE_URL },
        ],
        // Crashes, cut connections and a PostgreSQL restart: after the other server tests, which must not see
        // the database restart.
        [
          'fault tests on PostgreSQL',
          `npx vitest run -c vitest.faults.config.ts --reporter=default --reporter=json --outputFile.json=${REPORTS}/vitest-faults.json`,
          { DATABASE_URL: process.env.TEST_DATABASE_URL },
        ],
      ]
    : []),
  ['end-to-end tests', 'npx playwright test'],
];

function counts() {
  const total = { passed: 0, failed: 0, skipped: 0 };
  for (const file of ['vitest.json', 'vitest-postgres.json', 'vitest-faults.json']) {
    if (!existsSync(`${REPORTS}/${file}`)) continue;
    const v = JSON.parse(readFileSync(`${REPORTS}/${file}`, 'utf8'));
    total.passed += v.numPassedTests;
    total.failed += v.numFailedTests;
    total.skipped += v.numPendingTests + v.numTodoTests;
  }
  if (existsSync(`${REPORTS}/playwright.json`)) {
    const p = JSON.parse(readFileSync(`${REPORTS}/playwright.json`, 'utf8')).stats;
    total.passed += p.expected + p.flaky;
    total.failed += p.unexpected;
    total.skipped += p.skipped;
  }
  return total;
}

const timings = [];
let failedStep = null;
const seconds = (started) => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const stepEnv = (env) => ({ ...process.env, FORCE_COLOR: '0', ...env });

/** Runs steps side by side, their output kept until each ends; the names of those that failed. */
async function together(group) {
  const started = Date.now();
  const runs = group.map(
    ([name, command, env = {}]) =>
      new Promise((resolve) => {
        const output = [];
        const child = spawn(command, { shell: true, env: stepEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
        child.stdout.on('data', (chunk) => output.push(chunk));
        child.stderr.on('data', (chunk) => output.push(chunk));
        child.on('close', (status) => {
          console.log(`\n=== ${name}: ${command}`);
          process.stdout.write(Buffer.concat(output));
          timings.push(`${name} ${seconds(started)}`);
          resolve(status === 0 ? null : name);
        });
      }),
  );
  return (await Promise.all(runs)).filter(Boolean);
}

for (const step of steps) {
  if (Array.isArray(step[0])) {
    const failed = await together(step);
    if (failed.length) {
      failedStep = failed.join(', ');
      break;
    }
    continue;
  }
  const [name, command, env = {}] = step;
  console.log(`\n=== ${name}: ${command}`);
  const started = Date.now();
  const result = spawnSync(command, { stdio: 'inherit', shell: true, env: stepEnv(env) });
  timings.push(`${name} ${seconds(started)}`);
  if (result.status !== 0) {
    failedStep = name;
    break;
  }
}

// The end-to-end tests' slowest, so a test that grows past 30 s shows in every run's log.
if (existsSync(`${REPORTS}/playwright.json`)) {
  console.log('');
  spawnSync('node scripts/e2e-slowest.mjs --top 10', { stdio: 'inherit', shell: true });
}

console.log(`\n${timings.join(' · ')}`);
const { passed, failed, skipped } = counts();
if (failedStep) console.log(`FAILED at: ${failedStep}`);
console.log(
  `tests: ${passed} passed, ${failed + (failedStep && failed === 0 ? 1 : 0)} failed, ${skipped} skipped`,
);
process.exit(failedStep ? 1 : 0);
