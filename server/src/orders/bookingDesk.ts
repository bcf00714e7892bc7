import {
  BOOKINGS_PAGE_SIZE,
  type AdminBooking,
  type TrainingBookingState,
} from '../../../src/shared/api/calls/adminBookings';
import { writeAudit } from '../admin/audit';
import { one, type Db } from '../db/database';
import { HttpError, ErrorCode } from '../errors';
import { attemptBooking, claimLeaseEnd, type DueBooking, type TrainingDatabase } from './trainingDatabase';

/**
 * The back office's training-database bookings (docs/product-rules.md#training-database-bookings): the
 * list with each booking's state, attempts, next try and the database's last reply, and "retry now",
 * which sends one booking at once through the worker's own code, audited.
 */

export interface BookingWriter {
  editor: { id: number; email: string };
  ip: string;
  now: Date;
}

interface Row {
  id: number;
  order_id: number;
  invoice_number: string;
  buyer_name: string;
  gutberaten_id: string | null;
  status: TrainingBookingState;
  attempts: number;
  next_attempt_at: Date;
  last_error: string | null;
  last_reply: string | null;
  external_id: string | null;
  updated_at: Date;
}

const SELECT = `SELECT b.id, b.order_id, o.invoice_number, o.buyer_name,
    coalesce(o.gutberaten_id, b.payload->>'gutberatenId') AS gutberaten_id, b.status, b.attempts,
    b.next_attempt_at, b.last_error, b.last_reply, b.external_id, b.updated_at
  FROM training_bookings b JOIN orders o ON o.id = b.order_id`;

const toBooking = (row: Row): AdminBooking => ({
  id: row.id,
  order_id: row.order_id,
  invoice_number: row.invoice_number,
  buyer_name: row.buyer_name,
  gutberaten_id: row.gutberaten_id ?? '',
  status: row.status,
  attempts: row.attempts,
  next_attempt_at: row.status === 'pending' ? new Date(row.next_attempt_at).toISOString() : null,
  last_error: row.last_error,
  last_reply: row.last_reply,
  external_id: row.external_id,
  updated_at: new Date(row.updated_at).toISOString(),
});

export interface BookingFilter {
  search?: string | undefined;
  state?: TrainingBookingState | undefined;
  page: number;
}

/** A page of bookings, newest first; the search matches a part of the invoice number or the buyer's name. */
export async function listBookings(
  db: Db,
  filter: BookingFilter,
): Promise<{ data: AdminBooking[]; total: number }> {
  const where = `($1::text IS NULL OR strpos(upper(o.invoice_number), upper($1)) > 0
      OR strpos(lower(o.buyer_name), lower($1)) > 0)
    AND ($2::text IS NULL OR b.status = $2)`;
  const params = [filter.search?.trim() || null, filter.state ?? null];
  const rows = await db.query<Row>(
    `${SELECT} WHERE ${where} ORDER BY b.id DESC LIMIT ${BOOKINGS_PAGE_SIZE} OFFSET $3`,
    [...params, (filter.page - 1) * BOOKINGS_PAGE_SIZE],
  );
  const count = await one<{ n: number }>(
    db,
    `SELECT count(*)::int AS n FROM training_bookings b JOIN orders o ON o.id = b.order_id WHERE ${where}`,
    params,
  );
  return { data: rows.map(toBooking), total: count?.n ?? 0 };
}

async function find(db: Db, id: number): Promise<AdminBooking> {
  const row = await one<Row>(db, `${SELECT} WHERE b.id = $1`, [id]);
  if (!row) throw new HttpError(ErrorCode.notFound);
  return toBooking(row);
}

/** What an audit row keeps of a booking: where it stood, not the learner's data. */
const audited = (booking: AdminBooking) => ({
  status: booking.status,
  attempts: booking.attempts,
  external_id: booking.external_id,
  last_error: booking.last_error,
});

/**
 * Retry now: claims the booking in a transaction with its audit row (the claim a worker takes, so the
 * worker leaves it alone), then sends it at once through the worker's own attempt, outside any
 * transaction (the port is a remote call). A booked or cancelled booking, or one a sender holds right now
 * (a second retry at the same moment, or the worker), is refused with 409: a booking is sent once.
 */
export async function retryBooking(
  db: Db,
  port: TrainingDatabase,
  by: BookingWriter,
  id: number,
): Promise<AdminBooking> {
  const claimed = await db.transaction(async (tx) => {
    const locked = await one<{ status: TrainingBookingState; claimed_until: Date | null }>(
      tx,
      'SELECT status, claimed_until FROM training_bookings WHERE id = $1 FOR UPDATE',
      [id],
    );
    if (!locked) throw new HttpError(ErrorCode.notFound);
    const sending = locked.claimed_until !== null && new Date(locked.claimed_until) > by.now;
    if (locked.status === 'booked' || locked.status === 'cancelled' || sending) {
      throw new HttpError(ErrorCode.bookingNotRetryable);
    }
    const before = await find(tx, id);
    const row = await one<DueBooking>(
      tx,
      `UPDATE training_bookings SET status = CASE status WHEN 'cancelling' THEN 'cancelling' ELSE 'pending' END,
         next_attempt_at = $2, claimed_until = $2, updated_at = $3
       WHERE id = $1 RETURNING id, payload, attempts, status, external_id`,
      [id, claimLeaseEnd(by.now), by.now],
    );
    await writeAudit(tx, by.now, {
      actor: by.editor,
      ip: by.ip,
      action: 'booking.retry',
      entityType: 'training_booking',
      entityId: id,
      before: audited(before),
    });
    return row!;
  });
  await attemptBooking(db, port, claimed, by.now);
  return find(db, id);
}
