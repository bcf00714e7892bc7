import http from 'node:http';
import { readFileSync } from 'node:fs';

/**
 * The floor for the HTTP benchmark: a bare node:http server replaying recorded responses byte for byte.
 * Env: PORT, HOST, BENCH_RESPONSES (a JSON file of RecordedResponse keyed by "METHOD /path").
 */
export interface RecordedResponse {
  status: number;
  headers: Record<string, string | string[]>;
  bodyBase64: string;
}

const recorded = JSON.parse(readFileSync(process.env.BENCH_RESPONSES!, 'utf8')) as Record<
  string,
  RecordedResponse
>;
const routes = new Map(
  Object.entries(recorded).map(([key, r]) => [key, { ...r, body: Buffer.from(r.bodyBase64, 'base64') }]),
);

const server = http.createServer((req, res) => {
  const route = routes.get(`${req.method} ${new URL(req.url ?? '/', 'http://x').pathname}`);
  // Read the whole request body first, as a real handler parsing JSON would.
  req.resume();
  req.on('end', () => {
    if (!route) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(route.status, route.headers);
    res.end(route.body);
  });
});
server.keepAliveTimeout = 72_000;
server.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
