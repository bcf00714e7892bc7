import http from 'node:http';

export interface HttpResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: Buffer;
  agent?: http.Agent;
  timeoutMs?: number;
}

/** One HTTP request, the whole body buffered. */
export function request(url: string, options: RequestOptions = {}): Promise<HttpResponse> {
  const { method = 'GET', headers = {}, body, agent, timeoutMs = 10_000 } = options;
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent: agent ?? false, timeout: timeoutMs }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`timeout after ${timeoutMs} ms: ${method} ${url}`)));
    req.on('error', reject);
    req.end(body);
  });
}

/** JSON request body and its headers. */
export function jsonBody(value: unknown): { headers: Record<string, string>; body: Buffer } {
  const body = Buffer.from(JSON.stringify(value));
  return { headers: { 'content-type': 'application/json', 'content-length': String(body.length) }, body };
}
