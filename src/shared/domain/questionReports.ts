import { z } from 'zod/mini';
import { reportsMessages as m } from '../messages/reports';

/**
 * Reporting a question (docs/product-rules.md#question-reports): the reasons a learner can give, as codes
 * (their German labels are in the reports catalog), and the longest text a report may carry.
 */
export const QUESTION_REPORT_REASONS = [
  'answer-wrong',
  'question-unclear',
  'source-outdated',
  'other',
] as const;
export type QuestionReportReason = (typeof QUESTION_REPORT_REASONS)[number];

export const QUESTION_REPORT_TEXT_MAX = 1_000;
/** The editor's reply to the reporter. */
export const QUESTION_REPORT_REPLY_MAX = 2_000;
/** Questions with reports per page of the editor's list. */
export const QUESTION_REPORTS_PAGE_SIZE = 20 as const;

const reasonError = { error: m.reasonRequired };

/** The learner's form ('Frage melden'): a reason from the list and an optional text. */
export const questionReportFormSchema = z.object({
  reason: z.enum(QUESTION_REPORT_REASONS, reasonError),
  text: z
    .string()
    .check(z.maxLength(QUESTION_REPORT_TEXT_MAX, { error: m.textTooLong(QUESTION_REPORT_TEXT_MAX) })),
});
