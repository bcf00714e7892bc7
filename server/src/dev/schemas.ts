import { z } from 'zod';
import { TEXT_LIMITS } from '../../../src/shared/api/constants';
import {
  country,
  email,
  id,
  multilineText,
  pathId,
  requiredText,
  text,
} from '../../../src/shared/api/primitives';

/** Inputs of the news development routes, bounded like the contract's (the fuzz test uses them too). */
export const newsDevSchemas = {
  article: {
    body: z.object({
      country,
      title: requiredText(),
      text: multilineText(TEXT_LIMITS.longText),
      /** A provider of the country by name, made when missing; the country's first provider otherwise. */
      provider: z.optional(requiredText(TEXT_LIMITS.name)),
      thumbnail: z.nullable(text(TEXT_LIMITS.longText)).default(null),
    }),
  },
  interactions: { query: z.object({ email }) },
} as const;

/** Inputs of the development routes, bounded like the contract's (the fuzz test uses them too). */
export const devSchemas = {
  mails: { query: z.object({ to: z.optional(email) }) },
  impersonationToken: { body: z.object({ email }) },
  developer: { body: z.object({ email }) },
  correctAnswers: { params: z.object({ question: pathId }) },
  /** A test-only explanation for one question (null restores none), not the bank's data files. */
  explanation: {
    params: z.object({ question: pathId }),
    body: z.object({ explanation: z.nullable(multilineText(600)), source: z.nullable(text(255)) }),
  },
  answerQuestions: {
    body: z.object({
      email,
      course_id: z.optional(id),
      leave: z.number().int().min(0).max(100_000).default(0),
    }),
  },
  coins: {
    body: z.object({
      email,
      course_id: z.nullable(id).default(null),
      coins: z.number().int().min(1).max(10_000),
    }),
  },
  mailAttachment: { params: z.object({ mail: pathId, position: z.coerce.number().int().min(0).max(100) }) },
  newsArticle: newsDevSchemas.article,
  newsInteractions: newsDevSchemas.interactions,
  /** One user's practice schedule moved into the past (review cards fall due, exam deadlines pass). */
  practiceTime: { body: z.object({ email, minutes: z.number().int().min(1).max(525_600) }) },
} as const;
