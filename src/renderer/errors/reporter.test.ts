import { testServices } from '../state/testing';
import { describe, expect, it, vi } from 'vitest';
import { APP_VERSION } from '../../shared/api/constants';
import type { User } from '../../shared/api/entities';
import { sessionAtom, startupAtom, type InitData } from '../state';
import { connectReporter } from './crash';
import { createErrorReporter, type LoadSdk, type ReportingSdk } from './reporter';

function fakeSdk() {
  let next = 0;
  const sdk = {
    captureException: vi.fn((_error: unknown) => `event-${++next}`),
    captureFeedback: vi.fn(() => 'feedback-id'),
    setUser: vi.fn(),
    flush: vi.fn(async () => true),
  } satisfies ReportingSdk;
  return sdk;
}

function setup({ loadFails = false } = {}) {
  const sdk = fakeSdk();
  const load = vi.fn<LoadSdk>(async () => {
    if (loadFails) throw new Error('chunk failed');
    return sdk;
  });
  const scheduled: Array<() => void> = [];
  const reporter = createErrorReporter({
    load,
    release: APP_VERSION,
    environment: 'test',
    tags: { platform: 'web' },
    scheduleLoad: (start) => scheduled.push(start),
  });
  return { sdk, load, reporter, scheduled };
}

const flushPromises = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the error reporter', () => {
  it('with no DSN loads nothing, sends nothing and gives no report id', async () => {
    const { reporter, load, scheduled } = setup();
    const early = reporter.captureException(new Error('before the configuration'));
    reporter.configure(null);
    expect(await early).toBeNull();
    expect(await reporter.captureException(new Error('after'))).toBeNull();
    expect(load).not.toHaveBeenCalled();
    expect(scheduled).toHaveLength(0);
    expect(reporter.status).toBe('off');
    await expect(reporter.sendFeedback({ eventId: 'x', message: 'm' })).rejects.toThrow();
  });

  it('queues errors until a DSN is known and the SDK is loaded, then sends them in order', async () => {
    const { reporter, load, sdk } = setup();
    const first = reporter.captureException(new Error('one'));
    const second = reporter.captureException(new Error('two'));
    await flushPromises();
    expect(load).not.toHaveBeenCalled();

    reporter.configure('http://key@localhost:8080/dev/sentry/1');
    // Errors are waiting: the SDK loads at once rather than when the browser is idle.
    expect(load).toHaveBeenCalledWith({
      dsn: 'http://key@localhost:8080/dev/sentry/1',
      release: '5.3.17',
      environment: 'test',
      tags: { platform: 'web' },
    });
    expect(await first).toBe('event-1');
    expect(await second).toBe('event-2');
    expect(sdk.captureException.mock.calls.map(([error]) => (error as Error).message)).toEqual([
      'one',
      'two',
    ]);
    expect(await reporter.captureException(new Error('three'))).toBe('event-3');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads the SDK when idle when no error asks for it sooner', async () => {
    const { reporter, load, scheduled } = setup();
    reporter.configure('http://key@localhost/1');
    expect(load).not.toHaveBeenCalled();
    scheduled[0]!();
    await flushPromises();
    expect(load).toHaveBeenCalledTimes(1);
    expect(reporter.status).toBe('ready');
  });

  it('an error before the idle load starts the load itself', async () => {
    const { reporter, load } = setup();
    reporter.configure('http://key@localhost/1');
    expect(await reporter.captureException(new Error('early'))).toBe('event-1');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('ignores a later configuration (a build-time DSN wins over the server)', async () => {
    const { reporter, load } = setup();
    reporter.configure('http://build@localhost/1');
    reporter.configure(null);
    reporter.configure('http://server@localhost/2');
    await reporter.captureException(new Error('x'));
    expect(load).toHaveBeenCalledTimes(1);
    expect(load.mock.calls[0]![0].dsn).toBe('http://build@localhost/1');
  });

  it('gives no report id when the SDK cannot be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { reporter } = setup({ loadFails: true });
    reporter.configure('http://key@localhost/1');
    expect(await reporter.captureException(new Error('x'))).toBeNull();
    expect(reporter.status).toBe('failed');
    expect(await reporter.captureException(new Error('y'))).toBeNull();
    warn.mockRestore();
  });

  it('sends feedback for the report id and waits until it has left', async () => {
    const { reporter, sdk } = setup();
    reporter.configure('http://key@localhost/1');
    const eventId = await reporter.captureException(new Error('x'));
    await reporter.sendFeedback({
      eventId: eventId!,
      message: 'Ich habe geklickt',
      name: 'Erika',
      email: 'e@x.de',
    });
    expect(sdk.captureFeedback).toHaveBeenCalledWith({
      message: 'Ich habe geklickt',
      name: 'Erika',
      email: 'e@x.de',
      associatedEventId: 'event-1',
    });
    expect(sdk.flush).toHaveBeenCalled();

    sdk.flush.mockResolvedValueOnce(false);
    await expect(reporter.sendFeedback({ eventId: 'event-1', message: 'again' })).rejects.toThrow();
  });

  it('passes the signed-in user id, also when it was set before the SDK loaded', async () => {
    const { reporter, sdk } = setup();
    reporter.setUser(42);
    reporter.configure('http://key@localhost/1');
    await reporter.captureException(new Error('x'));
    expect(sdk.setUser).toHaveBeenLastCalledWith({ id: '42' });
    reporter.setUser(null);
    expect(sdk.setUser).toHaveBeenLastCalledWith(null);
  });
});

const init = (sentryDsn: string | null | undefined) =>
  ({
    current_version: '5.3.17',
    minimum_version: '5.0.0',
    recommended_version: '5.3.17',
    ziggy: { url: 'http://localhost', port: null, defaults: {}, routes: {} },
    ...(sentryDsn === undefined ? {} : { sentry_dsn: sentryDsn }),
  }) as InitData;

describe('connectReporter', () => {
  it('takes the DSN from /app/init once the app has started', async () => {
    const { reporter, load } = setup();
    const store = testServices({}).store;
    connectReporter(reporter, store, undefined);
    expect(reporter.status).toBe('waiting');
    store.set(startupAtom, {
      status: 'ready',
      init: init('http://key@localhost/1'),
      verdict: 'current',
      testMode: false,
    });
    expect(reporter.status).toBe('loading');
    await reporter.captureException(new Error('x'));
    expect(load.mock.calls[0]![0].dsn).toBe('http://key@localhost/1');
  });

  it('turns reporting off when the server names no DSN', () => {
    for (const dsn of [null, undefined]) {
      const { reporter, load } = setup();
      const store = testServices({}).store;
      connectReporter(reporter, store, undefined);
      store.set(startupAtom, { status: 'ready', init: init(dsn), verdict: 'current', testMode: false });
      expect(reporter.status).toBe('off');
      expect(load).not.toHaveBeenCalled();
    }
  });

  it('prefers the build-time DSN', async () => {
    const { reporter, load } = setup();
    const store = testServices({}).store;
    connectReporter(reporter, store, 'http://build@localhost/9');
    store.set(startupAtom, { status: 'ready', init: init(null), verdict: 'current', testMode: false });
    await reporter.captureException(new Error('x'));
    expect(load.mock.calls[0]![0].dsn).toBe('http://build@localhost/9');
  });

  it('follows the signed-in user', async () => {
    const { reporter, sdk } = setup();
    const store = testServices({}).store;
    connectReporter(reporter, store, 'http://build@localhost/9');
    await reporter.captureException(new Error('x'));
    store.set(sessionAtom, { status: 'user', user: { id: 7 } as User });
    expect(sdk.setUser).toHaveBeenLastCalledWith({ id: '7' });
    store.set(sessionAtom, { status: 'visitor' });
    expect(sdk.setUser).toHaveBeenLastCalledWith(null);
  });
});
