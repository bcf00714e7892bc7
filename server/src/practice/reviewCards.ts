import { createEmptyCard, fsrs, Rating, type Card, type Grade } from 'ts-fsrs';
import { one, type Db } from '../db/database';
import { bankOnly } from '../questionDesk/scope';

/**
 * The review cards (docs/product-rules.md#review): every wrong answer makes (or lapses) the user's card of that
 * question, scheduled with FSRS. Kept apart from the review pages' queries so that every answer path (quiz,
 * booked course, company course, practice quiz, exam) can note its answers here without an import cycle.
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

export async function readCard(db: Db, userId: number, questionId: number) {
  const row = await one<CardRow>(
    db,
    `SELECT due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, reps, lapses, state,
       last_review
     FROM review_cards WHERE user_id = $1 AND question_id = $2 FOR UPDATE`,
    [userId, questionId],
  );
  return row ? toCard(row) : null;
}

export async function writeCard(db: Db, userId: number, questionId: number, card: Card, now: Date) {
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

/**
 * The one place every recorded answer outside the review itself passes (open quiz, booked course, company
 * course, practice quiz, exam): a wrong answer makes the question's card, or lapses it (Again); a right one
 * leaves the cards alone. Coins are no concern of it.
 */
export async function noteAnswer(
  db: Db,
  answer: { userId: number; questionId: number; correct: boolean },
  now: Date,
): Promise<void> {
  if (answer.correct) return;
  // A company's own question is asked only in its courses, never in the review (docs/product-rules.md#company-console).
  const bank = await one<{ ok: boolean }>(
    db,
    `SELECT ${bankOnly('q')} AS ok FROM questions q WHERE q.id = $1`,
    [answer.questionId],
  );
  if (!bank?.ok) return;
  const card = await readCard(db, answer.userId, answer.questionId);
  await writeCard(db, answer.userId, answer.questionId, reviewed(card, false, now), now);
}
