import type { Context } from '../context';

/**
 * Mails that follow a committed change (an invoice, a Stornorechnung, a report's decision): sent right after
 * the commit, retried by the order worker when that fails. Each row counts its attempts in `mail_attempts`
 * and is done when `mail_sent_at` is set. The attempt is counted before the mail is made, so an attempt cut
 * short (the process stopped) is retried too; the n-th retry comes 2^(n+1) minutes after the change (2, 4,
 * 8, 16 minutes), so the first attempt is never raced, and each is claimed with SKIP LOCKED, so two server
 * instances never send the same mail. After `maxAttempts` the row is left alone until someone sets its
 * attempts back to 0.
 */
export interface MailOutbox {
  table: 'orders' | 'order_cancellations' | 'question_reports';
  /** When the change happened: the retries count from it. */
  since: 'created_at' | 'decided_at';
  /** What else a row needs to be mailed (a report: decided, its reporter still there). */
  condition?: string;
  maxAttempts: number;
  deliver: (ctx: Context, id: number) => Promise<void>;
}

/** The mail of one row right after its commit; a failure is the caller's to log, the worker retries. */
export async function sendOnce(ctx: Context, outbox: MailOutbox, id: number): Promise<void> {
  const claimed = await ctx.db.query(
    `UPDATE ${outbox.table} SET mail_attempts = mail_attempts + 1
     WHERE id = $1 AND mail_sent_at IS NULL ${outbox.condition ? `AND ${outbox.condition}` : ''} RETURNING id`,
    [id],
  );
  if (claimed.length) await outbox.deliver(ctx, id);
}

/** The rows whose mail is due again; returns how many were tried. */
export async function resendDue(
  ctx: Context,
  outbox: MailOutbox,
  log?: (error: unknown, id: number) => void,
): Promise<number> {
  const due = await ctx.db.query<{ id: number }>(
    `UPDATE ${outbox.table} SET mail_attempts = mail_attempts + 1
     WHERE id IN (
       SELECT id FROM ${outbox.table}
       WHERE mail_sent_at IS NULL AND mail_attempts < $2 ${outbox.condition ? `AND ${outbox.condition}` : ''}
         AND ${outbox.since} + interval '1 minute' * power(2, mail_attempts + 1) <= $1
       ORDER BY id LIMIT 20 FOR UPDATE SKIP LOCKED)
     RETURNING id`,
    [ctx.clock(), outbox.maxAttempts],
  );
  for (const { id } of due.sort((a, b) => a.id - b.id)) {
    await outbox.deliver(ctx, id).catch((error: unknown) => log?.(error, id));
  }
  return due.length;
}
