import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages.de';
import { buildServer, type Server } from './app';
import { testConfig } from './config';
import { useTestServer, signUp } from './testing/harness';

/** Past capacity the server answers 503 with Retry-After at once instead of queueing. */
const t = useTestServer();
let queue = 0;
let shedding: Server;
beforeAll(async () => {
  // The same database, seen through a pool whose queue the test sets.
  shedding = await buildServer({
    config: testConfig({ shedPoolWaiting: 20 }),
    db: { ...t.db, waiting: () => queue },
  });
  await shedding.app.ready();
});
afterAll(async () => {
  await shedding.close();
});

describe('shedding load', () => {
  it('answers API calls 503 with Retry-After while more requests wait for a connection than allowed', async () => {
    const user = await signUp(t);
    const me = () => shedding.app.inject({ method: 'GET', url: '/api/users/me', headers: user.headers });
    queue = 20;
    expect((await me()).statusCode).toBe(200);
    queue = 21;
    const shed = await me();
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('1');
    expect(shed.json()).toEqual({ message: messages.requests.overloaded, code: 'service.overloaded' });
    // The connectivity probe is never shed: the app must not believe it is offline.
    expect((await shedding.app.inject({ method: 'GET', url: '/api/placebo' })).statusCode).toBe(200);
    queue = 0;
    expect((await me()).statusCode).toBe(200);
  });
});
