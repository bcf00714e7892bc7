import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { REALTIME_CHANNELS, realtimeEventName } from '../../src/shared/api/constants';
import { userSchema } from '../../src/shared/api/entities';
import type { Server } from './app';
import { keyed, siblingServer, signUp, useTestServer, paths } from './testing/harness';

/**
 * Two server instances on one PostgreSQL: an event caused on instance A reaches a socket connected to
 * instance B through the postgres adapter, and closing never waits on the adapter's LISTEN connection. PGlite
 * serves one process, so there is nothing to share without DATABASE_URL.
 */
const url = process.env.DATABASE_URL;

describe.skipIf(!url)('two instances on one PostgreSQL (skipped: needs DATABASE_URL)', () => {
  const a = useTestServer({ config: { port: 0, host: '127.0.0.1', databaseUrl: url } });
  let b: Server;
  let originB: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    await a.server.listen();
    b = await siblingServer(a, { port: 0, host: '127.0.0.1', databaseUrl: url });
    originB = await b.listen();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await b.close();
  });

  it('a right answer on instance A reaches the user’s window on instance B', async () => {
    const user = await signUp(a, { country: 'ch', role: 'agent' });
    const socket = io(originB, { auth: { token: user.jwt }, transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', resolve);
      socket.on('connect_error', reject);
    });
    const updated = new Promise<unknown>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no user event on instance B')), 5_000);
      socket.on(realtimeEventName(REALTIME_CHANNELS.user(user.id), 'updated'), (payload: unknown) => {
        clearTimeout(timer);
        resolve(payload);
      });
    });
    const question = (await a.request({ method: 'GET', url: paths.question(), headers: user.headers })).json<{
      id: number;
    }>();
    const correct = await a.db.query<{ id: number }>(
      'SELECT id FROM answers WHERE question_id = $1 AND correct',
      [question.id],
    );
    const guess = await a.request({
      method: 'POST',
      url: paths.guess(),
      headers: keyed(user),
      payload: { answers: correct.map((row) => row.id), question_id: question.id },
    });
    expect(guess.statusCode).toBe(200);
    const payload = userSchema.parse(await updated);
    expect(payload.coins).toBeGreaterThanOrEqual(1);
    expect(payload.answered_question_count).toBe(1);
  });

  it('a logout on instance A closes the session’s socket on instance B', async () => {
    const user = await signUp(a, { country: 'de', role: 'agent' });
    const socket = io(originB, { auth: { token: user.jwt }, transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', resolve);
      socket.on('connect_error', reject);
    });
    const closed = new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the socket on instance B stayed open')), 5_000);
      socket.on('disconnect', (reason) => {
        clearTimeout(timer);
        resolve(reason);
      });
    });
    const logout = await a.request({ method: 'DELETE', url: '/api/users/token', headers: keyed(user) });
    expect(logout.statusCode).toBeLessThan(300);
    expect(await closed).toBe('io server disconnect');
  });

  it('an instance closed at once after start releases the adapter’s connection', async () => {
    const started = Date.now();
    const c = await siblingServer(a, { port: 0, host: '127.0.0.1', databaseUrl: url });
    await c.close();
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
