import axios, { AxiosHeaders, type AxiosAdapter, type AxiosInstance } from 'axios';
import { route } from 'ziggy-js';
import type { CallDef, CallBody, CallParams, CallQuery, CallResponse } from '../../shared/api/call';
import { XSRF_COOKIE_NAME } from '../../shared/api/constants';
import { IDEMPOTENCY_HEADER } from '../../shared/api/errors';
import type { ZiggyTable } from '../../shared/api/ziggy';
import type { Platform } from '../platform';
import { toFormData } from './formData';
import { holdingAdapter, HoldQueue, PROBE_PATH } from './holdQueue';

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
}

/** A parsed reply together with its headers (the resource layer reads the realtime channel there). */
export interface CallResult<C extends CallDef> {
  data: CallResponse<C>;
  headers: AxiosHeaders;
}

/** A reply that does not match the contract: shown to the user as an error, never a crash later on. */
export class ContractError extends Error {
  constructor(readonly call: string) {
    super(`Die Antwort des Servers auf ${call} ist ungültig.`);
  }
}

export interface ApiClient {
  readonly axios: AxiosInstance;
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
  /** The axios adapter that actually talks to the network (tests pass a fake). */
  transport?: AxiosAdapter;
}

/**
 * The HTTP client of SPEC §7: base path ending in /api, bearer token, XSRF cookie, no timeout. Every
 * request, also one made through `axios` directly, goes through the hold queue of SPEC §4 Network.
 */
export function createApiClient(platform: Platform, options: ApiClientOptions = {}): ApiClient {
  let table: ZiggyTable | null = null;
  let staging = false;
  const queue = new HoldQueue();
  platform.connectivity.subscribe((online) => (online ? queue.markUp() : queue.markDown()));
  const transport = options.transport ?? axios.getAdapter(axios.defaults.adapter);
  const instance = axios.create({
    xsrfCookieName: XSRF_COOKIE_NAME,
    timeout: 0,
    adapter: holdingAdapter(transport, queue, () => platform.connectivity.reportDown()),
  });
  instance.interceptors.request.use(async (config) => {
    config.baseURL ??=
      staging && platform.stagingApiBaseUrl ? platform.stagingApiBaseUrl : await platform.apiBaseUrl();
    const token = await platform.token.get();
    if (token) config.headers.Authorization = `Bearer ${token}`;
    return config;
  });

  function urlFor(def: CallDef, params: Record<string, unknown>): string {
    const fixed = FIXED_PATHS[def.name];
    if (fixed) return fixed;
    if (!table) throw new Error(`route table not loaded yet (${def.name})`);
    // ziggy gives '/api/users/me'; the client's base already ends in /api.
    const path = route(def.name, params as never, false, table as never) as unknown as string;
    return path.replace(/^\/api(?=\/|$)/, '');
  }

  async function send<C extends CallDef>(def: C, input: CallInput<C> = {}): Promise<CallResult<C>> {
    const overridePut = input.multipart && def.method === 'PUT';
    const body = input.multipart
      ? toFormData({ ...(input.body ?? {}), ...(overridePut ? { _method: 'put' } : {}) })
      : input.body;
    const response = await instance.request({
      method: overridePut ? 'POST' : def.method,
      url: urlFor(def, (input.params ?? {}) as Record<string, unknown>),
      params: input.query,
      data: body,
      // One key per logical call: the replay after an outage reuses this config, hence the same key.
      headers: def.idempotent ? undefined : { [IDEMPOTENCY_HEADER]: newIdempotencyKey() },
      signal: input.signal,
    });
    const parsed = def.response.safeParse(response.data);
    if (!parsed.success) throw new ContractError(def.name);
    return { data: parsed.data as CallResponse<C>, headers: AxiosHeaders.from(response.headers as never) };
  }

  return {
    axios: instance,
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
