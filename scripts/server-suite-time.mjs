// The server test suite's time, for before/after comparisons of test setup: runs `npx vitest run server` once
// and prints its wall time, vitest's Duration line and the machine's load average, which on a shared machine
// says how much the figure means. With TEST_DATABASE_URL the run is on that PostgreSQL server, as CI runs it.
// Usage: node scripts/server-suite-time.mjs [more vitest args]
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';

const postgres = process.env.TEST_DATABASE_URL;
const env = { ...process.env, FORCE_COLOR: '0', ...(postgres ? { DATABASE_URL: postgres } : {}) };
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
const loadBefore = load();
const started = Date.now();
const result = spawnSync('npx', ['vitest', 'run', 'server', ...process.argv.slice(2)], {
  env,
  encoding: 'utf8',
  maxBuffer: 256 * 1024 * 1024,
});
const wall = ((Date.now() - started) / 1000).toFixed(1);
const output = `${result.stdout}${result.stderr}`;
const lines = output.split('\n');
const pick = (label) => lines.find((line) => line.trim().startsWith(label))?.trim() ?? `${label}: (none)`;
if (result.status !== 0) process.stdout.write(output);
console.log(`server suite on ${postgres ? 'PostgreSQL' : 'PGlite'}, ${new Date().toISOString()}`);
console.log(pick('Test Files'));
console.log(pick('Tests'));
console.log(pick('Duration'));
console.log(`wall ${wall} s; load average (1, 5, 15 min) before ${loadBefore}, after ${load()}`);
process.exit(result.status ?? 1);
