import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { startupAtom, type InitData } from '../state/init';
import { connectReporter, createCrashReporting, crashAtom, errorReporter } from './crash';

const startSentry = vi.hoisted(() => vi.fn());
vi.mock('./sentrySdk', () => ({ startSentry }));

describe("the app's reporter with no DSN configured", () => {
  it('never loads the SDK module, and the error screen gets no report id', async () => {
    const store = createStore();
    connectReporter(errorReporter, store, undefined);
    store.set(startupAtom, {
      status: 'ready',
      init: { sentry_dsn: null } as InitData,
      verdict: 'current',
      testMode: false,
    });
    const reporting = createCrashReporting(store, errorReporter);
    reporting.reportCrash(new Error('x'));
    expect(store.get(crashAtom)).toEqual({ eventId: null });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(store.get(crashAtom)).toEqual({ eventId: null });
    expect(errorReporter.status).toBe('off');
    expect(startSentry).not.toHaveBeenCalled();
  });
});
