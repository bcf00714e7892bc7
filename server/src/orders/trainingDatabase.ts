import type { Db } from '../db/database';
import type { Mailer } from '../mail/mailer';
import { messages } from '../../../src/shared/messages.de';

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
 * The port to the training database. A booking either succeeds with the database's id or throws; so does
 * the cancellation of a booked one.
 */
export interface TrainingDatabase {
  book(booking: BildungszeitMeldung): Promise<{ externalId: string }>;
  cancel(cancellation: BookingCancellation): Promise<void>;
}

/** Where the development port's reports go in the dev mailbox. */
export const DEV_TRAINING_DB_ADDRESS = 'weiterbildungsdatenbank@dev.invalid';

/**
 * Without TRAINING_DB_URL: the report is sent as a mail to the dev mailbox (the booking row already
 * records it), so people and tests can see exactly what would have gone out. Nothing claims success
 * that did not happen: the id says it is a development booking.
 */
export function devTrainingDatabase(mailer: Mailer): TrainingDatabase {
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
    async book(booking) {
      await report(messages.orders.trainingBookingSubject(booking.interneBuchungsId), booking);
      return { externalId: `DEV-${booking.interneBuchungsId}` };
    },
    cancel: (cancellation) =>
      report(messages.orders.trainingCancellationSubject(cancellation.interneBuchungsId), cancellation),
  };
}

/** The real endpoint: a JSON POST; anything but a 2xx with an id is a failure to retry. */
export function httpTrainingDatabase(url: string): TrainingDatabase {
  return {
    async book(booking) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(booking),
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok) throw new Error(`training database answered ${response.status}`);
      const reply = (await response.json()) as { id?: unknown };
      if (typeof reply.id !== 'string' && typeof reply.id !== 'number') {
        throw new Error('training database reply carries no id');
      }
      return { externalId: String(reply.id) };
    },
    async cancel(cancellation) {
      const response = await fetch(
        `${url.replace(/\/$/, '')}/${encodeURIComponent(cancellation.externalId)}`,
        {
          method: 'DELETE',
          signal: AbortSignal.timeout(15_000),
        },
      );
      // Already gone is as good as withdrawn.
      if (!response.ok && response.status !== 404) {
        throw new Error(`training database answered ${response.status} to the cancellation`);
      }
    },
  };
}

/** Backoff after the n-th failed attempt: 1, 2, 4 … minutes, at most an hour; 'failed' after 10. */
const RETRY_DELAY_MS = (attempts: number) => Math.min(60, 2 ** (attempts - 1)) * 60_000;
export const MAX_BOOKING_ATTEMPTS = 10;

interface DueBooking {
  id: number;
  payload: BildungszeitMeldung;
  attempts: number;
  status: 'pending' | 'cancelling';
  external_id: string | null;
}

/** A claimed booking is left to its sender this long; a sender that stopped midway is retried after it. */
const CLAIM_LEASE_MS = 10 * 60_000;

/**
 * Sends every booking that is due. Each is claimed first by moving its next attempt past a lease (SKIP
 * LOCKED: two server instances never send the same booking at once). A failure is recorded with its
 * message and retried later; after MAX_BOOKING_ATTEMPTS the booking stays 'failed' (the user sees it)
 * until someone sets it back to 'pending'.
 */
export async function sendDueBookings(db: Db, port: TrainingDatabase, now: Date): Promise<number> {
  const claimed = await db.query<DueBooking>(
    `UPDATE training_bookings SET next_attempt_at = $2
     WHERE id IN (
       SELECT id FROM training_bookings WHERE status IN ('pending', 'cancelling') AND next_attempt_at <= $1
       ORDER BY id LIMIT 50 FOR UPDATE SKIP LOCKED)
     RETURNING id, payload, attempts, status, external_id`,
    [now, new Date(now.getTime() + CLAIM_LEASE_MS)],
  );
  const due = claimed.sort((a, b) => a.id - b.id);
  for (const booking of due) {
    const attempts = booking.attempts + 1;
    try {
      if (booking.status === 'cancelling') {
        await port.cancel({
          interneBuchungsId: booking.payload.interneBuchungsId,
          externalId: booking.external_id!,
        });
        await db.query(
          `UPDATE training_bookings SET status = 'cancelled', attempts = $2, last_error = NULL, updated_at = $3
           WHERE id = $1 AND status = 'cancelling'`,
          [booking.id, attempts, now],
        );
        continue;
      }
      const { externalId } = await port.book(booking.payload);
      const booked = await db.query(
        `UPDATE training_bookings SET status = 'booked', attempts = $2, external_id = $3, last_error = NULL,
           updated_at = $4 WHERE id = $1 AND status = 'pending' RETURNING id`,
        [booking.id, attempts, externalId, now],
      );
      // Cancelled while it was being sent: what was booked is withdrawn next.
      if (booked.length === 0) {
        await db.query(
          `UPDATE training_bookings SET status = 'cancelling', external_id = $2, attempts = 0, next_attempt_at = $3,
             updated_at = $3 WHERE id = $1 AND status = 'cancelled'`,
          [booking.id, externalId, now],
        );
      }
    } catch (error) {
      // A cancellation is tried until it reaches the database: the booking must not stay counted.
      const failed = booking.status === 'pending' && attempts >= MAX_BOOKING_ATTEMPTS;
      await db.query(
        `UPDATE training_bookings SET status = $2, attempts = $3, last_error = $4, next_attempt_at = $5,
           updated_at = $6 WHERE id = $1 AND status = $7`,
        [
          booking.id,
          failed ? 'failed' : booking.status,
          attempts,
          error instanceof Error ? error.message.slice(0, 500) : String(error),
          new Date(now.getTime() + RETRY_DELAY_MS(attempts)),
          now,
          booking.status,
        ],
      );
    }
  }
  return due.length;
}
