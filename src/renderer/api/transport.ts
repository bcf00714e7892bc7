import type { HttpMethod } from '../../shared/api/call';
import { XSRF_COOKIE_NAME } from '../../shared/api/constants';
import { serializeQuery } from './query';

/** The header Laravel-style backends read the XSRF cookie from (the name axios used). */
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** One request as it leaves the client: everything resolved, the body already serialised. */
export interface HttpRequest {
  method: HttpMethod;
  /** The API base, ending in /api. */
  baseURL: string;
  /** The path below the base, e.g. `/users/me/courses/3` (the hold queue recognises the probe by it). */
  url: string;
  /** Serialised into the query string as before (`tags[]=1`, `filter[role]=agent`). */
  query?: object;
  headers: Headers;
  /** JSON text or multipart form data. */
  body?: string | FormData;
  signal?: AbortSignal;
}

/** Any reply that arrived, whatever its status. */
export interface HttpResponse {
  status: number;
  /** The body parsed as JSON when it is JSON, else its text. */
  data: unknown;
  headers: Headers;
}

/**
 * What actually talks to the network. It resolves with every reply that arrived, rejects with
 * `NetworkError` when none did, and with the signal's reason when the caller aborted.
 */
export type Transport = (request: HttpRequest) => Promise<HttpResponse>;

/** A reply with a non-2xx status: the caller reads `status` and the server's `data` (SPEC §8). */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly status: number;
  readonly data: unknown;
  readonly headers: Headers;
  constructor(response: HttpResponse) {
    super(`Request failed with status code ${response.status}`);
    this.status = response.status;
    this.data = response.data;
    this.headers = response.headers;
  }
}

/** No reply at all (offline, DNS, connection reset): what the hold queue of SPEC §4 waits out. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(options?: { cause?: unknown }) {
    super('Network Error', options);
  }
}

export const isHttpError = (error: unknown): error is HttpError => error instanceof HttpError;

/** A failure where no response arrived at all (a cancelled request is the caller's choice, not an outage). */
export const isNetworkFailure = (error: unknown): error is NetworkError => error instanceof NetworkError;

/** The request was aborted through its signal (also while it was held). */
export const isAbortError = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';

/** What a request rejects with when `signal` aborted it: the signal's reason, as fetch does. */
export const abortReason = (signal: AbortSignal): unknown =>
  signal.reason ?? new DOMException('This operation was aborted', 'AbortError');

export function requestUrl({ baseURL, url, query }: Pick<HttpRequest, 'baseURL' | 'url' | 'query'>): string {
  const search = query ? serializeQuery(query) : '';
  const path = baseURL.replace(/\/+$/, '') + '/' + url.replace(/^\/+/, '');
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
}

/** Empty replies stay '' and non-JSON text stays text, as axios gave them. */
function parseBody(text: string): unknown {
  if (!text) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The browser's `fetch`; cookies go only to our own origin (`same-origin`, as XHR did). */
export const fetchTransport: Transport = async (request) => {
  try {
    const response = await fetch(requestUrl(request), {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: request.signal,
      credentials: 'same-origin',
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, data: parseBody(text) };
  } catch (error) {
    if (request.signal?.aborted) throw abortReason(request.signal);
    throw new NetworkError({ cause: error });
  }
};

/**
 * The XSRF cookie's value for a request to `url`, like axios' `xsrfCookieName`: only for our own origin
 * and only in a browser document, so the token never goes to another host.
 */
export function xsrfToken(url: string): string | null {
  if (typeof document === 'undefined' || typeof location === 'undefined') return null;
  let target: URL;
  try {
    target = new URL(url, document.baseURI);
  } catch {
    return null;
  }
  if (target.origin !== location.origin) return null;
  for (const pair of document.cookie.split(';')) {
    const cookie = pair.trimStart();
    const eq = cookie.indexOf('=');
    if (eq === -1 || cookie.slice(0, eq) !== XSRF_COOKIE_NAME) continue;
    const value = cookie.slice(eq + 1);
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}
