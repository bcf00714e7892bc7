import type { CallDef, CallBody, CallParams, CallQuery, CallResponse } from '../../shared/api/call';
import { IDEMPOTENCY_HEADER } from '../../shared/api/errors';
import { resolveRoute, type ZiggyTable } from '../../shared/api/ziggy';
import type { Platform } from '../platform';
import { toFormData } from './formData';
import { holdingTransport, HoldQueue, PROBE_PATH } from './holdQueue';
import {
  fetchTransport,
  HttpError,
  requestUrl,
  XSRF_HEADER,
  xsrfToken,
  type HttpRequest,
  type Transport,
} from './transport';

export { HttpError, isAbortError, isHttpError, isNetworkFailure, NetworkError } from './transport';
export type { HttpRequest, HttpResponse, Transport } from './transport';

/** Calls with fixed paths: they are needed before the route table is known. */
const FIXED_PATHS: Record<string, string> = { 'app.init': '/app/init', 'app.placebo': PROBE_PATH };

export interface CallInput<C extends CallDef> {
  params?: CallParams<C>;
  query?: CallQuery<C>;
  body?: CallBody<C>;
  /** Send the body as multipart form data (file uploads); a PUT then goes as a POST with `_method=put`. */
  multipart?: boolean;
  /** Aborting also ends the wait of a request held during an outage. */
  signal?: AbortSignal;
  /** Extra request headers; an `Authorization` given here replaces the stored session's token. */
  headers?: Record<string, string>;
}

/** A parsed reply together with its headers (the resource layer reads the realtime channel there). */
export interface CallResult<C extends CallDef> {
  data: CallResponse<C>;
  headers: Headers;
}

/** A reply that does not match the contract: shown to the user as an error, never a crash later on. */
export class ContractError extends Error {
  constructor(readonly call: string) {
    super(`Die Antwort des Servers auf ${call} ist ungültig.`);
  }
}

/**
 * Every call fails with one of: `HttpError` (a reply with a non-2xx status; `isHttpError`),
 * `ContractError` (a 2xx reply that does not match the call's schema), an abort error when the
 * caller's signal aborted (`isAbortError`). Requests that get no reply at all are held, not failed
 * (SPEC §4 Network), except the `/placebo` probe, which fails with `NetworkError`.
 */
export interface ApiClient {
  setRouteTable(table: ZiggyTable): void;
  /** The request path of a call relative to the API base (named routes resolved from the route table). */
  urlFor(def: CallDef, params: Record<string, unknown>): string;
  /** Moves every later call to the staging backend; false when none is configured or it is in use. */
  useStagingBackend(): boolean;
  /** Whether requests are being held because the network is down (SPEC §4 Network). */
  readonly isHolding: boolean;
  call<C extends CallDef>(def: C, input?: CallInput<C>): Promise<CallResponse<C>>;
  send<C extends CallDef>(def: C, input?: CallInput<C>): Promise<CallResult<C>>;
}

/**
 * A random v4 UUID. `crypto.randomUUID` exists only in secure contexts, and the web build may be served
 * over plain http inside a company network; `getRandomValues` works everywhere.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface ApiClientOptions {
  /** What actually talks to the network (tests pass a fake); the browser's fetch by default. */
  transport?: Transport;
}

/**
 * The HTTP client of SPEC §7: base path ending in /api, bearer token, XSRF cookie, no timeout, JSON
 * bodies. Every request goes through the hold queue of SPEC §4 Network.
 */
export function createApiClient(platform: Platform, options: ApiClientOptions = {}): ApiClient {
  let table: ZiggyTable | null = null;
  let staging = false;
  const queue = new HoldQueue();
  platform.connectivity.subscribe((online) => (online ? queue.markUp() : queue.markDown()));
  const transport = holdingTransport(options.transport ?? fetchTransport, queue, () =>
    platform.connectivity.reportDown(),
  );

  function urlFor(def: CallDef, params: Record<string, unknown>): string {
    const fixed = FIXED_PATHS[def.name];
    if (fixed) return fixed;
    if (!table) throw new Error(`route table not loaded yet (${def.name})`);
    // The table gives '/api/users/me'; the client's base already ends in /api.
    return resolveRoute(table, def.name, params).replace(/^\/api(?=\/|$)/, '');
  }

  async function send<C extends CallDef>(def: C, input: CallInput<C> = {}): Promise<CallResult<C>> {
    const overridePut = input.multipart && def.method === 'PUT';
    const headers = new Headers({ Accept: 'application/json, text/plain, */*' });
    let body: HttpRequest['body'];
    if (input.multipart) {
      // The browser sets the multipart content type with its boundary.
      body = toFormData({ ...(input.body ?? {}), ...(overridePut ? { _method: 'put' } : {}) });
    } else if (input.body !== undefined) {
      body = JSON.stringify(input.body);
      headers.set('Content-Type', 'application/json');
    }
    // One key per logical call: the replay after an outage sends this same request, hence the same key.
    if (!def.idempotent) headers.set(IDEMPOTENCY_HEADER, newIdempotencyKey());
    const baseURL =
      staging && platform.stagingApiBaseUrl ? platform.stagingApiBaseUrl : await platform.apiBaseUrl();
    const token = await platform.token.get();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    for (const [name, value] of Object.entries(input.headers ?? {})) headers.set(name, value);
    const request: HttpRequest = {
      method: overridePut ? 'POST' : def.method,
      baseURL,
      url: urlFor(def, (input.params ?? {}) as Record<string, unknown>),
      query: input.query as object | undefined,
      headers,
      body,
      signal: input.signal,
    };
    const xsrf = xsrfToken(requestUrl(request));
    if (xsrf) headers.set(XSRF_HEADER, xsrf);

    const response = await transport(request);
    if (response.status < 200 || response.status >= 300) throw new HttpError(response);
    const parsed = def.response.safeParse(response.data);
    if (!parsed.success) throw new ContractError(def.name);
    return { data: parsed.data as CallResponse<C>, headers: response.headers };
  }

  return {
    setRouteTable(next) {
      table = next;
    },
    urlFor,
    useStagingBackend() {
      if (staging || !platform.stagingApiBaseUrl) return false;
      staging = true;
      return true;
    },
    get isHolding() {
      return queue.isDown;
    },
    send,
    call: async (def, input) => (await send(def, input)).data,
  };
}
