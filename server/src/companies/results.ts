import ExcelJS from 'exceljs';
import { zipSync } from 'fflate';
import type {
  ExportFile,
  Participant,
  Participants,
  ResultsExportFormat,
} from '../../../src/shared/api/calls/companyResults';
import { companyResultsMessages as m } from '../../../src/shared/messages/companyResults';
import type { AdminAuth } from '../admin/sessions';
import { writeAudit } from '../admin/audit';
import { courseResult } from '../company/company';
import { one, type Db } from '../db/database';
import { HttpError, ErrorCode } from '../errors';
import type { Attachment } from '../documents/types';
import { toCsv, type CsvCell } from './csv';
import type { DeskWriter } from './invitations';

/**
 * A company course's participants and results in the company console (docs/product-rules.md#company-results):
 * the live list, removing a participant, the CSV, XLSX and ZIP exports and revoking a certificate. Operators
 * reach any company's course, a company admin only their own company's: any other id is unknown (404).
 */
type Viewer = Pick<AdminAuth, 'role' | 'company_id'>;

interface CourseRow {
  id: number;
  company_id: number;
  name: string;
  pass_mark: number;
  question_count: number;
}

const refuseOtherCompany = (viewer: Viewer, companyId: number) => {
  if (viewer.role === 'company_admin' && viewer.company_id !== companyId)
    throw new HttpError(ErrorCode.notFound);
};

/** The course of the company, if the viewer may see it; else 404. */
export async function companyCourse(
  db: Db,
  viewer: Viewer,
  companyId: number,
  courseId: number,
): Promise<CourseRow> {
  refuseOtherCompany(viewer, companyId);
  const row = await one<CourseRow>(
    db,
    `SELECT k.id, k.company_id, k.name, k.pass_mark,
       (SELECT count(*) FROM company_course_questions q WHERE q.course_id = k.id)::int AS question_count
     FROM company_courses k WHERE k.id = $1 AND k.company_id = $2`,
    [courseId, companyId],
  );
  if (!row) throw new HttpError(ErrorCode.notFound);
  return row;
}

/** Whether the viewer may watch the course's room: an operator any, a company admin their company's. */
export async function mayWatchCourse(db: Db, viewer: Viewer, courseId: number): Promise<boolean> {
  const row = await one<{ company_id: number }>(db, 'SELECT company_id FROM company_courses WHERE id = $1', [
    courseId,
  ]);
  if (!row) return false;
  return (
    viewer.role === 'operator' || (viewer.role === 'company_admin' && viewer.company_id === row.company_id)
  );
}

interface ParticipantRow {
  user_id: number;
  first_name: string | null;
  last_name: string | null;
  email: string;
  started_at: Date | null;
  answered: number;
  correct: number;
  code: string | null;
  issued_at: Date | null;
  revoked_at: Date | null;
  revoked_reason: string | null;
}

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

/** When each participant's result was decided: the answer that reached or lost the pass mark. */
async function decidedAt(db: Db, course: CourseRow): Promise<Map<number, Date>> {
  const answers = await db.query<{ user_id: number; correct: boolean; answered_at: Date }>(
    `SELECT user_id, correct, answered_at FROM company_answers WHERE course_id = $1
     ORDER BY user_id, answered_at, question_id`,
    [course.id],
  );
  const decided = new Map<number, Date>();
  const tally = new Map<number, { answered: number; correct: number }>();
  for (const answer of answers) {
    if (decided.has(answer.user_id)) continue;
    const count = tally.get(answer.user_id) ?? { answered: 0, correct: 0 };
    count.answered += 1;
    if (answer.correct) count.correct += 1;
    tally.set(answer.user_id, count);
    const result = courseResult({
      pass_mark: course.pass_mark,
      question_count: course.question_count,
      answered_count: count.answered,
      correct_count: count.correct,
    });
    if (result !== 'in-progress') decided.set(answer.user_id, new Date(answer.answered_at));
  }
  return decided;
}

async function participantsOf(db: Db, course: CourseRow): Promise<Participant[]> {
  const rows = await db.query<ParticipantRow>(
    `SELECT u.id AS user_id, u.first_name, u.last_name, u.email, e.started_at,
       (SELECT count(*) FROM company_answers a WHERE a.course_id = e.course_id AND a.user_id = e.user_id)::int
         AS answered,
       (SELECT count(*) FROM company_answers a
        WHERE a.course_id = e.course_id AND a.user_id = e.user_id AND a.correct)::int AS correct,
       c.code, c.issued_at, c.revoked_at, c.revoked_reason
     FROM company_enrolments e JOIN users u ON u.id = e.user_id
     LEFT JOIN LATERAL (
       SELECT code, issued_at, revoked_at, revoked_reason FROM company_certificates c
       WHERE c.course_id = e.course_id AND c.user_id = e.user_id
       ORDER BY (c.revoked_at IS NULL) DESC, c.issued_at DESC LIMIT 1) c ON true
     WHERE e.course_id = $1 AND e.removed_at IS NULL AND e.status <> 'new'
     ORDER BY lower(coalesce(u.last_name, '')), lower(coalesce(u.first_name, '')), u.id`,
    [course.id],
  );
  const decided = await decidedAt(db, course);
  return rows.map((row) => ({
    user_id: row.user_id,
    name: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim() || row.email,
    email: row.email,
    started_at: iso(row.started_at),
    finished_at: iso(decided.get(row.user_id) ?? null),
    answered: row.answered,
    correct: row.correct,
    result: courseResult({
      pass_mark: course.pass_mark,
      question_count: course.question_count,
      answered_count: row.answered,
      correct_count: row.correct,
    }),
    certificate:
      row.code && row.issued_at
        ? {
            code: row.code,
            issued_at: iso(row.issued_at)!,
            revoked_at: iso(row.revoked_at),
            revoked_reason: row.revoked_reason,
          }
        : null,
  }));
}

/** The course's participants with their progress, result and certificate. */
export async function listParticipants(
  db: Db,
  viewer: Viewer,
  companyId: number,
  courseId: number,
): Promise<Participants> {
  const course = await companyCourse(db, viewer, companyId, courseId);
  return { course, participants: await participantsOf(db, course) };
}

/**
 * Removes a participant: the enrolment ends (the course leaves their list and cannot be started again) and
 * their answers are deleted, as when they remove the course themselves; an issued certificate stays until it
 * is revoked. One audit row, in the write's transaction.
 */
export async function removeParticipant(
  tx: Db,
  by: DeskWriter & { viewer: Viewer },
  companyId: number,
  courseId: number,
  userId: number,
): Promise<{ email: string }> {
  const course = await companyCourse(tx, by.viewer, companyId, courseId);
  const enrolment = await one<{ email: string; answered: number; correct: number }>(
    tx,
    `SELECT u.email,
       (SELECT count(*) FROM company_answers a WHERE a.course_id = e.course_id AND a.user_id = e.user_id)::int
         AS answered,
       (SELECT count(*) FROM company_answers a
        WHERE a.course_id = e.course_id AND a.user_id = e.user_id AND a.correct)::int AS correct
     FROM company_enrolments e JOIN users u ON u.id = e.user_id
     WHERE e.course_id = $1 AND e.user_id = $2 AND e.removed_at IS NULL AND e.status <> 'new'
     FOR UPDATE OF e`,
    [course.id, userId],
  );
  if (!enrolment) throw new HttpError(ErrorCode.notFound);
  await tx.query('DELETE FROM company_answers WHERE course_id = $1 AND user_id = $2', [course.id, userId]);
  await tx.query('UPDATE company_enrolments SET removed_at = $3 WHERE course_id = $1 AND user_id = $2', [
    course.id,
    userId,
    by.now,
  ]);
  await writeAudit(tx, by.now, {
    actor: by.editor,
    ip: by.ip,
    action: 'company-course.participant.remove',
    entityType: 'company_course',
    entityId: course.id,
    before: {
      user_id: userId,
      email: enrolment.email,
      answered: enrolment.answered,
      correct: enrolment.correct,
    },
  });
  return { email: enrolment.email };
}

const dateTime = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const local = (value: string | null) => (value ? dateTime.format(new Date(value)) : null);

/** The export's rows: the header, then one row per participant, in the list's order. */
export function resultRows(data: Participants): CsvCell[][] {
  return [
    [...m.columns],
    ...data.participants.map((p): CsvCell[] => [
      p.name,
      p.email,
      data.course.name,
      local(p.started_at),
      local(p.finished_at),
      p.correct,
      data.course.question_count,
      data.course.pass_mark,
      m.results[p.result],
      p.certificate
        ? p.certificate.revoked_at
          ? `${p.certificate.code} (${m.revokedSince(local(p.certificate.revoked_at)!)})`
          : p.certificate.code
        : null,
    ]),
  ];
}

const fileStem = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[^\w-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'Kurs';

async function xlsx(rows: CsvCell[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(m.sheetName);
  // Cells are written as values, never as formulas: text stays text whatever it starts with.
  for (const row of rows) sheet.addRow(row.map((cell) => cell ?? ''));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  sheet.columns.forEach((column, i) => {
    column.width = Math.min(50, Math.max(10, ...rows.map((row) => String(row[i] ?? '').length + 2)));
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The results as a CSV or XLSX file. */
export async function exportResults(
  db: Db,
  viewer: Viewer,
  companyId: number,
  courseId: number,
  format: ResultsExportFormat,
): Promise<ExportFile> {
  const data = await listParticipants(db, viewer, companyId, courseId);
  const rows = resultRows(data);
  const stem = `Ergebnisse-${fileStem(data.course.name)}`;
  if (format === 'csv') {
    return {
      filename: `${stem}.csv`,
      content_type: 'text/csv; charset=utf-8',
      content_base64: Buffer.from(toCsv(rows), 'utf8').toString('base64'),
    };
  }
  return {
    filename: `${stem}.xlsx`,
    content_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    content_base64: (await xlsx(rows)).toString('base64'),
  };
}

/** A valid certificate of the course, as it was issued, for its PDF. */
export interface CourseCertificate {
  code: string;
  userId: number | null;
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
 * Every valid certificate of the course as one ZIP, a PDF each: `pdfOf` hands out the archived document as
 * issued, or renders and archives it as the certificate mail does.
 */
export async function certificatesArchive(
  db: Db,
  viewer: Viewer,
  companyId: number,
  courseId: number,
  pdfOf: (certificate: CourseCertificate) => Promise<Attachment>,
): Promise<ExportFile> {
  const course = await companyCourse(db, viewer, companyId, courseId);
  const rows = await db.query<{
    code: string;
    user_id: number | null;
    participant: string;
    course_name: string;
    company_name: string;
    logo: string | null;
    correct_count: number;
    question_count: number;
    pass_mark: number;
    issued_at: Date;
  }>(
    `SELECT c.code, c.user_id, c.participant, c.course_name, c.company_name, k.logo, c.correct_count,
       c.question_count, c.pass_mark, c.issued_at
     FROM company_certificates c JOIN companies k ON k.id = $2
     WHERE c.course_id = $1 AND c.revoked_at IS NULL ORDER BY c.issued_at, c.code`,
    [course.id, companyId],
  );
  const files: Record<string, Uint8Array> = {};
  for (const row of rows) {
    const pdf = await pdfOf({
      code: row.code,
      userId: row.user_id,
      participant: row.participant,
      courseName: row.course_name,
      companyName: row.company_name,
      companyLogo: row.logo,
      correctCount: row.correct_count,
      questionCount: row.question_count,
      passMark: row.pass_mark,
      issuedAt: new Date(row.issued_at),
    });
    files[`Zertifikat-${row.code}.pdf`] = new Uint8Array(pdf.content);
  }
  // PDFs are compressed already: stored, not deflated again.
  const zip = zipSync(files, { level: 0 });
  return {
    filename: `Zertifikate-${fileStem(course.name)}.zip`,
    content_type: 'application/zip',
    content_base64: Buffer.from(zip).toString('base64'),
  };
}

/**
 * Revokes a certificate of one of the company's courses with a reason; the public verification then says
 * revoked and since when. One audit row. Gives the course, whose room is told.
 */
export async function revokeCertificate(
  tx: Db,
  by: DeskWriter & { viewer: Viewer },
  companyId: number,
  code: string,
  reason: string,
): Promise<{ courseId: number }> {
  refuseOtherCompany(by.viewer, companyId);
  const row = await one<{ course_id: number; user_id: number | null; revoked_at: Date | null }>(
    tx,
    `SELECT c.course_id, c.user_id, c.revoked_at FROM company_certificates c
     JOIN company_courses k ON k.id = c.course_id
     WHERE c.code = $1 AND k.company_id = $2 FOR UPDATE OF c`,
    [code, companyId],
  );
  if (!row) throw new HttpError(ErrorCode.notFound);
  if (row.revoked_at) throw new HttpError(ErrorCode.companyCertificateRevoked);
  await tx.query('UPDATE company_certificates SET revoked_at = $2, revoked_reason = $3 WHERE code = $1', [
    code,
    by.now,
    reason,
  ]);
  await writeAudit(tx, by.now, {
    actor: by.editor,
    ip: by.ip,
    action: 'company-certificate.revoke',
    entityType: 'company_certificate',
    entityId: code,
    after: { course_id: row.course_id, user_id: row.user_id, revoked_at: by.now.toISOString(), reason },
  });
  return { courseId: row.course_id };
}
