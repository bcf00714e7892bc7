import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { REALTIME_CHANNELS, realtimeEventName, type RealtimeEvent } from '../../src/shared/api/constants';
import { realtimeDestroyedSchema, userCourseSchema, userSchema } from '../../src/shared/api/entities';
import { createTestServer, keyed, signUp, type TestServer, type TestUser } from './testing/harness';

let t: TestServer;
let origin: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestServer({ config: { port: 0, host: '127.0.0.1' } });
  origin = await t.server.listen();
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});
afterAll(() => t.close());

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
  const base = courseId ? `/api/users/me/courses/${courseId}/question` : '/api/users/me/question';
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
      url: `/api/users/me/courses/${course.id}`,
      headers: user.headers,
      payload: { selected_categories: [108] },
    });
    expect(await updated).toMatchObject({ id: course.id, selected_categories: [108] });

    const destroyed = nextEvent(socket, channel, 'destroyed');
    await t.request({ method: 'DELETE', url: `/api/users/me/courses/${course.id}`, headers: user.headers });
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
