import { afterAll, describe, expect, it, vi } from 'vitest';
import { startSentry } from './sentrySdk';

/** The real SDK against a fake fetch: the envelope URL it derives from our DSN and what it sends. */
describe('startSentry', () => {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response('{}', { status: 200 }));
  // Looks native, so the SDK uses it as is instead of fetching a clean one from a blank iframe.
  fetchMock.toString = () => 'function fetch() { [native code] }';
  vi.stubGlobal('fetch', fetchMock);
  afterAll(() => vi.unstubAllGlobals());

  const sdk = startSentry({
    dsn: 'http://e2e@localhost:8185/dev/sentry/1',
    release: '5.3.17',
    environment: 'test',
    tags: { platform: 'web' },
  });

  const sent = () =>
    fetchMock.mock.calls
      .filter(([url]) => String(url).includes('/envelope/'))
      .map(([url, init]) => ({ url: String(url), body: String(init?.body) }));

  it('posts an error event with the release to the envelope endpoint of the DSN', async () => {
    const eventId = sdk.captureException(new Error('Kaputt'));
    expect(eventId).toMatch(/^[0-9a-f]{32}$/);
    expect(await sdk.flush(2000)).toBe(true);
    const envelope = sent().find((request) => request.body.includes(eventId));
    expect(envelope?.url).toMatch(
      /^http:\/\/localhost:8185\/dev\/sentry\/api\/1\/envelope\/\?sentry_version=7&sentry_key=e2e/,
    );
    const [header, itemHeader, payload] = envelope!.body.split('\n');
    expect(JSON.parse(header!).event_id).toBe(eventId);
    expect(JSON.parse(itemHeader!).type).toBe('event');
    const event = JSON.parse(payload!);
    expect(event).toMatchObject({ release: '5.3.17', environment: 'test', tags: { platform: 'web' } });
    expect(event.exception.values[0]).toMatchObject({ type: 'Error', value: 'Kaputt' });
  });

  it('sends feedback linked to the report', async () => {
    const reportId = sdk.captureException(new Error('Noch einmal'));
    sdk.captureFeedback({
      message: 'Was passiert ist',
      name: 'Erika',
      email: 'e@x.de',
      associatedEventId: reportId,
    });
    expect(await sdk.flush(2000)).toBe(true);
    const feedback = sent().find((request) => request.body.includes('"type":"feedback"'));
    const payload = JSON.parse(feedback!.body.split('\n')[2]!);
    expect(payload.contexts.feedback).toMatchObject({
      message: 'Was passiert ist',
      name: 'Erika',
      contact_email: 'e@x.de',
      associated_event_id: reportId,
    });
    expect(payload.release).toBe('5.3.17');
  });

  it('leaves window errors to the app (no global handlers of its own)', () => {
    const before = sent().length;
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('x'), message: 'x' }));
    expect(sent().length).toBe(before);
  });
});
