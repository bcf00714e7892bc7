import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServerReportingDsn, fixedReportingDsn } from './reportingDsn';
import type { InitFetch } from './reportingDsn';

const DSN = 'https://public@o1.ingest.de.sentry.io/42';
const API = 'https://quiz.example.de/api';

const reply = (body: unknown, status = 200) => ({
  ok: status >= 200 && status < 300,
  status,
  json: async () => body,
});

/** A fetch whose answers the test hands out one by one. */
function controlledFetch() {
  const pending: Array<{
    url: string;
    resolve: (value: ReturnType<typeof reply>) => void;
    reject: (error: Error) => void;
  }> = [];
  const fetch = vi.fn<InitFetch>(
    (url) => new Promise((resolve, reject) => pending.push({ url, resolve, reject })),
  );
  return { fetch, pending };
}

afterEach(() => vi.useRealTimers());

describe('createServerReportingDsn', () => {
  it("reads sentry_dsn from the server's init reply, asking once", async () => {
    const { fetch, pending } = controlledFetch();
    const lookup = createServerReportingDsn({ fetch, apiBaseUrl: API, version: '5.3.17', warn: vi.fn() });
    lookup.start();
    lookup.start();
    expect(lookup.current()).toBeNull();
    const page = lookup.forDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(pending[0]!.url).toBe(`${API}/app/init?version=5.3.17`);
    expect(fetch.mock.calls[0]![1]).toMatchObject({ cache: 'no-store' });
    pending[0]!.resolve(reply({ current_version: '5.3.17', sentry_dsn: DSN }));
    await expect(page).resolves.toBe(DSN);
    expect(lookup.current()).toBe(DSN);
    await expect(lookup.forDocument()).resolves.toBe(DSN);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('knows that the server names no DSN, and does not ask again', async () => {
    const fetch = vi.fn<InitFetch>(async () => reply({ sentry_dsn: null }));
    const lookup = createServerReportingDsn({ fetch, apiBaseUrl: API, version: '5.3.17' });
    await expect(lookup.forDocument()).resolves.toBeNull();
    await expect(lookup.forDocument()).resolves.toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('lets a page wait no longer than documentWaitMs, and later pages get the late answer', async () => {
    vi.useFakeTimers();
    const { fetch, pending } = controlledFetch();
    const lookup = createServerReportingDsn({
      fetch,
      apiBaseUrl: API,
      version: '5.3.17',
      documentWaitMs: 2_000,
    });
    const first = lookup.forDocument();
    await vi.advanceTimersByTimeAsync(2_000);
    await expect(first).resolves.toBeNull();
    pending[0]!.resolve(reply({ sentry_dsn: DSN }));
    await vi.advanceTimersByTimeAsync(0);
    await expect(lookup.forDocument()).resolves.toBe(DSN);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['the network fails', () => Promise.reject(new TypeError('net::ERR_INTERNET_DISCONNECTED'))],
    ['the server answers 503', async () => reply({ message: 'down' }, 503)],
    ['the reply is no init reply', async () => reply({ sentry_dsn: 17 })],
  ])('tries again at the next page when %s', async (_case, failure) => {
    const warn = vi.fn();
    const fetch = vi.fn<InitFetch>(failure).mockImplementationOnce(failure);
    const lookup = createServerReportingDsn({ fetch, apiBaseUrl: API, version: '5.3.17', warn });
    await expect(lookup.forDocument()).resolves.toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('init not read'));
    fetch.mockImplementation(async () => reply({ sentry_dsn: DSN }));
    await expect(lookup.forDocument()).resolves.toBe(DSN);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe('fixedReportingDsn', () => {
  it('is the build DSN at once, for pages and everything else', async () => {
    const fixed = fixedReportingDsn(DSN);
    expect(fixed.current()).toBe(DSN);
    await expect(fixed.forDocument()).resolves.toBe(DSN);
    expect(fixedReportingDsn(null).current()).toBeNull();
  });
});
