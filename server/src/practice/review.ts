import { createEmptyCard, fsrs, Rating, type Card, type Grade } from 'ts-fsrs';
import type { GuessReply, Question } from '../../../src/shared/api/entities';
import { one, type Db } from '../db/database';
import { HttpError } from '../errors';
import { loadQuestion } from '../quiz/questions';
import { checkAnswers } from './answers';
import { bankOnly } from '../questionDesk/scope';

/**
 * Review of wrong answers (docs/product-rules.md#review): every wrong answer makes (or lapses) the user's card
 * of that question, scheduled with FSRS; a due card is asked again and rated by the answer. No coins.
 */
const scheduler = fsrs({ enable_fuzz: false });

/** The FSRS rating of an answer: right is Good, wrong is Again. */
export const ratingFor = (correct: boolean): Grade => (correct ? Rating.Good : Rating.Again);

interface CardRow {
  due: Date;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  state: number;
  last_review: Date | null;
}

const toCard = (row: CardRow): Card => ({
  due: new Date(row.due),
  stability: Number(row.stability),
  difficulty: Number(row.difficulty),
  elapsed_days: row.elapsed_days,
  scheduled_days: row.scheduled_days,
  learning_steps: row.learning_steps,
  reps: row.reps,
  lapses: row.lapses,
  state: row.state,
  ...(row.last_review ? { last_review: new Date(row.last_review) } : {}),
});

/** The card after an answer at `now`: a new card for a first wrong answer, else the next state of `card`. */
export function reviewed(card: Card | null, correct: boolean, now: Date): Card {
  return scheduler.next(card ?? createEmptyCard(now), now, ratingFor(correct)).card;
}

async function readCard(db: Db, userId: number, questionId: number) {
  const row = await one<CardRow>(
    db,
    `SELECT due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, reps, lapses, state,
       last_review
     FROM review_cards WHERE user_id = $1 AND question_id = $2 FOR UPDATE`,
    [userId, questionId],
  );
  return row ? toCard(row) : null;
}

async function writeCard(db: Db, userId: number, questionId: number, card: Card, now: Date) {
  await db.query(
    `INSERT INTO review_cards (user_id, question_id, due, stability, difficulty, elapsed_days, scheduled_days,
       learning_steps, reps, lapses, state, last_review, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     ON CONFLICT (user_id, question_id) DO UPDATE SET due = excluded.due, stability = excluded.stability,
       difficulty = excluded.difficulty, elapsed_days = excluded.elapsed_days,
       scheduled_days = excluded.scheduled_days, learning_steps = excluded.learning_steps, reps = excluded.reps,
       lapses = excluded.lapses, state = excluded.state, last_review = excluded.last_review`,
    [
      userId,
      questionId,
      card.due,
      card.stability,
      card.difficulty,
      card.elapsed_days,
      card.scheduled_days,
      card.learning_steps,
      card.reps,
      card.lapses,
      card.state,
      card.last_review ?? null,
      now,
    ],
  );
}

/** A wrong answer anywhere (quiz, practice quiz, exam): the question's card is made, or lapses (Again). */
export async function noteWrongAnswer(db: Db, userId: number, questionId: number, now: Date): Promise<void> {
  await writeCard(db, userId, questionId, reviewed(await readCard(db, userId, questionId), false, now), now);
}

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
  if (!card || card.due.getTime() > now.getTime()) throw new HttpError('review.not-due');
  const checked = await checkAnswers(db, guess.questionId, guess.answers);
  await db.query(
    `INSERT INTO answered_questions (user_id, question_id, course_id, correct, answered_at)
     VALUES ($1, $2, NULL, $3, $4)`,
    [userId, guess.questionId, checked.correct, now],
  );
  await writeCard(db, userId, guess.questionId, reviewed(card, checked.correct, now), now);
  return checked.reply;
}
