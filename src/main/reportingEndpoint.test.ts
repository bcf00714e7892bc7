import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { sentryEnvelopeSource } from './reportingEndpoint';

/** The @sentry/core the renderer's SDK (@sentry/react) runs on, to compare with what it really sends to. */
const sentryCore = createRequire(createRequire(import.meta.url).resolve('@sentry/react'))('@sentry/core') as {
  makeDsn(dsn: string): object | undefined;
  getEnvelopeEndpointWithUrlEncodedAuth(dsn: object): string;
};

describe('sentryEnvelopeSource', () => {
  it.each([
    [
      'https://public@o447951.ingest.de.sentry.io/4508',
      'https://o447951.ingest.de.sentry.io/api/4508/envelope/',
    ],
    ['http://e2e@localhost:8080/dev/sentry/1', 'http://localhost:8080/dev/sentry/api/1/envelope/'],
    [
      'https://key:secret@Sentry.Example.DE:9000/a/b/77',
      'https://sentry.example.de:9000/a/b/api/77/envelope/',
    ],
    ['https://key@sentry.example.de/12abc', 'https://sentry.example.de/api/12/envelope/'],
  ])('names where the SDK posts the reports of %s', (dsn, endpoint) => {
    expect(sentryEnvelopeSource(dsn)).toBe(endpoint);
    const sdkUrl = sentryCore.getEnvelopeEndpointWithUrlEncodedAuth(sentryCore.makeDsn(dsn)!);
    // Chromium lowercases the host; CSP compares hosts without case anyway.
    expect(sdkUrl.split('?')[0]!.toLowerCase()).toBe(endpoint.toLowerCase());
  });

  it.each([
    null,
    undefined,
    '',
    'not a dsn',
    'https://o1.ingest.sentry.io/42',
    'ftp://key@o1.ingest.sentry.io/42',
    'https://key@o1.ingest.sentry.io/project',
    'https://key@[::1]:9000/42',
    // Whatever reaches the header must not end the source or add one.
    'https://key@o1.ingest.sentry.io/x;script-src/42',
    'https://key@o1.ingest.sentry.io/x,y/42',
    'https://key@o1.ingest.sentry.io/x y/42',
    'https://key@o1.ingest.sentry.io/x?z/42',
    ' https://key@o1.ingest.sentry.io/42',
  ])('allows nothing for %j', (dsn) => {
    expect(sentryEnvelopeSource(dsn)).toBeNull();
  });
});
