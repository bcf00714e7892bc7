import { randomInt } from 'node:crypto';
import {
  BANK_PAGE_SIZE,
  type CodeInput,
  type CompanyPage,
  type CompanyPageInput,
  type ConsoleCategory,
  type ConsoleCode,
  type ConsoleCourse,
  type ConsoleCourseDetail,
  type ConsoleQuestion,
  type CourseInput,
  OWN_QUESTIONS_MAX,
} from '../../../src/shared/api/calls/companyConsole';
import type { DeskQuestion } from '../../../src/shared/api/calls/adminQuestions';
import type { BankQuestion } from '../../../src/shared/api/questionBank';
import { companyConsoleMessages as m } from '../../../src/shared/messages/companyConsole';
import type { AdminAuth } from '../admin/sessions';
import { writeAudit } from '../admin/audit';
import { one, type Db } from '../db/database';
import { HttpError, ErrorCode } from '../errors';
import { findDeskQuestion } from '../questionDesk/questions';
import { createDraft, keyTaken } from '../questionDesk/workflow';
import { lockCompany, type DeskWriter } from './invitations';
import { bankOnly, bankOrCompany } from '../questionDesk/scope';

/**
 * The company console (docs/product-rules.md#company-console): a company's page, courses and access codes,
 * written by its company admins (or an operator). Every write runs in the caller's transaction with its
 * audit row. Calendar days (open window, deadline, a code's expiry) are days in Europe/Berlin.
 */

/** A company admin works on their own company only: any other id is as unknown as one that does not exist. */
export async function requireConsole(
  db: Db,
  admin: Pick<AdminAuth, 'role' | 'company_id'>,
  companyId: number,
): Promise<void> {
  if (admin.role === 'company_admin' && admin.company_id !== companyId)
    throw new HttpError(ErrorCode.notFound);
  const row = await one(db, 'SELECT 1 AS x FROM companies WHERE id = $1', [companyId]);
  if (!row) throw new HttpError(ErrorCode.notFound);
}

/** Today in Europe/Berlin of the timestamp $n, as SQL. */
const berlinDay = (param: string) => `((${param})::timestamptz AT TIME ZONE 'Europe/Berlin')::date`;

// The company's page

interface PageRow {
  id: number;
  name: string;
  logo: string | null;
  welcome: string | null;
  contact_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
}

const toPage = (row: PageRow): CompanyPage => ({
  id: row.id,
  name: row.name,
  logo: row.logo,
  welcome: row.welcome ?? '',
  contact_name: row.contact_name ?? '',
  contact_email: row.contact_email ?? '',
  contact_phone: row.contact_phone ?? '',
});

export async function showPage(db: Db, companyId: number): Promise<CompanyPage> {
  const row = await one<PageRow>(
    db,
    `SELECT id, name, logo, welcome, contact_name, contact_email, contact_phone FROM companies WHERE id = $1`,
    [companyId],
  );
  if (!row) throw new HttpError(ErrorCode.notFound);
  return toPage(row);
}

/** The page's texts, and the logo when `logo` is a new URL (undefined: unchanged). */
export async function updatePage(
  tx: Db,
  by: DeskWriter,
  companyId: number,
  input: CompanyPageInput,
  logo: string | undefined,
): Promise<CompanyPage> {
  await lockCompany(tx, companyId);
  const before = await showPage(tx, companyId);
  await tx.query(
    `UPDATE companies SET welcome = NULLIF($2, ''), contact_name = NULLIF($3, ''), contact_email = NULLIF($4, ''),
       contact_phone = NULLIF($5, ''), logo = COALESCE($6, logo), updated_at = $7 WHERE id = $1`,
    [
      companyId,
      input.welcome,
      input.contact_name,
      input.contact_email,
      input.contact_phone,
      logo ?? null,
      by.now,
    ],
  );
  const after = await showPage(tx, companyId);
  await writeAudit(tx, by.now, {
    actor: by.editor,
    ip: by.ip,
    action: 'company.page.update',
    entityType: 'company',
    entityId: companyId,
    before,
    after,
  });
  return after;
}

// Questions of the bank

interface QuestionRow {
  id: number;
  key: string;
  text: string;
  explanation: string | null;
  answers: { text: string; correct: boolean }[];
  categories: string[];
}

const SELECT_QUESTION = `SELECT q.id, q.key, q.text, q.explanation,
    COALESCE((SELECT json_agg(json_build_object('text', a.text, 'correct', a.correct) ORDER BY a.position)
      FROM answers a WHERE a.question_id = q.id), '[]'::json) AS answers,
    COALESCE((SELECT array_agg(c.name ORDER BY qc.position, c.key) FROM question_categories qc
      JOIN categories c ON c.id = qc.category_id WHERE qc.question_id = q.id), '{}') AS categories
  FROM questions q`;

const toQuestion = (row: QuestionRow): ConsoleQuestion => ({
  id: row.id,
  key: row.key,
  text: row.text,
  explanation: row.explanation || null,
  answers: typeof row.answers === 'string' ? JSON.parse(row.answers) : row.answers,
  categories: row.categories,
});

/** The categories with active questions of the bank, by key (a draw takes the bank's questions only). */
export async function listCategories(db: Db): Promise<ConsoleCategory[]> {
  return db.query<ConsoleCategory>(
    `SELECT c.id, c.key, c.name, count(*)::int AS questions
     FROM categories c JOIN question_categories qc ON qc.category_id = c.id
     JOIN questions q ON q.id = qc.question_id AND q.state = 'live' AND ${bankOnly('q')}
     GROUP BY c.id ORDER BY c.key`,
  );
}

/**
 * A page of the bank's active questions, by key: in a category, with words of the text. With `own`, the
 * company's own active questions instead.
 */
export async function searchBank(
  db: Db,
  companyId: number,
  filter: { own?: '1' | undefined; category?: number | undefined; text?: string | undefined; page: number },
): Promise<{ data: ConsoleQuestion[]; total: number }> {
  const where = `q.state = 'live'
    AND (CASE WHEN $3::int IS NULL THEN ${bankOnly('q')} ELSE q.company_id = $3 END)
    AND ($1::int IS NULL OR EXISTS (SELECT 1 FROM question_categories qc WHERE qc.question_id = q.id AND qc.category_id = $1))
    AND ($2::text IS NULL OR strpos(lower(q.text), lower($2)) > 0)`;
  const params = [filter.category ?? null, filter.text?.trim() || null, filter.own ? companyId : null];
  const rows = await db.query<QuestionRow>(
    `${SELECT_QUESTION} WHERE ${where} ORDER BY q.key LIMIT ${BANK_PAGE_SIZE} OFFSET $4`,
    [...params, (filter.page - 1) * BANK_PAGE_SIZE],
  );
  const count = await one<{ n: number }>(
    db,
    `SELECT count(*)::int AS n FROM questions q WHERE ${where}`,
    params,
  );
  return { data: rows.map(toQuestion), total: count?.n ?? 0 };
}

// Courses

interface CourseRow {
  id: number;
  name: string;
  state: ConsoleCourse['state'];
  pass_mark: number;
  question_count: number;
  open_from: string | null;
  open_until: string | null;
  deadline: string | null;
  enrolled: number;
  answers: number;
  updated_at: Date | null;
  selection: ConsoleCourseDetail['selection'] | string | null;
}

const SELECT_COURSE = `SELECT k.id, k.name, k.state, k.pass_mark, k.selection, k.updated_at,
    to_char(k.open_from, 'YYYY-MM-DD') AS open_from, to_char(k.open_until, 'YYYY-MM-DD') AS open_until,
    to_char(k.deadline, 'YYYY-MM-DD') AS deadline,
    (SELECT count(*) FROM company_course_questions q WHERE q.course_id = k.id)::int AS question_count,
    (SELECT count(*) FROM company_enrolments e WHERE e.course_id = k.id AND e.removed_at IS NULL)::int AS enrolled,
    (SELECT count(*) FROM company_answers a WHERE a.course_id = k.id)::int AS answers
  FROM company_courses k`;

const toCourse = (row: CourseRow): ConsoleCourse => ({
  id: row.id,
  name: row.name,
  state: row.state,
  pass_mark: row.pass_mark,
  question_count: row.question_count,
  open_from: row.open_from,
  open_until: row.open_until,
  deadline: row.deadline,
  enrolled: row.enrolled,
  answers: row.answers,
  updated_at: row.updated_at ? new Date(row.updated_at).toISOString() : null,
});

export async function listCourses(db: Db, companyId: number): Promise<ConsoleCourse[]> {
  const rows = await db.query<CourseRow>(
    `${SELECT_COURSE} WHERE k.company_id = $1 ORDER BY lower(k.name), k.id`,
    [companyId],
  );
  return rows.map(toCourse);
}

/** A course of the company with its questions; another company's: 404. */
export async function showCourse(db: Db, companyId: number, courseId: number): Promise<ConsoleCourseDetail> {
  const row = await one<CourseRow>(db, `${SELECT_COURSE} WHERE k.id = $1 AND k.company_id = $2`, [
    courseId,
    companyId,
  ]);
  if (!row) throw new HttpError(ErrorCode.companyCourseNotFound);
  const questions = await db.query<QuestionRow>(
    `${SELECT_QUESTION} JOIN company_course_questions cq ON cq.question_id = q.id
     WHERE cq.course_id = $1 ORDER BY cq.position`,
    [courseId],
  );
  const selection = typeof row.selection === 'string' ? JSON.parse(row.selection) : row.selection;
  return { ...toCourse(row), selection, questions: questions.map(toQuestion) };
}

/** The stored form of a selection: a draw's categories sorted, so the same choice compares equal. */
const storedSelection = (selection: CourseInput['selection']) =>
  selection.mode === 'draw'
    ? {
        mode: 'draw' as const,
        categories: [...new Set(selection.categories)].sort((a, b) => a - b),
        count: selection.count,
      }
    : { mode: 'pick' as const };

/**
 * The questions of a selection: drawn at random from the categories' active questions of the bank, or the
 * picked ones (the bank's or the company's own, active).
 */
async function chooseQuestions(
  tx: Db,
  companyId: number,
  selection: CourseInput['selection'],
): Promise<number[]> {
  if (selection.mode === 'draw') {
    const categories = [...new Set(selection.categories)];
    const available = await one<{ n: number }>(
      tx,
      `SELECT count(*)::int AS n FROM questions q WHERE q.state = 'live' AND ${bankOnly('q')} AND EXISTS (
         SELECT 1 FROM question_categories qc WHERE qc.question_id = q.id AND qc.category_id = ANY ($1::int[]))`,
      [categories],
    );
    const n = available?.n ?? 0;
    if (n < selection.count)
      throw new HttpError(ErrorCode.validation, { 'selection.count': [m.tooFewQuestions(n)] });
    const rows = await tx.query<{ id: number }>(
      `SELECT q.id FROM questions q WHERE q.state = 'live' AND ${bankOnly('q')} AND EXISTS (
         SELECT 1 FROM question_categories qc WHERE qc.question_id = q.id AND qc.category_id = ANY ($1::int[]))
       ORDER BY random() LIMIT $2`,
      [categories, selection.count],
    );
    return rows.map((row) => row.id);
  }
  const ids = [...new Set(selection.questions)];
  const live = await tx.query<{ id: number }>(
    `SELECT q.id FROM questions q WHERE q.id = ANY ($1::int[]) AND q.state = 'live' AND ${bankOrCompany('q', '$2')}`,
    [ids, companyId],
  );
  if (live.length !== ids.length)
    throw new HttpError(ErrorCode.validation, { 'selection.questions': [m.questionUnknown] });
  return ids;
}

async function setQuestions(tx: Db, courseId: number, ids: readonly number[]): Promise<void> {
  await tx.query('DELETE FROM company_course_questions WHERE course_id = $1', [courseId]);
  await tx.query(
    `INSERT INTO company_course_questions (course_id, question_id, position)
     SELECT $1, q, p FROM unnest($2::int[]) WITH ORDINALITY AS x(q, p)`,
    [courseId, [...ids]],
  );
}

const nameTaken = () => new HttpError(ErrorCode.validation, { name: [m.courseNameTaken] });

/** A unique-index violation (the company has a course of that name) is a field error. */
async function uniquely<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw nameTaken();
    throw error;
  }
}

async function refuseTakenName(tx: Db, companyId: number, name: string, courseId: number | null) {
  const taken = await one(
    tx,
    `SELECT 1 AS x FROM company_courses WHERE company_id = $1 AND lower(name) = lower($2)
       AND ($3::int IS NULL OR id <> $3)`,
    [companyId, name, courseId],
  );
  if (taken) throw nameTaken();
}

const auditedCourse = (course: ConsoleCourseDetail) => ({
  id: course.id,
  name: course.name,
  state: course.state,
  pass_mark: course.pass_mark,
  open_from: course.open_from,
  open_until: course.open_until,
  deadline: course.deadline,
  selection: course.selection,
  questions: course.questions.map((q) => q.id),
});

/** A new course, a draft, with its questions chosen now (a draw stays as drawn). */
export async function createCourse(
  tx: Db,
  by: DeskWriter,
  companyId: number,
  input: CourseInput,
): Promise<ConsoleCourseDetail> {
  await lockCompany(tx, companyId);
  await refuseTakenName(tx, companyId, input.name, null);
  const ids = await chooseQuestions(tx, companyId, input.selection);
  const row = await uniquely(() =>
    one<{ id: number }>(
      tx,
      `INSERT INTO company_courses (company_id, name, pass_mark, state, open_from, open_until, deadline, selection,
         created_at, updated_at)
       VALUES ($1, $2, $3, 'draft', $4, $5, $6, $7, $8, $8) RETURNING id`,
      [
        companyId,
        input.name,
        input.pass_mark,
        input.open_from,
        input.open_until,
        input.deadline,
        JSON.stringify(storedSelection(input.selection)),
        by.now,
      ],
    ),
  );
  await setQuestions(tx, row!.id, ids);
  const course = await showCourse(tx, companyId, row!.id);
  await writeAudit(tx, by.now, {
    actor: by.editor,
    ip: by.ip,
    action: 'company.course.create',
    entityType: 'company_course',
    entityId: course.id,
    after: auditedCourse(course),
  });
  return course;
}

async function lockCourse(tx: Db, companyId: number, courseId: number): Promise<ConsoleCourseDetail> {
  const locked = await one(
    tx,
    'SELECT id FROM company_courses WHERE id = $1 AND company_id = $2 FOR UPDATE',
    [courseId, companyId],
  );
  if (!locked) throw new HttpError(ErrorCode.companyCourseNotFound);
  return showCourse(tx, companyId, courseId);
}

const sameDraw = (a: ConsoleCourseDetail['selection'], b: ReturnType<typeof storedSelection>) =>
  a?.mode === 'draw' &&
  b.mode === 'draw' &&
  a.count === b.count &&
  a.categories.length === b.categories.length &&
  [...a.categories].sort((x, y) => x - y).every((id, i) => id === b.categories[i]);

/**
 * Changes a course. The same draw keeps its questions (stable once saved), the same picked list too; any other
 * selection is chosen anew, which a course with answers refuses. The pass mark never exceeds the questions.
 */
export async function updateCourse(
  tx: Db,
  by: DeskWriter,
  companyId: number,
  courseId: number,
  input: CourseInput,
): Promise<ConsoleCourseDetail> {
  const before = await lockCourse(tx, companyId, courseId);
  if (before.state === 'archived') throw new HttpError(ErrorCode.companyCourseState);
  await refuseTakenName(tx, companyId, input.name, courseId);
  const selection = storedSelection(input.selection);
  const current = before.questions.map((q) => q.id);
  const unchanged =
    input.selection.mode === 'draw'
      ? sameDraw(before.selection, selection)
      : (() => {
          const picked = [...new Set(input.selection.questions)];
          return picked.length === current.length && picked.every((id, i) => id === current[i]);
        })();
  if (!unchanged) {
    if (before.answers > 0) throw new HttpError(ErrorCode.companyCourseHasAnswers);
    await setQuestions(tx, courseId, await chooseQuestions(tx, companyId, input.selection));
  }
  await uniquely(() =>
    tx.query(
      `UPDATE company_courses SET name = $2, pass_mark = $3, open_from = $4, open_until = $5, deadline = $6,
         selection = $7, updated_at = $8 WHERE id = $1`,
      [
        courseId,
        input.name,
        input.pass_mark,
        input.open_from,
        input.open_until,
        input.deadline,
        JSON.stringify(unchanged && before.selection === null ? null : selection),
        by.now,
      ],
    ),
  );
  const after = await showCourse(tx, companyId, courseId);
  await writeAudit(tx, by.now, {
    actor: by.editor,
    ip: by.ip,
    action: 'company.course.update',
    entityType: 'company_course',
    entityId: courseId,
    before: auditedCourse(before),
    after: auditedCourse(after),
  });
  return after;
}

/** Publishes a draft, or archives a course; the same state again changes nothing and writes no row. */
export async function setCourseState(
  tx: Db,
  by: DeskWriter,
  companyId: number,
  courseId: number,
  state: 'published' | 'archived',
): Promise<ConsoleCourseDetail> {
  const before = await lockCourse(tx, companyId, courseId);
  if (before.state === state) return before;
  if (state === 'published' && before.state !== 'draft') throw new HttpError(ErrorCode.companyCourseState);
  await tx.query('UPDATE company_courses SET state = $2, updated_at = $3 WHERE id = $1', [
    courseId,
    state,
    by.now,
  ]);
  const after = await showCourse(tx, companyId, courseId);
  await writeAudit(tx, by.now, {
    actor: by.editor,
    ip: by.ip,
    action: state === 'published' ? 'company.course.publish' : 'company.course.archive',
    entityType: 'company_course',
    entityId: courseId,
    before: { state: before.state },
    after: { state: after.state },
  });
  return after;
}

// Access codes

interface CodeRow {
  code: string;
  expires_at: Date;
  max_uses: number;
  uses: number;
  created_at: Date | null;
  deactivated_at: Date | null;
}

const toCode = (row: CodeRow, now: Date): ConsoleCode => ({
  code: row.code,
  expires_at: new Date(row.expires_at).toISOString(),
  max_uses: row.max_uses,
  uses: row.uses,
  created_at: row.created_at ? new Date(row.created_at).toISOString() : null,
  state: row.deactivated_at
    ? 'deactivated'
    : new Date(row.expires_at) <= now
      ? 'expired'
      : row.uses >= row.max_uses
        ? 'used-up'
        : 'active',
});

export async function listCodes(db: Db, companyId: number, now: Date): Promise<ConsoleCode[]> {
  const rows = await db.query<CodeRow>(
    `SELECT code, expires_at, max_uses, uses, created_at, deactivated_at FROM company_codes WHERE company_id = $1
     ORDER BY created_at DESC NULLS LAST, code`,
    [companyId],
  );
  return rows.map((row) => toCode(row, now));
}

/** Letters and digits nobody misreads (no 0/O, 1/I/L). */
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const newAccessCode = () =>
  Array.from({ length: 2 }, () =>
    Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join(''),
  ).join('-');

/** New codes, valid through the end of `expires_on` (Europe/Berlin); a day before today is refused. */
export async function createCodes(
  tx: Db,
  by: DeskWriter,
  companyId: number,
  input: CodeInput,
): Promise<ConsoleCode[]> {
  await lockCompany(tx, companyId);
  const past = await one<{ past: boolean }>(tx, `SELECT $1::date < ${berlinDay('$2')} AS past`, [
    input.expires_on,
    by.now,
  ]);
  if (past?.past) throw new HttpError(ErrorCode.validation, { expires_on: [m.expiryPast] });
  const created: CodeRow[] = [];
  while (created.length < input.count) {
    const row = await one<CodeRow>(
      tx,
      `INSERT INTO company_codes (code, company_id, expires_at, max_uses, uses, created_at)
       VALUES ($1, $2, (($3::date + 1)::timestamp AT TIME ZONE 'Europe/Berlin'), $4, 0, $5)
       ON CONFLICT (code) DO NOTHING
       RETURNING code, expires_at, max_uses, uses, created_at, deactivated_at`,
      [newAccessCode(), companyId, input.expires_on, input.max_uses, by.now],
    );
    if (row) created.push(row);
  }
  const codes = created.map((row) => toCode(row, by.now));
  await writeAudit(tx, by.now, {
    actor: by.editor,
    ip: by.ip,
    action: 'company.codes.create',
    entityType: 'company',
    entityId: companyId,
    after: { codes: codes.map((c) => c.code), expires_on: input.expires_on, max_uses: input.max_uses },
  });
  return codes;
}

/** Deactivates a code of the company (another company's: 404); again changes nothing. */
export async function deactivateCode(tx: Db, by: DeskWriter, companyId: number, code: string): Promise<void> {
  const row = await one<{ deactivated_at: Date | null }>(
    tx,
    'SELECT deactivated_at FROM company_codes WHERE code = $1 AND company_id = $2 FOR UPDATE',
    [code, companyId],
  );
  if (!row) throw new HttpError(ErrorCode.notFound);
  if (row.deactivated_at) return;
  await tx.query('UPDATE company_codes SET deactivated_at = $2 WHERE code = $1', [code, by.now]);
  await writeAudit(tx, by.now, {
    actor: by.editor,
    ip: by.ip,
    action: 'company.code.deactivate',
    entityType: 'company_code',
    entityId: code,
    before: { deactivated: false },
    after: { deactivated: true },
  });
}

// The company's own questions

/** Every version of the company's own questions but superseded ones, latest change first. */
export async function listOwnQuestions(db: Db, companyId: number): Promise<DeskQuestion[]> {
  const rows = await db.query<{ id: number }>(
    `SELECT id FROM questions WHERE company_id = $1 AND state <> 'superseded'
     ORDER BY updated_at DESC NULLS LAST, id DESC LIMIT ${OWN_QUESTIONS_MAX}`,
    [companyId],
  );
  const questions: DeskQuestion[] = [];
  for (const row of rows) questions.push((await findDeskQuestion(db, row.id))!);
  return questions;
}

/**
 * The next key of the company's own questions: the country of their first category, `firma<id>`, a number
 * (like de-firma7-001). Never a bank key: no category of the bank is named so.
 */
async function nextOwnKey(tx: Db, companyId: number, content: Omit<BankQuestion, 'key'>): Promise<string> {
  const country = content.categories[0]?.slice(0, 2) ?? 'de';
  const prefix = `${country}-firma${companyId}`;
  const row = await one<{ n: number | null }>(
    tx,
    `SELECT max(substring(key FROM '-([0-9]+)$')::int) AS n FROM questions
     WHERE company_id = $1 AND starts_with(key, $2 || '-')`,
    [companyId, prefix],
  );
  let n = (row?.n ?? 0) + 1;
  while (await keyTaken(tx, `${prefix}-${String(n).padStart(3, '0')}`)) n++;
  return `${prefix}-${String(n).padStart(3, '0')}`;
}

/** A new own question, a draft written by `by` (its key given here); its id. */
export async function createOwnQuestion(
  tx: Db,
  by: DeskWriter,
  companyId: number,
  content: Omit<BankQuestion, 'key'>,
): Promise<number> {
  await lockCompany(tx, companyId);
  const key = await nextOwnKey(tx, companyId, content);
  return createDraft(tx, { ...by, companyId }, { key, ...content }, 'question.create');
}
