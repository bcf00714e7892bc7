import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { stopAll } from './lib/child';
import type { Section, SectionResult } from './lib/section';
import { formatTable } from './lib/table';
import { firstPageJs } from './sections/firstPageJs';
import { httpThroughput } from './sections/httpThroughput';
import { load } from './sections/load';
import { networkCuts } from './sections/networkCuts';
import { orders } from './sections/orders';
import { quiz } from './sections/quiz';

/** `npm run bench`: every section in order, then a summary table and bench/results/latest.json. */
const sections: Section[] = [firstPageJs, httpThroughput, quiz, networkCuts, orders, load];

const root = fileURLToPath(new URL('../', import.meta.url));
const resultsDir = fileURLToPath(new URL('./results/', import.meta.url));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void stopAll().then(() => process.exit(130));
  });
}

const started = Date.now();
const loadAverage = os.loadavg()[0]!;
console.log(`load average (1 min) at start: ${loadAverage.toFixed(2)} on ${os.cpus().length} CPUs`);
if (loadAverage > os.cpus().length / 2) console.log('WARNING: the machine is busy; figures will be noisy');
const results: Record<string, SectionResult['data'] | { error: string }> = {};
const summary: Array<[string, string, string, string, string]> = [];
let failed = 0;

// BENCH_ONLY=id1,id2 runs only those sections (ids as in results/latest.json).
const only = process.env.BENCH_ONLY?.split(',');
for (const [index, section] of sections.entries()) {
  if (only && !only.includes(section.id)) continue;
  console.log(`\n== ${index + 1}. ${section.title} ==`);
  const t0 = Date.now();
  try {
    const result = await section.run({ root, log: (message) => console.log(`  ${message}`) });
    console.log(result.report);
    results[section.id] = result.data;
    for (const row of result.summary) {
      summary.push([section.title, row.metric, row.value, row.baseline ?? '–', row.target ?? '–']);
    }
    if (result.failure) {
      failed++;
      console.error(`FAILED: ${result.failure}`);
      summary.push([section.title, 'FAILED', result.failure, '–', '–']);
    }
  } catch (error) {
    failed++;
    const message = error instanceof Error ? error.message : String(error);
    console.error(`FAILED: ${message}`);
    results[section.id] = { error: message };
    summary.push([section.title, 'FAILED', message.split('\n')[0]!, '–', '–']);
  } finally {
    await stopAll();
  }
  console.log(`  (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}

console.log('\n== Summary ==');
console.log(formatTable(['section', 'figure', 'value', 'baseline (same run)', 'target'], summary, 'lllll'));

mkdirSync(resultsDir, { recursive: true });
const file = `${resultsDir}latest.json`;
const machine = {
  node: process.version,
  platform: process.platform,
  cpus: os.cpus().length,
  cpu: os.cpus()[0]?.model,
  loadAverage,
};
const seconds = (Date.now() - started) / 1000;
const table = summary.map(([section, figure, value, baseline, target]) => ({
  section,
  figure,
  value,
  baseline,
  target,
}));
const report = {
  date: new Date(started).toISOString(),
  seconds,
  machine: { ...machine, loadAverageAtEnd: os.loadavg()[0]! },
  table,
  sections: results,
};
writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
console.log(`\nwritten to ${file} in ${seconds.toFixed(1)} s`);
process.exitCode = failed > 0 ? 1 : 0;
