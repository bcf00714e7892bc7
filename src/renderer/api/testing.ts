/** Test helpers for the API layer (no production code imports this). */
import type { Socket } from 'socket.io-client';
import { vi } from 'vitest';
import type { Platform } from '../platform';
import type { Connect } from './realtime';
import { NetworkError, type HttpRequest, type HttpResponse } from './transport';

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

/**
 * A transport standing in for the network: each request takes the next scripted reply, then
 * `fallback`; `requests` records what went out, in order. Like fetch, it resolves with every reply
 * (the client turns a non-2xx status into an HttpError) and rejects only when none arrives.
 */
export function fakeTransport(replies: Reply[] = [], fallback: Reply = { status: 200, data: { ok: true } }) {
  const requests: HttpRequest[] = [];
  const transport = vi.fn(async (request: HttpRequest): Promise<HttpResponse> => {
    requests.push(request);
    const reply = replies.shift() ?? fallback;
    if (reply === 'network-error') throw new NetworkError();
    return { status: reply.status, data: reply.data, headers: new Headers(reply.headers) };
  });
  return { transport, requests, replies };
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
