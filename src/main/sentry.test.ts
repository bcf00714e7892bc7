import { beforeEach, describe, expect, it, vi } from 'vitest';

const sentry = vi.hoisted(() => ({ init: vi.fn() }));
vi.mock('@sentry/electron/main', () => ({
  init: sentry.init,
  IPCMode: { Classic: 1, Protocol: 2, Both: 3 },
}));

import { initErrorReporting } from './sentry';

describe('initErrorReporting', () => {
  beforeEach(() => sentry.init.mockClear());

  it('initialises nothing, so sends nothing, without a DSN', () => {
    expect(initErrorReporting({ dsn: null, release: '5.3.17', environment: 'production' })).toBe(false);
    expect(sentry.init).not.toHaveBeenCalled();
  });

  it('reports with the app version as release, over the protocol channel only', () => {
    const dsn = 'https://public@o1.ingest.sentry.io/2';
    expect(initErrorReporting({ dsn, release: '5.3.17', environment: 'production' })).toBe(true);
    expect(sentry.init).toHaveBeenCalledWith({
      dsn,
      release: '5.3.17',
      environment: 'production',
      ipcMode: 2,
      sendDefaultPii: false,
    });
  });
});
