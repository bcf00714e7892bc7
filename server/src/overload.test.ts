import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages.de';
import { buildServer, type Server } from './app';
import { testConfig } from './config';
import { useTestServer, signUp } from './testing/harness';

/** Past capacity the server answers 503 with Retry-After at once instead of queueing. */
const t = useTestServer();
let delayMs = 0;
let shedding: Server;
beforeAll(async () => {
  // The same database, seen through a pool whose queue delay the test sets.
  shedding = await buildServer({
    config: testConfig({ shedPoolDelayMs: 150 }),
    db: { ...t.db, queueDelayMs: () => delayMs },
  });
  await shedding.app.ready();
});
afterAll(async () => {
  await shedding.close();
});

describe('shedding load', () => {
  it('answers API calls 503 with Retry-After while a request has waited for a connection longer than allowed', async () => {
    const user = await signUp(t);
    const me = () => shedding.app.inject({ method: 'GET', url: '/api/users/me', headers: user.headers });
    delayMs = 150;
    expect((await me()).statusCode).toBe(200);
    delayMs = 151;
    const shed = await me();
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('1');
    expect(shed.json()).toEqual({ message: messages.requests.overloaded, code: 'service.overloaded' });
    // The connectivity probe is never shed: the app must not believe it is offline.
    expect((await shedding.app.inject({ method: 'GET', url: '/api/placebo' })).statusCode).toBe(200);
    delayMs = 0;
    expect((await me()).statusCode).toBe(200);
  });
});
