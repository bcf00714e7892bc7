import { describe, expect, it, vi } from 'vitest';
import { crashAtom, createAppStore, createCrashReporting, startupAtom, type InitData } from '../state';
import { connectReporter } from './crash';
import { createAppErrorReporter } from './reporter';

const startSentry = vi.hoisted(() => vi.fn());
vi.mock('./sentrySdk', () => ({ startSentry }));

describe("the app's reporter with no DSN configured", () => {
  it('never loads the SDK module, and the error screen gets no report id', async () => {
    const store = createAppStore();
    const errorReporter = createAppErrorReporter();
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
