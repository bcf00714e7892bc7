import { coinExpiresAt } from '../../../src/shared/domain/coinExpiry';
import { newToken } from '../auth/tokens';
import type { Context } from '../context';
import type { Db } from '../db/database';
import { HttpError, ErrorCode } from '../errors';
import { answerQuestion, countOpenPairs, serveQuestion, type Quiz } from '../quiz/questions';

const IMPERSONATION_VALIDITY_MS = 10 * 60 * 1000;

export async function makeDeveloper(db: Db, userId: number): Promise<void> {
  await db.query('UPDATE users SET developer = true WHERE id = $1', [userId]);
}

/** A one-time token that signs in as the user, valid for ten minutes. */
export async function issueImpersonationToken(ctx: Context, userId: number): Promise<string> {
  const { token, hash } = newToken();
  await ctx.db.query(
    `INSERT INTO access_tokens (user_id, token_hash, kind, device_name, created_at, expires_at)
     VALUES ($1, $2, 'impersonation', 'impersonation', $3, $4)`,
    [userId, hash, ctx.clock(), new Date(ctx.clock().getTime() + IMPERSONATION_VALIDITY_MS)],
  );
  return token;
}

/** The ids of a question's correct answers (none for an unknown question). */
export async function correctAnswerIds(db: Db, questionId: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    'SELECT id FROM answers WHERE question_id = $1 AND correct ORDER BY id',
    [questionId],
  );
  return rows.map((row) => row.id);
}

/** Sets a question's explanation and source; false for an unknown question. */
export async function setExplanation(
  db: Db,
  questionId: number,
  body: { explanation: string | null; source: string | null },
): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    'UPDATE questions SET explanation = $2, source = $3 WHERE id = $1 RETURNING id',
    [questionId, body.explanation, body.source],
  );
  return rows.length > 0;
}

/** Coins earned now on a course of the user (or the account's balance); false for a course not theirs. */
export async function addCoins(
  ctx: Context,
  userId: number,
  courseId: number | null,
  coins: number,
): Promise<boolean> {
  const now = ctx.clock();
  const rows = await ctx.db.query(
    `INSERT INTO coin_ledger (user_id, course_id, coins, earned_at, expires_at)
     SELECT $1, $2, $3, $4, $5
     WHERE $2::int IS NULL OR EXISTS (SELECT 1 FROM user_courses WHERE id = $2 AND user_id = $1)
     RETURNING id`,
    [userId, courseId, coins, now, coinExpiresAt(now)],
  );
  return rows.length > 0;
}

/** Answers the quiz's open questions correctly, the way a user's guesses do, until `leave` are left. */
export async function answerOpenQuestions(ctx: Context, userId: number, quiz: Quiz, leave: number) {
  const open = async () => countOpenPairs(ctx.db, userId, quiz.filter, ctx.clock());
  let answered = 0;
  for (let left = await open(); left > leave; left -= 1) {
    const question = await serveQuestion(ctx.db, quiz, ctx.clock());
    if (!question) break;
    const correct = await ctx.db.query<{ id: number }>(
      'SELECT id FROM answers WHERE question_id = $1 AND correct',
      [question.id],
    );
    try {
      await answerQuestion(
        ctx.db,
        quiz,
        { answers: correct.map((a) => a.id), questionId: question.id },
        ctx.clock(),
      );
    } catch (error) {
      // A booked course stops taking answers at hours × 100 coins.
      if (error instanceof HttpError && error.code === ErrorCode.courseComplete) break;
      throw error;
    }
    answered += 1;
  }
  return { answered, remaining: await open() };
}
