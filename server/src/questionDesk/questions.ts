import {
  QUESTION_DESK_PAGE_SIZE,
  QUESTION_EXPORT_MAX,
  type DeskCategory,
  type DeskQuestion,
  type DeskQuestionRow,
  type QuestionState,
} from '../../../src/shared/api/calls/adminQuestions';
import type { BankQuestion } from '../../../src/shared/api/questionBank';
import { messages } from '../../../src/shared/messages.de';
import { likePattern, one, type Db } from '../db/database';
import { HttpError, ErrorCode } from '../errors';
import { bankOnly } from './scope';

/**
 * The editorial desk's reads (docs/product-rules.md#back-office): the list with its filters, one version with
 * its family's history, and the bank's shape of a selection for the Moodle export.
 */

export interface DeskFilter {
  country?: string | undefined;
  category?: number | undefined;
  difficulty?: '1' | '2' | undefined;
  state?: QuestionState | undefined;
  text?: string | undefined;
  source?: string | undefined;
  valid_before?: string | undefined;
  open_reports?: '1' | undefined;
}

/** Typed text matches itself in ILIKE: %, _ and the escape character lose their meaning. */
/** Open learner reports on any version of q's family. */
const OPEN_REPORTS = `(SELECT count(*)::int FROM question_reports r JOIN questions rq ON rq.id = r.question_id
                       WHERE rq.family_id = q.family_id AND r.status = 'open')`;

/**
 * $1…$8: the filter's conditions on `q` (a version of the bank's `questions`); without a state, every one but
 * superseded.
 */
const FILTER_WHERE = `
  ${bankOnly('q')}
  AND ($1::text IS NULL OR EXISTS (SELECT 1 FROM question_categories qc JOIN categories c ON c.id = qc.category_id
                                WHERE qc.question_id = q.id AND c.country = $1))
  AND ($2::int IS NULL OR EXISTS (SELECT 1 FROM question_categories qc
                                   WHERE qc.question_id = q.id AND qc.category_id = $2))
  AND ($3::int IS NULL OR q.coins = $3)
  AND (CASE WHEN $4::text IS NULL THEN q.state <> 'superseded' ELSE q.state = $4 END)
  AND ($5::text IS NULL OR q.text ILIKE $5)
  AND ($6::text IS NULL OR q.source ILIKE $6)
  AND ($7::date IS NULL OR q.valid_as_of IS NULL OR q.valid_as_of < $7)
  AND ($8::boolean IS NULL OR ${OPEN_REPORTS} > 0)`;

const filterParams = (filter: DeskFilter) => [
  filter.country ?? null,
  filter.category ?? null,
  filter.difficulty ? Number(filter.difficulty) : null,
  filter.state ?? null,
  filter.text ? likePattern(filter.text) : null,
  filter.source ? likePattern(filter.source) : null,
  filter.valid_before ?? null,
  filter.open_reports ? true : null,
];

const SORTS = {
  key: 'q.key, q.version',
  valid_as_of: 'q.valid_as_of NULLS FIRST, q.key, q.version',
  updated: 'q.updated_at DESC NULLS LAST, q.id DESC',
} as const;

/** A version's category keys, its own (position 0) first. */
const CATEGORY_KEYS = `COALESCE((SELECT json_agg(c.key ORDER BY qc.position, c.id)
  FROM question_categories qc JOIN categories c ON c.id = qc.category_id WHERE qc.question_id = q.id), '[]'::json)`;

interface ListRow {
  id: number;
  family_id: number;
  version: number;
  key: string;
  state: QuestionState;
  text: string;
  coins: 1 | 2;
  categories: string[];
  source: string | null;
  valid_as_of: string | null;
  updated_at: Date | null;
  open_reports: number;
}

/** A page of the list, with the number of versions the filter matches. */
export async function listDeskQuestions(
  db: Db,
  filter: DeskFilter & { sort: keyof typeof SORTS; page: number },
): Promise<{ data: DeskQuestionRow[]; total: number }> {
  const params = filterParams(filter);
  const rows = await db.query<ListRow>(
    `SELECT q.id, q.family_id, q.version, q.key, q.state, q.text, q.coins, ${CATEGORY_KEYS} AS categories,
       q.source, to_char(q.valid_as_of, 'YYYY-MM-DD') AS valid_as_of, q.updated_at, ${OPEN_REPORTS} AS open_reports
     FROM questions q WHERE ${FILTER_WHERE}
     ORDER BY ${SORTS[filter.sort]} LIMIT ${QUESTION_DESK_PAGE_SIZE} OFFSET $9`,
    [...params, (filter.page - 1) * QUESTION_DESK_PAGE_SIZE],
  );
  const count = await one<{ n: number }>(
    db,
    `SELECT count(*)::int AS n FROM questions q WHERE ${FILTER_WHERE}`,
    params,
  );
  return {
    total: count?.n ?? 0,
    data: rows.map((row) => ({ ...row, updated_at: row.updated_at?.toISOString() ?? null })),
  };
}

interface DetailRow extends ListRow {
  answers: string[] | null;
  explanation: string | null;
  author: { id: number; email: string } | null;
  co_authors: { id: number; email: string }[];
  approved_by: { id: number; email: string } | null;
  approved_at: Date | null;
  review_note: string | null;
  created_at: Date | null;
}

/** Versions in the editor's shape: the right answer first, categories in the bank's order. */
const DETAIL_SELECT = `
  SELECT q.id, q.family_id, q.version, q.key, q.state, q.text, q.coins, q.explanation, q.source,
    to_char(q.valid_as_of, 'YYYY-MM-DD') AS valid_as_of, q.review_note, q.approved_at, q.created_at, q.updated_at,
    ${CATEGORY_KEYS} AS categories,
    (SELECT json_agg(a.text ORDER BY a.correct DESC, a.position) FROM answers a WHERE a.question_id = q.id)
      AS answers,
    (SELECT json_build_object('id', a.id, 'email', a.email) FROM admin_accounts a WHERE a.id = q.author_id)
      AS author,
    COALESCE((SELECT json_agg(json_build_object('id', a.id, 'email', a.email) ORDER BY a.id)
      FROM admin_accounts a WHERE a.id = ANY (q.co_author_ids)), '[]'::json) AS co_authors,
    (SELECT json_build_object('id', a.id, 'email', a.email) FROM admin_accounts a WHERE a.id = q.approved_by)
      AS approved_by
  FROM questions q`;

const iso = (at: Date | null) => at?.toISOString() ?? null;

function present(row: DetailRow): DeskQuestion {
  return {
    ...row,
    answers: row.answers ?? [],
    approved_at: iso(row.approved_at),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/** One version, or null. */
export async function findDeskQuestion(db: Db, id: number): Promise<DeskQuestion | null> {
  const row = await one<DetailRow>(db, `${DETAIL_SELECT} WHERE q.id = $1`, [id]);
  return row ? present(row) : null;
}

/**
 * One version with every version of its family, newest first; 404 for an unknown id, and for a version of
 * another owner than `companyId` (none: the bank's; a company's id: its own questions).
 */
export async function showDeskQuestion(
  db: Db,
  id: number,
  companyId: number | null = null,
): Promise<{ question: DeskQuestion; versions: DeskQuestion[] }> {
  const owner = await one<{ company_id: number | null }>(
    db,
    'SELECT company_id FROM questions WHERE id = $1',
    [id],
  );
  const question = owner && owner.company_id === companyId ? await findDeskQuestion(db, id) : null;
  if (!question) throw new HttpError(ErrorCode.notFound, undefined, messages.serverErrors.questionNotFound);
  const versions = await db.query<DetailRow>(
    `${DETAIL_SELECT} WHERE q.family_id = $1 ORDER BY q.version DESC`,
    [question.family_id],
  );
  return { question, versions: versions.map(present) };
}

/** What the bank's shape of a version needs, without the editors' fields: an export may hold the whole bank. */
const EXPORT_SELECT = `
  SELECT q.key, q.text, q.coins, q.explanation, q.source, to_char(q.valid_as_of, 'YYYY-MM-DD') AS valid_as_of,
    ${CATEGORY_KEYS} AS categories,
    (SELECT json_agg(a.text ORDER BY a.correct DESC, a.position) FROM answers a WHERE a.question_id = q.id)
      AS answers
  FROM questions q`;

type ExportRow = Pick<DetailRow, 'key' | 'text' | 'coins' | 'explanation' | 'source' | 'valid_as_of'> & {
  categories: string[];
  answers: string[] | null;
};

/**
 * The selection of an export in the bank's shape: the ids given (in that order), else what the list's filter
 * matches, by key. More than QUESTION_EXPORT_MAX is refused. Versions without a category cannot be placed in
 * Moodle's category tree and are left out.
 */
export async function exportSelection(
  db: Db,
  selection: DeskFilter & { ids?: number[] | undefined },
): Promise<BankQuestion[]> {
  const rows = selection.ids
    ? await db.query<ExportRow>(
        `${EXPORT_SELECT} WHERE q.id = ANY ($1::int[]) AND ${bankOnly('q')} ORDER BY array_position($1::int[], q.id)`,
        [selection.ids.slice(0, QUESTION_EXPORT_MAX + 1)],
      )
    : await db.query<ExportRow>(
        `${EXPORT_SELECT} WHERE ${FILTER_WHERE} ORDER BY q.key, q.version LIMIT ${QUESTION_EXPORT_MAX + 1}`,
        filterParams(selection),
      );
  if (rows.length > QUESTION_EXPORT_MAX || (selection.ids?.length ?? 0) > QUESTION_EXPORT_MAX)
    throw new HttpError(ErrorCode.questionExportTooLarge);
  return rows
    .filter((row) => row.categories.length > 0)
    .map((row) => {
      const answers = row.answers ?? [];
      return {
        key: row.key,
        text: row.text,
        answers: [answers[0] ?? '', answers[1] ?? '', answers[2] ?? '', answers[3] ?? ''],
        categories: row.categories,
        coins: row.coins,
        explanation: row.explanation ?? '',
        source: row.source ?? '',
        validAsOf: row.valid_as_of ?? '',
      };
    });
}

/** The categories the desk offers, of one country or of all, by key. */
export const listDeskCategories = (db: Db, country: string | null): Promise<DeskCategory[]> =>
  db.query<DeskCategory>(
    `SELECT id, key, name, country, module FROM categories
      WHERE $1::text IS NULL OR country = $1 ORDER BY key`,
    [country],
  );
