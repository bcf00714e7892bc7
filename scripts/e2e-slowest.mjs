// The slowest end-to-end tests of a Playwright run, from its JSON report (reports/playwright.json, which
// `npx playwright test` and `npm test` write), then the time per spec file and the run's wall time.
//   node scripts/e2e-slowest.mjs [report.json] [--top N] [--over SECONDS]
// --over makes the exit code 1 when a test took longer than SECONDS (the suite's aim is 30 s).
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  if (at === -1) return fallback;
  const [, value] = args.splice(at, 2);
  return Number(value);
};
const top = option('--top', 20);
const over = option('--over', Infinity);
const file = args[0] ?? 'reports/playwright.json';
const report = JSON.parse(readFileSync(file, 'utf8'));

/** Every test result: its title path, project, status and duration in ms (retries counted apart). */
const results = [];
const walk = (suite, titles) => {
  const path = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      for (const result of test.results) {
        results.push({
          file: spec.file,
          title: [...path, spec.title].join(' › '),
          project: test.projectName,
          status: result.status,
          ms: result.duration,
        });
      }
    }
  }
  for (const child of suite.suites ?? []) walk(child, path);
};
for (const suite of report.suites) walk(suite, []);

const seconds = (ms) => (ms / 1000).toFixed(1).padStart(6);
results.sort((a, b) => b.ms - a.ms);
console.log(`Slowest ${Math.min(top, results.length)} of ${results.length} test runs (${file}):`);
for (const r of results.slice(0, top)) {
  const mark = r.status === 'passed' ? '' : ` [${r.status}]`;
  console.log(`${seconds(r.ms)} s  ${r.project.padEnd(7)}  ${r.file}: ${r.title}${mark}`);
}

const perFile = new Map();
for (const r of results) {
  const entry = perFile.get(r.file) ?? { ms: 0, tests: 0, max: 0 };
  entry.ms += r.ms;
  entry.tests += 1;
  entry.max = Math.max(entry.max, r.ms);
  perFile.set(r.file, entry);
}
console.log('\nPer spec file (sum of test times, tests, slowest test):');
for (const [name, entry] of [...perFile].sort((a, b) => b[1].ms - a[1].ms)) {
  console.log(
    `${seconds(entry.ms)} s  ${String(entry.tests).padStart(3)} tests  max ${seconds(entry.max)} s  ${name}`,
  );
}
const { duration, expected, unexpected, flaky, skipped } = report.stats;
console.log(
  `\nWall time ${seconds(duration).trim()} s with ${report.config.metadata?.actualWorkers ?? '?'} workers: ` +
    `${expected} passed, ${unexpected} failed, ${flaky} flaky, ${skipped} skipped.`,
);

const tooSlow = results.filter((r) => r.ms > over * 1000);
if (tooSlow.length) {
  console.log(`\n${tooSlow.length} test run(s) over ${over} s.`);
  process.exitCode = 1;
}
