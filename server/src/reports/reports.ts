import type { QuestionReport, ReportedQuestion } from '../../../src/shared/api/calls/reports';
import {
  QUESTION_REPORT_REASONS,
  QUESTION_REPORTS_PAGE_SIZE,
  type QuestionReportReason,
} from '../../../src/shared/domain/questionReports';
import { messages } from '../../../src/shared/messages.de';
import type { Context } from '../context';
import { one, type Db } from '../db/database';
import { HttpError, ErrorCode } from '../errors';
import { writeAudit } from '../admin/audit';
import type { AdminAuth } from '../admin/sessions';
import { resendDue, sendOnce, type MailOutbox } from '../mail/retry';

/**
 * Question reports (docs/product-rules.md#question-reports). A learner reports a question whose verdict
 * they have seen (an answer of theirs is recorded, in a quiz or a company course); one open report per
 * learner and question (a unique partial index settles two at once). An editor accepts or rejects an open
 * report with a reply: the decision, the editor, the reply, the time and one audit row commit together,
 * and the reporter's mail goes out after the commit, retried by the order worker like invoice mails.
 * Texts are stored as given (only trimmed) and shown as text everywhere.
 */

export interface NewReport {
  question_id: number;
  reason: QuestionReportReason;
  text: string;
}

/** Stores the learner's report; returns its id. */
export async function createReport(db: Db, userId: number, report: NewReport, now: Date): Promise<number> {
  const seen = await one<{ seen: boolean }>(
    db,
    `SELECT EXISTS (SELECT 1 FROM answered_questions WHERE user_id = $1 AND question_id = $2)
       OR EXISTS (SELECT 1 FROM company_answers WHERE user_id = $1 AND question_id = $2) AS seen`,
    [userId, report.question_id],
  );
  if (!seen?.seen) throw new HttpError(ErrorCode.reportNotAnswered);
  const [stored] = await db.query<{ id: number }>(
    `INSERT INTO question_reports (question_id, user_id, reason, text, created_at)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id, question_id) WHERE status = 'open' DO NOTHING
     RETURNING id`,
    [report.question_id, userId, report.reason, report.text.trim(), now],
  );
  if (!stored) throw new HttpError(ErrorCode.reportDuplicate);
  return stored.id;
}

interface ReportRow {
  id: number;
  question_id: number;
  user_id: number | null;
  reason: QuestionReportReason;
  text: string;
  created_at: Date;
  status: 'open' | 'accepted' | 'rejected';
  decided_at: Date | null;
  decided_by: number | null;
  decided_by_email: string | null;
  reply: string | null;
}

const REPORT_COLUMNS = `r.id, r.question_id, r.user_id, r.reason, r.text, r.created_at, r.status, r.decided_at,
  r.decided_by, a.email AS decided_by_email, r.reply`;

function presentReport(row: ReportRow): QuestionReport {
  return {
    id: row.id,
    reason: row.reason,
    text: row.text,
    created_at: row.created_at.toISOString(),
    status: row.status,
    decided_at: row.decided_at?.toISOString() ?? null,
    decided_by: row.decided_by === null ? null : { id: row.decided_by, email: row.decided_by_email ?? '' },
    reply: row.reply,
    has_reporter: row.user_id !== null,
  };
}

export type ReportListStatus = 'open' | 'closed' | 'all';

/**
 * A page of the questions with reports, those with the most open reports first (then the newest report),
 * each with its counts per reason and its reports, newest first.
 */
export async function listReportedQuestions(
  db: Db,
  filter: { status: ReportListStatus; page: number },
): Promise<{ data: ReportedQuestion[]; total: number }> {
  const having =
    filter.status === 'open'
      ? `HAVING count(*) FILTER (WHERE status = 'open') > 0`
      : filter.status === 'closed'
        ? `HAVING count(*) FILTER (WHERE status = 'open') = 0`
        : '';
  const grouped = `SELECT question_id, count(*) FILTER (WHERE status = 'open')::int AS open_count,
      count(*)::int AS total_count, max(created_at) AS latest
    FROM question_reports GROUP BY question_id ${having}`;
  const questions = await db.query<{
    question_id: number;
    text: string;
    open_count: number;
    total_count: number;
  }>(
    `SELECT g.question_id, q.text, g.open_count, g.total_count
     FROM (${grouped}) g JOIN questions q ON q.id = g.question_id
     ORDER BY g.open_count DESC, g.latest DESC, g.question_id
     LIMIT ${QUESTION_REPORTS_PAGE_SIZE} OFFSET $1`,
    [(filter.page - 1) * QUESTION_REPORTS_PAGE_SIZE],
  );
  const count = await one<{ n: number }>(db, `SELECT count(*)::int AS n FROM (${grouped}) g`);
  const ids = questions.map((q) => q.question_id);
  const reports = ids.length
    ? await db.query<ReportRow>(
        `SELECT ${REPORT_COLUMNS} FROM question_reports r LEFT JOIN admin_accounts a ON a.id = r.decided_by
         WHERE r.question_id = ANY($1::int[]) ORDER BY r.created_at DESC, r.id DESC`,
        [ids],
      )
    : [];
  return {
    total: count?.n ?? 0,
    data: questions.map((q) => {
      const own = reports.filter((r) => r.question_id === q.question_id);
      const reasons = Object.fromEntries(
        QUESTION_REPORT_REASONS.map((reason) => [reason, own.filter((r) => r.reason === reason).length]),
      ) as Record<QuestionReportReason, number>;
      return {
        question: { id: q.question_id, text: q.text },
        open_count: q.open_count,
        total_count: q.total_count,
        reasons,
        reports: own.map(presentReport),
      };
    }),
  };
}

export type Decision = 'accepted' | 'rejected';

/**
 * Decides an open report with `tx`, the route's transaction: the decision, the editor, the reply and the
 * time, and one audit row with the report before and after. A report already decided is refused.
 */
export async function decideReport(
  tx: Db,
  decision: { reportId: number; status: Decision; reply: string; admin: AdminAuth; ip: string },
  now: Date,
): Promise<QuestionReport> {
  const before = await one<ReportRow>(
    tx,
    `SELECT ${REPORT_COLUMNS} FROM question_reports r LEFT JOIN admin_accounts a ON a.id = r.decided_by
     WHERE r.id = $1 FOR UPDATE OF r`,
    [decision.reportId],
  );
  if (!before) throw new HttpError(ErrorCode.reportNotFound);
  if (before.status !== 'open') throw new HttpError(ErrorCode.reportDecided);
  const reply = decision.reply.trim();
  await tx.query(
    `UPDATE question_reports SET status = $2, decided_at = $3, decided_by = $4, reply = $5 WHERE id = $1`,
    [decision.reportId, decision.status, now, decision.admin.id, reply],
  );
  const after: ReportRow = {
    ...before,
    status: decision.status,
    decided_at: now,
    decided_by: decision.admin.id,
    decided_by_email: decision.admin.email,
    reply,
  };
  await writeAudit(tx, now, {
    actor: { id: decision.admin.id, email: decision.admin.email },
    ip: decision.ip,
    action: decision.status === 'accepted' ? 'question-report.accept' : 'question-report.reject',
    entityType: 'question_report',
    entityId: decision.reportId,
    before: { status: before.status, question_id: before.question_id },
    after: { status: decision.status, question_id: before.question_id, reply },
  });
  return presentReport(after);
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Renders and sends one decision mail; stamps it sent. Throws when the mailer fails. */
async function deliverReportMail(ctx: Context, reportId: number): Promise<void> {
  const row = await one<{
    email: string;
    first_name: string | null;
    status: Decision;
    reason: QuestionReportReason;
    question: string;
    reply: string | null;
  }>(
    ctx.db,
    `SELECT u.email, u.first_name, r.status, r.reason, q.text AS question, r.reply
     FROM question_reports r JOIN users u ON u.id = r.user_id JOIN questions q ON q.id = r.question_id
     WHERE r.id = $1 AND r.status <> 'open'`,
    [reportId],
  );
  // The learner deleted their account meanwhile: nobody to tell.
  if (!row) return;
  const m = messages.reports;
  const accepted = row.status === 'accepted';
  const lines = [
    m.mailGreeting(row.first_name ?? ''),
    ...m.mailLines({
      accepted,
      question: row.question,
      reason: m.reasons[row.reason],
      reply: row.reply ?? '',
    }),
  ];
  await ctx.mailer.send({
    to: row.email,
    subject: m.mailSubject(accepted),
    text: lines.join('\n\n'),
    html: `<!doctype html><html lang="de"><body style="font-family:sans-serif;line-height:1.5">${lines
      .map((line) => `<p style="white-space:pre-line">${escapeHtml(line)}</p>`)
      .join('')}</body></html>`,
  });
  await ctx.db.query('UPDATE question_reports SET mail_sent_at = $2 WHERE id = $1', [reportId, ctx.clock()]);
}

/** After this many attempts a report's mail is left alone (as MAX_MAIL_ATTEMPTS of orders). */
export const MAX_REPORT_MAIL_ATTEMPTS = 5;

const decisionMails: MailOutbox = {
  table: 'question_reports',
  since: 'decided_at',
  condition: 'decided_at IS NOT NULL AND user_id IS NOT NULL',
  maxAttempts: MAX_REPORT_MAIL_ATTEMPTS,
  deliver: deliverReportMail,
};

/**
 * The reporter's mail about the decision, right after it is committed; a failure never undoes the decision
 * (the worker tries again, server/src/mail/retry.ts).
 */
export const sendReportMail = (ctx: Context, reportId: number) => sendOnce(ctx, decisionMails, reportId);

/** Decided reports whose mail was not sent, due again; returns the number tried. */
export const resendFailedReportMails = (ctx: Context, log?: (error: unknown, reportId: number) => void) =>
  resendDue(ctx, decisionMails, log);
