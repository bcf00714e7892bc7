import { describe, expect, it } from 'vitest';
import { initCall } from '../../../src/shared/api/calls/session';
import { createTestServer, useTestServer, json } from '../testing/harness';
import type { StoredSentryItem } from './devSentry';

const DSN = 'http://e2e@localhost:8080/dev/sentry/1';
/** The endpoint the Sentry SDK derives from DSN (see @sentry/core api.ts), with its auth query. */
const ENVELOPE_URL = '/dev/sentry/api/1/envelope/?sentry_version=7&sentry_key=e2e&sentry_client=test%2F1.0';

const t = useTestServer({ config: { clientSentryDsn: DSN } });

const eventId = () => crypto.randomUUID().replace(/-/g, '');

/** An error event envelope the way the browser SDK serialises it (one JSON line per part). */
function errorEnvelope(id: string, message: string): string {
  const event = {
    event_id: id,
    release: '5.3.17',
    environment: 'test',
    exception: { values: [{ type: 'Error', value: message }] },
    tags: { platform: 'web' },
  };
  return [
    JSON.stringify({ event_id: id, sent_at: new Date().toISOString(), dsn: DSN }),
    JSON.stringify({ type: 'event' }),
    JSON.stringify(event),
  ].join('\n');
}

/** A feedback envelope as `captureFeedback` sends it: the payload's byte length in the item header. */
function feedbackEnvelope(id: string, associated: string, message: string): string {
  const payload = JSON.stringify({
    event_id: id,
    type: 'feedback',
    release: '5.3.17',
    contexts: {
      feedback: {
        message,
        name: 'Erika Muster',
        contact_email: 'erika@example.test',
        associated_event_id: associated,
      },
    },
  });
  return [
    JSON.stringify({ event_id: id }),
    JSON.stringify({ type: 'feedback', length: Buffer.byteLength(payload) }),
    payload,
  ].join('\n');
}

const post = (body: string | Buffer, contentType: string | undefined = 'text/plain;charset=UTF-8') =>
  t.request({
    method: 'POST',
    url: ENVELOPE_URL,
    payload: body,
    headers: contentType ? { 'content-type': contentType } : {},
  });

const events = async (query = '') =>
  json<StoredSentryItem[]>(await t.request({ method: 'GET', url: `/api/dev/sentry/events${query}` }));

describe('the development envelope endpoint', () => {
  it('sends the configured DSN in /app/init and allows its origin in the CSP', async () => {
    const response = await t.request({ method: 'GET', url: '/api/app/init?version=5.3.17' });
    expect(initCall.response.parse(response.json()).sentry_dsn).toBe(DSN);
    expect(response.headers['content-security-policy']).toContain("connect-src 'self' http://localhost:8080");
  });

  it('stores an error event with its release and exception', async () => {
    const id = eventId();
    const response = await post(errorEnvelope(id, 'Kaputt'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id });
    expect(await events(`?event_id=${id}`)).toEqual([
      expect.objectContaining({
        envelope_event_id: id,
        type: 'event',
        event_id: id,
        release: '5.3.17',
        environment: 'test',
        exception: { type: 'Error', value: 'Kaputt' },
        tags: { platform: 'web' },
      }),
    ]);
  });

  it('links feedback to its report and reads payloads of a given length, newlines included', async () => {
    const reportId = eventId();
    await post(errorEnvelope(reportId, 'Noch ein Fehler'));
    const feedbackId = eventId();
    expect(
      (await post(feedbackEnvelope(feedbackId, reportId, 'Zeile eins\nZeile zwei – ä'))).statusCode,
    ).toBe(200);
    const items = await events(`?event_id=${reportId}`);
    expect(items.map((item) => item.type)).toEqual(['event', 'feedback']);
    expect(items[1]!.feedback).toEqual({
      message: 'Zeile eins\nZeile zwei – ä',
      name: 'Erika Muster',
      contact_email: 'erika@example.test',
      associated_event_id: reportId,
    });
    expect(await events(`?type=feedback&event_id=${feedbackId}`)).toHaveLength(1);
  });

  it('accepts a binary body without a content type and several items per envelope', async () => {
    const id = eventId();
    const body = Buffer.from(
      [
        JSON.stringify({ event_id: id }),
        JSON.stringify({ type: 'event' }),
        JSON.stringify({ event_id: id, release: '5.3.17', message: 'Nur eine Nachricht' }),
        JSON.stringify({ type: 'attachment', length: 3 }),
        'a\nb',
        '',
      ].join('\n'),
    );
    expect((await post(body, undefined)).statusCode).toBe(200);
    const items = await events(`?event_id=${id}`);
    expect(items.map((item) => [item.type, item.message])).toEqual([
      ['event', 'Nur eine Nachricht'],
      ['attachment', null],
    ]);
  });

  it('rejects an empty or malformed envelope', async () => {
    expect((await post('')).statusCode).toBe(400);
    expect((await post('not json\n{}')).statusCode).toBe(400);
    expect((await post(`{}\n${JSON.stringify({ type: 'event', length: 99 })}\n{}`)).statusCode).toBe(400);
    expect((await post(`{}\n${JSON.stringify({ length: 2 })}\n{}`)).statusCode).toBe(422);
  });

  it('takes envelopes larger than the API body limit', async () => {
    const id = eventId();
    const response = await post(errorEnvelope(id, 'x'.repeat(200 * 1024)));
    expect(response.statusCode).toBe(200);
  });
});

describe('in production', () => {
  it('has neither the envelope endpoint nor the event list', async () => {
    const production = await createTestServer({ config: { production: true } });
    try {
      expect((await production.request({ method: 'GET', url: '/api/dev/sentry/events' })).statusCode).toBe(
        404,
      );
      const response = await production.request({
        method: 'POST',
        url: ENVELOPE_URL,
        payload: errorEnvelope(eventId(), 'x'),
        headers: { 'content-type': 'text/plain' },
      });
      expect(response.statusCode).toBe(404);
      const init = await production.request({ method: 'GET', url: '/api/app/init?version=5.3.17' });
      expect(initCall.response.parse(init.json()).sentry_dsn).toBeNull();
    } finally {
      await production.close();
    }
  });
});
