import { describe, expect, it } from 'vitest';
import { DEFAULT_API_BASE_URL, loadMainConfig } from './config';

describe('loadMainConfig', () => {
  it('serves the bundle and talks to the local backend by default', () => {
    expect(loadMainConfig({}, true)).toEqual({
      apiBaseUrl: DEFAULT_API_BASE_URL,
      rendererOrigin: 'app://bundle',
      rendererEntryUrl: 'app://bundle/',
      devServer: false,
      sentryDsn: null,
      rendererSentryDsn: null,
      updateFeedUrl: null,
    });
  });

  it("knows the renderer's build DSN only from the build, apart from main's own", () => {
    const dsn = 'https://public@o1.ingest.sentry.io/3';
    const config = loadMainConfig({ SENTRY_DSN: 'https://main@o1.ingest.sentry.io/2' }, true, {
      rendererSentryDsn: dsn,
    });
    expect(config.rendererSentryDsn).toBe(dsn);
    expect(loadMainConfig({ SENTRY_DSN: dsn }, true).rendererSentryDsn).toBeNull();
    expect(loadMainConfig({}, true, { rendererSentryDsn: '' }).rendererSentryDsn).toBeNull();
  });

  it('takes the Sentry DSN from SENTRY_DSN, else from the build', () => {
    const dsn = 'https://public@o1.ingest.sentry.io/2';
    expect(loadMainConfig({ SENTRY_DSN: dsn }, true).sentryDsn).toBe(dsn);
    expect(loadMainConfig({}, true, { sentryDsn: dsn }).sentryDsn).toBe(dsn);
    expect(loadMainConfig({ SENTRY_DSN: ' ' }, true, { sentryDsn: '' }).sentryDsn).toBeNull();
    expect(() => loadMainConfig({ SENTRY_DSN: 'not a dsn' }, true)).toThrow(/SENTRY_DSN/);
  });

  it('takes an https update feed from QUIZ_UPDATE_URL', () => {
    const feed = 'https://downloads.example.de/desktop/';
    expect(loadMainConfig({ QUIZ_UPDATE_URL: feed }, true).updateFeedUrl).toBe(feed);
    expect(() => loadMainConfig({ QUIZ_UPDATE_URL: 'http://downloads.example.de/' }, true)).toThrow(
      /QUIZ_UPDATE_URL/,
    );
  });

  it('takes the backend from QUIZ_API_URL without a trailing slash', () => {
    expect(loadMainConfig({ QUIZ_API_URL: 'https://quiz.example.de/api/' }, true).apiBaseUrl).toBe(
      'https://quiz.example.de/api',
    );
  });

  it.each(['ftp://quiz.example.de', 'javascript:alert(1)', 'quiz.example.de/api'])(
    'refuses QUIZ_API_URL=%s',
    (url) => {
      expect(() => loadMainConfig({ QUIZ_API_URL: url }, true)).toThrow(/QUIZ_API_URL/);
    },
  );

  it('loads the dev server in development', () => {
    const config = loadMainConfig({ ELECTRON_RENDERER_URL: 'http://localhost:5173' }, false);
    expect(config).toMatchObject({
      rendererOrigin: 'http://localhost:5173',
      rendererEntryUrl: 'http://localhost:5173',
      devServer: true,
    });
  });

  it('ignores a dev server URL in a packaged app', () => {
    const config = loadMainConfig({ ELECTRON_RENDERER_URL: 'https://evil.example' }, true);
    expect(config.rendererOrigin).toBe('app://bundle');
    expect(config.devServer).toBe(false);
  });
});
