/**
 * The editorial desk's forms (docs/product-rules.md#back-office): the question list's filters and the
 * question editor, with the adminRealm catalog's messages. The editor shows four answer fields and a radio
 * for the right one; the bank (and the contract) keeps the right answer first: `toBankQuestion` and
 * `fromBankQuestion` map between the two, and the editor's output is parsed by the bank's own schema.
 */
import { z } from 'zod/mini';
import {
  deskFilterSchema,
  QUESTION_STATES,
  type DeskQuestion,
  type QuestionState,
} from '../api/calls/adminQuestions';
import { COUNTRIES, type Country } from '../api/constants';
import { ORDER_STATES, type OrderState } from '../api/calls/adminOrders';
import { BANK_LIMITS, bankQuestionSchema, questionKey, type BankQuestion } from '../api/questionBank';
import { adminRealmMessages as m } from '../messages/adminRealm';
import { parseFilterDay } from './adminForms';

const optionalText = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const requiredText = (max: number, required: string, tooLong: string) =>
  z
    .string({ error: required })
    .check(z.trim(), z.minLength(1, { error: required, abort: true }), z.maxLength(max, { error: tooLong }));

/** A day as TT.MM.JJJJ (or JJJJ-MM-TT) to YYYY-MM-DD, or null when it is none. */
export function isoDay(value: string): string | null {
  const day = parseFilterDay(value);
  if (!day) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** YYYY-MM-DD as the form shows it, TT.MM.JJJJ. */
export const germanDay = (iso: string): string => {
  const [year, month, day] = iso.split('-');
  return year && month && day ? `${day}.${month}.${year}` : iso;
};

// ---------------------------------------------------------------------------------------------------------
// The list's filters.

export const ANY = 'all';

const deskFilterFields = z.object({
  country: z.union([z.literal(ANY), z.enum(COUNTRIES)]),
  /** A category id as text, or ANY. */
  category: z.string(),
  difficulty: z.enum([ANY, '1', '2']),
  state: z.union([z.literal(ANY), z.enum(QUESTION_STATES)]),
  text: optionalText(100),
  source: optionalText(100),
  valid_before: optionalText(10).check(
    z.refine((value) => value === '' || isoDay(value) !== null, { error: m.auditDateInvalid }),
  ),
  open_reports: z.boolean(),
});

export type DeskFilterValues = z.input<typeof deskFilterFields>;

/** What `admin.questions.index` (and the export) take: fields left empty are left out. */
export interface DeskFilterQuery {
  country?: Country;
  category?: number;
  difficulty?: '1' | '2';
  state?: QuestionState;
  text?: string;
  source?: string;
  valid_before?: string;
  open_reports?: '1';
}

export const toDeskFilterQuery = (values: z.output<typeof deskFilterFields>): DeskFilterQuery => {
  const query: DeskFilterQuery = {};
  if (values.country !== ANY) query.country = values.country;
  if (values.category !== ANY && /^\d+$/.test(values.category)) query.category = Number(values.category);
  if (values.difficulty !== ANY) query.difficulty = values.difficulty;
  if (values.state !== ANY) query.state = values.state;
  if (values.text) query.text = values.text;
  if (values.source) query.source = values.source;
  const before = isoDay(values.valid_before);
  if (before) query.valid_before = before;
  if (values.open_reports) query.open_reports = '1';
  return query;
};

export const deskFilterFormSchema = z.pipe(deskFilterFields, z.transform(toDeskFilterQuery));

export const EMPTY_DESK_FILTERS: DeskFilterValues = {
  country: ANY,
  category: ANY,
  difficulty: ANY,
  state: ANY,
  text: '',
  source: '',
  valid_before: '',
  open_reports: false,
};

/** The applied filters in the list's address (?state=live&valid_before=2025-11-29), so a link opens it filtered. */
export const deskSearch = (query: DeskFilterQuery): string =>
  Object.entries(query)
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
    .join('&');

/** The filters an address names (its search parameters' getter); one it cannot read is left out. */
export function deskFilterQueryOf(param: (key: string) => string | null): DeskFilterQuery {
  const query: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(deskFilterSchema.shape)) {
    const value = param(key);
    const parsed = value === null ? null : field.safeParse(value);
    if (parsed?.success && parsed.data !== undefined) query[key] = parsed.data;
  }
  return query as DeskFilterQuery;
}

/** The form's fields showing applied filters. */
export const deskFilterValuesOf = (query: DeskFilterQuery): DeskFilterValues => ({
  country: query.country ?? ANY,
  category: query.category === undefined ? ANY : String(query.category),
  difficulty: query.difficulty ?? ANY,
  state: query.state ?? ANY,
  text: query.text ?? '',
  source: query.source ?? '',
  valid_before: query.valid_before ? germanDay(query.valid_before) : '',
  open_reports: query.open_reports === '1',
});

// ---------------------------------------------------------------------------------------------------------
// The editor.

export const ANSWER_SLOTS = ['0', '1', '2', '3'] as const;
export type AnswerSlot = (typeof ANSWER_SLOTS)[number];

const answerField = requiredText(BANK_LIMITS.answerMax, m.editorAnswerRequired, m.editorAnswerTooLong);

const editorFields = z.object({
  /** Only a new question's key is typed; an edited one shows its own, never sent (the contract leaves it out). */
  key: z.string().check(
    z.trim(),
    z.refine((value) => questionKey.safeParse(value).success, { error: m.editorKeyInvalid }),
  ),
  text: requiredText(BANK_LIMITS.textMax, m.editorTextRequired, m.editorTextTooLong),
  answers: z.tuple([answerField, answerField, answerField, answerField]),
  right: z.enum(ANSWER_SLOTS, { error: m.editorRightRequired }),
  categories: z
    .array(z.string())
    .check(
      z.minLength(1, { error: m.editorCategoriesRequired }),
      z.maxLength(2, { error: m.editorCategoriesTooMany }),
    ),
  coins: z.enum(['1', '2']),
  explanation: z
    .string()
    .check(
      z.trim(),
      z.minLength(BANK_LIMITS.explanationMin, { error: m.editorExplanationTooShort }),
      z.maxLength(BANK_LIMITS.explanationMax, { error: m.editorExplanationTooLong }),
    ),
  source: requiredText(BANK_LIMITS.sourceMax, m.editorSourceRequired, m.editorSourceTooLong),
  validAsOf: z.string({ error: m.editorValidAsOfRequired }).check(
    z.trim(),
    z.minLength(1, { error: m.editorValidAsOfRequired, abort: true }),
    z.refine((value) => isoDay(value) !== null, { error: m.auditDateInvalid }),
  ),
});

export type QuestionEditorValues = z.input<typeof editorFields>;

/** The editor's values as the bank holds them: the right answer first, the wrong ones in the form's order. */
export function toBankQuestion(values: z.output<typeof editorFields>): BankQuestion {
  const right = Number(values.right);
  return {
    key: values.key.trim(),
    text: values.text,
    answers: [
      values.answers[right]!,
      ...values.answers.filter((_, index) => index !== right),
    ] as BankQuestion['answers'],
    categories: values.categories,
    coins: values.coins === '2' ? 2 : 1,
    explanation: values.explanation,
    source: values.source,
    validAsOf: isoDay(values.validAsOf) ?? values.validAsOf,
  };
}

/** A version of a question as the editor shows it: the bank's order, its first answer marked right. */
export const fromBankQuestion = (question: DeskQuestion): QuestionEditorValues => ({
  key: question.key,
  text: question.text,
  answers: [0, 1, 2, 3].map((index) => question.answers[index] ?? '') as QuestionEditorValues['answers'],
  right: '0',
  categories: question.categories,
  coins: question.coins === 2 ? '2' : '1',
  explanation: question.explanation ?? '',
  source: question.source ?? '',
  validAsOf: question.valid_as_of ? germanDay(question.valid_as_of) : '',
});

/** Where the form shows a server error about the bank's `answers.<index>`: the right one is answers[0]. */
export function editorPathOf(bankPath: string, right: AnswerSlot): string {
  const match = /^answers\.(\d)$/.exec(bankPath);
  if (!match) return bankPath === 'key' || bankPath in EMPTY_EDITOR ? bankPath : bankPath.split('.')[0]!;
  const bankIndex = Number(match[1]);
  const rightIndex = Number(right);
  const wrong = [0, 1, 2, 3].filter((index) => index !== rightIndex);
  return `answers.${bankIndex === 0 ? rightIndex : wrong[bankIndex - 1]}`;
}

/**
 * The editor: its fields checked with the catalog's sentences, its output the bank's shape, checked by the bank.
 * `keyless`: a company's own question, whose key the server gives (docs/product-rules.md#company-console).
 */
export const questionEditorSchema = (isNew: boolean, keyless = false) =>
  z.pipe(
    keyless ? z.extend(editorFields, { key: z.string() }) : editorFields,
    isNew && !keyless
      ? z.pipe(z.transform(toBankQuestion), bankQuestionSchema)
      : z.pipe(
          z.transform((values: z.output<typeof editorFields>) => {
            const { key: _key, ...content } = toBankQuestion(values);
            return content;
          }),
          z.omit(bankQuestionSchema, { key: true }),
        ),
  );

export const EMPTY_EDITOR: QuestionEditorValues = {
  key: '',
  text: '',
  answers: ['', '', '', ''],
  right: '0',
  categories: [],
  coins: '1',
  explanation: '',
  source: '',
  validAsOf: '',
};

// ---------------------------------------------------------------------------------------------------------
// The orders' filters.

const orderFilterFields = z.object({
  q: optionalText(100),
  from: optionalText(10).check(
    z.refine((value) => value === '' || isoDay(value) !== null, { error: m.auditDateInvalid }),
  ),
  to: optionalText(10).check(
    z.refine((value) => value === '' || isoDay(value) !== null, { error: m.auditDateInvalid }),
  ),
  country: z.union([z.literal(ANY), z.enum(COUNTRIES)]),
  state: z.union([z.literal(ANY), z.enum(ORDER_STATES)]),
});
export type OrderFilterValues = z.input<typeof orderFilterFields>;

/** What `admin.orders.index` takes: fields left empty are left out. */
export interface OrderFilterQuery {
  q?: string;
  from?: string;
  to?: string;
  country?: Country;
  state?: OrderState;
}

export const orderFilterFormSchema = z.pipe(
  orderFilterFields,
  z.transform((values): OrderFilterQuery => {
    const query: OrderFilterQuery = {};
    if (values.q) query.q = values.q;
    const from = isoDay(values.from);
    if (from) query.from = from;
    const to = isoDay(values.to);
    if (to) query.to = to;
    if (values.country !== ANY) query.country = values.country;
    if (values.state !== ANY) query.state = values.state;
    return query;
  }),
);

export const EMPTY_ORDER_FILTERS: OrderFilterValues = { q: '', from: '', to: '', country: ANY, state: ANY };
