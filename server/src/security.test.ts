import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import type { Server } from './app';
import { bearer, useTestServer, siblingServer } from './testing/harness';

const t = useTestServer();
const siblings: Server[] = [];
afterAll(async () => {
  for (const server of siblings) await server.close();
});

async function sibling(...args: Parameters<typeof siblingServer> extends [unknown, ...infer R] ? R : never) {
  const server = await siblingServer(t, ...args);
  siblings.push(server);
  return server;
}

const login = (server: Pick<Server, 'app'>, headers: Record<string, string> = {}) =>
  server.app.inject({
    method: 'POST',
    url: '/api/users/token',
    headers,
    payload: { email: 'de@demo.test', password: 'demo12345', country: 'de', device_name: 'vitest' },
  });

describe('development routes', () => {
  const devRequests = [
    { method: 'GET', url: '/api/dev/mails' },
    { method: 'GET', url: '/dev/mails' },
    { method: 'POST', url: '/api/dev/impersonation-token', payload: { email: 'de@demo.test' } },
    { method: 'POST', url: '/api/dev/answer-questions', payload: { email: 'de@demo.test' } },
    { method: 'GET', url: '/api/dev/sentry/events' },
  ] as const;

  it('are there on loopback', async () => {
    const response = await t.request({ method: 'GET', url: '/api/dev/mails' });
    expect(response.statusCode).toBe(200);
  });

  it('are not there when the server listens on every interface, nor in production', async () => {
    for (const config of [{ host: '0.0.0.0' }, { host: '127.0.0.1', production: true }]) {
      const server = await sibling(config);
      for (const request of devRequests) {
        const response = await server.app.inject(request);
        expect(response.statusCode, `${JSON.stringify(config)} ${request.url}`).toBe(404);
        expect(response.body).not.toMatch(/token|de@demo\.test/);
      }
    }
  });

  it('are not there behind a proxy on loopback (TRUST_PROXY), whatever address X-Forwarded-For names', async () => {
    const server = await sibling({ trustProxy: ['loopback'] });
    for (const request of devRequests) {
      for (const headers of [{}, { 'x-forwarded-for': '203.0.113.50' }, { 'x-forwarded-for': '127.0.0.1' }]) {
        const response = await server.app.inject({ ...request, headers });
        expect(response.statusCode, `${request.url} ${JSON.stringify(headers)}`).toBe(404);
        expect(response.body).not.toMatch(/token|de@demo\.test/);
      }
    }
  });

  it('refuse every request a proxy forwarded, and a client that is not this machine, even when on', async () => {
    const server = await sibling({ devRoutes: 'on', trustProxy: ['loopback'] });
    const impersonate = devRequests[2];
    expect((await server.app.inject(impersonate)).statusCode).toBe(200);
    for (const headers of [
      { 'x-forwarded-for': '203.0.113.50' },
      { forwarded: 'for=203.0.113.50' },
      { 'x-real-ip': '203.0.113.50' },
    ]) {
      const response = await server.app.inject({ ...impersonate, headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(404);
      expect(response.body).not.toMatch(/token/);
    }
    const remote = await t.request({ ...impersonate, remoteAddress: '203.0.113.50' });
    expect(remote.statusCode).toBe(404);
  });

  it('are there on every interface only with DEV_ROUTES=on', async () => {
    const server = await sibling({ host: '0.0.0.0', devRoutes: 'on' });
    expect((await server.app.inject({ method: 'GET', url: '/api/dev/mails' })).statusCode).toBe(200);
  });
});

describe('response headers', () => {
  const directives = (csp: string) =>
    Object.fromEntries(
      csp.split(';').map((part) => {
        const [name, ...values] = part.trim().split(/\s+/);
        return [name!, values];
      }),
    );

  it('narrows connect-src to our own socket and img-src to our origin', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/api/placebo',
      headers: { host: 'quiz.test:8080' },
    });
    const csp = directives(String(response.headers['content-security-policy']));
    expect(csp['connect-src']).toEqual(["'self'", 'ws://quiz.test:8080']);
    expect(csp['img-src']).toEqual(["'self'", 'data:']);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
  });

  it('names no socket origin for a Host header that is no host', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/api/placebo',
      headers: { host: "evil.test; script-src 'unsafe-inline'" },
    });
    const csp = String(response.headers['content-security-policy']);
    expect(directives(csp)['connect-src']).toEqual(["'self'"]);
    expect(directives(csp)['script-src']).toEqual(["'self'"]);
  });

  it('sends Permissions-Policy and Cross-Origin-Opener-Policy, and no HSTS over plain http', async () => {
    const response = await t.request({ method: 'GET', url: '/api/placebo' });
    expect(response.headers['permissions-policy']).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS and names a wss socket when served over https behind the configured proxy', async () => {
    const server = await sibling({ trustProxy: ['127.0.0.1'] });
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/placebo',
      headers: { host: 'quiz.test', 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(String(response.headers['content-security-policy'])).toContain(
      "connect-src 'self' wss://quiz.test;",
    );
    // Without a trusted proxy a client cannot claim https.
    const spoofed = await t.request({
      method: 'GET',
      url: '/api/placebo',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });

  it('lets no cache keep a reply with a token or personal data', async () => {
    const signedIn = await login(t.server);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const { token } = signedIn.json<{ token: string }>();
    const me = await t.request({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
    expect(me.headers['cache-control']).toBe('no-store');
    const refused = await t.request({ method: 'GET', url: '/api/users/me' });
    expect(refused.headers['cache-control']).toBe('no-store');
    expect((await t.request({ method: 'GET', url: '/dev/mails' })).headers['cache-control']).toBe('no-store');
  });

  it('sends the same policy with the web app, whose files stay cacheable', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'quiz-web-'));
    try {
      writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Quiz</title>');
      const server = await sibling({ webDist: dist });
      const page = await server.app.inject({ method: 'GET', url: '/app/dashboard' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).not.toContain('no-store');
      expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(String(page.headers['content-security-policy'])).toContain("img-src 'self' data:;");
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('sends a script compressed as the build wrote it to a browser that accepts it, else as it is', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'quiz-web-'));
    try {
      mkdirSync(join(dist, 'assets'));
      const script = 'export const x = 1;\n'.repeat(200);
      writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Quiz</title>');
      writeFileSync(join(dist, 'assets/app-1.js'), script);
      writeFileSync(join(dist, 'assets/app-1.js.br'), brotliCompressSync(script));
      writeFileSync(join(dist, 'assets/app-1.js.gz'), gzipSync(script));
      const server = await sibling({ webDist: dist });
      const get = (encoding: string) =>
        server.app.inject({
          method: 'GET',
          url: '/assets/app-1.js',
          headers: { 'accept-encoding': encoding },
        });
      const br = await get('gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
      const gzip = await get('gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
      const plain = await get('identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(script);
      for (const reply of [br, gzip, plain]) {
        expect(reply.headers['content-type']).toContain('javascript');
        expect(reply.headers['cache-control']).toContain('immutable');
        expect(reply.headers.vary).toContain('accept-encoding');
      }
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('never lets a browser keep a page of the back office (/admin)', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'quiz-web-'));
    try {
      writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Quiz</title>');
      const server = await sibling({ webDist: dist });
      for (const url of ['/admin', '/admin/', '/admin/login', '/admin/audit?page=2', '/Admin/Audit']) {
        const page = await server.app.inject({ method: 'GET', url });
        expect(page.statusCode, url).toBe(200);
        expect(page.headers['content-type'], url).toContain('text/html');
        expect(page.headers['cache-control'], url).toBe('no-store');
      }
      // Only the realm itself: a path that merely starts with the same letters is an ordinary page.
      const other = await server.app.inject({ method: 'GET', url: '/administration' });
      expect(other.headers['cache-control']).not.toContain('no-store');
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('request timeouts', () => {
  it('answers a body that never completes with 408 and closes the connection', async () => {
    const server = await sibling({ port: 0, host: '127.0.0.1', requestTimeoutMs: 300 });
    const origin = new URL(await server.listen());
    const started = Date.now();
    const { reply, closed } = await new Promise<{ reply: string; closed: boolean }>((resolve, reject) => {
      const socket = connect(Number(origin.port), origin.hostname);
      let reply = '';
      socket.on('data', (chunk) => (reply += chunk.toString()));
      socket.on('close', () => resolve({ reply, closed: true }));
      socket.on('error', reject);
      socket.setTimeout(10_000, () => {
        socket.destroy();
        resolve({ reply, closed: false });
      });
      socket.write(
        'POST /api/users/token HTTP/1.1\r\nHost: quiz.test\r\nContent-Type: application/json\r\n' +
          'Content-Length: 1000\r\n\r\n{"email":',
      );
    });
    expect(closed).toBe(true);
    expect(reply).toMatch(/^HTTP\/1\.1 408/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe('the log', () => {
  it('keeps verification and reset tokens and addresses in links out of the info log', async () => {
    const lines: string[] = [];
    const server = await sibling(
      { logLevel: 'info' },
      { logStream: { write: (line) => void lines.push(line) } },
    );
    await server.app.inject({ method: 'GET', url: '/api/users/5/verify-email?token=GEHEIM-verify-1' });
    await server.app.inject({
      method: 'GET',
      url: '/reset-password?email=rita%40example.test&token=GEHEIM-reset-2&country=de',
    });
    const log = lines.join('\n');
    expect(log).toContain('/api/users/5/verify-email?token=[redacted]');
    expect(log).toContain('country=de');
    expect(log).not.toMatch(/GEHEIM|rita/);
  });
});
