import { z } from 'zod/mini';
import { COUNTRIES, ROLES } from '../constants';
import { defineCall } from '../call';
import { id, isoDate, pathId, text } from '../primitives';
import { QUESTION_REPORT_REASONS } from '../../domain/questionReports';
import { documentSummarySchema } from './documents';

/**
 * The back office's support desk (docs/product-rules.md#support-desk), under /api/admin/learners and
 * /api/admin/feedback: find a learner, see what the account holds (each page opened is an audit row), resend
 * the verification mail, lift the password lock, erase the account on request; and the learners' feedback
 * with their question reports in one inbox. Operators and support (SUPPORT_ROLES).
 */
export const LEARNERS_PAGE_SIZE = 50 as const;
export const FEEDBACK_PAGE_SIZE = 50 as const;
/** The inbox's kinds: feedback (a rating and a text) and a learner's report of a question. */
export const FEEDBACK_KINDS = ['feedback', 'question-report'] as const;
export type FeedbackKind = (typeof FEEDBACK_KINDS)[number];
/** The search's longest words (an e-mail address fits). */
export const LEARNER_SEARCH_MAX = 254;

const page = z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000)), 1);

export const learnerRowSchema = z.object({
  id,
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  country: z.enum(COUNTRIES),
  /** Null until the learner chose a role. */
  role: z.nullable(z.enum(ROLES)),
  email_verified: z.boolean(),
  created_at: isoDate,
});
export type LearnerRow = z.infer<typeof learnerRowSchema>;

/** Learners whose e-mail address or name contains the words (case-insensitive), newest first. */
export const learnersCall = defineCall({
  name: 'admin.learners.index',
  method: 'GET',
  query: z.object({ q: z.optional(text(LEARNER_SEARCH_MAX)), page }),
  response: z.object({
    data: z.array(learnerRowSchema).check(z.maxLength(LEARNERS_PAGE_SIZE)),
    page: z.int().check(z.gte(1)),
    per_page: z.literal(LEARNERS_PAGE_SIZE),
    total: z.int().check(z.gte(0)),
  }),
});

const learnerParams = z.object({ learner: pathId });

export const learnerDetailSchema = z.object({
  learner: z.object({
    ...learnerRowSchema.shape,
    email_verified_at: z.nullable(isoDate),
    /** Coins on hand: unexpired and unspent, the balance the learner sees. */
    coins: z.int().check(z.gte(0)),
    /** Until when wrong passwords paused the account's sign-in, while that lasts; else null. */
    locked_until: z.nullable(isoDate),
  }),
  /** The learner's courses: module courses and booked ones, ordered ones too. */
  courses: z.array(
    z.object({
      id,
      module: z.int(),
      role: z.enum(ROLES),
      /** The booked course's category; null for a module course. */
      category: z.nullable(z.string()),
      hours: z.nullable(z.int()),
      coins: z.int().check(z.gte(0)),
      created_at: isoDate,
      ordered_at: z.nullable(isoDate),
    }),
  ),
  orders: z.array(
    z.object({
      id,
      invoice_number: z.string(),
      created_at: isoDate,
      gross_cents: z.int(),
      currency: z.enum(['EUR', 'CHF']),
    }),
  ),
  documents: z.array(documentSummarySchema),
});
export type LearnerDetail = z.infer<typeof learnerDetailSchema>;

/** A learner's page; each one opened is an audit row ('learner.view'). */
export const learnerCall = defineCall({
  name: 'admin.learners.show',
  method: 'GET',
  params: learnerParams,
  response: learnerDetailSchema,
});

/** Mails a new verification link (the last two stay valid); 409 `learner.verified` for a confirmed address. */
export const learnerVerificationCall = defineCall({
  name: 'admin.learners.verification.store',
  method: 'POST',
  params: learnerParams,
  response: z.object({ email: z.string() }),
});

/** Lifts the password lock: the learner can sign in at once (asked when there is none, nothing changes). */
export const learnerUnlockCall = defineCall({
  name: 'admin.learners.lock.destroy',
  method: 'DELETE',
  params: learnerParams,
  response: z.object({ locked_until: z.null() }),
});

/**
 * Erases the account, as the learner's own deletion does; orders and documents stay, without the account.
 * `confirmation` is the learner's e-mail address as typed (any case): another one is refused with 422
 * `learner.confirmation`, so no request erases an account by its number alone.
 */
export const learnerEraseCall = defineCall({
  name: 'admin.learners.destroy',
  method: 'DELETE',
  params: learnerParams,
  body: z.object({ confirmation: text(LEARNER_SEARCH_MAX) }),
  response: z.object({ id }),
});

export const feedbackEntrySchema = z.object({
  kind: z.enum(FEEDBACK_KINDS),
  id,
  created_at: isoDate,
  /** Feedback: the stars (1–5); a question report has none. */
  rating: z.nullable(z.int().check(z.gte(1), z.lte(5))),
  text: z.string(),
  /** A question report's reason and its question's text; null for feedback. */
  reason: z.nullable(z.enum(QUESTION_REPORT_REASONS)),
  question: z.nullable(z.string()),
  /** The learner's country for feedback; null for a question report. */
  country: z.nullable(z.enum(COUNTRIES)),
  anonymous: z.boolean(),
  /** Who sent it, while the account exists and the entry is not anonymous. */
  learner: z.nullable(z.object({ id, email: z.string(), name: z.string() })),
});
export type FeedbackEntry = z.infer<typeof feedbackEntrySchema>;

/** Feedback and question reports, newest first, optionally of one kind. */
export const feedbackInboxCall = defineCall({
  name: 'admin.feedback.index',
  method: 'GET',
  query: z.object({ kind: z.optional(z.enum(FEEDBACK_KINDS)), page }),
  response: z.object({
    data: z.array(feedbackEntrySchema).check(z.maxLength(FEEDBACK_PAGE_SIZE)),
    page: z.int().check(z.gte(1)),
    per_page: z.literal(FEEDBACK_PAGE_SIZE),
    total: z.int().check(z.gte(0)),
  }),
});
