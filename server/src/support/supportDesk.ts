import {
  FEEDBACK_PAGE_SIZE,
  LEARNERS_PAGE_SIZE,
  type FeedbackEntry,
  type FeedbackKind,
  type LearnerDetail,
  type LearnerRow,
} from '../../../src/shared/api/calls/adminSupport';
import type { Country, Role } from '../../../src/shared/api/constants';
import { supportDeskMessages } from '../../../src/shared/messages/supportDesk';
import { writeAudit } from '../admin/audit';
import { clearPasswordFailures } from '../auth/passwordGuard';
import type { Context } from '../context';
import { likePattern, one, type Db } from '../db/database';
import { listDocuments } from '../documents/archive';
import { HttpError, ErrorCode } from '../errors';
import { coinBalance } from '../orders/coins';
import { sendVerification } from '../session/session';
import { eraseAccount } from '../users/account';

/**
 * The support desk (docs/product-rules.md#support-desk): learners found by address or name, a learner's
 * account as support sees it (each view an audit row), and the three writes support may do for a learner,
 * each with its audit row in the write's transaction. Audit rows name the learner by id only, so an erased
 * account leaves no address behind in the log.
 */
export interface SupportActor {
  admin: { id: number; email: string };
  ip: string;
  now: Date;
}

interface UserRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  country: Country;
  role: Role | null;
  email_verified_at: Date | null;
  created_at: Date;
}

const USER_COLUMNS =
  'u.id, u.email, u.first_name, u.last_name, u.country, u.role, u.email_verified_at, u.created_at';

const presentRow = (row: UserRow): LearnerRow => ({
  id: row.id,
  email: row.email,
  first_name: row.first_name,
  last_name: row.last_name,
  country: row.country,
  role: row.role,
  email_verified: row.email_verified_at !== null,
  created_at: new Date(row.created_at).toISOString(),
});

const iso = (value: Date | null) => (value === null ? null : new Date(value).toISOString());

/** A page of learners whose address or name contains the words (any case), newest first. */
export async function listLearners(
  db: Db,
  filter: { q?: string | undefined; page: number },
): Promise<{ data: LearnerRow[]; total: number }> {
  const words = filter.q?.trim() ? likePattern(filter.q.trim()) : null;
  const where = `($1::text IS NULL OR u.email ILIKE $1 OR (u.first_name || ' ' || u.last_name) ILIKE $1
    OR (u.last_name || ' ' || u.first_name) ILIKE $1 OR (u.last_name || ', ' || u.first_name) ILIKE $1)`;
  const rows = await db.query<UserRow>(
    `SELECT ${USER_COLUMNS} FROM users u WHERE ${where}
     ORDER BY u.created_at DESC, u.id DESC LIMIT ${LEARNERS_PAGE_SIZE} OFFSET $2`,
    [words, (filter.page - 1) * LEARNERS_PAGE_SIZE],
  );
  const count = await one<{ n: number }>(db, `SELECT count(*)::int AS n FROM users u WHERE ${where}`, [
    words,
  ]);
  return { data: rows.map(presentRow), total: count?.n ?? 0 };
}

async function findLearner(db: Db, learnerId: number, lock = false): Promise<UserRow> {
  const row = await one<UserRow>(
    db,
    `SELECT ${USER_COLUMNS} FROM users u WHERE u.id = $1${lock ? ' FOR UPDATE' : ''}`,
    [learnerId],
  );
  if (!row) throw new HttpError(ErrorCode.notFound);
  return row;
}

/** What support sees of a learner's account; the view is an audit row in the call's transaction. */
export async function viewLearner(tx: Db, by: SupportActor, learnerId: number): Promise<LearnerDetail> {
  const row = await findLearner(tx, learnerId);
  const lock = await one<{ locked_until: Date | null }>(
    tx,
    'SELECT locked_until FROM password_failures WHERE user_id = $1 AND locked_until > $2',
    [learnerId, by.now],
  );
  const courses = await tx.query<{
    id: number;
    module: number;
    role: Role;
    category: string | null;
    hours: number | null;
    coins: number;
    created_at: Date;
    ordered_at: Date | null;
  }>(
    `SELECT c.id, c.module, c.role, cat.name AS category, c.hours, c.created_at, c.ordered_at,
       COALESCE((SELECT sum(l.coins - l.redeemed) FROM coin_ledger l
                 WHERE l.course_id = c.id AND l.expires_at > $2), 0)::int AS coins
     FROM user_courses c LEFT JOIN categories cat ON cat.id = c.category_id
     WHERE c.user_id = $1 ORDER BY c.id`,
    [learnerId, by.now],
  );
  const orders = await tx.query<{
    id: number;
    invoice_number: string;
    created_at: Date;
    gross_cents: number;
    currency: 'EUR' | 'CHF';
  }>(
    `SELECT id, invoice_number, created_at, gross_cents, currency FROM orders WHERE user_id = $1
     ORDER BY created_at DESC, id DESC`,
    [learnerId],
  );
  const detail: LearnerDetail = {
    learner: {
      ...presentRow(row),
      email_verified_at: iso(row.email_verified_at),
      coins: await coinBalance(tx, learnerId, null, by.now),
      locked_until: iso(lock?.locked_until ?? null),
    },
    courses: courses.map((course) => ({
      ...course,
      created_at: new Date(course.created_at).toISOString(),
      ordered_at: iso(course.ordered_at),
    })),
    orders: orders.map((order) => ({ ...order, created_at: new Date(order.created_at).toISOString() })),
    documents: await listDocuments(tx, { userId: learnerId }),
  };
  await writeAudit(tx, by.now, {
    actor: by.admin,
    ip: by.ip,
    action: 'learner.view',
    entityType: 'user',
    entityId: learnerId,
  });
  return detail;
}

/**
 * A new verification link by mail, as the learner's own resend sends it (the last two links stay valid),
 * once the audit row committed: `send` runs after the commit. A confirmed address is refused: there is
 * nothing to confirm.
 */
export async function resendLearnerVerification(
  ctx: Context,
  tx: Db,
  by: SupportActor,
  learnerId: number,
  afterCommit: (work: () => Promise<unknown>) => void,
): Promise<{ email: string }> {
  const row = await findLearner(tx, learnerId, true);
  if (row.email_verified_at) throw new HttpError(ErrorCode.learnerVerified);
  await writeAudit(tx, by.now, {
    actor: by.admin,
    ip: by.ip,
    action: 'learner.verification-resend',
    entityType: 'user',
    entityId: learnerId,
  });
  // The mailer stores each mail through the database itself, so the mail waits for the commit.
  afterCommit(() => sendVerification(ctx, row));
  return { email: row.email };
}

/** Lifts the password lock (the failures' row goes, as after a correct password). */
export async function liftLearnerLock(
  tx: Db,
  by: SupportActor,
  learnerId: number,
): Promise<{ locked_until: null }> {
  await findLearner(tx, learnerId, true);
  const before = await one<{ failures: number; locked_until: Date | null }>(
    tx,
    'SELECT failures, locked_until FROM password_failures WHERE user_id = $1',
    [learnerId],
  );
  await clearPasswordFailures(tx, learnerId);
  await writeAudit(tx, by.now, {
    actor: by.admin,
    ip: by.ip,
    action: 'learner.unlock',
    entityType: 'user',
    entityId: learnerId,
    before: before ? { failures: before.failures, locked_until: iso(before.locked_until) } : null,
  });
  return { locked_until: null };
}

/**
 * Erases the account on the learner's request: the same erasure as the learner's own deletion, once the
 * address typed as confirmation is the account's. Orders and documents stay, without the account (their user
 * is set to null by the schema).
 */
export async function eraseLearner(
  tx: Db,
  by: SupportActor,
  learnerId: number,
  confirmation: string,
): Promise<{ id: number }> {
  const learner = await findLearner(tx, learnerId, true);
  if (confirmation.trim().toLowerCase() !== learner.email.toLowerCase())
    throw new HttpError(ErrorCode.learnerConfirmation, { confirmation: [supportDeskMessages.eraseMismatch] });
  const kept = await one<{ orders: number; documents: number }>(
    tx,
    `SELECT (SELECT count(*) FROM orders WHERE user_id = $1)::int AS orders,
            (SELECT count(*) FROM documents WHERE user_id = $1)::int AS documents`,
    [learnerId],
  );
  await eraseAccount(tx, learnerId);
  await writeAudit(tx, by.now, {
    actor: by.admin,
    ip: by.ip,
    action: 'learner.erase',
    entityType: 'user',
    entityId: learnerId,
    after: { orders_kept: kept?.orders ?? 0, documents_kept: kept?.documents ?? 0 },
  });
  return { id: learnerId };
}

interface FeedbackRow {
  kind: FeedbackKind;
  id: number;
  created_at: Date;
  rating: number | null;
  text: string;
  reason: FeedbackEntry['reason'];
  question: string | null;
  country: Country | null;
  anonymous: boolean;
  user_id: number | null;
  email: string | null;
  name: string | null;
}

/** Feedback and question reports in one list, newest first, optionally of one kind. */
export async function listFeedback(
  db: Db,
  filter: { kind?: FeedbackKind | undefined; page: number },
): Promise<{ data: FeedbackEntry[]; total: number }> {
  const inbox = `
    SELECT 'feedback' AS kind, f.id, f.created_at, f.rating::int AS rating, f.text, NULL::text AS reason,
      NULL::text AS question, f.country, f.anonymous, f.user_id
    FROM feedback f
    UNION ALL
    SELECT 'question-report', r.id, r.created_at, NULL, r.text, r.reason, q.text, NULL, false, r.user_id
    FROM question_reports r JOIN questions q ON q.id = r.question_id`;
  const where = '($1::text IS NULL OR i.kind = $1)';
  const rows = await db.query<FeedbackRow>(
    `SELECT i.*, u.email, (u.first_name || ' ' || u.last_name) AS name
     FROM (${inbox}) i LEFT JOIN users u ON u.id = i.user_id
     WHERE ${where} ORDER BY i.created_at DESC, i.kind, i.id DESC LIMIT ${FEEDBACK_PAGE_SIZE} OFFSET $2`,
    [filter.kind ?? null, (filter.page - 1) * FEEDBACK_PAGE_SIZE],
  );
  const count = await one<{ n: number }>(db, `SELECT count(*)::int AS n FROM (${inbox}) i WHERE ${where}`, [
    filter.kind ?? null,
  ]);
  return {
    data: rows.map((row) => ({
      kind: row.kind,
      id: row.id,
      created_at: new Date(row.created_at).toISOString(),
      rating: row.rating,
      text: row.text,
      reason: row.reason,
      question: row.question,
      country: row.country,
      anonymous: row.anonymous,
      learner:
        row.user_id !== null && row.email !== null
          ? { id: row.user_id, email: row.email, name: (row.name ?? '').trim() }
          : null,
    })),
    total: count?.n ?? 0,
  };
}
