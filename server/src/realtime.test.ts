import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { SignJWT } from 'jose';
import { sessionSchema } from '../../src/shared/api/entities';
import { REALTIME_CHANNELS, realtimeEventName, type RealtimeEvent } from '../../src/shared/api/constants';
import { realtimeDestroyedSchema, userCourseSchema, userSchema } from '../../src/shared/api/entities';
import { verifyRealtimeToken } from './auth/realtimeToken';
import { hashToken } from './auth/tokens';
import { useTestServer, keyed, signUp, type TestUser, paths } from './testing/harness';

const t = useTestServer({ config: { port: 0, host: '127.0.0.1' } });
let origin: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  origin = await t.server.listen();
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});

/** A connected socket, like a second app window of the user; every event it receives is kept. */
async function connect(token: string): Promise<{ socket: Socket; received: [string, unknown][] }> {
  const socket = io(origin, { auth: { token }, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  const received: [string, unknown][] = [];
  socket.onAny((event: string, payload: unknown) => received.push([event, payload]));
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', resolve);
    socket.on('connect_error', reject);
  });
  return { socket, received };
}

const nextEvent = (socket: Socket, channel: string, event: RealtimeEvent) =>
  new Promise<unknown>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${realtimeEventName(channel, event)}`)), 3000);
    socket.once(realtimeEventName(channel, event), (payload: unknown) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });

async function answerCorrectly(user: TestUser, courseId?: number) {
  const base = courseId ? paths.question(courseId) : paths.question();
  const question = (await t.request({ method: 'GET', url: base, headers: user.headers })).json<{
    id: number;
    coins: number;
  }>();
  const correct = await t.db.query<{ id: number }>(
    'SELECT id FROM answers WHERE question_id = $1 AND correct',
    [question.id],
  );
  await t.request({
    method: 'POST',
    url: `${base}/guess`,
    headers: keyed(user),
    payload: { answers: correct.map((a) => a.id) },
  });
  return question;
}

describe('realtime', () => {
  it('refuses a connection without a valid token', async () => {
    await expect(connect('not-a-token')).rejects.toThrow(/unauthenticated/);
  });

  it('tells every window of the user about coins earned in another window, and no one else', async () => {
    const user = await signUp(t, { country: 'de' });
    const bystander = await signUp(t, { country: 'de' });
    const { socket } = await connect(user.jwt);
    const other = await connect(bystander.jwt);
    const courses = (
      await t.request({ method: 'GET', url: '/api/users/me/courses', headers: user.headers })
    ).json<{ id: number }[]>();

    const userUpdated = nextEvent(socket, REALTIME_CHANNELS.user(user.id), 'updated');
    const courseUpdated = nextEvent(socket, REALTIME_CHANNELS.courses(user.id), 'updated');
    const question = await answerCorrectly(user, courses[0]!.id);
    expect(userSchema.parse(await userUpdated)).toMatchObject({ id: user.id, coins: question.coins });
    expect(userCourseSchema.parse(await courseUpdated)).toMatchObject({
      id: courses[0]!.id,
      coins: question.coins,
    });
    expect(other.received).toEqual([]);
  });

  it('sends the Swiss coins on the user channel', async () => {
    const user = await signUp(t, { country: 'ch' });
    const { socket } = await connect(user.jwt);
    const updated = nextEvent(socket, REALTIME_CHANNELS.user(user.id), 'updated');
    const question = await answerCorrectly(user);
    expect(await updated).toMatchObject({ coins: question.coins, answered_question_count: 1 });
  });

  it('announces booked, filtered and deleted courses', async () => {
    const user = await signUp(t, { country: 'de' });
    const { socket } = await connect(user.jwt);
    const channel = REALTIME_CHANNELS.courses(user.id);

    const created = nextEvent(socket, channel, 'created');
    const booked = await t.request({
      method: 'POST',
      url: '/api/users/me/courses',
      headers: keyed(user),
      payload: { category_id: 108, hours: 1 },
    });
    const course = userCourseSchema.parse(booked.json());
    expect(await created).toEqual(course);

    const updated = nextEvent(socket, channel, 'updated');
    await t.request({
      method: 'PUT',
      url: paths.course(course.id),
      headers: user.headers,
      payload: { selected_categories: [108] },
    });
    expect(await updated).toMatchObject({ id: course.id, selected_categories: [108] });

    const destroyed = nextEvent(socket, channel, 'destroyed');
    await t.request({ method: 'DELETE', url: paths.course(course.id), headers: user.headers });
    expect(realtimeDestroyedSchema.parse(await destroyed)).toEqual({ id: course.id });
  });

  it('swaps the course list and updates the user when the role switches', async () => {
    const user = await signUp(t, { country: 'at', role: 'agent' });
    const before = (
      await t.request({ method: 'GET', url: '/api/users/me/courses', headers: user.headers })
    ).json<{ id: number }[]>();
    const { socket, received } = await connect(user.jwt);
    const userUpdated = nextEvent(socket, REALTIME_CHANNELS.user(user.id), 'updated');
    await t.request({
      method: 'PUT',
      url: '/api/users/me',
      headers: user.headers,
      payload: { role: 'makler' },
    });
    expect(await userUpdated).toMatchObject({ role: 'makler' });
    const channel = REALTIME_CHANNELS.courses(user.id);
    const events = received.filter(([name]) => name.startsWith(`${channel}.`));
    expect(events.filter(([name]) => name.endsWith('.destroyed')).map(([, p]) => p)).toEqual(
      before.map((c) => ({ id: c.id })),
    );
    expect(events.filter(([name]) => name.endsWith('.created')).map(([, p]) => p)).toMatchObject([
      { role: 'makler', module: 1 },
      { role: 'makler', module: 2 },
    ]);
  });

  it('names the channels in the x-socket-event header', async () => {
    const user: TestUser = await signUp(t);
    const me = await t.request({ method: 'GET', url: '/api/users/me', headers: user.headers });
    expect(me.headers['x-socket-event']).toBe(`users.${user.id}`);
  });
});

/** Resolves with the reason once the server closes the socket; rejects if it stays open for 3 s. */
const closedByServer = (socket: Socket) =>
  new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the socket stayed connected')), 3000);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });

/** A further session of the user (another device), with its bearer token and realtime token. */
async function anotherSession(user: TestUser, password = 'geheim123') {
  const response = await t.request({
    method: 'POST',
    url: '/api/users/token',
    payload: { email: user.email, password, country: 'de', device_name: 'second device' },
  });
  const session = sessionSchema.parse(response.json());
  return {
    token: session.token,
    jwt: session.user.jwt!,
    headers: { authorization: `Bearer ${session.token}` },
  };
}

/** A name change publishes users.N.updated: proof that a socket still receives the user's events. */
async function stillReceives(socket: Socket, user: TestUser, headers = user.headers) {
  const updated = nextEvent(socket, REALTIME_CHANNELS.user(user.id), 'updated');
  await t.request({
    method: 'PUT',
    url: '/api/users/me',
    headers,
    payload: { first_name: 'Noch', last_name: 'Da' },
  });
  return updated;
}

describe('the realtime token belongs to its session', () => {
  it('is a jose-verifiable HS256 JWT naming the user and the session, valid for a day', async () => {
    const user = await signUp(t);
    const [header] = user.jwt.split('.');
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    const claims = await verifyRealtimeToken(user.jwt, t.server.ctx.secret, new Date());
    const [session] = await t.db.query<{ id: number }>(
      `SELECT id FROM access_tokens WHERE user_id = $1 AND kind = 'session'`,
      [user.id],
    );
    expect(claims).toEqual({ userId: user.id, sessionId: session!.id });
    expect(
      await verifyRealtimeToken(user.jwt, t.server.ctx.secret, new Date(Date.now() + 25 * 3600_000)),
    ).toBe(null);
  });

  it('refuses a token signed with another key, unsigned, or for another user', async () => {
    const user = await signUp(t);
    const forged = await new SignJWT({ sid: '1' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setAudience('realtime')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('x'.repeat(32)));
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ sub: String(user.id), sid: '1', aud: 'realtime', exp: 9_999_999_999 }),
    ).toString('base64url')}.`;
    // The server's own signature on a body naming someone else's user id breaks the signature.
    const [h, , sig] = user.jwt.split('.');
    const swapped = `${h}.${Buffer.from(JSON.stringify({ sub: '1', sid: '1', aud: 'realtime', exp: 9_999_999_999 })).toString('base64url')}.${sig}`;
    for (const token of [forged, unsigned, swapped]) {
      await expect(connect(token)).rejects.toThrow(/unauthenticated/);
    }
  });

  it("ends with its session: logout closes that session's sockets and its token is refused after", async () => {
    const user = await signUp(t);
    const other = await anotherSession(user);
    const { socket: loggedOut } = await connect(user.jwt);
    const { socket: otherDevice } = await connect(other.jwt);
    const closed = closedByServer(loggedOut);
    const out = await t.request({ method: 'DELETE', url: '/api/users/token', headers: user.headers });
    expect(out.statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
    await expect(connect(user.jwt)).rejects.toThrow(/unauthenticated/);
    // The other device's session is untouched.
    expect(await stillReceives(otherDevice, user, other.headers)).toMatchObject({ first_name: 'Noch' });
  });

  it("a new password closes the other sessions' sockets; the session that set it keeps its own", async () => {
    const user = await signUp(t);
    const other = await anotherSession(user);
    const { socket: mine } = await connect(user.jwt);
    const { socket: theirs } = await connect(other.jwt);
    const closed = closedByServer(theirs);
    const changed = await t.request({
      method: 'PUT',
      url: '/api/users/me',
      headers: user.headers,
      payload: { password: 'geheim123', new_password: 'ganz-neues-passwort' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
    await expect(connect(other.jwt)).rejects.toThrow(/unauthenticated/);
    expect(mine.connected).toBe(true);
    expect(await stillReceives(mine, user)).toMatchObject({ first_name: 'Noch' });
  });

  it('a password reset closes every socket of the account', async () => {
    const user = await signUp(t);
    const { socket } = await connect(user.jwt);
    await t.db.query(`INSERT INTO password_resets (user_id, token_hash, created_at) VALUES ($1, $2, now())`, [
      user.id,
      hashToken('reset-token-1'),
    ]);
    const closed = closedByServer(socket);
    const reset = await t.request({
      method: 'POST',
      url: '/api/users/reset-password',
      payload: {
        email: user.email,
        token: 'reset-token-1',
        password: 'neues-passwort-1',
        country: 'de',
        device_name: 'vitest',
      },
    });
    expect(reset.statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
    await expect(connect(user.jwt)).rejects.toThrow(/unauthenticated/);
  });

  it('deleting the account closes its sockets', async () => {
    const user = await signUp(t);
    const other = await anotherSession(user);
    const sockets = [(await connect(user.jwt)).socket, (await connect(other.jwt)).socket];
    const closed = sockets.map(closedByServer);
    const wrong = await t.request({
      method: 'DELETE',
      url: '/api/users/me',
      headers: user.headers,
      payload: { password: 'falsch-falsch' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(sockets.every((socket) => socket.connected)).toBe(true);
    const deleted = await t.request({
      method: 'DELETE',
      url: '/api/users/me',
      headers: user.headers,
      payload: { password: 'geheim123' },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await Promise.all(closed)).toEqual(['io server disconnect', 'io server disconnect']);
    await expect(connect(other.jwt)).rejects.toThrow(/unauthenticated/);
    expect(await t.db.query('SELECT 1 FROM users WHERE id = $1', [user.id])).toEqual([]);
  });

  it('never travels in an event: users.N.updated has no jwt, GET users/me has a working one', async () => {
    const user = await signUp(t);
    const { socket, received } = await connect(user.jwt);
    await stillReceives(socket, user);
    const events = received.filter(([name]) => name === `users.${user.id}.updated`);
    expect(events).toHaveLength(1);
    expect(events[0]![1]).toMatchObject({ jwt: null });
    expect(JSON.stringify(received)).not.toMatch(/eyJ/);
    const me = userSchema.parse(
      (await t.request({ method: 'GET', url: '/api/users/me', headers: user.headers })).json(),
    );
    expect(await verifyRealtimeToken(me.jwt!, t.server.ctx.secret, new Date())).toMatchObject({
      userId: user.id,
    });
    await expect(connect(me.jwt!)).resolves.toBeTruthy();
  });
});

describe('socket.io and cross-origin requests', () => {
  const handshake = (originHeader: string) =>
    fetch(`${origin}/socket.io/?EIO=4&transport=polling`, { headers: { origin: originHeader } });

  it('answers CORS only for our own origin and the desktop app, never echoing any other', async () => {
    const foreign = await handshake('https://evil.example');
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const ours = await handshake('http://localhost:8080');
    expect(ours.headers.get('access-control-allow-origin')).toBe('http://localhost:8080');
    const desktop = await handshake('app://bundle');
    expect(desktop.headers.get('access-control-allow-origin')).toBe('app://bundle');
  });
});
