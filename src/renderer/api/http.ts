import axios, {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosInstance,
  type AxiosResponse,
} from 'axios';
import { KIOSK_SECRET_HEADER } from '../../shared/domain/kiosk';
import type { CallDef, CallBody, CallParams, CallQuery, CallResponse } from '../../shared/api/call';
import { XSRF_COOKIE_NAME } from '../../shared/api/constants';
import { IDEMPOTENCY_HEADER } from '../../shared/api/errors';
import { resolveRoute, toQueryString, type ZiggyTable } from '../../shared/api/ziggy';
import type { Platform } from '../platform';
import { HoldQueue, holdingAdapter, PROBE_PATH } from './hold';

export { isNetworkFailure } from './hold';

/** The header Laravel-style backends read the XSRF cookie from (axios' default name). */
export const XSRF_HEADER = 'X-XSRF-TOKEN';

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

/** The reply headers the data layer reads (the realtime channel of `x-socket-event`). */
export interface ReplyHeaders {
  get(name: string): string | null;
}

/** A parsed reply together with its headers. */
export interface CallResult<C extends CallDef> {
  data: CallResponse<C>;
  headers: ReplyHeaders;
}

/** A reply with a non-2xx status: the caller reads `status` and the server's `data`. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly status: number,
    readonly data: unknown,
    readonly headers: ReplyHeaders,
  ) {
    super(`Request failed with status code ${status}`);
  }
}

/** A reply that does not match the contract: shown to the user as an error, never a crash later on. */
export class ContractError extends Error {
  override readonly name = 'ContractError';
  constructor(readonly call: string) {
    super(`Die Antwort des Servers auf ${call} ist ungültig.`);
  }
}

export const isHttpError = (error: unknown): error is HttpError => error instanceof HttpError;

/** The request was aborted through its signal (also while it was held). */
export const isAbortError = (error: unknown): boolean =>
  axios.isCancel(error) ||
  (typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError');

/**
 * Every call fails with one of: `HttpError` (a reply with a non-2xx status; `isHttpError`), `ContractError`
 * (a 2xx reply that does not match the call's schema), a cancellation when the caller's signal aborted
 * (`isAbortError`). Requests that get no reply at all are held, not failed (see the hold queue), except the
 * `/placebo` probe.
 */
export interface ApiClient {
  setRouteTable(table: ZiggyTable): void;
  /** The request path of a call relative to the API base (named routes resolved from the route table). */
  urlFor(def: CallDef, params: Record<string, unknown>): string;
  /** Moves every later call to the staging backend; false when none is configured or it is in use. */
  useStagingBackend(): boolean;
  /** Whether requests are being held because the network is down. */
  readonly isHolding: boolean;
  call<C extends CallDef>(def: C, input?: CallInput<C>): Promise<CallResponse<C>>;
  send<C extends CallDef>(def: C, input?: CallInput<C>): Promise<CallResult<C>>;
  /** One connectivity probe (`GET /placebo`, never held): resolves on a 2xx reply, else rejects. */
  probe(signal: AbortSignal): Promise<void>;
  /**
   * The back office's bearer (its own sign-in, kept apart from the learner's): calls under /api/admin
   * carry this token and never the learner's; null (the default) sends them without one.
   */
  setAdminToken(source: (() => string | null) | null): void;
}

/** Calls of the back office (/api/admin/…), which never carry the learner's token. */
const isAdminUrl = (url: string | undefined): boolean =>
  url !== undefined && (url === '/admin' || url.startsWith('/admin/') || url.startsWith('/admin?'));

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

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The contract of the call: its reply is parsed with `call.response` before anyone sees it. */
    call?: CallDef;
  }
}

export interface ApiClientOptions {
  /** What actually talks to the network (tests pass a fake); axios' browser adapter by default. */
  adapter?: AxiosAdapter;
}

const headersOf = (response: AxiosResponse): ReplyHeaders => {
  const headers = AxiosHeaders.from(response.headers as AxiosHeaders);
  return { get: (name) => (headers.get(name) as string | undefined) ?? null };
};

/**
 * The one axios instance: base path ending in /api, bearer token, Idempotency-Key, the XSRF-TOKEN cookie, no
 * timeout. Its adapter holds and replays requests during an outage (docs/product-rules.md#network); its
 * response interceptor parses every reply with the call's schema.
 */
export function createApiClient(platform: Platform, options: ApiClientOptions = {}): ApiClient {
  let table: ZiggyTable | null = null;
  let staging = false;
  let adminToken: (() => string | null) | null = null;
  const queue = new HoldQueue();
  platform.connectivity.subscribe((online) => (online ? queue.markUp() : queue.markDown()));
  // A kiosk's per-installation secret goes with every learner request (docs/product-rules.md#kiosk-sessions).
  const kioskSecret: Promise<string | null> = platform.kiosk
    ? platform.kiosk.settings.then(
        (settings) => settings.kioskSecret ?? null,
        () => null,
      )
    : Promise.resolve(null);

  const instance: AxiosInstance = axios.create({
    timeout: 0,
    xsrfCookieName: XSRF_COOKIE_NAME,
    xsrfHeaderName: XSRF_HEADER,
    headers: { Accept: 'application/json, text/plain, */*' },
    adapter: holdingAdapter(axios.getAdapter(options.adapter ?? axios.defaults.adapter), queue, () =>
      platform.connectivity.reportDown(),
    ),
  });

  instance.interceptors.request.use(async (config) => {
    config.baseURL =
      staging && platform.stagingApiBaseUrl ? platform.stagingApiBaseUrl : await platform.apiBaseUrl();
    // The back office has its own session: a learner's token never reaches /api/admin, nor the reverse.
    const token = isAdminUrl(config.url) ? (adminToken?.() ?? null) : await platform.token.get();
    if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`);
    const secret = isAdminUrl(config.url) ? null : await kioskSecret;
    if (secret) config.headers.set(KIOSK_SECRET_HEADER, secret);
    // One key per logical call: a replay after an outage re-sends this same config, hence the same key.
    if (config.call && !config.call.idempotent && !config.headers.has(IDEMPOTENCY_HEADER)) {
      config.headers.set(IDEMPOTENCY_HEADER, newIdempotencyKey());
    }
    return config;
  });

  instance.interceptors.response.use(
    (response) => {
      const call = response.config.call;
      if (!call) return response;
      const parsed = call.response.safeParse(response.data);
      if (!parsed.success) throw new ContractError(call.name);
      response.data = parsed.data;
      return response;
    },
    (error: unknown) => {
      if (error instanceof AxiosError && error.response) {
        throw new HttpError(error.response.status, error.response.data, headersOf(error.response));
      }
      throw error;
    },
  );

  function urlFor(def: CallDef, params: Record<string, unknown>): string {
    const fixed = FIXED_PATHS[def.name];
    if (fixed) {
      const search = toQueryString(params);
      return search ? `${fixed}?${search}` : fixed;
    }
    if (!table) throw new Error(`route table not loaded yet (${def.name})`);
    // The table gives '/api/users/me'; the client's base already ends in /api.
    return resolveRoute(table, def.name, params).replace(/^\/api(?=\/|$)/, '');
  }

  async function send<C extends CallDef>(def: C, input: CallInput<C> = {}): Promise<CallResult<C>> {
    const overridePut = input.multipart && def.method === 'PUT';
    // File uploads are rare and never on a first page: their encoder loads with the first one.
    const data = input.multipart
      ? (await import('./formData')).toFormData({
          ...(input.body ?? {}),
          ...(overridePut ? { _method: 'put' } : {}),
        })
      : input.body;
    // Path parameters and the query go through the route table's one query-string format.
    const params = { ...(input.query ?? {}), ...(input.params ?? {}) } as Record<string, unknown>;
    const response = await instance.request({
      call: def,
      method: overridePut ? 'POST' : def.method,
      url: urlFor(def, params),
      data,
      headers: input.headers,
      signal: input.signal,
    });
    return { data: response.data as CallResponse<C>, headers: headersOf(response) };
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
    async probe(signal) {
      await instance.get(PROBE_PATH, { signal, headers: { 'Cache-Control': 'no-store' } });
    },
    setAdminToken(source) {
      adminToken = source;
    },
  };
}
