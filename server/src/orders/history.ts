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
    status: 'pending' | 'booked' | 'failed' | 'cancelling' | 'cancelled';
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
    // A withdrawal still on its way is, for the learner, a cancelled report.
    status: row.status === 'cancelling' ? ('cancelled' as const) : row.status,
    attempts: row.attempts,
    updated_at: row.updated_at.toISOString(),
  }));
}

/**
 * The hours ordered per module course, and the booked courses whose hours were ordered (the
 * last fifty), each with the invoice that holds it.
 */
export async function requestedHours(db: Db, userId: number) {
  const modules = await db.query<{ course_id: number; hours: number }>(
    `SELECT i.course_id, SUM(i.quantity)::int AS hours
     FROM order_items i JOIN orders o ON o.id = i.order_id JOIN user_courses c ON c.id = i.course_id
     WHERE o.user_id = $1 AND c.user_id = $1 AND c.category_id IS NULL
     GROUP BY i.course_id ORDER BY i.course_id`,
    [userId],
  );
  const courses = await db.query<{
    id: number;
    role: 'agent' | 'makler';
    category_id: number;
    category_name: string | null;
    hours: number | null;
    ordered_at: Date;
    invoice_number: string;
  }>(
    `SELECT c.id, c.role, c.category_id, cat.name AS category_name, c.hours, c.ordered_at, o.invoice_number
     FROM user_courses c
     LEFT JOIN categories cat ON cat.id = c.category_id
     JOIN LATERAL (
       SELECT o.invoice_number FROM order_items i JOIN orders o ON o.id = i.order_id
       WHERE i.course_id = c.id AND o.user_id = $1 ORDER BY o.id DESC LIMIT 1
     ) o ON true
     WHERE c.user_id = $1 AND c.category_id IS NOT NULL AND c.ordered_at IS NOT NULL
     ORDER BY c.ordered_at DESC, c.id DESC LIMIT 50`,
    [userId],
  );
  return {
    modules: modules.map((row) => ({ course_id: row.course_id, hours: Number(row.hours) })),
    courses: courses.map((row) => ({
      id: row.id,
      role: row.role,
      category: { id: row.category_id, name: row.category_name ?? '' },
      hours: row.hours ?? 0,
      ordered_at: row.ordered_at.toISOString(),
      invoice_number: row.invoice_number,
    })),
  };
}
