import { z } from 'zod/mini';
import { defineCall, userParam } from '../call';
import { guessReplySchema, questionSchema } from '../entities';
import { id, isoDate, pathId, text } from '../primitives';

/** Statistics, review of wrong answers (FSRS) and timed exam practice (docs/product-rules.md#practice). */
const userPath = z.object({ user: userParam });
const examPath = z.object({ user: userParam, exam: pathId });
const count = z.int().check(z.gte(0));
const share = z.nullable(z.number().check(z.gte(0), z.lte(1)));

export const weekStatisticsSchema = z.object({
  /** Monday of the week, YYYY-MM-DD (Europe/Berlin). */
  week: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  answered: count,
  correct: count,
  share,
});
export const categoryStatisticsSchema = z.object({
  id,
  name: text(),
  answered: count,
  correct: count,
  /** correct / answered, null before the first answer. */
  share,
  coins: count,
  /** This category's answers in the last 12 weeks, oldest first (always 12 points). */
  weeks: z.array(weekStatisticsSchema),
});
export const statisticsSchema = z.object({
  categories: z.array(categoryStatisticsSchema),
  /** All answers of the last 12 weeks, oldest first (a question in two categories counts once here). */
  weeks: z.array(weekStatisticsSchema),
  /** Up to three answered categories with the lowest share right, lowest first. */
  weakest: z.array(categoryStatisticsSchema),
});
export type Statistics = z.infer<typeof statisticsSchema>;
export type CategoryStatistics = z.infer<typeof categoryStatisticsSchema>;
export type WeekStatistics = z.infer<typeof weekStatisticsSchema>;

export const statisticsCall = defineCall({
  name: 'app.users.practice.statistics',
  method: 'GET',
  params: userPath,
  response: statisticsSchema,
});

const practiceGuessBody = z.object({
  question_id: id,
  answers: z.array(id).check(z.minLength(1), z.maxLength(8)),
});

export const reviewDueCall = defineCall({
  name: 'app.users.practice.review.due',
  method: 'GET',
  params: userPath,
  response: z.object({ due: count }),
});

/** The due card answered next (earliest due first); null when none is due. */
export const reviewQuestionCall = defineCall({
  name: 'app.users.practice.review.question',
  method: 'GET',
  params: userPath,
  response: z.nullable(questionSchema),
});

/** Rates the card by the answer (right: Good, wrong: Again); no coins. */
export const reviewGuessCall = defineCall({
  name: 'app.users.practice.review.guess',
  method: 'POST',
  params: userPath,
  body: practiceGuessBody,
  response: guessReplySchema,
});

/** The comma-separated category ids a practice quiz draws from (the weakest categories). */
const categoryList = z.string().check(z.regex(/^\d{1,9}(,\d{1,9}){0,9}$/));

export const practiceQuestionCall = defineCall({
  name: 'app.users.practice.question',
  method: 'GET',
  params: userPath,
  query: z.object({ categories: categoryList }),
  response: z.nullable(questionSchema),
});

/** A practice quiz answer: no coins; a wrong one becomes a review card. */
export const practiceGuessCall = defineCall({
  name: 'app.users.practice.guess',
  method: 'POST',
  params: userPath,
  body: practiceGuessBody,
  response: guessReplySchema,
});

export const examTopicResultSchema = z.object({
  key: text(40),
  label: text(),
  correct: count,
  total: count,
});
export const examQuestionSchema = z.object({
  position: count,
  topic: text(40),
  question: questionSchema,
  /** The learner's answers so far (null: not answered). */
  chosen: z.nullable(z.array(id)),
  /** Only once the attempt is finished. */
  correct_answers: z.nullable(z.array(id)),
  correct: z.nullable(z.boolean()),
  explanation: z.nullable(z.string().check(z.maxLength(5000))),
  source: z.nullable(z.string().check(z.maxLength(500))),
});
export const examSchema = z.object({
  id,
  started_at: isoDate,
  deadline: isoDate,
  /** Set when handed in or when the deadline passed. */
  finished_at: z.nullable(isoDate),
  questions: z.array(examQuestionSchema),
  /** The score per topic, once finished (empty before). */
  topics: z.array(examTopicResultSchema),
});
export type Exam = z.infer<typeof examSchema>;
export type ExamQuestion = z.infer<typeof examQuestionSchema>;

export const examSummarySchema = z.object({
  id,
  started_at: isoDate,
  finished_at: z.nullable(isoDate),
  correct: count,
  total: count,
});
export type ExamSummary = z.infer<typeof examSummarySchema>;

/** The last ten attempts, newest first. */
export const examsCall = defineCall({
  name: 'app.users.practice.exams.index',
  method: 'GET',
  params: userPath,
  response: z.array(examSummarySchema),
});

/** Starts a test (a running one is returned instead); defaults 30 questions and 45 minutes. */
export const startExamCall = defineCall({
  name: 'app.users.practice.exams.store',
  method: 'POST',
  params: userPath,
  body: z.object({
    questions: z.optional(z.int().check(z.gte(1), z.lte(60))),
    minutes: z.optional(z.int().check(z.gte(1), z.lte(180))),
  }),
  response: examSchema,
});

export const examCall = defineCall({
  name: 'app.users.practice.exams.show',
  method: 'GET',
  params: examPath,
  response: examSchema,
});

/** Answers one question of a running attempt (again to change it); refused after the deadline. */
export const examAnswerCall = defineCall({
  name: 'app.users.practice.exams.answer',
  method: 'PUT',
  params: examPath,
  body: practiceGuessBody,
  response: z.object({ ok: z.boolean() }),
});

export const finishExamCall = defineCall({
  name: 'app.users.practice.exams.finish',
  method: 'POST',
  params: examPath,
  response: examSchema,
});
