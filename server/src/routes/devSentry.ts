import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Context } from '../context';
import { HttpError, validationError, ErrorCode } from '../errors';

/**
 * A stand-in for the error-reporting service in development, so the whole reporting path (SDK,
 * transport, release tag, user feedback) is tested without any outside service. Point the client at
 * it with CLIENT_SENTRY_DSN=http://<any key>@<this server>/dev/sentry/1: the Sentry SDK derives the
 * envelope endpoint POST /dev/sentry/api/1/envelope/ from that DSN. Never registered in production.
 */

/** What a test reads back from GET /api/dev/sentry/events: one entry per envelope item. */
export interface StoredSentryItem {
  /** The envelope header's event id (the report id the client showed). */
  envelope_event_id: string | null;
  /** Item type: event, feedback, session, client_report, ... */
  type: string;
  event_id: string | null;
  release: string | null;
  environment: string | null;
  /** The first exception's type and value, for error events. */
  exception: { type: string | null; value: string | null } | null;
  message: string | null;
  /** The feedback context of a feedback item; associated_event_id names the report it belongs to. */
  feedback: {
    message: string | null;
    name: string | null;
    contact_email: string | null;
    associated_event_id: string | null;
  } | null;
  tags: Record<string, string>;
  received_at: string;
}

/** Oldest entries are dropped beyond this, so a long dev session does not grow without bound. */
const MAX_STORED_ITEMS = 5000;
/** Envelopes carry stack traces and breadcrumbs; larger than the API's 64 KiB default. */
const ENVELOPE_BODY_LIMIT = 1024 * 1024;

const NEWLINE = 0x0a;

const itemHeaderSchema = z.looseObject({
  type: z.string().min(1),
  length: z.number().int().min(0).optional(),
});
const envelopeHeaderSchema = z.looseObject({ event_id: z.string().optional() });

export interface EnvelopeItem {
  header: { type: string; length?: number | undefined };
  payload: Buffer;
}

/** Reads one line (without its newline) from `offset`; the end of the buffer ends the last line. */
function readLine(body: Buffer, offset: number): { line: Buffer; next: number } {
  const end = body.indexOf(NEWLINE, offset);
  return end === -1
    ? { line: body.subarray(offset), next: body.length }
    : { line: body.subarray(offset, end), next: end + 1 };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(ErrorCode.envelopeInvalid);
  }
}

/**
 * The envelope format: a JSON header line, then per item a JSON header line and its payload, which is
 * `length` bytes when the header says so (it may contain newlines), else the rest of the line.
 */
export function parseEnvelope(body: Buffer): {
  header: { event_id?: string | undefined };
  items: EnvelopeItem[];
} {
  const first = readLine(body, 0);
  const header = envelopeHeaderSchema.safeParse(parseJson(first.line.toString('utf8')));
  if (!header.success) throw validationError(header.error, 'envelope');
  const items: EnvelopeItem[] = [];
  let offset = first.next;
  while (offset < body.length) {
    const headerLine = readLine(body, offset);
    offset = headerLine.next;
    const text = headerLine.line.toString('utf8').trim();
    if (!text) continue;
    const itemHeader = itemHeaderSchema.safeParse(parseJson(text));
    if (!itemHeader.success) throw validationError(itemHeader.error, 'item');
    let payload: Buffer;
    if (itemHeader.data.length !== undefined) {
      payload = body.subarray(offset, offset + itemHeader.data.length);
      if (payload.length < itemHeader.data.length) {
        throw new HttpError(ErrorCode.envelopeTruncated);
      }
      offset += itemHeader.data.length;
      if (body[offset] === NEWLINE) offset += 1;
    } else {
      const line = readLine(body, offset);
      payload = line.line;
      offset = line.next;
    }
    items.push({ header: itemHeader.data, payload });
  }
  return { header: header.data, items };
}

const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** The fields tests look at, from one item; payloads that are not JSON objects keep only their type. */
export function summariseItem(
  envelopeEventId: string | null,
  item: EnvelopeItem,
  receivedAt: Date,
): StoredSentryItem {
  let payload: Record<string, unknown> = {};
  try {
    payload = record(JSON.parse(item.payload.toString('utf8')));
  } catch {
    // Attachments and other binary items are stored by type only.
  }
  const exceptionValues = record(payload.exception).values;
  const firstException = Array.isArray(exceptionValues) ? record(exceptionValues[0]) : null;
  const feedback = item.header.type === 'feedback' ? record(record(payload.contexts).feedback) : null;
  const tags = Object.fromEntries(
    Object.entries(record(payload.tags)).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
  return {
    envelope_event_id: envelopeEventId,
    type: item.header.type,
    event_id: str(payload.event_id),
    release: str(payload.release),
    environment: str(payload.environment),
    exception: firstException ? { type: str(firstException.type), value: str(firstException.value) } : null,
    message: str(payload.message) ?? str(record(payload.logentry).message),
    feedback: feedback
      ? {
          message: str(feedback.message),
          name: str(feedback.name),
          contact_email: str(feedback.contact_email),
          associated_event_id: str(feedback.associated_event_id),
        }
      : null,
    tags,
    received_at: receivedAt.toISOString(),
  };
}

const eventsQuery = z.object({
  /** Only items of this event or feedback for it. */
  event_id: z.string().max(64).optional(),
  type: z.string().max(40).optional(),
});

export function devSentryRoutes(app: FastifyInstance, ctx: Pick<Context, 'clock'>): void {
  const stored: StoredSentryItem[] = [];

  // Its own scope, so the raw-body parser applies to the envelope route alone.
  void app.register(async (scope) => {
    // The browser SDK posts text/plain (a string body) or no type at all (a binary body).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: ENVELOPE_BODY_LIMIT },
      (_req, body, done) => done(null, body),
    );
    const receive = async (request: { body: unknown }, reply: { header(k: string, v: string): unknown }) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (body.length === 0) throw new HttpError(ErrorCode.envelopeEmpty);
      const envelope = parseEnvelope(body);
      const envelopeEventId = envelope.header.event_id ?? null;
      const now = ctx.clock();
      for (const item of envelope.items) stored.push(summariseItem(envelopeEventId, item, now));
      if (stored.length > MAX_STORED_ITEMS) stored.splice(0, stored.length - MAX_STORED_ITEMS);
      // A DSN may point here from another dev origin (the Vite dev server).
      reply.header('access-control-allow-origin', '*');
      return { id: envelopeEventId };
    };
    scope.post('/dev/sentry/api/:projectId/envelope/', { bodyLimit: ENVELOPE_BODY_LIMIT }, receive);
    scope.post('/dev/sentry/api/:projectId/envelope', { bodyLimit: ENVELOPE_BODY_LIMIT }, receive);
  });

  app.get('/api/dev/sentry/events', async (request) => {
    const parsed = eventsQuery.safeParse(request.query);
    if (!parsed.success) throw validationError(parsed.error);
    const { event_id: eventId, type } = parsed.data;
    const normalise = (id: string | null) => id?.replace(/-/g, '').toLowerCase() ?? null;
    const wanted = eventId ? normalise(eventId) : null;
    return stored.filter(
      (item) =>
        (!type || item.type === type) &&
        (!wanted ||
          normalise(item.event_id) === wanted ||
          normalise(item.envelope_event_id) === wanted ||
          normalise(item.feedback?.associated_event_id ?? null) === wanted),
    );
  });
}
