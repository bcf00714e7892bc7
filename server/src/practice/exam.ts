import type { Exam, ExamQuestion, ExamSummary } from '../../../src/shared/api/calls/practice';
import type { Country } from '../../../src/shared/api/constants';
import type { Question } from '../../../src/shared/api/entities';
import { drawByWeights, EXAM_DEFAULTS, EXAM_TOPICS } from '../../../src/shared/domain/examTopics';
import { one, type Db } from '../db/database';
import { HttpError, ErrorCode } from '../errors';
import { loadQuestion } from '../quiz/questions';
import { requireUser } from '../users/users';
import { checkAnswers } from './answers';
import { noteAnswer } from './reviewCards';
import { bankOnly } from '../questionDesk/scope';

/**
 * Exam practice (docs/product-rules.md#exam-practice): a timed test drawn by topic weights. The server keeps
 * the questions, the deadline and the answers; after the deadline no answer is taken and the attempt counts
 * as handed in at its deadline. No coins; when handed in, its answers count in the statistics and wrong ones
 * become review cards. The last ten attempts are kept.
 */
export const KEPT_ATTEMPTS = 10;

interface AttemptRow {
  id: number;
  user_id: number;
  country: Country;
  started_at: Date;
  deadline: Date;
  finished_at: Date | null;
}

const iso = (d: Date | string) => new Date(d).toISOString();

async function lockAttempt(db: Db, userId: number, examId: number): Promise<AttemptRow> {
  const row = await one<AttemptRow>(
    db,
    `SELECT id, user_id, country, started_at, deadline, finished_at FROM exam_attempts
     WHERE id = $1 AND user_id = $2 FOR UPDATE`,
    [examId, userId],
  );
  if (!row) throw new HttpError(ErrorCode.examNotFound);
  return row;
}

/** Hands the attempt in at `at`: its answers are recorded for the statistics, wrong ones make review cards. */
async function closeAttempt(db: Db, attempt: AttemptRow, at: Date): Promise<void> {
  const closed = await db.query<{ id: number }>(
    'UPDATE exam_attempts SET finished_at = $2 WHERE id = $1 AND finished_at IS NULL RETURNING id',
    [attempt.id, at],
  );
  if (!closed.length) return;
  const answered = await db.query<{ question_id: number; correct: boolean }>(
    `INSERT INTO answered_questions (user_id, question_id, course_id, correct, answered_at)
     SELECT $2, question_id, NULL, correct, $3 FROM exam_attempt_questions
     WHERE attempt_id = $1 AND correct IS NOT NULL
     RETURNING question_id, correct`,
    [attempt.id, attempt.user_id, at],
  );
  for (const row of answered) {
    await noteAnswer(db, { userId: attempt.user_id, questionId: row.question_id, correct: row.correct }, at);
  }
}

/** Attempts past their deadline and never handed in count as handed in at the deadline. */
async function closeExpired(db: Db, userId: number, now: Date): Promise<void> {
  const expired = await db.query<AttemptRow>(
    `SELECT id, user_id, country, started_at, deadline, finished_at FROM exam_attempts
     WHERE user_id = $1 AND finished_at IS NULL AND deadline <= $2 FOR UPDATE`,
    [userId, now],
  );
  for (const attempt of expired) await closeAttempt(db, attempt, new Date(attempt.deadline));
}

export async function presentExam(db: Db, userId: number, examId: number, now: Date): Promise<Exam> {
  await closeExpired(db, userId, now);
  const attempt = await lockAttempt(db, userId, examId);
  const finished = attempt.finished_at !== null;
  const rows = await db.query<{
    position: number;
    question_id: number;
    topic: string;
    chosen: number[] | null;
    correct: boolean | null;
  }>(
    `SELECT position, question_id, topic, chosen, correct FROM exam_attempt_questions
     WHERE attempt_id = $1 ORDER BY position`,
    [attempt.id],
  );
  const questions: ExamQuestion[] = [];
  for (const row of rows) {
    const question: Question = await loadQuestion(db, row.question_id);
    const solution = finished ? await checkAnswers(db, row.question_id, []).catch(() => null) : null;
    questions.push({
      position: row.position,
      topic: row.topic,
      question,
      chosen: row.chosen,
      correct_answers: solution?.reply.correct_answers ?? null,
      correct: finished ? row.correct === true : null,
      explanation: solution?.reply.explanation ?? null,
      source: solution?.reply.source ?? null,
    });
  }
  const topics = finished
    ? EXAM_TOPICS[attempt.country]
        .map((t) => {
          const mine = questions.filter((q) => q.topic === t.key);
          return {
            key: t.key,
            label: t.label,
            correct: mine.filter((q) => q.correct).length,
            total: mine.length,
          };
        })
        .filter((t) => t.total > 0)
    : [];
  return {
    id: attempt.id,
    started_at: iso(attempt.started_at),
    deadline: iso(attempt.deadline),
    finished_at: attempt.finished_at ? iso(attempt.finished_at) : null,
    questions,
    topics,
  };
}

export async function startExam(
  db: Db,
  userId: number,
  options: { questions?: number | undefined; minutes?: number | undefined },
  now: Date,
): Promise<Exam> {
  await closeExpired(db, userId, now);
  const running = await one<{ id: number }>(
    db,
    'SELECT id FROM exam_attempts WHERE user_id = $1 AND finished_at IS NULL ORDER BY id DESC LIMIT 1',
    [userId],
  );
  if (running) return presentExam(db, userId, running.id, now);

  const user = await requireUser(db, userId);
  const topics = EXAM_TOPICS[user.country];
  const keys = [...new Set(topics.flatMap((t) => t.categories))];
  const rows = await db.query<{ key: string; question_id: number }>(
    `SELECT c.key, qc.question_id FROM categories c
     JOIN question_categories qc ON qc.category_id = c.id JOIN questions q ON q.id = qc.question_id
     WHERE c.key = ANY($1::text[]) AND c.country = $2 AND ($3::text IS NULL OR $3 = ANY(c.roles))
       AND q.state = 'live' AND ${bankOnly('q')}
     ORDER BY random()`,
    [keys, user.country, user.role],
  );
  const pools = new Map<string, number[]>(
    topics.map((t) => [t.key, rows.filter((r) => t.categories.includes(r.key)).map((r) => r.question_id)]),
  );
  const picks = drawByWeights(topics, pools, options.questions ?? EXAM_DEFAULTS.questions);
  if (!picks.length) throw new HttpError(ErrorCode.examEmpty);

  const deadline = new Date(now.getTime() + (options.minutes ?? EXAM_DEFAULTS.minutes) * 60_000);
  const attempt = await one<{ id: number }>(
    db,
    `INSERT INTO exam_attempts (user_id, country, started_at, deadline) VALUES ($1, $2, $3, $4) RETURNING id`,
    [userId, user.country, now, deadline],
  );
  await db.query(
    `INSERT INTO exam_attempt_questions (attempt_id, position, question_id, topic)
     SELECT $1, p.position, p.question_id, p.topic
     FROM unnest($2::int[], $3::int[], $4::text[]) AS p(position, question_id, topic)`,
    [attempt!.id, picks.map((_, i) => i + 1), picks.map((p) => p.questionId), picks.map((p) => p.topic)],
  );
  // Only the last ten attempts are kept.
  await db.query(
    `DELETE FROM exam_attempts WHERE user_id = $1 AND id NOT IN (
       SELECT id FROM exam_attempts WHERE user_id = $1 ORDER BY started_at DESC, id DESC LIMIT ${KEPT_ATTEMPTS})`,
    [userId],
  );
  return presentExam(db, userId, attempt!.id, now);
}

export async function answerExam(
  db: Db,
  userId: number,
  examId: number,
  guess: { questionId: number; answers: readonly number[] },
  now: Date,
): Promise<void> {
  const attempt = await lockAttempt(db, userId, examId);
  if (attempt.finished_at !== null || new Date(attempt.deadline).getTime() <= now.getTime()) {
    throw new HttpError(ErrorCode.examClosed);
  }
  const asked = await one<{ position: number }>(
    db,
    'SELECT position FROM exam_attempt_questions WHERE attempt_id = $1 AND question_id = $2',
    [attempt.id, guess.questionId],
  );
  if (!asked) throw new HttpError(ErrorCode.questionNotServed);
  const checked = await checkAnswers(db, guess.questionId, guess.answers);
  await db.query(
    `UPDATE exam_attempt_questions SET chosen = $3::int[], correct = $4
     WHERE attempt_id = $1 AND position = $2`,
    [attempt.id, asked.position, [...new Set(guess.answers)], checked.correct],
  );
}

export async function finishExam(db: Db, userId: number, examId: number, now: Date): Promise<Exam> {
  const attempt = await lockAttempt(db, userId, examId);
  if (attempt.finished_at === null) {
    const deadline = new Date(attempt.deadline);
    await closeAttempt(db, attempt, deadline.getTime() < now.getTime() ? deadline : now);
  }
  return presentExam(db, userId, examId, now);
}

export async function listExams(db: Db, userId: number, now: Date): Promise<ExamSummary[]> {
  await closeExpired(db, userId, now);
  const rows = await db.query<{
    id: number;
    started_at: Date;
    finished_at: Date | null;
    correct: number;
    total: number;
  }>(
    `SELECT e.id, e.started_at, e.finished_at,
       (SELECT count(*) FROM exam_attempt_questions x
        WHERE x.attempt_id = e.id AND x.correct AND e.finished_at IS NOT NULL)::int AS correct,
       (SELECT count(*) FROM exam_attempt_questions x WHERE x.attempt_id = e.id)::int AS total
     FROM exam_attempts e WHERE e.user_id = $1 ORDER BY e.started_at DESC, e.id DESC LIMIT ${KEPT_ATTEMPTS}`,
    [userId],
  );
  return rows.map((r) => ({
    id: r.id,
    started_at: iso(r.started_at),
    finished_at: r.finished_at ? iso(r.finished_at) : null,
    correct: r.correct,
    total: r.total,
  }));
}
