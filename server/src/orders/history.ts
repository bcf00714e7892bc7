import type { Db } from '../db/database';
import { one } from '../db/database';
import type { BildungszeitMeldung } from './trainingDatabase';

/** The billing address of the user's last order, to fill the next checkout in. */
export async function lastBillingAddress(db: Db, userId: number) {
  const last = await one<{ street: string; postal_code: string; city: string }>(
    db,
    'SELECT street, postal_code, city FROM orders WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1',
    [userId],
  );
  return {
    address_1: last?.street ?? null,
    postal_code: last?.postal_code ?? null,
    city: last?.city ?? null,
  };
}

/** The user's last hundred reports to the training database (gut beraten), newest first. */
export async function listTrainingBookings(db: Db, userId: number) {
  const rows = await db.query<{
    id: number;
    invoice_number: string;
    payload: BildungszeitMeldung;
    status: 'pending' | 'booked' | 'failed';
    attempts: number;
    updated_at: Date;
  }>(
    `SELECT b.id, o.invoice_number, b.payload, b.status, b.attempts, b.updated_at
     FROM training_bookings b JOIN orders o ON o.id = b.order_id
     WHERE b.user_id = $1 ORDER BY b.id DESC LIMIT 100`,
    [userId],
  );
  return rows.map((row) => ({
    id: row.id,
    invoice_number: row.invoice_number,
    title: row.payload.titel,
    minutes: row.payload.zeitInMinuten,
    status: row.status,
    attempts: row.attempts,
    updated_at: row.updated_at.toISOString(),
  }));
}
