import type { Section, SummaryRow } from '../lib/section';
import { startNodeScript } from '../lib/child';

const USERS = process.env.BENCH_LOAD_USERS ?? '200';
const SECONDS = process.env.BENCH_LOAD_SECONDS ?? '20';

interface LoadSummary {
  database: string;
  errors: number;
  mismatched: number;
  guessesPerSecond: number;
  p99Ms: number;
  p50Ms: number;
  bareRequestsPerSecond: number;
  bareP99Ms: number;
  ratioToBare: number;
  orders: number;
  thinkMs: number;
  loadAverage: { start: number; end: number };
}

/** Runs `npm run load` (bench/load.ts) once and reads its last line, `LOAD {json}`. */
async function runLoadScript(root: string, databaseUrl: string | undefined): Promise<LoadSummary> {
  const child = startNodeScript('load', 'bench/load.ts', root, {
    LOAD_USERS: USERS,
    LOAD_SECONDS: SECONDS,
    DATABASE_URL: databaseUrl ?? '',
  });
  await new Promise((resolve) => child.process.once('exit', resolve));
  const line = child
    .output()
    .split('\n')
    .findLast((l) => l.startsWith('LOAD {'));
  if (!line) throw new Error(`npm run load printed no LOAD line:\n${child.output().slice(-3000)}`);
  return JSON.parse(line.slice('LOAD '.length)) as LoadSummary;
}

/**
 * The simulated users of `npm run load` (sign-in, feed, booking, questions and guesses, orders) on PGlite,
 * and on PostgreSQL when DATABASE_URL or TEST_DATABASE_URL names one; guesses per second and p99 beside a
 * bare Fastify route with one query, measured in the same run; coins and orders checked.
 */
export const load: Section = {
  id: 'load',
  title: `Load: ${USERS} users, ${SECONDS} s`,
  async run({ root, log }) {
    const postgres = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
    const runs: Array<[string, string | undefined]> = [['PGlite', undefined]];
    if (postgres) runs.push(['PostgreSQL', postgres]);
    const results: Record<string, LoadSummary> = {};
    const summary: SummaryRow[] = [];
    const failures: string[] = [];
    for (const [name, url] of runs) {
      log(`npm run load on ${name} (${USERS} users, ${SECONDS} s) ...`);
      const r = await runLoadScript(root, url);
      results[name] = r;
      summary.push(
        {
          metric: `${name}: guesses/s (p99), ${USERS} users, think ${r.thinkMs} ms`,
          value: `${r.guessesPerSecond} (${r.p99Ms} ms)`,
          baseline: `bare Fastify one query ${r.bareRequestsPerSecond}/s (${r.bareP99Ms} ms); ratio ${r.ratioToBare}`,
          ...(name === 'PostgreSQL' ? { target: '≥ 300/s, p99 < 150 ms' } : {}),
        },
        {
          metric: `${name}: errors / users with coins or orders off`,
          value: `${r.errors} / ${r.mismatched} (${r.orders} orders)`,
          target: '0 / 0',
        },
        {
          metric: `${name}: load average start → end`,
          value: `${r.loadAverage.start} → ${r.loadAverage.end}`,
        },
      );
      if (r.errors || r.mismatched) failures.push(`${name}: ${r.errors} errors, ${r.mismatched} users off`);
    }
    return {
      report: Object.entries(results)
        .map(([name, r]) => `  ${name}: ${JSON.stringify(r)}`)
        .join('\n'),
      summary,
      data: results,
      ...(failures.length ? { failure: failures.join('; ') } : {}),
    };
  },
};
