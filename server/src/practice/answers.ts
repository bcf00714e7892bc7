import type { GuessReply } from '../../../src/shared/api/entities';
import { messages } from '../../../src/shared/messages.de';
import { one, type Db } from '../db/database';
import { HttpError, ErrorCode } from '../errors';

const sameSet = (a: readonly number[], b: readonly number[]) =>
  new Set(a).size === new Set(b).size && a.every((x) => b.includes(x));

export interface CheckedAnswer {
  correct: boolean;
  reply: GuessReply;
}

/** Checks chosen answers against a question (practice answers: no served row, no coins). */
export async function checkAnswers(
  db: Db,
  questionId: number,
  chosenIds: readonly number[],
): Promise<CheckedAnswer> {
  const row = await one<{
    multiple: boolean;
    explanation: string | null;
    source: string | null;
    answers: { id: number; correct: boolean }[] | null;
  }>(
    db,
    `SELECT q.multiple, q.explanation, q.source,
       (SELECT json_agg(json_build_object('id', a.id, 'correct', a.correct) ORDER BY a.id)
        FROM answers a WHERE a.question_id = q.id) AS answers
     FROM questions q WHERE q.id = $1`,
    [questionId],
  );
  if (!row) throw new HttpError(ErrorCode.questionNotServed);
  const answers = row.answers ?? [];
  const chosen = [...new Set(chosenIds)];
  if (!chosen.every((id) => answers.some((a) => a.id === id)) || (!row.multiple && chosen.length > 1)) {
    throw new HttpError(ErrorCode.questionAnswersInvalid, { answers: [messages.quiz.answersInvalid] });
  }
  const correctAnswers = answers.filter((a) => a.correct).map((a) => a.id);
  return {
    correct: sameSet(chosen, correctAnswers),
    reply: {
      correct_answers: correctAnswers,
      explanation: row.explanation || null,
      source: row.source || null,
    },
  };
}
