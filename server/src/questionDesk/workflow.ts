import { randomInt } from 'node:crypto';
import type { DeskQuestion } from '../../../src/shared/api/calls/adminQuestions';
import type { BankQuestion } from '../../../src/shared/api/questionBank';
import { messages } from '../../../src/shared/messages.de';
import { one, type Db } from '../db/database';
import { HttpError, ErrorCode } from '../errors';
import { writeAudit } from '../admin/audit';
import { findDeskQuestion } from './questions';

/**
 * The editorial desk's writes (docs/product-rules.md#back-office). States: draft → in_review → live →
 * retired. A draft changes in place; a live question edited gets a new version (a new row of its family), so
 * what learners answered keeps pointing at the text they saw. A second editor approves: the author and
 * co-authors of a version never (checked here, and by the table's CHECK). Every write runs in the caller's
 * transaction `tx` and appends its audit row there, with the version before and after. Any write marks the
 * family desk_owned, so the seed leaves it alone from then on.
 */

export interface Editor {
  id: number;
  email: string;
}

interface Write {
  editor: Editor;
  ip: string | null;
  now: Date;
  /**
   * Whose questions the write works on: none (the bank, the desk's) or a company's own
   * (docs/product-rules.md#company-console). A version of anyone else's is as unknown as one that does not exist.
   */
  companyId?: number | null;
}

type QuestionContent = Omit<BankQuestion, 'key'>;

interface LockedRow {
  id: number;
  family_id: number;
  state: DeskQuestion['state'];
  author_id: number | null;
  co_author_ids: number[];
  company_id: number | null;
}

/** Locks the version's family (in id order, so two writers never wait on each other) and reads the version. */
async function lockVersion(tx: Db, write: Write, id: number): Promise<LockedRow> {
  await tx.query(
    `SELECT id FROM questions WHERE family_id = (SELECT family_id FROM questions WHERE id = $1)
     ORDER BY id FOR UPDATE`,
    [id],
  );
  const row = await one<LockedRow>(
    tx,
    'SELECT id, family_id, state, author_id, co_author_ids, company_id FROM questions WHERE id = $1',
    [id],
  );
  if (!row || row.company_id !== (write.companyId ?? null))
    throw new HttpError(ErrorCode.notFound, undefined, messages.serverErrors.questionNotFound);
  return row;
}

const snapshot = async (tx: Db, id: number): Promise<DeskQuestion> => (await findDeskQuestion(tx, id))!;

/** The categories' ids in the given order; an unknown key is a field error. */
async function categoryIds(tx: Db, keys: readonly string[]): Promise<number[]> {
  const rows = await tx.query<{ id: number; key: string }>(
    'SELECT id, key FROM categories WHERE key = ANY ($1::text[])',
    [[...keys]],
  );
  const byKey = new Map(rows.map((row) => [row.key, row.id]));
  if (keys.some((key) => !byKey.has(key)))
    throw new HttpError(ErrorCode.validation, { categories: [messages.questionDesk.categoryUnknown] });
  return keys.map((key) => byKey.get(key)!);
}

/**
 * A version's answers and categories, replacing any it had (only ever a draft's, never served). The answers
 * go in a random order, so their ids reveal nothing about which one is right (answers[0]).
 */
async function writeContent(tx: Db, id: number, content: QuestionContent): Promise<void> {
  const categories = await categoryIds(tx, content.categories);
  const order = [0, 1, 2, 3];
  for (let i = order.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  await tx.query('DELETE FROM answers WHERE question_id = $1', [id]);
  await tx.query(
    `INSERT INTO answers (question_id, position, text, correct)
     SELECT $1, p - 1, t, a = 0 FROM unnest($2::text[], $3::int[]) WITH ORDINALITY AS x(t, a, p)`,
    [id, order.map((answer) => content.answers[answer]!), order],
  );
  await tx.query('DELETE FROM question_categories WHERE question_id = $1', [id]);
  await tx.query(
    `INSERT INTO question_categories (question_id, category_id, position)
     SELECT $1, c, p - 1 FROM unnest($2::int[]) WITH ORDINALITY AS x(c, p)`,
    [id, categories],
  );
}

const markFamily = (tx: Db, familyId: number) =>
  tx.query('UPDATE questions SET desk_owned = true WHERE family_id = $1', [familyId]);

/** Inserts a draft version (a new family when familyId is null) and its content; the new id. */
async function insertDraft(
  tx: Db,
  write: Write,
  key: string,
  content: QuestionContent,
  familyId: number | null,
): Promise<number> {
  const row = await one<{ id: number }>(
    tx,
    `INSERT INTO questions (key, family_id, version, state, desk_owned, text, coins, explanation, source,
       valid_as_of, author_id, created_at, updated_at, company_id)
     VALUES ($1, $2::int, CASE WHEN $2::int IS NULL THEN 1
               ELSE (SELECT max(version) + 1 FROM questions WHERE family_id = $2::int) END,
             'draft', true, $3, $4, $5, $6, $7, $8, $9, $9, $10)
     RETURNING id`,
    [
      key,
      familyId,
      content.text,
      content.coins,
      content.explanation,
      content.source,
      content.validAsOf,
      write.editor.id,
      write.now,
      write.companyId ?? null,
    ],
  );
  await writeContent(tx, row!.id, content);
  return row!.id;
}

const audit = (tx: Db, write: Write, action: string, id: number, before: unknown, after: unknown) =>
  writeAudit(tx, write.now, {
    actor: write.editor,
    ip: write.ip,
    // A company's own question: its rows read like the console's other writes (company.question.approve).
    action: write.companyId ? `company.${action}` : action,
    entityType: 'question',
    entityId: id,
    before,
    after,
  });

/** Whether a version carries this key (any family, any state). */
export async function keyTaken(tx: Db, key: string): Promise<boolean> {
  return (await one(tx, 'SELECT 1 AS x FROM questions WHERE key = $1 LIMIT 1', [key])) !== undefined;
}

/** A new question, a draft of a family of its own; 409 for a key another question has. */
export async function createDraft(
  tx: Db,
  write: Write,
  question: BankQuestion,
  action = 'question.create',
): Promise<number> {
  if (await keyTaken(tx, question.key)) throw new HttpError(ErrorCode.questionKeyTaken);
  const { key, ...content } = question;
  const id = await insertDraft(tx, write, key, content, null);
  await audit(tx, write, action, id, null, await snapshot(tx, id));
  return id;
}

/**
 * Edits a version: a draft in place (an editor other than its author becomes a co-author); a live one gets a
 * new draft version of its family, the live one still served. The draft's id.
 */
export async function editQuestion(
  tx: Db,
  write: Write,
  id: number,
  content: QuestionContent,
): Promise<number> {
  const row = await lockVersion(tx, write, id);
  const before = await snapshot(tx, id);
  let draftId: number;
  if (row.state === 'draft') {
    const coAuthor = row.author_id !== write.editor.id && !row.co_author_ids.includes(write.editor.id);
    await tx.query(
      `UPDATE questions SET text = $2, coins = $3, explanation = $4, source = $5, valid_as_of = $6,
         updated_at = $7, co_author_ids = CASE WHEN $8 THEN co_author_ids || $9::int ELSE co_author_ids END
       WHERE id = $1`,
      [
        id,
        content.text,
        content.coins,
        content.explanation,
        content.source,
        content.validAsOf,
        write.now,
        coAuthor,
        write.editor.id,
      ],
    );
    await writeContent(tx, id, content);
    draftId = id;
  } else if (row.state === 'live') {
    const open = await one(
      tx,
      `SELECT 1 AS x FROM questions WHERE family_id = $1 AND state IN ('draft', 'in_review')`,
      [row.family_id],
    );
    if (open) throw new HttpError(ErrorCode.questionVersionOpen);
    draftId = await insertDraft(tx, write, before.key, content, row.family_id);
    await markFamily(tx, row.family_id);
  } else {
    throw new HttpError(ErrorCode.questionState);
  }
  await audit(tx, write, 'question.edit', draftId, before, await snapshot(tx, draftId));
  return draftId;
}

/** Moves a version from one state to another, or 409. */
async function transition(
  tx: Db,
  write: Write,
  id: number,
  action: string,
  from: DeskQuestion['state'],
  change: (row: LockedRow) => Promise<void>,
): Promise<void> {
  const row = await lockVersion(tx, write, id);
  if (row.state !== from) throw new HttpError(ErrorCode.questionState);
  const before = await snapshot(tx, id);
  await change(row);
  await audit(tx, write, action, id, before, await snapshot(tx, id));
}

export const submitQuestion = (tx: Db, write: Write, id: number) =>
  transition(tx, write, id, 'question.submit', 'draft', async () => {
    await tx.query(
      `UPDATE questions SET state = 'in_review', review_note = NULL, updated_at = $2 WHERE id = $1`,
      [id, write.now],
    );
  });

export const rejectQuestion = (tx: Db, write: Write, id: number, note: string) =>
  transition(tx, write, id, 'question.reject', 'in_review', async () => {
    await tx.query(`UPDATE questions SET state = 'draft', review_note = $2, updated_at = $3 WHERE id = $1`, [
      id,
      note,
      write.now,
    ]);
  });

/**
 * A second editor approves a version in review: it goes live, and the family's live version before it is
 * superseded (kept for what learners answered with it, never served again). Its author and co-authors get 403.
 */
export const approveQuestion = (tx: Db, write: Write, id: number) =>
  transition(tx, write, id, 'question.approve', 'in_review', async (row) => {
    if (row.author_id === write.editor.id || row.co_author_ids.includes(write.editor.id))
      throw new HttpError(ErrorCode.questionOwnApproval);
    await tx.query(
      `UPDATE questions SET state = 'superseded', updated_at = $2 WHERE family_id = $1 AND state = 'live'`,
      [row.family_id, write.now],
    );
    await tx.query(
      `UPDATE questions SET state = 'live', approved_by = $2, approved_at = $3, updated_at = $3 WHERE id = $1`,
      [id, write.editor.id, write.now],
    );
    await markFamily(tx, row.family_id);
  });

/**
 * Retires the version's family: its live version and any version being worked on. They leave every pool (a
 * question served and not answered yet too); the coins earned with them stay in the ledger.
 */
export async function retireQuestion(tx: Db, write: Write, id: number): Promise<void> {
  const row = await lockVersion(tx, write, id);
  const before = await snapshot(tx, id);
  const retired = await tx.query<{ id: number }>(
    `UPDATE questions SET state = 'retired', updated_at = $2
     WHERE family_id = $1 AND state IN ('draft', 'in_review', 'live') RETURNING id`,
    [row.family_id, write.now],
  );
  if (retired.length === 0) throw new HttpError(ErrorCode.questionState);
  const ids = retired.map((r) => r.id);
  await tx.query('DELETE FROM served_questions WHERE question_id = ANY ($1::int[])', [ids]);
  await markFamily(tx, row.family_id);
  await audit(tx, write, 'question.retire', id, before, {
    ...(await snapshot(tx, id)),
    retired_ids: ids,
  });
}
