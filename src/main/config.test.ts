import { describe, expect, it } from 'vitest';
import { DEFAULT_API_BASE_URL, loadMainConfig } from './config';

describe('loadMainConfig', () => {
  it('serves the bundle and talks to the local backend by default', () => {
    expect(loadMainConfig({}, true)).toEqual({
      apiBaseUrl: DEFAULT_API_BASE_URL,
      rendererOrigin: 'app://bundle',
      rendererEntryUrl: 'app://bundle/',
      devServer: false,
    });
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
