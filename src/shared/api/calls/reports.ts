import { z } from 'zod/mini';
import {
  QUESTION_REPORT_REASONS,
  QUESTION_REPORT_REPLY_MAX,
  QUESTION_REPORT_TEXT_MAX,
  QUESTION_REPORTS_PAGE_SIZE,
} from '../../domain/questionReports';
import { defineCall } from '../call';
import { id, isoDate, multilineText, pathId } from '../primitives';

/**
 * Question reports (docs/product-rules.md#question-reports): a learner reports a question after its verdict;
 * an editor sees the reports gathered per question and accepts or rejects each with a reply, and the
 * reporter is mailed either way. Texts travel as given; every screen and mail shows them as text.
 */

export const questionReportReason = z.enum(QUESTION_REPORT_REASONS);

/**
 * The learner's report of a question whose verdict they have seen. One open report per learner and
 * question: a second one answers 'report.duplicate'; a question never answered, 'report.not-answered'.
 */
export const reportQuestionCall = defineCall({
  name: 'app.question-reports.store',
  method: 'POST',
  body: z.strictObject({
    question_id: id,
    reason: questionReportReason,
    text: z._default(z.optional(multilineText(QUESTION_REPORT_TEXT_MAX)), ''),
  }),
  response: z.object({ message: z.string().check(z.maxLength(500)), id }),
});

export const questionReportSchema = z.object({
  id,
  reason: questionReportReason,
  text: z.string(),
  created_at: isoDate,
  status: z.enum(['open', 'accepted', 'rejected']),
  decided_at: z.nullable(isoDate),
  /** The editor who decided, while their account exists. */
  decided_by: z.nullable(z.object({ id, email: z.string() })),
  reply: z.nullable(z.string()),
  /** False once the learner deleted their account: the report stays, without its author. */
  has_reporter: z.boolean(),
});
export type QuestionReport = z.infer<typeof questionReportSchema>;

export const reportedQuestionSchema = z.object({
  question: z.object({ id, text: z.string() }),
  open_count: z.int().check(z.gte(0)),
  total_count: z.int().check(z.gte(1)),
  /** Reports per reason (every reason, zero included). */
  reasons: z.record(questionReportReason, z.int().check(z.gte(0))),
  /** Newest first. */
  reports: z.array(questionReportSchema),
});
export type ReportedQuestion = z.infer<typeof reportedQuestionSchema>;

/**
 * The questions with reports, those with the most open reports first, QUESTION_REPORTS_PAGE_SIZE a page:
 * `open` only questions with an open report, `closed` only those whose reports are all decided.
 */
export const questionReportsCall = defineCall({
  name: 'admin.question-reports.index',
  method: 'GET',
  query: z.object({
    status: z._default(z.enum(['open', 'closed', 'all']), 'open'),
    page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000)), 1),
  }),
  response: z.object({
    data: z.array(reportedQuestionSchema).check(z.maxLength(QUESTION_REPORTS_PAGE_SIZE)),
    page: z.int().check(z.gte(1)),
    per_page: z.literal(QUESTION_REPORTS_PAGE_SIZE),
    total: z.int().check(z.gte(0)),
  }),
});

/** The editor's reply to the reporter, required: the mail quotes it. */
const decisionBody = z.strictObject({
  reply: multilineText(QUESTION_REPORT_REPLY_MAX).check(z.trim(), z.minLength(1)),
});
const decisionReply = z.object({ message: z.string().check(z.maxLength(500)), report: questionReportSchema });

/**
 * Accepts an open report: records the decision, the editor, the reply and the time (one audit row) and
 * mails the reporter. The fix itself is a new version of the question on the editorial desk. A report
 * already decided answers 'report.decided' and changes nothing, so a retry is safe.
 */
export const acceptQuestionReportCall = defineCall({
  name: 'admin.question-reports.accept',
  method: 'POST',
  params: z.object({ report: pathId }),
  body: decisionBody,
  response: decisionReply,
  idempotent: true,
});

/** Rejects an open report with a reply, like accepting it. */
export const rejectQuestionReportCall = defineCall({
  name: 'admin.question-reports.reject',
  method: 'POST',
  params: z.object({ report: pathId }),
  body: decisionBody,
  response: decisionReply,
  idempotent: true,
});
