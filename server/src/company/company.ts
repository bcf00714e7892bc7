import { randomInt } from 'node:crypto';
import type { Company, CompanyCourse } from '../../../src/shared/api/entities';
import { messages } from '../../../src/shared/messages.de';
import { one, type Db } from '../db/database';
import { HttpError, ErrorCode } from '../errors';
import { noteAnswer } from '../practice/reviewCards';

const m = messages.company;

/**
 * The company platform (docs/product-rules.md#company-platform): a user joins a company with an access code,
 * then sees its courses. A course's questions are fixed; each is answered once, and the result follows from
 * the correct answers: passed once the pass mark is reached, failed once it can no longer be reached.
 */
export interface CompanyCourseRow {
  id: number;
  company_id: number;
  name: string;
  pass_mark: number;
  status: CompanyCourse['status'];
  question_count: number;
  answered_count: number;
  correct_count: number;
  /** YYYY-MM-DD, the day the company wants the course done by. */
  deadline?: string | null;
}

export function courseResult(
  row: Pick<CompanyCourseRow, 'pass_mark' | 'question_count' | 'answered_count' | 'correct_count'>,
): CompanyCourse['result'] {
  if (row.correct_count >= row.pass_mark) return 'passed';
  if (row.correct_count + (row.question_count - row.answered_count) < row.pass_mark) return 'failed';
  return 'in-progress';
}

export const presentCompanyCourse = (row: CompanyCourseRow): CompanyCourse => ({
  id: row.id,
  name: row.name,
  status: row.status,
  result: courseResult(row),
  correct_count: row.correct_count,
  question_count: row.question_count,
  answered_count: row.answered_count,
  pass_mark: row.pass_mark,
  deadline: row.deadline ?? null,
});

/**
 * $1 user: the courses of companies the user belongs to, without those the user removed. A participant sees a
 * published course within its open window (days in Europe/Berlin, of the timestamp `now`), and an archived
 * one only once they started it (docs/product-rules.md#company-console).
 */
const selectCourses = (now: string) => `
  SELECT cc.id, cc.company_id, cc.name, cc.pass_mark, COALESCE(e.status, 'new') AS status,
    to_char(cc.deadline, 'YYYY-MM-DD') AS deadline,
    (SELECT count(*) FROM company_course_questions q WHERE q.course_id = cc.id)::int AS question_count,
    (SELECT count(*) FROM company_answers a WHERE a.user_id = $1 AND a.course_id = cc.id)::int AS answered_count,
    (SELECT count(*) FROM company_answers a WHERE a.user_id = $1 AND a.course_id = cc.id AND a.correct)::int
      AS correct_count
  FROM company_courses cc
  JOIN company_members mb ON mb.company_id = cc.company_id AND mb.user_id = $1
  LEFT JOIN company_enrolments e ON e.course_id = cc.id AND e.user_id = $1
  WHERE e.removed_at IS NULL
    AND ((cc.state = 'published'
          AND (cc.open_from IS NULL OR cc.open_from <= ((${now})::timestamptz AT TIME ZONE 'Europe/Berlin')::date)
          AND (cc.open_until IS NULL OR cc.open_until >= ((${now})::timestamptz AT TIME ZONE 'Europe/Berlin')::date))
      OR (cc.state = 'archived' AND e.started_at IS NOT NULL))`;

export async function listCompanies(db: Db, userId: number, now: Date): Promise<Company[]> {
  const companies = await db.query<{
    id: number;
    name: string;
    name_short: string;
    logo: string | null;
    welcome: string | null;
    contact_name: string | null;
    contact_email: string | null;
    contact_phone: string | null;
  }>(
    `SELECT c.id, c.name, c.name_short, c.logo, c.welcome, c.contact_name, c.contact_email, c.contact_phone
     FROM companies c
     JOIN company_members mb ON mb.company_id = c.id AND mb.user_id = $1 ORDER BY mb.joined_at, c.id`,
    [userId],
  );
  const courses = await db.query<CompanyCourseRow>(`${selectCourses('$2')} ORDER BY cc.id`, [userId, now]);
  return companies.map(({ welcome, contact_name, contact_email, contact_phone, ...company }) => ({
    ...company,
    welcome,
    contact:
      contact_name || contact_email || contact_phone
        ? { name: contact_name ?? '', email: contact_email ?? '', phone: contact_phone ?? '' }
        : null,
    courses: courses.filter((c) => c.company_id === company.id).map(presentCompanyCourse),
  }));
}

async function requireMember(db: Db, userId: number, companyId: number): Promise<void> {
  const member = await one(db, 'SELECT 1 AS x FROM company_members WHERE user_id = $1 AND company_id = $2', [
    userId,
    companyId,
  ]);
  if (!member) throw new HttpError(ErrorCode.companyNotFound);
}

export async function listCompanyCourses(
  db: Db,
  userId: number,
  companyId: number,
  now: Date,
): Promise<CompanyCourse[]> {
  await requireMember(db, userId, companyId);
  const rows = await db.query<CompanyCourseRow>(
    `${selectCourses('$3')} AND cc.company_id = $2 ORDER BY cc.id`,
    [userId, companyId, now],
  );
  return rows.map(presentCompanyCourse);
}

/** The user's course; another company's, a removed one or one of a company the user is not in is unknown. */
export async function findCompanyCourse(
  db: Db,
  userId: number,
  courseId: number,
  now: Date,
  companyId?: number,
): Promise<CompanyCourseRow> {
  const row = await one<CompanyCourseRow>(
    db,
    `${selectCourses('$4')} AND cc.id = $2 AND ($3::int IS NULL OR cc.company_id = $3)`,
    [userId, courseId, companyId ?? null, now],
  );
  if (!row) throw new HttpError(ErrorCode.companyCourseNotFound);
  return row;
}

/** Redeems an access code: locks its row, so concurrent redemptions of the last use let one through. */
export async function redeemCode(db: Db, userId: number, code: string, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const row = await one<{ company_id: number; expires_at: Date; max_uses: number; uses: number }>(
      tx,
      `SELECT company_id, expires_at, max_uses, uses FROM company_codes
       WHERE code = $1 AND deactivated_at IS NULL FOR UPDATE`,
      [code.trim().toUpperCase()],
    );
    // A deactivated code is as unknown as one never made.
    if (!row) throw new HttpError(ErrorCode.companyCodeInvalid, { code: [m.codeInvalid] });
    if (new Date(row.expires_at) <= now) {
      throw new HttpError(ErrorCode.companyCodeExpired, { code: [m.codeExpired] });
    }
    const member = await one(
      tx,
      'SELECT 1 AS x FROM company_members WHERE user_id = $1 AND company_id = $2',
      [userId, row.company_id],
    );
    if (member) return row.company_id;
    if (row.uses >= row.max_uses) {
      throw new HttpError(ErrorCode.companyCodeUsedUp, { code: [m.codeUsedUp] });
    }
    await tx.query('UPDATE company_codes SET uses = uses + 1 WHERE code = $1', [code.trim().toUpperCase()]);
    await tx.query('INSERT INTO company_members (user_id, company_id, joined_at) VALUES ($1, $2, $3)', [
      userId,
      row.company_id,
      now,
    ]);
    return row.company_id;
  });
}

/** The invitation: a new course becomes started; a started one stays as it is. */
export async function invite(db: Db, userId: number, courseId: number, now: Date): Promise<CompanyCourse> {
  await findCompanyCourse(db, userId, courseId, now);
  await db.query(
    `INSERT INTO company_enrolments (user_id, course_id, status, started_at) VALUES ($1, $2, 'started', $3)
     ON CONFLICT (user_id, course_id) DO UPDATE SET status = 'started', started_at = $3
       WHERE company_enrolments.status = 'new'`,
    [userId, courseId, now],
  );
  return presentCompanyCourse(await findCompanyCourse(db, userId, courseId, now));
}

/** Removes the course from the user's list, with its answers. */
export async function removeCourse(db: Db, userId: number, companyId: number, courseId: number, now: Date) {
  await findCompanyCourse(db, userId, courseId, now, companyId);
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM company_answers WHERE user_id = $1 AND course_id = $2', [userId, courseId]);
    await tx.query(
      `INSERT INTO company_enrolments (user_id, course_id, status, removed_at) VALUES ($1, $2, 'new', $3)
       ON CONFLICT (user_id, course_id) DO UPDATE SET removed_at = $3`,
      [userId, courseId, now],
    );
  });
}

function requirePlayable(course: CompanyCourseRow): void {
  if (course.status === 'new') throw new HttpError(ErrorCode.companyCourseNotStarted);
  if (courseResult(course) !== 'in-progress') {
    throw new HttpError(ErrorCode.companyCourseFinished);
  }
}

/** The next unanswered question of the set, or null when the course is decided or all are answered. */
export async function nextQuestionId(
  db: Db,
  userId: number,
  course: CompanyCourseRow,
): Promise<number | null> {
  if (course.status === 'new') throw new HttpError(ErrorCode.companyCourseNotStarted);
  if (courseResult(course) !== 'in-progress') return null;
  const row = await one<{ question_id: number }>(
    db,
    `SELECT q.question_id FROM company_course_questions q
     WHERE q.course_id = $2 AND NOT EXISTS (
       SELECT 1 FROM company_answers a WHERE a.user_id = $1 AND a.course_id = q.course_id AND a.question_id = q.question_id)
     ORDER BY q.position LIMIT 1`,
    [userId, course.id],
  );
  return row?.question_id ?? null;
}

const sameSet = (a: readonly number[], b: readonly number[]) =>
  new Set(a).size === new Set(b).size && a.every((x) => b.includes(x));

/** Records the answer to a question of the set (the given one, else the next open one), once. */
export async function answerCompanyQuestion(
  db: Db,
  userId: number,
  companyId: number,
  courseId: number,
  guess: { answers: readonly number[]; questionId?: number | undefined },
  now: Date,
): Promise<{
  correctAnswerIds: number[];
  explanation: string | null;
  source: string | null;
  course: CompanyCourse;
}> {
  return db.transaction(async (tx) => {
    // Serialises a user's guesses on one course, so the pass/fail decision sees every earlier answer.
    await tx.query('SELECT 1 FROM company_enrolments WHERE user_id = $1 AND course_id = $2 FOR UPDATE', [
      userId,
      courseId,
    ]);
    const course = await findCompanyCourse(tx, userId, courseId, now, companyId);
    requirePlayable(course);
    const questionId = guess.questionId ?? (await nextQuestionId(tx, userId, course));
    const open = await one(
      tx,
      `SELECT 1 AS x FROM company_course_questions q WHERE q.course_id = $2 AND q.question_id = $3
       AND NOT EXISTS (SELECT 1 FROM company_answers a WHERE a.user_id = $1 AND a.course_id = $2 AND a.question_id = $3)`,
      [userId, courseId, questionId],
    );
    if (!open || questionId === null) {
      throw new HttpError(ErrorCode.companyQuestionNotAsked);
    }
    const correct = (
      await tx.query<{ id: number }>(
        'SELECT id FROM answers WHERE question_id = $1 AND correct ORDER BY id',
        [questionId],
      )
    ).map((row) => row.id);
    const right = sameSet(guess.answers, correct);
    await tx.query(
      `INSERT INTO company_answers (user_id, course_id, question_id, correct, answered_at) VALUES ($1, $2, $3, $4, $5)`,
      [userId, courseId, questionId, right, now],
    );
    // A wrong answer becomes a review card, as in every other quiz (docs/product-rules.md#review).
    await noteAnswer(tx, { userId, questionId, correct: right }, now);
    const why = await one<{ explanation: string | null; source: string | null }>(
      tx,
      'SELECT explanation, source FROM questions WHERE id = $1',
      [questionId],
    );
    return {
      correctAnswerIds: correct,
      explanation: why?.explanation || null,
      source: why?.source || null,
      course: presentCompanyCourse(await findCompanyCourse(tx, userId, courseId, now, companyId)),
    };
  });
}

const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const newVerificationCode = () =>
  Array.from({ length: 3 }, () =>
    Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join(''),
  ).join('-');

export interface IssuedCertificate {
  code: string;
  userId: number;
  email: string;
  firstName: string;
  participant: string;
  courseName: string;
  companyName: string;
  companyLogo: string | null;
  correctCount: number;
  questionCount: number;
  passMark: number;
  issuedAt: Date;
}

/**
 * Certifies a passed, started course: the enrolment row is locked, so a second request (or a concurrent
 * one) sees certificate_requested and is refused.
 */
export async function certify(
  db: Db,
  userId: number,
  courseId: number,
  now: Date,
): Promise<{ course: CompanyCourse; certificate: IssuedCertificate }> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT 1 FROM company_enrolments WHERE user_id = $1 AND course_id = $2 FOR UPDATE', [
      userId,
      courseId,
    ]);
    const course = await findCompanyCourse(tx, userId, courseId, now);
    if (course.status === 'certificate_requested') {
      throw new HttpError(ErrorCode.companyCourseCertificateRequested);
    }
    if (course.status !== 'started' || courseResult(course) !== 'passed') {
      throw new HttpError(ErrorCode.companyCourseNotPassed);
    }
    await tx.query(
      `UPDATE company_enrolments SET status = 'certificate_requested' WHERE user_id = $1 AND course_id = $2`,
      [userId, courseId],
    );
    const info = await one<{
      email: string;
      first_name: string;
      last_name: string;
      company: string;
      logo: string | null;
    }>(
      tx,
      `SELECT u.email, u.first_name, u.last_name, c.name AS company, c.logo
       FROM users u, companies c WHERE u.id = $1 AND c.id = $2`,
      [userId, course.company_id],
    );
    const certificate: IssuedCertificate = {
      code: newVerificationCode(),
      userId,
      email: info!.email,
      firstName: info!.first_name,
      participant: `${info!.first_name} ${info!.last_name}`.trim(),
      courseName: course.name,
      companyName: info!.company,
      companyLogo: info!.logo,
      correctCount: course.correct_count,
      questionCount: course.question_count,
      passMark: course.pass_mark,
      issuedAt: now,
    };
    await tx.query(
      `INSERT INTO company_certificates (code, user_id, course_id, participant, course_name, company_name,
         correct_count, question_count, pass_mark, issued_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        certificate.code,
        userId,
        courseId,
        certificate.participant,
        certificate.courseName,
        certificate.companyName,
        certificate.correctCount,
        certificate.questionCount,
        certificate.passMark,
        now,
      ],
    );
    return {
      course: presentCompanyCourse(await findCompanyCourse(tx, userId, courseId, now)),
      certificate,
    };
  });
}

export async function verifyCertificate(db: Db, code: string) {
  const row = await one<{
    participant: string;
    course_name: string;
    company_name: string;
    issued_at: Date;
    revoked_at: Date | null;
  }>(
    db,
    'SELECT participant, course_name, company_name, issued_at, revoked_at FROM company_certificates WHERE code = $1',
    [code],
  );
  if (!row) throw new HttpError(ErrorCode.certificateNotFound);
  return {
    participant: row.participant,
    course: row.course_name,
    company: row.company_name,
    issued_at: new Date(row.issued_at).toISOString(),
    status: row.revoked_at ? ('revoked' as const) : ('valid' as const),
    // Since when a revoked certificate is revoked; a valid one says nothing of it.
    ...(row.revoked_at ? { revoked_at: new Date(row.revoked_at).toISOString() } : {}),
  };
}
