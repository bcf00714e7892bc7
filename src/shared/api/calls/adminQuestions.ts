import { z } from 'zod/mini';
import { defineCall } from '../call';
import { country, id, isoDate, multilineText, pathId, text } from '../primitives';
import { bankQuestionSchema, calendarDate, questionKey } from '../questionBank';
import { COUNTRIES } from '../constants';

/**
 * The back office's editorial desk for the question bank (docs/product-rules.md#back-office), under
 * /api/admin/questions. Every row of the bank is one version of a question: a family (`family_id`) is the
 * question across its versions. States: draft → in_review → live → retired; a live question edited gets a
 * new version (a draft), and when a second editor approves it, it goes live and the version before it becomes
 * `superseded` (kept, so what a learner answered still shows the text they saw). Operators and editors only.
 */

export const QUESTION_STATES = ['draft', 'in_review', 'live', 'retired', 'superseded'] as const;
export type QuestionState = (typeof QUESTION_STATES)[number];
export const questionState = z.enum(QUESTION_STATES);

/** Rows of the desk's list per page. */
export const QUESTION_DESK_PAGE_SIZE = 50 as const;
/** The largest Moodle XML text an import takes, in characters. */
export const MOODLE_IMPORT_MAX_CHARS = 1_000_000 as const;
/** The most questions one export holds. */
export const QUESTION_EXPORT_MAX = 5_000 as const;

const account = z.object({ id, email: z.string() });

/**
 * One version of a question, as an editor sees it: answers[0] is the right one, like the bank's files; the
 * wrong ones follow in the order learners see them.
 */
export const deskQuestionSchema = z.object({
  id,
  family_id: id,
  version: z.int().check(z.gte(1)),
  key: z.string(),
  state: questionState,
  text: z.string(),
  answers: z.array(z.string()),
  /** Category keys, the first one the question's own (like the bank's files). */
  categories: z.array(z.string()),
  coins: z.union([z.literal(1), z.literal(2)]),
  explanation: z.nullable(z.string()),
  source: z.nullable(z.string()),
  /** YYYY-MM-DD, or null for a question the bank never dated. */
  valid_as_of: z.nullable(z.string()),
  /** The admin account that wrote this version; null for the bank's seeded versions. */
  author: z.nullable(account),
  /** Other editors who changed this draft: like the author, none of them may approve it. */
  co_authors: z.array(account),
  approved_by: z.nullable(account),
  approved_at: z.nullable(isoDate),
  /** The note of the last rejection, until the version is submitted again. */
  review_note: z.nullable(z.string()),
  created_at: z.nullable(isoDate),
  updated_at: z.nullable(isoDate),
});
export type DeskQuestion = z.infer<typeof deskQuestionSchema>;

/** A row of the list. */
export const deskQuestionRowSchema = z.object({
  id,
  family_id: id,
  version: z.int(),
  key: z.string(),
  state: questionState,
  text: z.string(),
  coins: z.union([z.literal(1), z.literal(2)]),
  categories: z.array(z.string()),
  source: z.nullable(z.string()),
  valid_as_of: z.nullable(z.string()),
  updated_at: z.nullable(isoDate),
  /** Learners' open reports on any version of the question. */
  open_reports: z.int().check(z.gte(0)),
});
export type DeskQuestionRow = z.infer<typeof deskQuestionRowSchema>;

/** The list's filters, also the selection of an export. Every one is optional. */
const filters = {
  country: z.optional(z.enum(COUNTRIES)),
  /** A category id; the question is in it through either of its categories. */
  category: z.optional(pathId),
  /** 1 basic, 2 expert (the coins a question gives). */
  difficulty: z.optional(z.union([z.literal('1'), z.literal('2')])),
  /** Without it, every state but `superseded`. */
  state: z.optional(questionState),
  /** Words in the question's text (case-insensitive). */
  text: z.optional(text(100)),
  /** Words in its source. */
  source: z.optional(text(100)),
  /** Only questions whose `validAsOf` is before this date (or that have none): those due for review. */
  valid_before: z.optional(calendarDate),
  /** Only questions with an open learner report (on any of their versions). */
  open_reports: z.optional(z.literal('1')),
};

/** The filters alone: what a link to the list names (the back office's overview links its due questions). */
export const deskFilterSchema = z.object(filters);

export const QUESTION_SORTS = ['key', 'valid_as_of', 'updated'] as const;

/** The list, paged: `key` (default), `valid_as_of` (oldest first) or `updated` (latest change first). */
export const deskQuestionsCall = defineCall({
  name: 'admin.questions.index',
  method: 'GET',
  query: z.object({
    ...filters,
    sort: z._default(z.enum(QUESTION_SORTS), 'key'),
    page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000)), 1),
  }),
  response: z.object({
    data: z.array(deskQuestionRowSchema).check(z.maxLength(QUESTION_DESK_PAGE_SIZE)),
    page: z.int().check(z.gte(1)),
    per_page: z.literal(QUESTION_DESK_PAGE_SIZE),
    total: z.int().check(z.gte(0)),
  }),
});

const questionParams = z.object({ question: pathId });
const detail = z.object({
  question: deskQuestionSchema,
  /** Every version of its family, newest first (the question itself among them). */
  versions: z.array(deskQuestionSchema),
});

/** One version with the history of its family. */
export const deskQuestionCall = defineCall({
  name: 'admin.questions.show',
  method: 'GET',
  params: questionParams,
  response: detail,
});

/** A new question, a draft: validated exactly like the bank's files (bankQuestionSchema). */
export const deskCreateCall = defineCall({
  name: 'admin.questions.store',
  method: 'POST',
  body: bankQuestionSchema,
  response: detail,
});

/** What an editor may change: everything but the key, which names the family for good. */
export const deskEditSchema = z.omit(bankQuestionSchema, { key: true });

/**
 * Edits a question: a draft changes in place; a live one gets a new version, a draft, while the live one is
 * still served (409 `question.version-open` if the family already has a version being worked on: edit that
 * one). A question in review, retired or superseded cannot be edited (409 `question.state`). The reply is the
 * edited draft.
 */
export const deskEditCall = defineCall({
  name: 'admin.questions.update',
  method: 'PUT',
  params: questionParams,
  body: deskEditSchema,
  response: detail,
  // Editing a live question twice makes a version, then a conflict: a retry replays the first reply.
  idempotent: false,
});

/** A draft goes to review. */
export const deskSubmitCall = defineCall({
  name: 'admin.questions.submit',
  method: 'POST',
  params: questionParams,
  response: detail,
});

/**
 * A version in review goes live, approved by a second editor: its author and co-authors get 403
 * `question.own-approval`. The family's live version before it becomes `superseded`.
 */
export const deskApproveCall = defineCall({
  name: 'admin.questions.approve',
  method: 'POST',
  params: questionParams,
  response: detail,
});

/** A version in review goes back to draft, with a note for its author. */
export const deskRejectCall = defineCall({
  name: 'admin.questions.reject',
  method: 'POST',
  params: questionParams,
  body: z.strictObject({ note: multilineText(1000).check(z.trim(), z.minLength(1)) }),
  response: detail,
});

/**
 * Retires the question's family: its live version and any version being worked on leave every pool; coins
 * earned with it stay.
 */
export const deskRetireCall = defineCall({
  name: 'admin.questions.retire',
  method: 'POST',
  params: questionParams,
  response: detail,
});

/**
 * Moodle XML (our own export or a plain Moodle file) into drafts. A question without a key gets the next free
 * one of its category; one whose key exists already is refused, like any that does not fit the bank.
 */
export const deskImportCall = defineCall({
  name: 'admin.questions.import',
  method: 'POST',
  body: z.strictObject({
    xml: multilineText(MOODLE_IMPORT_MAX_CHARS),
    /** Category key for questions whose Moodle category is none of ours. */
    category: z.optional(z.string().check(z.regex(/^(de|at|ch)-[a-z-]+$/))),
    /** The law date of questions that carry none (a plain Moodle file never does). */
    valid_as_of: z.optional(calendarDate),
  }),
  response: z.object({
    imported: z.int().check(z.gte(0)),
    drafts: z.array(z.object({ id, key: questionKey })),
    /** One line per question left out: its Moodle name, then why. */
    refused: z.array(z.string()),
  }),
});

/**
 * Moodle XML of a selection: the ids given (comma-separated), else every question the list's filters match
 * (at most QUESTION_EXPORT_MAX).
 */
export const deskExportCall = defineCall({
  name: 'admin.questions.export',
  method: 'GET',
  query: z.object({
    ...filters,
    ids: z.optional(z.string().check(z.maxLength(20_000), z.regex(/^\d{1,9}(,\d{1,9})*$/))),
  }),
  response: z.object({ count: z.int().check(z.gte(0)), xml: z.string() }),
});

/** A category as the desk needs it: its key (what a question names) beside its id (what the list filters by). */
export const deskCategorySchema = z.object({
  id,
  key: z.string(),
  name: z.string(),
  country: z.enum(COUNTRIES),
  module: z.int(),
});
export type DeskCategory = z.infer<typeof deskCategorySchema>;

/**
 * The categories of a country (every country without one), ordered by key: the editor's form picks a
 * question's categories by key, the list's filter by id. The learners' `app.categories.index` has no keys.
 */
export const deskCategoriesCall = defineCall({
  name: 'admin.categories.index',
  method: 'GET',
  query: z.object({ country: z.optional(country) }),
  response: z.array(deskCategorySchema),
});
