import axios, { type AxiosInstance } from 'axios';
import { route } from 'ziggy-js';
import type { CallDef, CallBody, CallParams, CallQuery, CallResponse } from '../../shared/api/call';
import { XSRF_COOKIE_NAME } from '../../shared/api/constants';
import type { ZiggyTable } from '../../shared/api/ziggy';
import type { Platform } from '../platform';

/** Calls with fixed paths: they are needed before the route table is known. */
const FIXED_PATHS: Record<string, string> = { 'app.init': '/app/init', 'app.placebo': '/placebo' };

export interface CallInput<C extends CallDef> {
  params?: CallParams<C>;
  query?: CallQuery<C>;
  body?: CallBody<C>;
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
  call<C extends CallDef>(def: C, input?: CallInput<C>): Promise<CallResponse<C>>;
}

/** The HTTP client of SPEC §7: base path ending in /api, bearer token, XSRF cookie, no timeout. */
export function createApiClient(platform: Platform): ApiClient {
  let table: ZiggyTable | null = null;
  let staging = false;
  const instance = axios.create({ xsrfCookieName: XSRF_COOKIE_NAME, timeout: 0 });
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
    async call(def, input = {}) {
      const response = await instance.request({
        method: def.method,
        url: urlFor(def, (input.params ?? {}) as Record<string, unknown>),
        params: input.query,
        data: input.body,
      });
      const parsed = def.response.safeParse(response.data);
      if (!parsed.success) throw new ContractError(def.name);
      return parsed.data as CallResponse<typeof def>;
    },
  };
}
