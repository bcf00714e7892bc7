import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RecordedResponse } from '../lib/bareServer';
import { freePort, startNodeScript, waitForHttp, type Child } from '../lib/child';
import { jsonBody, request, type HttpResponse } from '../lib/http';
import { runLoad, type LoadResult } from '../lib/load';
import type { Section } from '../lib/section';
import { round } from '../lib/stats';
import { formatTable } from '../lib/table';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const WARMUP_MS = Number(process.env.BENCH_WARMUP_MS ?? 1000);
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 5000);

interface Endpoint {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

const login = jsonBody({ email: 'de@demo.test', password: 'demo12345', country: 'de', device_name: 'bench' });
const endpoints: Endpoint[] = [
  { name: 'GET /api/app/init', method: 'GET', path: '/api/app/init?version=5.3.17', headers: {} },
  { name: 'POST /api/users/token', method: 'POST', path: '/api/users/token', ...login },
];

/** Headers the bare server's own HTTP layer writes (or that must not be replayed). */
const NOT_REPLAYED = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

function record(response: HttpResponse): RecordedResponse {
  const headers = Object.fromEntries(
    Object.entries(response.headers).filter(
      (entry): entry is [string, string | string[]] => entry[1] !== undefined && !NOT_REPLAYED.has(entry[0]),
    ),
  );
  return { status: response.status, headers, bodyBase64: response.body.toString('base64') };
}

/**
 * Throughput and latency of the reference server against a bare node:http server that replays the
 * server's own responses: the ratio says how much of the budget the framework and handler cost.
 */
export const httpThroughput: Section = {
  id: 'http',
  title: 'HTTP throughput',
  async run({ root, log }) {
    const tmp = mkdtempSync(join(tmpdir(), 'quiz-bench-'));
    const children: Child[] = [];
    try {
      const serverPort = await freePort();
      const server = startNodeScript('reference server', 'server/src/main.ts', root, {
        PORT: String(serverPort),
        HOST: '127.0.0.1',
        DATA_DIR: join(tmp, 'data'),
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        RATE_LIMITS: 'off',
        WEB_DIST: join(root, 'dist/web'),
      });
      children.push(server);
      const serverOrigin = `http://127.0.0.1:${serverPort}`;
      log('starting the reference server ...');
      const startedAt = Date.now();
      await waitForHttp(server, `${serverOrigin}/api/placebo`, 45_000);
      log(
        `reference server ready after ${((Date.now() - startedAt) / 1000).toFixed(1)} s (migrations + seed)`,
      );

      const recorded: Record<string, RecordedResponse> = {};
      for (const e of endpoints) {
        const response = await request(serverOrigin + e.path, {
          method: e.method,
          headers: e.headers,
          body: e.body,
        });
        if (response.status !== 200) {
          throw new Error(`${e.name} answered ${response.status}: ${response.body.toString().slice(0, 500)}`);
        }
        recorded[`${e.method} ${e.path.split('?')[0]}`] = record(response);
      }
      const responsesFile = join(tmp, 'responses.json');
      writeFileSync(responsesFile, JSON.stringify(recorded));

      const barePort = await freePort();
      const bare = startNodeScript('bare server', 'bench/lib/bareServer.ts', root, {
        PORT: String(barePort),
        HOST: '127.0.0.1',
        BENCH_RESPONSES: responsesFile,
      });
      children.push(bare);
      const bareOrigin = `http://127.0.0.1:${barePort}`;
      await waitForHttp(bare, bareOrigin + endpoints[0]!.path, 15_000);

      const results = [];
      for (const e of endpoints) {
        const load = (origin: string, target: string) => {
          log(
            `${e.name} on the ${target}: ${CONNECTIONS} connections, ${WARMUP_MS} ms warm-up + ${DURATION_MS} ms ...`,
          );
          const { path, ...rest } = e;
          return runLoad({
            ...rest,
            url: origin + path,
            connections: CONNECTIONS,
            warmupMs: WARMUP_MS,
            durationMs: DURATION_MS,
          });
        };
        const onServer = await load(serverOrigin, 'server');
        const onBare = await load(bareOrigin, 'bare server');
        results.push({
          endpoint: e.name,
          responseBytes: Buffer.from(recorded[`${e.method} ${e.path.split('?')[0]}`]!.bodyBase64, 'base64')
            .length,
          server: onServer,
          bare: onBare,
          ratio: onBare.rps / onServer.rps,
        });
      }
      return report(results);
    } finally {
      await Promise.all(children.map((c) => c.stop()));
      rmSync(tmp, { recursive: true, force: true });
    }
  },
};

interface Row {
  endpoint: string;
  responseBytes: number;
  server: LoadResult;
  bare: LoadResult;
  ratio: number;
}

function report(results: Row[]) {
  const ms = (value: number) => value.toFixed(2);
  const table = formatTable(
    ['endpoint', 'server rps', 'p50 ms', 'p99 ms', 'bare rps', 'bare p50', 'bare p99', 'ratio'],
    results.map((r) => [
      r.endpoint,
      r.server.rps.toFixed(0),
      ms(r.server.p50Ms),
      ms(r.server.p99Ms),
      r.bare.rps.toFixed(0),
      ms(r.bare.p50Ms),
      ms(r.bare.p99Ms),
      `${r.ratio.toFixed(1)}x`,
    ]),
  );
  const errors = results.flatMap((r) =>
    [r.server, r.bare].some((x) => x.errors > 0)
      ? [
          `WARNING ${r.endpoint}: ${r.server.errors} errors on the server, ${r.bare.errors} on the bare server`,
        ]
      : [],
  );
  const settings = `${CONNECTIONS} keep-alive connections, ${WARMUP_MS} ms warm-up, ${DURATION_MS} ms measured; ratio = bare rps / server rps`;
  return {
    report: [table, settings, ...errors].join('\n'),
    summary: results.map((r) => ({
      metric: `${r.endpoint} rps (p99)`,
      value: `${r.server.rps.toFixed(0)} (${ms(r.server.p99Ms)} ms)`,
      baseline: `bare node:http ${r.bare.rps.toFixed(0)} (${ms(r.bare.p99Ms)} ms), ${r.ratio.toFixed(1)}x`,
    })),
    data: {
      connections: CONNECTIONS,
      warmupMs: WARMUP_MS,
      durationMs: DURATION_MS,
      endpoints: results.map((r) => ({ ...r, ratio: round(r.ratio, 2) })),
    },
  };
}
