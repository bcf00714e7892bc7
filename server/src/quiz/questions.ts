import type { Question } from '../../../src/shared/api/entities';
import { coinsForQuestion } from '../../../src/shared/domain/coins';
import { coinExpiresAt } from '../../../src/shared/domain/coinExpiry';
import type { QuizFilter } from '../../../src/shared/domain/quizFilter';
import { messages } from '../../../src/shared/messages.de';
import { one, type Db } from '../db/database';
import { HttpError, ErrorCode } from '../errors';
import { sweepSchedule } from '../db/sweep';
import { COINS_PER_HOUR } from '../../../src/shared/api/constants';
import { noteAnswer } from '../practice/reviewCards';
import { courseCoinsSql } from './courses';
import { bankOnly } from '../questionDesk/scope';

/**
 * Question selection and answering (docs/product-rules.md#quiz). A quiz is a course, or the Swiss quiz
 * (courseId null). Questions are drawn per category: one in two categories may come once through each. A
 * (question, category) pair leaves the pool of every quiz of the user while coins earned for it are valid;
 * when they expire (one year on) it returns, unless they were spent on an order: a question pays once for
 * hours requested. Wrong answers leave the pool unchanged. A booked course takes answers until it holds
 * hours × 100 coins.
 */
export interface Quiz {
  userId: number;
  courseId: number | null;
  filter: QuizFilter;
}

const SERVED_VALIDITY_MS = 24 * 60 * 60 * 1000;

/**
 * $1 user, $2 now, $3 category ids, $4 difficulties, for the (question, category) pairs `q`/`qc`: those of the
 * filter whose coins the user does not hold. Only live versions are served (the editorial desk, migration
 * 016), and coins earned with any version of a question count for all of its versions: a learner who
 * answered the version before an edit is not asked the new one again in that category. A live first version
 * has no other version anyone answered (later ones are only drafts until approved), so only later versions
 * look at the family.
 */
const OPEN = `
  qc.category_id = ANY($3::int[]) AND q.coins = ANY($4::int[]) AND q.state = 'live' AND ${bankOnly('q')}
    AND NOT EXISTS (
      SELECT 1 FROM coin_ledger l
      WHERE l.user_id = $1 AND l.question_id = q.id AND l.category_id = qc.category_id
        AND (l.expires_at > $2 OR l.redeemed > 0))
    AND (q.version = 1 OR NOT EXISTS (
      SELECT 1 FROM questions v JOIN coin_ledger l ON l.question_id = v.id
      WHERE v.family_id = q.family_id AND l.user_id = $1 AND l.category_id = qc.category_id
        AND (l.expires_at > $2 OR l.redeemed > 0)))`;

/** The open pairs of the filter (parameters as for OPEN). */
const OPEN_PAIRS = `
  SELECT q.id AS question_id, qc.category_id
  FROM questions q JOIN question_categories qc ON qc.question_id = q.id
  WHERE ${OPEN}`;

/**
 * The first open pair among $6 question ids and $7 category ids (a sample, in its order), checked against the
 * tables as OPEN_PAIRS is: a pair the server's copy of the bank still has but the bank no longer does (a
 * retired question, a category taken off it) is not open.
 */
const FIRST_OPEN_OF_SAMPLE = `
  SELECT q.id AS question_id, qc.category_id
  FROM unnest($6::int[], $7::int[]) WITH ORDINALITY AS s(question_id, category_id, n)
    JOIN question_categories qc ON qc.question_id = s.question_id AND qc.category_id = s.category_id
    JOIN questions q ON q.id = s.question_id
  WHERE ${OPEN}
  ORDER BY s.n LIMIT 1`;

const openPairParams = (userId: number, filter: QuizFilter, now: Date) => [
  userId,
  now,
  [...filter.categories],
  [...filter.difficulties],
];

/**
 * Distinct questions of the filter in all, and those the user can still earn coins with (through at least one
 * of their categories). A question in two categories of the filter counts once.
 */
export async function countQuestions(db: Db, userId: number, filter: QuizFilter, now: Date) {
  const row = await one<{ total: number; remaining: number }>(
    db,
    `SELECT
       (SELECT count(DISTINCT q.id) FROM question_categories qc JOIN questions q ON q.id = qc.question_id
        WHERE qc.category_id = ANY($3::int[]) AND q.coins = ANY($4::int[]) AND q.state = 'live'
          AND ${bankOnly('q')})::int AS total,
       (SELECT count(DISTINCT open.question_id) FROM (${OPEN_PAIRS}) open)::int AS remaining`,
    openPairParams(userId, filter, now),
  );
  return { total: row?.total ?? 0, remaining: row?.remaining ?? 0 };
}

/** A question `q` as a learner sees it: its text, coins, answers in their order and categories. */
const QUESTION_FIELDS = `q.id, q.text, q.coins, q.multiple,
  (SELECT json_agg(json_build_object('id', a.id, 'text', a.text) ORDER BY a.position)
   FROM answers a WHERE a.question_id = q.id) AS answers,
  (SELECT json_agg(json_build_object('id', c.id, 'name', c.name) ORDER BY c.id)
   FROM question_categories qc JOIN categories c ON c.id = qc.category_id
   WHERE qc.question_id = q.id) AS categories`;

export async function loadQuestion(db: Db, questionId: number): Promise<Question> {
  const row = await one<Omit<Question, 'coins'> & { coins: 1 | 2 }>(
    db,
    `SELECT ${QUESTION_FIELDS} FROM questions q WHERE q.id = $1`,
    [questionId],
  );
  if (!row) throw new HttpError(ErrorCode.notFound);
  return { ...row, categories: row.categories ?? [] };
}

/** (Question, category) pairs of the filter the user can still earn coins with (the dev answer helper). */
export async function countOpenPairs(db: Db, userId: number, filter: QuizFilter, now: Date) {
  const row = await one<{ n: number }>(
    db,
    `SELECT count(*)::int AS n FROM (${OPEN_PAIRS}) open`,
    openPairParams(userId, filter, now),
  );
  return row?.n ?? 0;
}

/**
 * Coins the user can still earn in one category: the coins of its questions whose coins for that category the
 * user does not hold (a booked course needs hours × 100 of them).
 */
export async function remainingCategoryCoins(db: Db, userId: number, categoryId: number, now: Date) {
  const row = await one<{ coins: number }>(
    db,
    `SELECT COALESCE(sum(q.coins), 0)::int AS coins FROM (${OPEN_PAIRS}) open JOIN questions q ON q.id = open.question_id`,
    [userId, now, [categoryId], [1, 2]],
  );
  return row?.coins ?? 0;
}

/** Whether the user's expired served questions are due to be deleted (housekeeping, per process). */
const sweepDue = sweepSchedule();

/**
 * Records $1's pick as served to the quiz $5 and loads it; `version` is the bank's change counter, read in the
 * same statement (a row with a null id when nothing was picked).
 */
const serveSql = (pick: string) => `
  WITH pick AS (${pick}),
  served AS (
    INSERT INTO served_questions (user_id, course_id, question_id, category_id, served_at)
    SELECT $1, $5::int, question_id, category_id, $2 FROM pick
    ON CONFLICT (user_id, (COALESCE(course_id, 0)), question_id)
    DO UPDATE SET category_id = excluded.category_id, served_at = excluded.served_at
    RETURNING question_id
  )
  SELECT b.n::text AS version, ${QUESTION_FIELDS}
  FROM bank_version b
    LEFT JOIN (served JOIN questions q ON q.id = served.question_id) ON true`;

/** How many pairs a pick tries before it reads the whole pool. */
export const SAMPLE_SIZE = 16;

/** The live bank's question ids by category and coins, as of the bank's change counter `version`. */
interface BankPairs {
  version: string;
  byCategory: Map<number, Map<number, number[]>>;
}

/** Each server's copy of the live bank's pairs (keyed by its database), read at the first pick. */
const bankPairs = new WeakMap<Db, Promise<BankPairs>>();

function readBankPairs(db: Db): Promise<BankPairs> {
  let pairs = bankPairs.get(db);
  if (!pairs) {
    pairs = db
      .query<{ version: string; category_id: number | null; question_id: number; coins: number }>(
        `SELECT b.n::text AS version, p.category_id, p.question_id, p.coins
         FROM bank_version b LEFT JOIN (
           SELECT qc.category_id, q.id AS question_id, q.coins
           FROM questions q JOIN question_categories qc ON qc.question_id = q.id
           WHERE q.state = 'live' AND ${bankOnly('q')}) p ON true`,
      )
      .then((rows) => {
        const byCategory: BankPairs['byCategory'] = new Map();
        for (const row of rows) {
          if (row.category_id === null) continue;
          let byCoins = byCategory.get(row.category_id);
          if (!byCoins) byCategory.set(row.category_id, (byCoins = new Map()));
          let list = byCoins.get(row.coins);
          if (!list) byCoins.set(row.coins, (list = []));
          list.push(row.question_id);
        }
        return { version: rows[0]?.version ?? '', byCategory };
      });
    pairs.catch(() => bankPairs.delete(db));
    bankPairs.set(db, pairs);
  }
  return pairs;
}

/**
 * Up to `size` pairs of the filter drawn at random, with replacement, each pair of the filter as likely as any
 * other. Trying them in this order and taking the first one still open picks every open pair among them with
 * the same chance: the first open draw is uniform over the open pairs.
 */
export function samplePairs(
  pairs: BankPairs['byCategory'],
  filter: QuizFilter,
  size: number,
  random: () => number = Math.random,
): { questionIds: number[]; categoryIds: number[] } {
  const lists = [...new Set(filter.categories)].flatMap((categoryId) =>
    [...new Set(filter.difficulties)].map((coins) => ({
      categoryId,
      list: pairs.get(categoryId)?.get(coins) ?? [],
    })),
  );
  const total = lists.reduce((sum, entry) => sum + entry.list.length, 0);
  const questionIds: number[] = [];
  const categoryIds: number[] = [];
  for (let draw = 0; total > 0 && draw < size; draw++) {
    let index = Math.floor(random() * total);
    for (const { categoryId, list } of lists) {
      if (index < list.length) {
        questionIds.push(list[index]!);
        categoryIds.push(categoryId);
        break;
      }
      index -= list.length;
    }
  }
  return { questionIds, categoryIds };
}

type ServedRow = Omit<Question, 'id' | 'coins' | 'categories'> & {
  version: string;
  id: number | null;
  coins: 1 | 2;
  categories: Question['categories'] | null;
};

/**
 * A random open question of the quiz, remembered as served to it; null when none is left. One statement
 * picks, records and loads it. The pick first tries a sample of the bank's pairs (SAMPLE_SIZE index lookups),
 * and only when none of them is open reads the whole pool (every pair of the filter, a few milliseconds on
 * the bank of today): either way each open pair is equally likely. Served rows older than a day are ignored
 * by the guess and deleted here now and then.
 */
export async function serveQuestion(db: Db, quiz: Quiz, now: Date): Promise<Question | null> {
  if (!quiz.filter.categories.length) return null;
  if (sweepDue(quiz.userId, now.getTime())) {
    await db.query('DELETE FROM served_questions WHERE user_id = $1 AND served_at < $2', [
      quiz.userId,
      new Date(now.getTime() - SERVED_VALIDITY_MS),
    ]);
  }
  const params = [...openPairParams(quiz.userId, quiz.filter, now), quiz.courseId];
  const copy = readBankPairs(db);
  const bank = await copy;
  const sample = samplePairs(bank.byCategory, quiz.filter, SAMPLE_SIZE);
  let row = sample.questionIds.length
    ? await one<ServedRow>(db, serveSql(FIRST_OPEN_OF_SAMPLE), [
        ...params,
        sample.questionIds,
        sample.categoryIds,
      ])
    : undefined;
  if (!row?.id) row = await one<ServedRow>(db, serveSql(`${OPEN_PAIRS} ORDER BY random() LIMIT 1`), params);
  // The bank changed since the copy was read: the next pick reads it again.
  if (row && row.version !== bank.version && bankPairs.get(db) === copy) bankPairs.delete(db);
  if (!row?.id) return null;
  const { id, text, coins, multiple, answers, categories } = row;
  return { id, text, coins, multiple, answers, categories: categories ?? [] };
}

export interface GuessOutcome {
  questionId: number;
  correct: boolean;
  correctAnswerIds: number[];
  coinsAwarded: number;
  /** Why the right answer is right, and its source; null while the bank has none. */
  explanation: string | null;
  source: string | null;
}

const sameSet = (a: readonly number[], b: readonly number[]) =>
  new Set(a).size === new Set(b).size && a.every((x) => b.includes(x));

/**
 * Answers a question served to the quiz (the given one, else the one served last): records the answer
 * and, when right, the coins (1 basic, 2 expert) in the ledger, valid for a year.
 *
 * Two round trips (a guess is the hottest call). The first reads whether the user may answer in this quiz
 * (the course is theirs, not ordered and of their current role; the Swiss quiz only for a ch user) together
 * with the served question and its answers. The second consumes the served row and, from what it consumed,
 * records the answer and the coins. A statement is atomic, so no transaction is needed: two concurrent
 * guesses on the same served question both try to delete it, the second waits for the first and deletes
 * nothing, so it records nothing and is told the question was not served. Coins for a (question, category)
 * are still settled by the unique index (migration 003) between two courses answering the same pair at once.
 */
export async function answerQuestion(
  db: Db,
  quiz: Pick<Quiz, 'userId' | 'courseId'>,
  guess: { answers: readonly number[]; questionId?: number | undefined },
  now: Date,
): Promise<GuessOutcome> {
  const servedSince = new Date(now.getTime() - SERVED_VALIDITY_MS);
  const found = await one<{
    country: string;
    course_found: boolean;
    same_role: boolean;
    course_cap: number | null;
    course_coins: number;
    question_id: number | null;
    coins: 1 | 2;
    multiple: boolean;
    explanation: string | null;
    source: string | null;
    answers: { id: number; correct: boolean }[] | null;
  }>(
    db,
    `SELECT u.country, c.id IS NOT NULL AS course_found, c.role = u.role IS TRUE AS same_role,
       c.hours * ${COINS_PER_HOUR} AS course_cap, ${courseCoinsSql('c.id', '$5')} AS course_coins,
       s.question_id, s.coins, s.multiple, s.explanation, s.source, s.answers
     FROM users u
     LEFT JOIN user_courses c ON c.user_id = u.id AND c.id = $2 AND c.ordered_at IS NULL
     LEFT JOIN LATERAL (
       SELECT s.question_id, q.coins, q.multiple, q.explanation, q.source,
         (SELECT json_agg(json_build_object('id', a.id, 'correct', a.correct) ORDER BY a.id)
          FROM answers a WHERE a.question_id = s.question_id) AS answers
       FROM served_questions s JOIN questions q ON q.id = s.question_id
       WHERE s.user_id = u.id AND COALESCE(s.course_id, 0) = COALESCE($2::int, 0) AND s.served_at >= $4
         AND ($3::int IS NULL OR s.question_id = $3)
       ORDER BY s.served_at DESC LIMIT 1
     ) s ON true
     WHERE u.id = $1`,
    [quiz.userId, quiz.courseId, guess.questionId ?? null, servedSince, now],
  );
  if (!found) throw new HttpError(ErrorCode.notFound, undefined, messages.serverErrors.userNotFound);
  if (quiz.courseId === null) {
    if (found.country !== 'ch') throw new HttpError(ErrorCode.quizCountry);
  } else {
    if (!found.course_found) throw new HttpError(ErrorCode.courseNotFound);
    if (!found.same_role) throw new HttpError(ErrorCode.courseRoleMismatch);
    if (found.course_cap !== null && found.course_coins >= found.course_cap)
      throw new HttpError(ErrorCode.courseComplete);
  }
  if (found.question_id === null) throw new HttpError(ErrorCode.questionNotServed);
  const served = { ...found, question_id: found.question_id };

  const answers = served.answers ?? [];
  const known = answers.map((a) => a.id);
  const chosen = [...new Set(guess.answers)];
  if (!chosen.every((id) => known.includes(id)) || (!served.multiple && chosen.length > 1)) {
    throw new HttpError(ErrorCode.questionAnswersInvalid, {
      answers: [messages.quiz.answersInvalid],
    });
  }
  const correctAnswerIds = answers.filter((a) => a.correct).map((a) => a.id);
  const correct = sameSet(chosen, correctAnswerIds);
  const coins = correct ? coinsForQuestion(served.coins) : 0;

  const [outcome] = await db.query<{ consumed: boolean; paid: boolean }>(
    `WITH consumed AS (
       DELETE FROM served_questions s
       WHERE s.user_id = $1 AND COALESCE(s.course_id, 0) = COALESCE($2::int, 0) AND s.question_id = $3
         AND s.served_at >= $7
       RETURNING s.question_id, s.category_id
     ), answered AS (
       INSERT INTO answered_questions (user_id, question_id, course_id, correct, answered_at)
       SELECT $1, question_id, $2, $4, $5 FROM consumed
     ), paid AS (
       INSERT INTO coin_ledger
         (user_id, course_id, question_id, category_id, coins, earned_at, expires_at, generation)
       SELECT $1, $2, c.question_id, c.category_id, $6, $5, $8,
         (SELECT count(*) FROM coin_ledger l
          WHERE l.user_id = $1 AND l.question_id = c.question_id AND l.category_id = c.category_id)
       FROM consumed c
       WHERE $6 > 0 AND NOT EXISTS (
         SELECT 1 FROM questions v JOIN coin_ledger l ON l.question_id = v.id
         WHERE v.family_id = (SELECT family_id FROM questions WHERE id = c.question_id)
           AND l.user_id = $1 AND l.category_id = c.category_id AND (l.expires_at > $5 OR l.redeemed > 0))
         AND ($9::int IS NULL OR ${courseCoinsSql('$2::int', '$5')} < $9)
       ON CONFLICT (user_id, question_id, category_id, generation) DO NOTHING
       RETURNING id
     )
     SELECT EXISTS (SELECT 1 FROM consumed) AS consumed, EXISTS (SELECT 1 FROM paid) AS paid`,
    [
      quiz.userId,
      quiz.courseId,
      served.question_id,
      correct,
      now,
      coins,
      servedSince,
      coinExpiresAt(now),
      served.course_cap,
    ],
  );
  if (!outcome?.consumed) throw new HttpError(ErrorCode.questionNotServed);
  // A wrong answer becomes a review card (docs/product-rules.md#review).
  await noteAnswer(db, { userId: quiz.userId, questionId: served.question_id, correct }, now);
  return {
    questionId: served.question_id,
    correct,
    correctAnswerIds,
    coinsAwarded: outcome.paid ? coins : 0,
    explanation: served.explanation || null,
    source: served.source || null,
  };
}
