import http from 'node:http';
import { percentile } from './stats';

export interface LoadSpec {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: Buffer;
  /** Concurrent keep-alive connections, each with one request in flight. */
  connections: number;
  warmupMs: number;
  durationMs: number;
}

export interface LoadResult {
  /** Responses completed inside the measured window (after warm-up). */
  requests: number;
  /** Non-2xx responses and network errors inside the window. */
  errors: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

const nowNs = () => process.hrtime.bigint();

/**
 * Closed-loop load: `connections` workers, each sends a request, waits for the whole response, repeats.
 * Responses that complete during the warm-up are discarded; the window ends after warm-up + duration and
 * responses still in flight then are not counted.
 */
export async function runLoad(spec: LoadSpec): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: spec.connections });
  const url = new URL(spec.url);
  const options: http.RequestOptions = {
    host: url.hostname,
    port: url.port,
    path: url.pathname + url.search,
    method: spec.method ?? 'GET',
    headers: spec.headers ?? {},
    agent,
  };
  const start = nowNs();
  const measureFrom = start + BigInt(spec.warmupMs) * 1_000_000n;
  const end = measureFrom + BigInt(spec.durationMs) * 1_000_000n;
  const latencies: number[] = [];
  let errors = 0;

  const once = () =>
    new Promise<boolean>((resolve) => {
      const req = http.request(options, (res) => {
        res.resume();
        res.on('end', () =>
          resolve(res.statusCode !== undefined && res.statusCode >= 200 && res.statusCode < 300),
        );
        res.on('error', () => resolve(false));
      });
      req.on('error', () => resolve(false));
      req.end(spec.body);
    });

  const worker = async () => {
    while (nowNs() < end) {
      const t0 = nowNs();
      const ok = await once();
      const t1 = nowNs();
      if (t1 < measureFrom || t1 > end) continue;
      latencies.push(Number(t1 - t0) / 1e6);
      if (!ok) {
        errors++;
        await new Promise((r) => setTimeout(r, 10)); // a failing target must not spin the loop
      }
    }
  };
  await Promise.all(Array.from({ length: spec.connections }, worker));
  agent.destroy();

  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    rps: latencies.length / (spec.durationMs / 1000),
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    maxMs: latencies.at(-1) ?? Number.NaN,
  };
}
