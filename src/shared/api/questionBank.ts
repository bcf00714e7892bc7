import { z } from 'zod/mini';
import { multilineText, requiredText } from './primitives';

/**
 * The question bank's data files: one JSON file per category (the category of a question's first
 * entry in `categories`), validated with these schemas when the seed loads them, in the tests and by
 * the `questions` command. answers[0] is the one right answer; the other three are wrong but plausible.
 */
export const BANK_LIMITS = {
  textMax: 219,
  answerMax: 119,
  explanationMin: 40,
  explanationMax: 600,
  sourceMax: 200,
} as const;

export const questionKey = z
  .string()
  .check(z.regex(/^(de|at|ch)-[a-z0-9-]+-\d{3,4}$/, 'key like de-vvg-007'));
const answer = requiredText(BANK_LIMITS.answerMax);
/**
 * A calendar date, YYYY-MM-DD: the date of the law text the writer checked the question against. From the
 * year 1900 on, so the database's `date` takes every one (it has no year 0).
 */
export const calendarDate = z.iso.date().check(z.refine((value) => value >= '1900-01-01'));

export const bankQuestionSchema = z.strictObject({
  key: questionKey,
  text: requiredText(BANK_LIMITS.textMax),
  answers: z.tuple([answer, answer, answer, answer]),
  categories: z
    .array(z.string().check(z.regex(/^(de|at|ch)-[a-z-]+$/)))
    .check(z.minLength(1), z.maxLength(2)),
  coins: z.union([z.literal(1), z.literal(2)]),
  explanation: multilineText(BANK_LIMITS.explanationMax).check(
    z.trim(),
    z.minLength(BANK_LIMITS.explanationMin),
  ),
  source: requiredText(BANK_LIMITS.sourceMax),
  validAsOf: calendarDate,
});
export type BankQuestion = z.infer<typeof bankQuestionSchema>;

export const bankFileSchema = z.strictObject({
  category: z.string(),
  questions: z.array(bankQuestionSchema),
});
export type BankFile = z.infer<typeof bankFileSchema>;
