import { afterEach, describe, expect, it, vi } from 'vitest';
import { showUserCall, placeboCall } from '../../shared/api/calls/session';
import { swissGuessCall, updateCourseCall } from '../../shared/api/calls/quiz';
import { adminMeCall } from '../../shared/api/calls/admin';
import { IDEMPOTENCY_HEADER, SOCKET_EVENT_HEADER } from '../../shared/api/errors';
import { KIOSK_SECRET_HEADER } from '../../shared/domain/kiosk';
import type { ZiggyTable } from '../../shared/api/ziggy';
import {
  ContractError,
  createApiClient,
  HttpError,
  isAbortError,
  isHttpError,
  newIdempotencyKey,
} from './http';
import { AxiosError } from 'axios';
import { fakeAdapter, fakePlatform, settle, type Reply } from './testing';

const table: ZiggyTable = {
  url: 'https://quiz.example',
  port: null,
  defaults: {},
  routes: {
    'app.users.show': { uri: 'api/users/{user}', methods: ['GET', 'HEAD'], parameters: ['user'] },
    'app.users.question.guess': {
      uri: 'api/users/{user}/question/guess',
      methods: ['POST'],
      parameters: ['user'],
    },
    'app.users.courses.update': {
      uri: 'api/users/{user}/courses/{course}',
      methods: ['PUT'],
      parameters: ['user', 'course'],
    },
    'admin.me': { uri: 'api/admin/me', methods: ['GET', 'HEAD'], parameters: [] },
  },
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const course = { id: 3, coins: 0, module: 1, role: 'agent', selected_categories: [] };

/** A guess reply naming answer `n` correct (no explanation). */
const reply = (n: number) => ({ correct_answers: [n], explanation: null, source: null });

/** A client on a fake network; unscripted requests are answered 200 with a guess reply for answer 1. */
function setup(replies: Reply[] = []) {
  const net = fakePlatform();
  const wire = fakeAdapter(replies, { status: 200, data: reply(1) });
  const api = createApiClient(net.platform, { adapter: wire.adapter });
  api.setRouteTable(table);
  const guess = (answer: number) =>
    api.call(swissGuessCall, { params: { user: 'me' }, body: { answers: [answer] } });
  const sent = () =>
    wire.requests.map((r) => `${r.method} ${r.url} ${typeof r.data === 'string' ? r.data : ''}`.trim());
  return { ...net, ...wire, transport: wire.adapter, api, guess, sent };
}

afterEach(() => vi.restoreAllMocks());

describe('hold queue', () => {
  it('a request failing without a response marks the network down and is retried once it is back', async () => {
    const { api, reportDown, goOnline, transport } = setup([
      'network-error',
      { status: 200, data: reply(7) },
    ]);
    const result = api.call(swissGuessCall, { params: { user: 'me' }, body: { answers: [7] } });
    await settle();
    expect(reportDown).toHaveBeenCalledTimes(1);
    expect(api.isHolding).toBe(true);
    expect(transport).toHaveBeenCalledTimes(1);

    goOnline();
    await expect(result).resolves.toEqual(reply(7));
    expect(transport).toHaveBeenCalledTimes(2);
    expect(api.isHolding).toBe(false);
  });

  it('holds requests issued while down and releases them in issue order after the failed one', async () => {
    const { guess, goOnline, sent } = setup([
      'network-error',
      ...[1, 2, 3].map((n) => ({ status: 200, data: reply(n) })),
    ]);
    const first = guess(1);
    await settle();
    const later = [guess(2), guess(3)];
    await settle();
    expect(sent()).toEqual(['POST /users/me/question/guess {"answers":[1]}']);

    goOnline();
    await expect(Promise.all([first, ...later])).resolves.toEqual([reply(1), reply(2), reply(3)]);
    expect(sent()).toEqual([
      'POST /users/me/question/guess {"answers":[1]}',
      'POST /users/me/question/guess {"answers":[1]}',
      'POST /users/me/question/guess {"answers":[2]}',
      'POST /users/me/question/guess {"answers":[3]}',
    ]);
  });

  it('orders released requests by issue time, also those that failed while in flight together', async () => {
    const { guess, goOnline, sent, transport } = setup(['network-error', 'network-error']);
    const both = Promise.all([guess(1), guess(2)]);
    await settle();
    expect(transport).toHaveBeenCalledTimes(2);
    goOnline();
    await both;
    expect(sent().slice(2)).toEqual([
      'POST /users/me/question/guess {"answers":[1]}',
      'POST /users/me/question/guess {"answers":[2]}',
    ]);
  });

  it('a request issued while the platform reports the network down waits for it to come back', async () => {
    const { guess, goOffline, goOnline, transport, reportDown } = setup();
    goOffline();
    const result = guess(1);
    await settle();
    expect(transport).not.toHaveBeenCalled();
    goOnline();
    await expect(result).resolves.toEqual(reply(1));
    expect(transport).toHaveBeenCalledTimes(1);
    expect(reportDown).not.toHaveBeenCalled();
  });

  it('retries the failed request once per outage: failing again, it is held again instead of lost', async () => {
    const { guess, goOnline, transport, reportDown } = setup([
      'network-error',
      'network-error',
      { status: 200, data: reply(5) },
    ]);
    const result = guess(5);
    await settle();
    goOnline();
    await settle();
    expect(transport).toHaveBeenCalledTimes(2);
    expect(reportDown).toHaveBeenCalledTimes(2);
    await settle();
    expect(transport).toHaveBeenCalledTimes(2); // no retry loop while still down

    goOnline();
    await expect(result).resolves.toEqual(reply(5));
    expect(transport).toHaveBeenCalledTimes(3);
  });

  it('never holds the /placebo probe, and its failure goes to the caller without a new outage', async () => {
    const { api, guess, transport, reportDown } = setup([
      'network-error',
      { status: 200, data: { ok: true } },
    ]);
    void guess(1);
    await settle();
    await expect(api.call(placeboCall)).resolves.toEqual({ ok: true });
    expect(transport.mock.calls.map(([request]) => request.url)).toEqual([
      '/users/me/question/guess',
      '/placebo',
    ]);

    transport.mockRejectedValueOnce(new AxiosError('Network Error', AxiosError.ERR_NETWORK));
    await expect(api.call(placeboCall)).rejects.toThrow('Network Error');
    transport.mockRejectedValueOnce(new AxiosError('Network Error', AxiosError.ERR_NETWORK));
    await expect(api.probe(new AbortController().signal)).rejects.toThrow('Network Error');
    expect(reportDown).toHaveBeenCalledTimes(1);
  });

  it('passes errors that came with a response to the caller unchanged and holds nothing', async () => {
    const refusal = { message: 'Nicht genug Coins', code: 'course.not-enough-coins' };
    const { guess, reportDown, api } = setup([{ status: 422, data: refusal }]);
    const error = await guess(1).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(isHttpError(error) && error.status).toBe(422);
    expect(isHttpError(error) && error.data).toEqual(refusal);
    expect(reportDown).not.toHaveBeenCalled();
    expect(api.isHolding).toBe(false);
  });

  it('repeats a request answered 503 with Retry-After, with the same Idempotency-Key, and holds nothing', async () => {
    vi.useFakeTimers();
    try {
      const unavailable = { status: 503, data: { message: 'x' }, headers: { 'retry-after': '1' } };
      const { guess, reportDown, requests } = setup([
        unavailable,
        unavailable,
        { status: 200, data: reply(4) },
      ]);
      const result = guess(4);
      await vi.advanceTimersByTimeAsync(2_000);
      await expect(result).resolves.toEqual(reply(4));
      expect(requests).toHaveLength(3);
      expect(new Set(requests.map((r) => r.headers.get(IDEMPOTENCY_HEADER))).size).toBe(1);
      expect(reportDown).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives up on 503 after ten pauses, and passes a 503 without Retry-After at once', async () => {
    vi.useFakeTimers();
    try {
      const unavailable = { status: 503, data: { message: 'x' }, headers: { 'retry-after': '1' } };
      const { guess, requests } = setup(Array.from({ length: 12 }, () => unavailable));
      const result = guess(1).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(11_000);
      const error = await result;
      expect(isHttpError(error) && error.status).toBe(503);
      expect(requests).toHaveLength(11);

      const plain = setup([{ status: 503, data: { message: 'x' } }]);
      const plainError = await plain.guess(1).catch((e: unknown) => e);
      expect(isHttpError(plainError) && plainError.status).toBe(503);
      expect(plain.requests).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('ends the wait of a held request whose signal aborts, and never sends it', async () => {
    const { api, goOffline, goOnline, transport } = setup();
    goOffline();
    const controller = new AbortController();
    const result = api.call(showUserCall, { params: { user: 'me' }, signal: controller.signal });
    controller.abort();
    const error = await result.catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    expect(isHttpError(error)).toBe(false);
    goOnline();
    await settle();
    expect(transport).not.toHaveBeenCalled();
  });
});

describe('Idempotency-Key', () => {
  it('goes with every non-idempotent call, fresh per call and the same on the replay after an outage', async () => {
    const { guess, goOnline, requests } = setup(['network-error']);
    const first = guess(1);
    await settle();
    goOnline();
    await first;
    await guess(2);
    const keys = requests.map((r) => r.headers.get(IDEMPOTENCY_HEADER));
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toMatch(UUID);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('is left out of idempotent calls', async () => {
    const { api, requests } = setup([{ status: 200, data: course }]);
    await api.call(updateCourseCall, {
      params: { user: 'me', course: 3 },
      body: { selected_categories: [] },
    });
    expect(requests[0]?.headers.has(IDEMPOTENCY_HEADER)).toBe(false);
  });

  it('is a v4 UUID also where crypto.randomUUID is missing (plain http)', () => {
    const insecureContextCrypto = { getRandomValues: crypto.getRandomValues.bind(crypto) };
    vi.stubGlobal('crypto', insecureContextCrypto);
    const keys = new Set(Array.from({ length: 20 }, newIdempotencyKey));
    vi.unstubAllGlobals();
    expect(keys.size).toBe(20);
    for (const key of keys) expect(key).toMatch(UUID);
  });
});

describe('calls', () => {
  it('sends the bearer token and resolves named routes against the API base', async () => {
    const { api, requests } = setup([{ status: 200, data: course }]);
    await api.call(updateCourseCall, {
      params: { user: 'me', course: 3 },
      body: { selected_categories: [1] },
    });
    expect(requests[0]?.baseURL).toBe('https://quiz.example/api');
    expect(requests[0]?.url).toBe('/users/me/courses/3');
    expect(requests[0]?.method).toBe('PUT');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer session-token');
    expect(requests[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(requests[0]?.data).toBe('{"selected_categories":[1]}');
  });

  it('sends extra headers; an Authorization given there replaces the session token', async () => {
    const { api, requests } = setup([{ status: 200, data: { ok: true } }]);
    await api.call(placeboCall, { headers: { Authorization: 'Bearer one-time', 'X-Extra': '1' } });
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer one-time');
    expect(requests[0]?.headers.get('X-Extra')).toBe('1');
  });

  it("sends a kiosk's secret with learner calls, never to the back office nor from a platform without one", async () => {
    const net = fakePlatform();
    const secret = 'k'.repeat(43);
    const kiosk = {
      settings: Promise.resolve({
        idleLogoutSeconds: 60,
        accessCode: null,
        coursePreset: null,
        kioskSecret: secret,
      }),
      nextParticipant: async () => {},
      unlock: async () => false,
      onAdminRequested: () => () => {},
    };
    const wire = fakeAdapter([], { status: 200, data: course });
    const api = createApiClient({ ...net.platform, kind: 'desktop', kiosk }, { adapter: wire.adapter });
    api.setRouteTable(table);
    api.setAdminToken(() => 'admin-token');
    await api.call(updateCourseCall, {
      params: { user: 'me', course: 3 },
      body: { selected_categories: [1] },
    });
    expect(wire.requests[0]?.headers.get(KIOSK_SECRET_HEADER)).toBe(secret);
    await api.call(adminMeCall).catch(() => {});
    expect(wire.requests[1]?.headers.has(KIOSK_SECRET_HEADER)).toBe(false);

    const plain = setup([{ status: 200, data: course }]);
    await plain.api.call(updateCourseCall, {
      params: { user: 'me', course: 3 },
      body: { selected_categories: [1] },
    });
    expect(plain.requests[0]?.headers.has(KIOSK_SECRET_HEADER)).toBe(false);
  });

  it("sends the back office's own bearer on /api/admin calls, never the learner's", async () => {
    const me = {
      account: { id: 1, email: 'a@b.test', name: 'A', role: 'operator' },
      idle_expires_at: '2026-01-01T00:30:00.000Z',
      expires_at: '2026-01-01T08:00:00.000Z',
    };
    const { api, requests } = setup([
      { status: 200, data: me },
      { status: 200, data: me },
      { status: 200, data: course },
    ]);
    await api.call(adminMeCall);
    expect(requests[0]?.url).toBe('/admin/me');
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
    api.setAdminToken(() => 'admin-token');
    await api.call(adminMeCall);
    expect(requests[1]?.headers.get('Authorization')).toBe('Bearer admin-token');
    await api.call(updateCourseCall, {
      params: { user: 'me', course: 3 },
      body: { selected_categories: [1] },
    });
    expect(requests[2]?.headers.get('Authorization')).toBe('Bearer session-token');
  });

  it("writes the query in the route table's one format, next to the path", async () => {
    const { api, requests } = setup([{ status: 200, data: { ok: true } }]);
    await api.call(placeboCall, { query: { version: '5.3.17', tags: [1, 2], on: true } as never });
    expect(requests[0]?.url).toBe('/placebo?version=5.3.17&tags[0]=1&tags[1]=2&on=1');
  });

  it('uses no timeout and the XSRF-TOKEN cookie for same-origin requests', async () => {
    const { api, requests } = setup([{ status: 200, data: { ok: true } }]);
    await api.call(placeboCall);
    expect(requests[0]?.config.timeout).toBe(0);
    expect(requests[0]?.config.xsrfCookieName).toBe('XSRF-TOKEN');
    expect(requests[0]?.config.xsrfHeaderName).toBe('X-XSRF-TOKEN');
  });

  it('probes GET /placebo uncached, never held, resolving on a 2xx reply', async () => {
    const { api, requests, goOffline } = setup([
      { status: 200, data: { ok: true } },
      { status: 503, data: '' },
    ]);
    goOffline();
    await api.probe(new AbortController().signal);
    expect(requests[0]).toMatchObject({ method: 'GET', url: '/placebo' });
    expect(requests[0]?.headers.get('Cache-Control')).toBe('no-store');
    await expect(api.probe(new AbortController().signal)).rejects.toBeInstanceOf(HttpError);
  });

  it('rejects a reply with a non-2xx status as an HttpError with status, data and headers', async () => {
    const { api } = setup([{ status: 500, data: 'Internal', headers: { 'Retry-After': '3' } }]);
    const error = await api.call(placeboCall).catch((e: unknown) => e);
    expect(isHttpError(error)).toBe(true);
    expect(error).toMatchObject({
      status: 500,
      data: 'Internal',
      message: 'Request failed with status code 500',
    });
    expect((error as HttpError).headers.get('retry-after')).toBe('3');
  });

  it('returns the reply headers with the data, e.g. the realtime channel', async () => {
    const { api } = setup([
      { status: 200, data: { ok: true }, headers: { 'X-Socket-Event': 'users.1.courses' } },
    ]);
    const { data, headers } = await api.send(placeboCall);
    expect(data).toEqual({ ok: true });
    expect(headers.get(SOCKET_EVENT_HEADER)).toBe('users.1.courses');
  });

  it('sends a multipart update as POST with _method=put', async () => {
    const { api, requests } = setup([{ status: 200, data: course }]);
    const body = { selected_categories: [4, 5] };
    await api.call(updateCourseCall, { params: { user: 'me', course: 3 }, body, multipart: true });
    expect(requests[0]?.method).toBe('POST');
    // Not JSON: axios' browser adapter then leaves the content type to the browser, which adds the boundary.
    expect(requests[0]?.headers.get('Content-Type')).not.toBe('application/json');
    const form = requests[0]?.data as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect([...form.entries()]).toEqual([
      ['selected_categories[]', '4'],
      ['selected_categories[]', '5'],
      ['_method', 'put'],
    ]);
  });

  it('rejects a reply that does not match the contract', async () => {
    const { api } = setup([{ status: 200, data: { ok: 'yes' } }]);
    await expect(api.call(placeboCall)).rejects.toBeInstanceOf(ContractError);
  });
});
