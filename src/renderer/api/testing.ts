/** Test helpers for the API layer (no production code imports this). */
import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { Socket } from 'socket.io-client';
import { vi } from 'vitest';
import type { Platform } from '../platform';
import type { Connect } from './realtime';

/** A platform whose connectivity the test drives: `goOnline()` is what a successful probe does. */
export function fakePlatform(token: string | null = 'session-token') {
  const listeners = new Set<(online: boolean) => void>();
  const emit = (online: boolean) => listeners.forEach((listener) => listener(online));
  const reportDown = vi.fn(() => emit(false));
  const platform: Platform = {
    kind: 'web',
    apiBaseUrl: async () => 'https://quiz.example/api',
    stagingApiBaseUrl: null,
    token: { get: async () => token, set: async () => {}, clear: async () => {} },
    connectivity: {
      reportDown,
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    openArticle: async () => {},
    installUpdate: async () => {},
    kiosk: null,
  };
  return { platform, reportDown, goOnline: () => emit(true), goOffline: () => emit(false) };
}

export type Reply = { status: number; data: unknown; headers?: Record<string, string> } | 'network-error';

/** What the fake network saw of one request: the config axios handed its adapter. */
export interface SentRequest {
  method: string;
  url: string;
  baseURL: string;
  /** The body as it went out: JSON text or FormData. */
  data: unknown;
  headers: AxiosHeaders;
  config: InternalAxiosRequestConfig;
}

/**
 * An axios adapter standing in for the network: each request takes the next scripted reply, then
 * `fallback`; `requests` records what went out, in order. Like axios' own adapters it resolves a 2xx
 * reply, rejects any other status with an `AxiosError` carrying the response, and rejects with a
 * network error (no response) for `'network-error'`.
 */
export function fakeAdapter(replies: Reply[] = [], fallback: Reply = { status: 200, data: { ok: true } }) {
  const requests: SentRequest[] = [];
  const adapter = vi.fn(async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    requests.push({
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      baseURL: config.baseURL ?? '',
      data: config.data,
      headers: AxiosHeaders.from(config.headers),
      config,
    });
    const reply = replies.shift() ?? fallback;
    if (reply === 'network-error') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    return settleReply(config, reply);
  });
  return { adapter, requests, replies };
}

/** As axios' own adapters do: a 2xx reply resolves, any other status rejects with the response. */
function settleReply(
  config: InternalAxiosRequestConfig,
  reply: { status: number; data: unknown; headers?: Record<string, string> | undefined },
): AxiosResponse {
  const response: AxiosResponse = {
    status: reply.status,
    statusText: '',
    data: reply.data,
    headers: AxiosHeaders.from(reply.headers ?? {}),
    config,
  };
  if (reply.status >= 200 && reply.status < 300) return response;
  throw new AxiosError(
    `Request failed with status code ${reply.status}`,
    'ERR_BAD_RESPONSE',
    config,
    null,
    response,
  );
}

/** Lets every pending promise chain run (the client, the hold queue) without real time passing. */
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A stand-in for a socket.io socket: the test plays the server and the connection. */
export class FakeSocket {
  active = true;
  readonly listeners = new Map<string, ((...args: unknown[]) => void)[]>();
  readonly anyListeners: ((event: string, payload: unknown) => void)[] = [];
  readonly sentAuth: unknown[] = [];
  constructor(readonly options: Parameters<Connect>[1]) {}
  on(event: string, listener: (...args: unknown[]) => void) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  onAny(listener: (event: string, payload: unknown) => void) {
    this.anyListeners.push(listener);
    return this;
  }
  connect = vi.fn(() => {
    this.active = true;
    return this;
  });
  disconnect = vi.fn(() => {
    this.active = false;
    return this;
  });
  /** A connection attempt: the client sends its auth payload, then the outcome arrives. */
  attempt(outcome: 'connect' | 'network-error' | 'refused') {
    const auth = this.options.auth as (reply: (data: object) => void) => void;
    auth((data) => this.sentAuth.push(data));
    if (outcome === 'refused') this.active = false;
    const event = outcome === 'connect' ? 'connect' : 'connect_error';
    this.listeners.get(event)?.forEach((listener) => listener(new Error(outcome)));
  }
  serverEmit(event: string, payload: unknown) {
    this.anyListeners.forEach((listener) => listener(event, payload));
  }
}

/** A `connect` for the realtime client that hands out FakeSockets; `socket()` is the latest. */
export function fakeSocketServer() {
  const sockets: { uri: string; socket: FakeSocket }[] = [];
  const connect = vi.fn((uri: string, options: Parameters<Connect>[1]) => {
    const socket = new FakeSocket(options);
    sockets.push({ uri, socket });
    return socket as unknown as Socket;
  });
  return { connect, sockets, socket: () => sockets.at(-1)!.socket };
}

export interface RouteReply {
  status?: number;
  data: unknown;
  headers?: Record<string, string>;
}
export type RouteHandler = RouteReply | ((request: { body: unknown; query: unknown }) => RouteReply);

/**
 * A fake backend as an axios adapter: `routes` maps 'METHOD /path' (below /api, without the query) to a
 * reply or a function of the request; an unknown route answers 404. `requests` records what went out,
 * with the JSON body parsed and the query string as an object.
 */
export function routeAdapter(routes: Record<string, RouteHandler>) {
  const requests: { method: string; path: string; body: unknown; query: Record<string, string> }[] = [];
  const wire = fakeAdapter();
  wire.adapter.mockImplementation(async (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const [path = '', search = ''] = (config.url ?? '').split('?');
    const body: unknown = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    const query = Object.fromEntries(new URLSearchParams(search));
    requests.push({ method, path, body, query });
    const handler = routes[`${method} ${path}`];
    const reply: RouteReply = !handler
      ? { status: 404, data: { message: `no route ${method} ${path}` } }
      : typeof handler === 'function'
        ? handler({ body, query })
        : handler;
    return settleReply(config, { ...reply, status: reply.status ?? 200 });
  });
  return { adapter: wire.adapter, requests };
}
