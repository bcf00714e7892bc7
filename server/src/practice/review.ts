import type { GuessReply, Question } from '../../../src/shared/api/entities';
import { one, type Db } from '../db/database';
import { HttpError, ErrorCode } from '../errors';
import { loadQuestion } from '../quiz/questions';
import { checkAnswers } from './answers';
import { readCard, reviewed, writeCard } from './reviewCards';
import { bankOnly } from '../questionDesk/scope';

/**
 * Review of wrong answers (docs/product-rules.md#review): a due card is asked again and rated by the answer
 * (Good or Again). No coins.
 */
export async function countDue(db: Db, userId: number, now: Date): Promise<number> {
  const row = await one<{ n: number }>(
    db,
    `SELECT count(*)::int AS n FROM review_cards r JOIN questions q ON q.id = r.question_id
     WHERE r.user_id = $1 AND r.due <= $2 AND q.state = 'live' AND ${bankOnly('q')}`,
    [userId, now],
  );
  return row?.n ?? 0;
}

/** The due card with the earliest due date, as a question; null when none is due. */
export async function nextDueQuestion(db: Db, userId: number, now: Date): Promise<Question | null> {
  const row = await one<{ question_id: number }>(
    db,
    `SELECT r.question_id FROM review_cards r JOIN questions q ON q.id = r.question_id
     WHERE r.user_id = $1 AND r.due <= $2 AND q.state = 'live' AND ${bankOnly('q')}
     ORDER BY r.due, r.question_id LIMIT 1`,
    [userId, now],
  );
  return row ? loadQuestion(db, row.question_id) : null;
}

/** Answers a due card: recorded as an answer (statistics), rated Good or Again, never paid. */
export async function answerReview(
  db: Db,
  userId: number,
  guess: { questionId: number; answers: readonly number[] },
  now: Date,
): Promise<GuessReply> {
  const card = await readCard(db, userId, guess.questionId);
  if (!card || card.due.getTime() > now.getTime()) throw new HttpError(ErrorCode.reviewNotDue);
  const checked = await checkAnswers(db, guess.questionId, guess.answers);
  await db.query(
    `INSERT INTO answered_questions (user_id, question_id, course_id, correct, answered_at)
     VALUES ($1, $2, NULL, $3, $4)`,
    [userId, guess.questionId, checked.correct, now],
  );
  await writeCard(db, userId, guess.questionId, reviewed(card, checked.correct, now), now);
  return checked.reply;
}
