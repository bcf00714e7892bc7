import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fetchTransport,
  HttpError,
  isAbortError,
  isHttpError,
  isNetworkFailure,
  NetworkError,
  requestUrl,
  xsrfToken,
  type HttpRequest,
} from './transport';

const request = (patch: Partial<HttpRequest> = {}): HttpRequest => ({
  method: 'GET',
  baseURL: 'https://quiz.example/api',
  url: '/users/me',
  headers: new Headers({ Accept: 'application/json' }),
  ...patch,
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('fetchTransport', () => {
  it('sends method, headers and body to base + path + query, and resolves with any status', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ message: 'Nicht gefunden' }), {
          status: 404,
          headers: { 'Content-Type': 'application/json', 'X-Socket-Event': 'users.1.courses' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const sent = request({ method: 'POST', body: '{"a":1}', query: { page: 2 } });
    const response = await fetchTransport(sent);
    expect(response.status).toBe(404);
    expect(response.data).toEqual({ message: 'Nicht gefunden' });
    expect(response.headers.get('x-socket-event')).toBe('users.1.courses');
    expect(fetch).toHaveBeenCalledWith('https://quiz.example/api/users/me?page=2', {
      method: 'POST',
      headers: sent.headers,
      body: '{"a":1}',
      signal: undefined,
      credentials: 'same-origin',
    });
  });

  it('gives text that is not JSON as text, and an empty body as an empty string', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Bad Gateway', { status: 502 })),
    );
    expect((await fetchTransport(request())).data).toBe('Bad Gateway');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 200 })),
    );
    expect((await fetchTransport(request())).data).toBe('');
  });

  it('rejects with a NetworkError when no reply arrives', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await fetchTransport(request()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(isNetworkFailure(error)).toBe(true);
    expect(isHttpError(error)).toBe(false);
  });

  it('rejects with an abort error, not a network failure, when the caller aborts', async () => {
    const controller = new AbortController();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        controller.abort();
        throw new DOMException('The operation was aborted.', 'AbortError');
      }),
    );
    const error = await fetchTransport(request({ signal: controller.signal })).catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    expect(isNetworkFailure(error)).toBe(false);
  });
});

describe('requestUrl', () => {
  it('joins base and path with one slash and appends the query', () => {
    expect(requestUrl({ baseURL: '/api/', url: 'app/init', query: { version: '5.3.17' } })).toBe(
      '/api/app/init?version=5.3.17',
    );
    expect(requestUrl({ baseURL: 'https://quiz.example/api', url: '/placebo', query: {} })).toBe(
      'https://quiz.example/api/placebo',
    );
  });
});

describe('HttpError', () => {
  it('carries status, data and headers', () => {
    const error = new HttpError({ status: 422, data: { message: 'x' }, headers: new Headers() });
    expect(error).toMatchObject({ status: 422, data: { message: 'x' }, name: 'HttpError' });
    expect(isHttpError(error)).toBe(true);
  });
});

describe('xsrfToken', () => {
  it('reads the XSRF-TOKEN cookie, decoded, for requests to our own origin only', () => {
    document.cookie = 'other=1; path=/';
    document.cookie = `XSRF-TOKEN=${encodeURIComponent('abc=/+')}; path=/`;
    expect(xsrfToken('/api/users/me')).toBe('abc=/+');
    expect(xsrfToken(`${location.origin}/api/users/me`)).toBe('abc=/+');
    expect(xsrfToken('https://elsewhere.example/api/users/me')).toBeNull();
  });

  it('is null without the cookie', () => {
    expect(xsrfToken('/api/users/me')).toBeNull();
  });
});
