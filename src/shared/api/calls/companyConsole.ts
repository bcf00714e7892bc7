import { z } from 'zod/mini';
import { defineCall, okSchema } from '../call';
import { TEXT_LIMITS } from '../constants';
import { imageUploadSchema } from '../../domain/images';
import { id, isoDate, multilineText, pathId, text } from '../primitives';
import { deskCategorySchema, deskEditSchema, deskQuestionSchema } from './adminQuestions';
import { COUNTRIES } from '../constants';
import { companyConsoleMessages as m } from '../../messages/companyConsole';

/**
 * The company console (docs/product-rules.md#company-console), under /api/admin/companies/{company}: the
 * company's page as participants see it, its courses and its access codes. A company admin works on their
 * own company only (any other id: 404, so ids tell nothing); an operator on any. Every write has its audit row.
 */

export const CONSOLE_LIMITS = {
  welcomeMax: 2000,
  contactNameMax: 120,
  contactPhoneMax: 40,
  courseNameMin: 2,
  courseNameMax: 120,
  drawMax: 100,
  pickMax: 200,
  categoriesMax: 30,
  maxUsesMax: 100_000,
  codeCountMax: 100,
} as const;
/** Rows per page of the bank's search. */
export const BANK_PAGE_SIZE = 20 as const;

const clean = (max: number, message: string) =>
  z.string({ error: message }).check(
    z.trim(),
    z.maxLength(max, { error: message }),
    z.refine((value) => text(max).safeParse(value).success, { error: message }),
  );

/** The page's fields; empty text means none. The logo as for companies: absent, the company keeps its own. */
export const companyPageInputSchema = z.strictObject({
  welcome: z.string({ error: m.welcomeTooLong }).check(
    z.trim(),
    z.maxLength(CONSOLE_LIMITS.welcomeMax, { error: m.welcomeTooLong }),
    z.refine((value) => multilineText(CONSOLE_LIMITS.welcomeMax).safeParse(value).success, {
      error: m.welcomeTooLong,
    }),
  ),
  contact_name: clean(CONSOLE_LIMITS.contactNameMax, m.contactNameTooLong),
  contact_email: z.string({ error: m.contactEmailInvalid }).check(
    z.trim(),
    z.toLowerCase(),
    z.maxLength(TEXT_LIMITS.email, { error: m.contactEmailInvalid }),
    z.refine((value) => value === '' || z.email().safeParse(value).success, { error: m.contactEmailInvalid }),
  ),
  contact_phone: z
    .string({ error: m.contactPhoneInvalid })
    .check(
      z.trim(),
      z.maxLength(CONSOLE_LIMITS.contactPhoneMax, { error: m.contactPhoneInvalid }),
      z.regex(/^(?:\+?[0-9 ()/.-]*[0-9][0-9 ()/.-]*)?$/, { error: m.contactPhoneInvalid }),
    ),
  logo: z.optional(imageUploadSchema),
});
export type CompanyPageInput = z.output<typeof companyPageInputSchema>;

export const companyPageSchema = z.object({
  id,
  name: z.string(),
  logo: z.nullable(z.string()),
  welcome: z.string(),
  contact_name: z.string(),
  contact_email: z.string(),
  contact_phone: z.string(),
});
export type CompanyPage = z.infer<typeof companyPageSchema>;

const companyParams = z.object({ company: pathId });

export const companyPageCall = defineCall({
  name: 'admin.companies.page.show',
  method: 'GET',
  params: companyParams,
  response: companyPageSchema,
});

export const companyPageUpdateCall = defineCall({
  name: 'admin.companies.page.update',
  method: 'PUT',
  params: companyParams,
  body: companyPageInputSchema,
  response: companyPageSchema,
});

export const COURSE_STATES = ['draft', 'published', 'archived'] as const;
export type CourseState = (typeof COURSE_STATES)[number];

/** Drawn at random from categories (stable once saved), or picked one by one (in the order given). */
export const courseSelectionSchema = z.discriminatedUnion('mode', [
  z.strictObject({
    mode: z.literal('draw'),
    categories: z
      .array(id)
      .check(
        z.minLength(1, { error: m.categoriesRequired }),
        z.maxLength(CONSOLE_LIMITS.categoriesMax, { error: m.categoriesRequired }),
      ),
    count: z
      .int({ error: m.countRange })
      .check(z.gte(1, { error: m.countRange }), z.lte(CONSOLE_LIMITS.drawMax, { error: m.countRange })),
  }),
  z.strictObject({
    mode: z.literal('pick'),
    questions: z
      .array(id)
      .check(
        z.minLength(1, { error: m.questionsRequired }),
        z.maxLength(CONSOLE_LIMITS.pickMax, { error: m.questionsRequired }),
      ),
  }),
]);
export type CourseSelection = z.output<typeof courseSelectionSchema>;

/** How many questions a selection makes. */
export const selectionSize = (selection: CourseSelection): number =>
  selection.mode === 'draw' ? selection.count : new Set(selection.questions).size;

/** A calendar day, YYYY-MM-DD. */
const day = z.iso
  .date({ error: m.dateInvalid })
  .check(z.refine((value) => value >= '2000-01-01', { error: m.dateInvalid }));
const optionalDate = z.nullable(day);

/** A course as its form writes it; the pass mark lies between 1 and the number of questions. */
export const courseInputSchema = z
  .strictObject({
    name: z.string({ error: m.courseNameRange }).check(
      z.trim(),
      z.minLength(CONSOLE_LIMITS.courseNameMin, { error: m.courseNameRange }),
      z.maxLength(CONSOLE_LIMITS.courseNameMax, { error: m.courseNameRange }),
      z.refine((value) => text(CONSOLE_LIMITS.courseNameMax).safeParse(value).success, {
        error: m.courseNameRange,
      }),
    ),
    pass_mark: z.int({ error: m.passMarkRange(0) }).check(z.gte(1, { error: m.passMarkRange(0) })),
    open_from: optionalDate,
    open_until: optionalDate,
    deadline: optionalDate,
    selection: courseSelectionSchema,
  })
  .check(
    z.superRefine((value, ctx) => {
      const size = selectionSize(value.selection);
      if (value.pass_mark > size)
        ctx.issues.push({
          code: 'custom',
          message: m.passMarkRange(size),
          input: value,
          path: ['pass_mark'],
        });
      if (value.open_from && value.open_until && value.open_from > value.open_until)
        ctx.issues.push({ code: 'custom', message: m.windowOrder, input: value, path: ['open_until'] });
    }),
  );
export type CourseInput = z.output<typeof courseInputSchema>;

export const consoleCourseSchema = z.object({
  id,
  name: z.string(),
  state: z.enum(COURSE_STATES),
  pass_mark: z.int(),
  question_count: z.int().check(z.gte(0)),
  open_from: z.nullable(z.string()),
  open_until: z.nullable(z.string()),
  deadline: z.nullable(z.string()),
  /** Participants enrolled (not removed). */
  enrolled: z.int().check(z.gte(0)),
  /** Answers given in the course: once there are any, its question set is fixed. */
  answers: z.int().check(z.gte(0)),
  updated_at: z.nullable(isoDate),
});
export type ConsoleCourse = z.infer<typeof consoleCourseSchema>;

/** A question as the console shows it: with its answers (the right one marked) and explanation. */
export const consoleQuestionSchema = z.object({
  id,
  key: z.string(),
  text: z.string(),
  answers: z.array(z.object({ text: z.string(), correct: z.boolean() })),
  explanation: z.nullable(z.string()),
  categories: z.array(z.string()),
});
export type ConsoleQuestion = z.infer<typeof consoleQuestionSchema>;

export const consoleCourseDetailSchema = z.extend(consoleCourseSchema, {
  /** Null for a course from before the console (its questions were set by the seed). */
  selection: z.nullable(
    z.union([
      z.object({ mode: z.literal('draw'), categories: z.array(id), count: z.int() }),
      z.object({ mode: z.literal('pick') }),
    ]),
  ),
  questions: z.array(consoleQuestionSchema),
});
export type ConsoleCourseDetail = z.infer<typeof consoleCourseDetailSchema>;

const courseParams = z.object({ company: pathId, companyCourse: pathId });

export const consoleCoursesCall = defineCall({
  name: 'admin.companies.courses.index',
  method: 'GET',
  params: companyParams,
  response: z.array(consoleCourseSchema),
});

export const consoleCourseCall = defineCall({
  name: 'admin.companies.courses.show',
  method: 'GET',
  params: courseParams,
  response: consoleCourseDetailSchema,
});

/** A new course, a draft (422 when the categories hold too few active questions). */
export const consoleCourseCreateCall = defineCall({
  name: 'admin.companies.courses.store',
  method: 'POST',
  params: companyParams,
  body: courseInputSchema,
  response: consoleCourseDetailSchema,
  // Each call draws and creates a course: a retry replays the first reply.
  idempotent: false,
});

/**
 * Changes a course. An unchanged selection keeps its questions; a changed one is drawn or set anew, which a
 * course with answers refuses (409 `company-course.has-answers`). An archived course: 409 `company-course.state`.
 */
export const consoleCourseUpdateCall = defineCall({
  name: 'admin.companies.courses.update',
  method: 'PUT',
  params: courseParams,
  body: courseInputSchema,
  response: consoleCourseDetailSchema,
});

/** A draft goes public: participants see it within its open window. */
export const consoleCoursePublishCall = defineCall({
  name: 'admin.companies.courses.publish',
  method: 'POST',
  params: courseParams,
  response: consoleCourseDetailSchema,
});

/** Hidden from new participants; those who started keep it and its results. */
export const consoleCourseArchiveCall = defineCall({
  name: 'admin.companies.courses.archive',
  method: 'POST',
  params: courseParams,
  response: consoleCourseDetailSchema,
});

export const consoleCategorySchema = z.object({
  id,
  key: z.string(),
  name: z.string(),
  /** Active questions in it. */
  questions: z.int().check(z.gte(0)),
});
export type ConsoleCategory = z.infer<typeof consoleCategorySchema>;

/** The bank's categories that hold active questions. */
export const consoleCategoriesCall = defineCall({
  name: 'admin.companies.categories.index',
  method: 'GET',
  params: companyParams,
  response: z.array(consoleCategorySchema),
});

/**
 * The bank's active questions, by category and words of their text, paged by key; with `own=1` the company's
 * own live questions instead (a course picks either).
 */
export const consoleBankCall = defineCall({
  name: 'admin.companies.bank.index',
  method: 'GET',
  params: companyParams,
  query: z.object({
    own: z.optional(z.literal('1')),
    category: z.optional(pathId),
    text: z.optional(text(100)),
    page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000)), 1),
  }),
  response: z.object({
    data: z.array(consoleQuestionSchema).check(z.maxLength(BANK_PAGE_SIZE)),
    page: z.int().check(z.gte(1)),
    per_page: z.literal(BANK_PAGE_SIZE),
    total: z.int().check(z.gte(0)),
  }),
});

export const CODE_STATES = ['active', 'expired', 'used-up', 'deactivated'] as const;
export type CodeState = (typeof CODE_STATES)[number];

/** Codes are groups of letters and digits, e.g. 'K7PQ-9XZ2'; the seed's are like 'DEMO-2026'. */
export const accessCodeParam = z
  .string()
  .check(z.trim(), z.toUpperCase(), z.regex(/^[0-9A-Z]{2,20}(?:-[0-9A-Z]{2,20}){0,3}$/));

export const consoleCodeSchema = z.object({
  code: z.string(),
  expires_at: isoDate,
  max_uses: z.int().check(z.gte(0)),
  uses: z.int().check(z.gte(0)),
  state: z.enum(CODE_STATES),
  created_at: z.nullable(isoDate),
});
export type ConsoleCode = z.infer<typeof consoleCodeSchema>;

/** A code's expiry is a day (the code works through its end, Europe/Berlin), its limit the redemptions. */
export const codeInputSchema = z.strictObject({
  expires_on: day,
  max_uses: z
    .int({ error: m.maxUsesRange })
    .check(z.gte(1, { error: m.maxUsesRange }), z.lte(CONSOLE_LIMITS.maxUsesMax, { error: m.maxUsesRange })),
  count: z
    .int({ error: m.codeCountRange })
    .check(
      z.gte(1, { error: m.codeCountRange }),
      z.lte(CONSOLE_LIMITS.codeCountMax, { error: m.codeCountRange }),
    ),
});
export type CodeInput = z.output<typeof codeInputSchema>;

/** The company's codes, newest first (the seed's, without a date, last). */
export const consoleCodesCall = defineCall({
  name: 'admin.companies.codes.index',
  method: 'GET',
  params: companyParams,
  response: z.array(consoleCodeSchema),
});

/** New codes, generated (readable, unique); an expiry before today is a field error. */
export const consoleCodesCreateCall = defineCall({
  name: 'admin.companies.codes.store',
  method: 'POST',
  params: companyParams,
  body: codeInputSchema,
  response: z.array(consoleCodeSchema),
  idempotent: false,
});

/** A deactivated code redeems no more; memberships it gave stay. */
export const consoleCodeDeactivateCall = defineCall({
  name: 'admin.companies.codes.deactivate',
  method: 'POST',
  params: z.object({ company: pathId, code: accessCodeParam }),
  response: okSchema,
});

// The company's own questions (docs/product-rules.md#company-console): written, versioned and approved like the
// bank's (draft → in_review → live; a second admin of the company approves, never the author), served only in
// the company's courses. The server gives each its key.

/** The most own questions the list shows (newest change first). */
export const OWN_QUESTIONS_MAX = 500 as const;

/** A version with every version of its family, newest first. */
export const ownQuestionDetailSchema = z.object({
  question: deskQuestionSchema,
  versions: z.array(deskQuestionSchema),
});
export type OwnQuestionDetail = z.infer<typeof ownQuestionDetailSchema>;

const ownQuestionParams = z.object({ company: pathId, question: pathId });

/** The company's own questions, every version but superseded ones, latest change first. */
export const ownQuestionsCall = defineCall({
  name: 'admin.companies.questions.index',
  method: 'GET',
  params: companyParams,
  response: z.array(deskQuestionSchema).check(z.maxLength(OWN_QUESTIONS_MAX)),
});

export const ownQuestionCall = defineCall({
  name: 'admin.companies.questions.show',
  method: 'GET',
  params: ownQuestionParams,
  response: ownQuestionDetailSchema,
});

/** A new own question, a draft, checked like the bank's (its key is given by the server). */
export const ownQuestionCreateCall = defineCall({
  name: 'admin.companies.questions.store',
  method: 'POST',
  params: companyParams,
  body: deskEditSchema,
  response: ownQuestionDetailSchema,
  idempotent: false,
});

/** Edits a draft in place; a live question gets a new version, a draft (as on the bank's desk). */
export const ownQuestionUpdateCall = defineCall({
  name: 'admin.companies.questions.update',
  method: 'PUT',
  params: ownQuestionParams,
  body: deskEditSchema,
  response: ownQuestionDetailSchema,
  idempotent: false,
});

/** A draft goes to review. */
export const ownQuestionSubmitCall = defineCall({
  name: 'admin.companies.questions.submit',
  method: 'POST',
  params: ownQuestionParams,
  response: ownQuestionDetailSchema,
});

/** Another admin of the company (or an operator) approves: the author and co-authors get 403. */
export const ownQuestionApproveCall = defineCall({
  name: 'admin.companies.questions.approve',
  method: 'POST',
  params: ownQuestionParams,
  response: ownQuestionDetailSchema,
});

/** Back to draft, with a note for the author. */
export const ownQuestionRejectCall = defineCall({
  name: 'admin.companies.questions.reject',
  method: 'POST',
  params: ownQuestionParams,
  body: z.strictObject({ note: multilineText(1000).check(z.trim(), z.minLength(1)) }),
  response: ownQuestionDetailSchema,
});

/** The categories an own question may be in (the bank's), of one country or all, by key. */
export const ownQuestionCategoriesCall = defineCall({
  name: 'admin.companies.questions.categories',
  method: 'GET',
  params: companyParams,
  query: z.object({ country: z.optional(z.enum(COUNTRIES)) }),
  response: z.array(deskCategorySchema),
});
