import { describe, expect, it } from 'vitest';
import { buildContentSecurityPolicy } from './contentSecurityPolicy';

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
});
