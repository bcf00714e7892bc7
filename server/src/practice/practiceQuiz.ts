import type { GuessReply, Question } from '../../../src/shared/api/entities';
import { one, type Db } from '../db/database';
import { HttpError, ErrorCode } from '../errors';
import { loadQuestion } from '../quiz/questions';
import { requireUser } from '../users/users';
import { checkAnswers } from './answers';
import { noteAnswer } from './reviewCards';
import { bankOnly } from '../questionDesk/scope';

/**
 * The practice quiz on chosen categories (the statistics' weakest ones): live questions of the learner's
 * country and role, no coins; answers count in the statistics and a wrong one becomes a review card.
 */
export async function nextPracticeQuestion(
  db: Db,
  userId: number,
  categoryIds: readonly number[],
): Promise<Question | null> {
  const user = await requireUser(db, userId);
  const row = await one<{ id: number }>(
    db,
    `SELECT q.id FROM questions q
     WHERE q.state = 'live' AND ${bankOnly('q')} AND EXISTS (
       SELECT 1 FROM question_categories qc JOIN categories c ON c.id = qc.category_id
       WHERE qc.question_id = q.id AND c.id = ANY($1::int[]) AND c.country = $2
         AND ($3::text IS NULL OR $3 = ANY(c.roles)))
     ORDER BY random() LIMIT 1`,
    [[...categoryIds], user.country, user.role],
  );
  return row ? loadQuestion(db, row.id) : null;
}

/** Whether the question is live in one of the learner's categories (what the practice quiz may ask). */
export async function assertPracticeQuestion(db: Db, userId: number, questionId: number): Promise<void> {
  const user = await requireUser(db, userId);
  const row = await one<{ ok: boolean }>(
    db,
    `SELECT EXISTS (
       SELECT 1 FROM questions q JOIN question_categories qc ON qc.question_id = q.id
       JOIN categories c ON c.id = qc.category_id
       WHERE q.id = $1 AND q.state = 'live' AND ${bankOnly('q')} AND c.country = $2 AND ($3::text IS NULL OR $3 = ANY(c.roles))
     ) AS ok`,
    [questionId, user.country, user.role],
  );
  if (!row?.ok) throw new HttpError(ErrorCode.questionNotServed);
}

export async function answerPractice(
  db: Db,
  userId: number,
  guess: { questionId: number; answers: readonly number[] },
  now: Date,
): Promise<GuessReply> {
  await assertPracticeQuestion(db, userId, guess.questionId);
  const checked = await checkAnswers(db, guess.questionId, guess.answers);
  await db.query(
    `INSERT INTO answered_questions (user_id, question_id, course_id, correct, answered_at)
     VALUES ($1, $2, NULL, $3, $4)`,
    [userId, guess.questionId, checked.correct, now],
  );
  await noteAnswer(db, { userId, questionId: guess.questionId, correct: checked.correct }, now);
  return checked.reply;
}

export const parseCategoryList = (list: string): number[] => [
  ...new Set(list.split(',').map((id) => Number(id))),
];
