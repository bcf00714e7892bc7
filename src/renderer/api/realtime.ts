import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import { SOCKET_RECONNECT } from '../../shared/api/constants';
import type { Platform } from '../platform';

export type RealtimeHandler = (payload: unknown) => void;

/** The realtime socket: one per signed-in user, events addressed as `<channel>.<event>`. */
export interface RealtimeClient {
  /**
   * The signed-in user's realtime token (the user's `jwt`). The first token opens the socket, later
   * ones are used from the next (re)connect on, null closes it (logout).
   */
  setToken(token: string | null): void;
  /** Calls `handler` with the payload of every `event` on `channel`. Returns the function that stops it. */
  subscribe(channel: string, event: string, handler: RealtimeHandler): () => void;
  /** Calls `listener` whenever the socket is back after a drop: events in between were missed. */
  onReconnect(listener: () => void): () => void;
}

export type Connect = (uri: string, options: Partial<ManagerOptions & SocketOptions>) => Socket;

/** The socket sits beside the API on the same host: `https://host/api` → `https://host` + `/socket.io`. */
export function socketEndpoint(apiBaseUrl: string, page: string = window.location.href) {
  const url = new URL(apiBaseUrl, page);
  const prefix = url.pathname.replace(/\/api\/?$/, '').replace(/\/$/, '');
  return { origin: url.origin, path: `${prefix}/socket.io` };
}

/**
 * socket.io-client is fetched when the first signed-in user's socket opens: a visitor's first page never
 * loads it (first-page JavaScript budget).
 */
const loadSocketIo = async (): Promise<Connect> => (await import('socket.io-client')).io;

/** `connect` stands in for socket.io's `io` in tests; by default the library is loaded on first use. */
export function createRealtimeClient(platform: Platform, connect?: Connect): RealtimeClient {
  const handlers = new Map<string, Set<RealtimeHandler>>();
  const reconnectListeners = new Set<() => void>();
  let token: string | null = null;
  /** The token the server refused last: retrying with it again would only be refused again. */
  let refused: string | null = null;
  let socket: Socket | null = null;
  let generation = 0;
  /** The library could not be loaded (the network was down): open again once it is back. */
  let loadFailed = false;

  platform.connectivity.subscribe((online) => {
    if (online && loadFailed && token && !socket) void open();
  });

  async function open() {
    const opening = ++generation;
    loadFailed = false;
    let io: Connect;
    let endpoint: ReturnType<typeof socketEndpoint>;
    try {
      [io, endpoint] = await Promise.all([
        connect ?? loadSocketIo(),
        platform.apiBaseUrl().then((base) => socketEndpoint(base)),
      ]);
    } catch {
      // A lost connection shows through the HTTP layer; the socket follows when the network is back
      // or with the next token.
      if (opening === generation) loadFailed = true;
      return;
    }
    if (opening !== generation || !token) return;
    const { origin, path } = endpoint;
    let sent: string | null = null;
    let connectedBefore = false;
    const next = io(origin, {
      path,
      ...SOCKET_RECONNECT,
      auth: (reply) => reply({ token: (sent = token) }),
    });
    next.on('connect', () => {
      refused = null;
      if (connectedBefore) reconnectListeners.forEach((listener) => listener());
      connectedBefore = true;
    });
    next.on('connect_error', () => {
      // An active socket keeps retrying on its own: the network failed. An inactive one was turned away by
      // the server (its token); it waits for a fresh token instead of a network probe.
      if (next.active) platform.connectivity.reportDown();
      else refused = sent;
    });
    next.onAny((event: string, payload: unknown) =>
      handlers.get(event)?.forEach((handler) => handler(payload)),
    );
    socket = next;
  }

  return {
    setToken(next) {
      token = next;
      if (!next) {
        generation++;
        socket?.disconnect();
        socket = null;
        refused = null;
      } else if (!socket) void open();
      else if (!socket.active && next !== refused) socket.connect();
    },
    subscribe(channel, event, handler) {
      const name = `${channel}.${event}`;
      const set = handlers.get(name) ?? new Set();
      handlers.set(name, set.add(handler));
      return () => {
        set.delete(handler);
        if (!set.size && handlers.get(name) === set) handlers.delete(name);
      };
    },
    onReconnect(listener) {
      reconnectListeners.add(listener);
      return () => reconnectListeners.delete(listener);
    },
  };
}
