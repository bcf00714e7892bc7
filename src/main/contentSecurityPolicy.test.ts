import { describe, expect, it } from 'vitest';
import { buildContentSecurityPolicy, createContentSecurityPolicySource } from './contentSecurityPolicy';
import { fixedReportingDsn } from './reportingDsn';

const directivesOf = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((directive) => [directive.split(' ')[0], directive]));

describe('buildContentSecurityPolicy', () => {
  it('allows only our scripts and the backend for connections in production', () => {
    const policy = directivesOf(buildContentSecurityPolicy({ apiBaseUrl: 'https://quiz.example.de/api' }));
    expect(policy).toEqual({
      'default-src': "default-src 'self'",
      'connect-src': "connect-src 'self' https://quiz.example.de wss://quiz.example.de",
      'img-src': "img-src 'self' data: https: https://quiz.example.de",
      'style-src': "style-src 'self' 'unsafe-inline'",
      'script-src': "script-src 'self'",
      'object-src': "object-src 'none'",
      'base-uri': "base-uri 'self'",
      'frame-ancestors': "frame-ancestors 'none'",
    });
  });

  it('adds the realtime socket of a local http backend', () => {
    const policy = directivesOf(buildContentSecurityPolicy({ apiBaseUrl: 'http://localhost:8080/api' }));
    expect(policy['connect-src']).toBe("connect-src 'self' http://localhost:8080 ws://localhost:8080");
  });

  it('lets the Vite dev server hot-reload in development only', () => {
    const policy = directivesOf(
      buildContentSecurityPolicy({
        apiBaseUrl: 'http://localhost:8080/api',
        devServerOrigin: 'http://localhost:5173',
      }),
    );
    expect(policy['script-src']).toBe("script-src 'self' 'unsafe-inline'");
    expect(policy['connect-src']).toContain('ws://localhost:5173');
  });

  it("allows the reporting DSN's envelope endpoint for connections, and nothing else of its host", () => {
    const policy = directivesOf(
      buildContentSecurityPolicy({
        apiBaseUrl: 'https://quiz.example.de/api',
        reportingDsn: 'https://public@o1.ingest.de.sentry.io/42',
      }),
    );
    expect(policy['connect-src']).toBe(
      "connect-src 'self' https://quiz.example.de wss://quiz.example.de https://o1.ingest.de.sentry.io/api/42/envelope/",
    );
    expect(policy['default-src']).toBe("default-src 'self'");
    expect(policy['img-src']).toBe("img-src 'self' data: https: https://quiz.example.de");
  });

  it('adds no source for a DSN that could widen or break the policy', () => {
    const withoutDsn = buildContentSecurityPolicy({ apiBaseUrl: 'https://quiz.example.de/api' });
    for (const reportingDsn of [
      'https://key@o1.ingest.sentry.io/x;script-src/42',
      'https://o1.ingest.sentry.io/42',
      'not a dsn',
    ]) {
      expect(buildContentSecurityPolicy({ apiBaseUrl: 'https://quiz.example.de/api', reportingDsn })).toBe(
        withoutDsn,
      );
    }
  });
});

describe('createContentSecurityPolicySource', () => {
  const apiBaseUrl = 'https://quiz.example.de/api';
  const dsn = 'https://public@o1.ingest.de.sentry.io/42';

  it('gives pages the policy with the DSN once it is known, other responses the policy as known now', async () => {
    let known: string | null = null;
    let release = () => {};
    const source = createContentSecurityPolicySource({
      apiBaseUrl,
      reportingDsn: {
        current: () => known,
        forDocument: () =>
          new Promise((resolve) => {
            release = () => resolve((known = dsn));
          }),
      },
    });
    const page = source.forDocument();
    expect(source.current()).toBe(buildContentSecurityPolicy({ apiBaseUrl }));
    release();
    await expect(page).resolves.toBe(buildContentSecurityPolicy({ apiBaseUrl, reportingDsn: dsn }));
    expect(source.current()).toContain('https://o1.ingest.de.sentry.io/api/42/envelope/');
  });

  it('refuses a backend without origin at once, not at the first page', () => {
    expect(() =>
      createContentSecurityPolicySource({ apiBaseUrl: 'not a url', reportingDsn: fixedReportingDsn(dsn) }),
    ).toThrow(/origin/);
  });
});
