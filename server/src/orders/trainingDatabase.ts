import type { Db } from '../db/database';
import type { Mailer } from '../mail/mailer';
import { messages } from '../../../src/shared/messages.de';
import { BOOKING_REPLY_MAX } from '../../../src/shared/api/calls/adminBookings';

/**
 * One training-time report as the industry's training databases take it ('BildungszeitMeldung', the
 * shape gut beraten's interface uses): learning form, content, title, dates, minutes, our booking id
 * and the participant's gut beraten ID.
 */
export interface BildungszeitMeldung {
  lernart: string;
  lerninhalt: string;
  titel: string;
  /** YYYY-MM-DD. */
  beginn: string;
  ende: string;
  zeitInMinuten: number;
  interneBuchungsId: string;
  gutberatenId: string;
}

/** A booked report to withdraw: our booking id and the database's. */
export interface BookingCancellation {
  interneBuchungsId: string;
  externalId: string;
}

/**
 * The port to the training database. A booking either succeeds with the database's id or throws, and so
 * does the withdrawal of a booked one; the body the database replied, either way, goes to `onReply` when
 * the caller keeps it (the worker stores it, docs/product-rules.md#training-database-bookings).
 */
export interface TrainingDatabase {
  book(booking: BildungszeitMeldung, onReply?: (body: string) => void): Promise<{ externalId: string }>;
  cancel(cancellation: BookingCancellation, onReply?: (body: string) => void): Promise<void>;
}

/** Where the development port's reports go in the dev mailbox. */
export const DEV_TRAINING_DB_ADDRESS = 'weiterbildungsdatenbank@dev.invalid';

/**
 * Without TRAINING_DB_URL: the report is sent as a mail to the dev mailbox (the booking row already
 * records it), so people and tests can see exactly what would have gone out. Nothing claims success
 * that did not happen: the id says it is a development booking.
 */
export function devTrainingDatabase(
  mailer: Mailer,
  refusals: ReadonlySet<string> = new Set(),
): TrainingDatabase {
  const report = async (subject: string, payload: object) => {
    const text = JSON.stringify(payload, null, 2);
    await mailer.send({
      to: DEV_TRAINING_DB_ADDRESS,
      subject,
      text,
      html: `<pre>${text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)}</pre>`,
    });
  };
  return {
    async book(booking, onReply) {
      if (refusals.has(booking.gutberatenId)) {
        // A refusal as a real database words one, for IDs the development routes name (the tests' failures).
        onReply?.(
          JSON.stringify({
            status: 422,
            fehler: 'gutberatenId unbekannt',
            gutberatenId: booking.gutberatenId,
          }),
        );
        throw new Error('training database answered 422');
      }
      await report(messages.orders.trainingBookingSubject(booking.interneBuchungsId), booking);
      const externalId = `DEV-${booking.interneBuchungsId}`;
      onReply?.(JSON.stringify({ id: externalId }));
      return { externalId };
    },
    async cancel(cancellation, onReply) {
      await report(messages.orders.trainingCancellationSubject(cancellation.interneBuchungsId), cancellation);
      onReply?.(JSON.stringify({ id: cancellation.externalId, storniert: true }));
    },
  };
}

/** The real endpoint: a JSON POST; anything but a 2xx with an id is a failure to retry. */
export function httpTrainingDatabase(url: string): TrainingDatabase {
  return {
    async book(booking, onReply) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(booking),
        signal: AbortSignal.timeout(15_000),
      });
      const body = await response.text();
      onReply?.(body);
      if (!response.ok) throw new Error(`training database answered ${response.status}`);
      const reply = JSON.parse(body) as { id?: unknown };
      if (typeof reply.id !== 'string' && typeof reply.id !== 'number') {
        throw new Error('training database reply carries no id');
      }
      return { externalId: String(reply.id) };
    },
    async cancel(cancellation, onReply) {
      const response = await fetch(
        `${url.replace(/\/$/, '')}/${encodeURIComponent(cancellation.externalId)}`,
        {
          method: 'DELETE',
          signal: AbortSignal.timeout(15_000),
        },
      );
      onReply?.(await response.text());
      // Already gone is as good as withdrawn.
      if (!response.ok && response.status !== 404) {
        throw new Error(`training database answered ${response.status} to the withdrawal`);
      }
    },
  };
}

/** Backoff after the n-th failed attempt: 1, 2, 4 … minutes, at most an hour; 'failed' after 10. */
const RETRY_DELAY_MS = (attempts: number) => Math.min(60, 2 ** (attempts - 1)) * 60_000;
export const MAX_BOOKING_ATTEMPTS = 10;

export interface DueBooking {
  id: number;
  payload: BildungszeitMeldung;
  attempts: number;
  /** 'cancelling': a booked report to withdraw (docs/product-rules.md#cancellations). */
  status: 'pending' | 'cancelling';
  external_id: string | null;
}

/** A claimed booking is left to its sender this long; a sender that stopped midway is retried after it. */
const CLAIM_LEASE_MS = 10 * 60_000;

/** What a booking keeps of the database's reply to its last attempt (BOOKING_REPLY_MAX characters). */
const replyKept = (body: string | null) => (body === null ? null : body.slice(0, BOOKING_REPLY_MAX));

/**
 * Sends every booking that is due. Each is claimed first by moving its next attempt past a lease (SKIP
 * LOCKED: two server instances never send the same booking at once; claimed_until tells the back office's
 * retry it is on its way). A failure is recorded with its message and retried later; after
 * MAX_BOOKING_ATTEMPTS the booking stays 'failed' (the user sees it) until someone sets it back to
 * 'pending'.
 */
export async function sendDueBookings(db: Db, port: TrainingDatabase, now: Date): Promise<number> {
  const claimed = await db.query<DueBooking>(
    `UPDATE training_bookings SET next_attempt_at = $2, claimed_until = $2
     WHERE id IN (
       SELECT id FROM training_bookings WHERE status IN ('pending', 'cancelling') AND next_attempt_at <= $1
       ORDER BY id LIMIT 50 FOR UPDATE SKIP LOCKED)
     RETURNING id, payload, attempts, status, external_id`,
    [now, claimLeaseEnd(now)],
  );
  const due = claimed.sort((a, b) => a.id - b.id);
  for (const booking of due) await attemptBooking(db, port, booking, now);
  return due.length;
}

/** The end of a sender's lease on a booking it claims at `now`. */
export const claimLeaseEnd = (now: Date): Date => new Date(now.getTime() + CLAIM_LEASE_MS);

/**
 * One attempt of a claimed booking: booked with the database's id, or the failure's message and its next
 * try; the database's reply body to the attempt is kept either way, and the claim ends.
 */
export async function attemptBooking(
  db: Db,
  port: TrainingDatabase,
  booking: DueBooking,
  now: Date,
): Promise<void> {
  const attempts = booking.attempts + 1;
  let reply: string | null = null;
  const keep = (body: string) => {
    reply = body;
  };
  try {
    if (booking.status === 'cancelling') {
      await port.cancel(
        { interneBuchungsId: booking.payload.interneBuchungsId, externalId: booking.external_id! },
        keep,
      );
      await db.query(
        `UPDATE training_bookings SET status = 'cancelled', attempts = $2, last_error = NULL, last_reply = $4,
           claimed_until = NULL, updated_at = $3 WHERE id = $1 AND status = 'cancelling'`,
        [booking.id, attempts, now, replyKept(reply)],
      );
      return;
    }
    const { externalId } = await port.book(booking.payload, keep);
    const booked = await db.query(
      `UPDATE training_bookings SET status = 'booked', attempts = $2, external_id = $3, last_error = NULL,
         last_reply = $5, claimed_until = NULL, updated_at = $4 WHERE id = $1 AND status = 'pending' RETURNING id`,
      [booking.id, attempts, externalId, now, replyKept(reply)],
    );
    // Cancelled while it was being sent: what was booked is withdrawn next.
    if (booked.length === 0) {
      await db.query(
        `UPDATE training_bookings SET status = 'cancelling', external_id = $2, attempts = 0, next_attempt_at = $3,
           claimed_until = NULL, updated_at = $3 WHERE id = $1 AND status = 'cancelled'`,
        [booking.id, externalId, now],
      );
    }
  } catch (error) {
    // A withdrawal is tried until it reaches the database: the report must not stay counted.
    const failed = booking.status === 'pending' && attempts >= MAX_BOOKING_ATTEMPTS;
    await db.query(
      `UPDATE training_bookings SET status = $2, attempts = $3, last_error = $4, next_attempt_at = $5,
         updated_at = $6, last_reply = $7, claimed_until = NULL WHERE id = $1 AND status = $8`,
      [
        booking.id,
        failed ? 'failed' : booking.status,
        attempts,
        error instanceof Error ? error.message.slice(0, 500) : String(error),
        new Date(now.getTime() + RETRY_DELAY_MS(attempts)),
        now,
        replyKept(reply),
        booking.status,
      ],
    );
  }
}
