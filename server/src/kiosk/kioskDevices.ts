import { randomBytes } from 'node:crypto';
import { KIOSK_NEW_CODE, type KioskCode } from '../../../src/shared/api/calls/adminKiosk';
import { KIOSK_SECRET_PATTERN, kioskCoursePath } from '../../../src/shared/domain/kiosk';
import { kioskDeskMessages as m } from '../../../src/shared/messages/kioskDesk';
import type { AdminAuth } from '../admin/sessions';
import { writeAudit } from '../admin/audit';
import { hashToken, newToken } from '../auth/tokens';
import type { DeskWriter } from '../companies/invitations';
import { one, type Db } from '../db/database';
import { HttpError, ErrorCode } from '../errors';

/**
 * Kiosk devices (docs/product-rules.md#kiosk-sessions): a kiosk file made in the back office for a company
 * course names an access code and carries a new per-installation secret, stored only as its SHA-256. Sign-up
 * and sign-in ask here whether a request's secret is known (see routes/rateLimit.ts).
 */

interface CourseRow {
  company_id: number;
  company_name: string;
  course_id: number;
  course_name: string;
}

/**
 * The course of the company, else 404; a company admin knows only their own company's courses (any other id
 * is as unknown to them as one that does not exist).
 */
async function findCourse(
  db: Db,
  admin: Pick<AdminAuth, 'role' | 'company_id'>,
  companyId: number,
  courseId: number,
): Promise<CourseRow> {
  if (admin.role === 'company_admin' && admin.company_id !== companyId)
    throw new HttpError(ErrorCode.notFound);
  const row = await one<CourseRow>(
    db,
    `SELECT c.id AS company_id, c.name AS company_name, k.id AS course_id, k.name AS course_name
     FROM company_courses k JOIN companies c ON c.id = k.company_id WHERE c.id = $1 AND k.id = $2`,
    [companyId, courseId],
  );
  if (!row) throw new HttpError(ErrorCode.notFound);
  return row;
}

const USABLE = 'company_id = $1 AND expires_at > $2 AND uses < max_uses';

/** The course, its company and the company's codes a kiosk file may name (newest expiry first). */
export async function kioskSetup(
  db: Db,
  admin: Pick<AdminAuth, 'role' | 'company_id'>,
  companyId: number,
  courseId: number,
  now: Date,
) {
  const course = await findCourse(db, admin, companyId, courseId);
  const codes = await db.query<{ code: string; expires_at: Date; max_uses: number; uses: number }>(
    `SELECT code, expires_at, max_uses, uses FROM company_codes WHERE ${USABLE}
     ORDER BY expires_at DESC, code LIMIT 500`,
    [companyId, now],
  );
  return {
    company: { id: course.company_id, name: course.company_name },
    course: { id: course.course_id, name: course.course_name },
    codes: codes.map((row): KioskCode => ({
      code: row.code,
      expires_at: row.expires_at.toISOString(),
      max_uses: row.max_uses,
      uses: row.uses,
    })),
  };
}

/** A new access code: the company's short name and eight random letters or digits. */
async function createCode(tx: Db, companyId: number, now: Date): Promise<string> {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const suffix = [...randomBytes(8)].map((byte) => alphabet[byte % alphabet.length]).join('');
  const company = await one<{ name_short: string }>(tx, 'SELECT name_short FROM companies WHERE id = $1', [
    companyId,
  ]);
  const prefix = (company?.name_short ?? 'KIOSK')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 12);
  const code = `${prefix || 'KIOSK'}-${suffix}`;
  const expires = new Date(now.getTime() + KIOSK_NEW_CODE.validDays * 24 * 60 * 60_000);
  await tx.query(
    'INSERT INTO company_codes (code, company_id, expires_at, max_uses, uses) VALUES ($1, $2, $3, $4, 0)',
    [code, companyId, expires, KIOSK_NEW_CODE.maxUses],
  );
  return code;
}

/**
 * Registers a kiosk device for the course and answers with its secret, the code and the course preset. With
 * `code`, it must be one of the company's usable codes (else 422 `kiosk.code-unusable`); without, a new code
 * is made. One audit row, without the secret.
 */
export async function registerKioskDevice(
  tx: Db,
  by: DeskWriter,
  admin: Pick<AdminAuth, 'role' | 'company_id'>,
  target: { company: number; course: number },
  code: string | undefined,
) {
  const course = await findCourse(tx, admin, target.company, target.course);
  let accessCode: string;
  if (code?.trim()) {
    const found = await one<{ code: string }>(
      tx,
      `SELECT code FROM company_codes WHERE ${USABLE} AND code = $3 FOR UPDATE`,
      [course.company_id, by.now, code.trim().toUpperCase()],
    );
    if (!found) throw new HttpError(ErrorCode.kioskCodeUnusable, { code: [m.codeUnusable] });
    accessCode = found.code;
  } else {
    accessCode = await createCode(tx, course.company_id, by.now);
  }
  const { token: secret, hash } = newToken();
  const device = await one<{ id: number }>(
    tx,
    `INSERT INTO kiosk_devices (company_id, course_id, code, secret_hash, created_by, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [course.company_id, course.course_id, accessCode, hash, by.editor.id, by.now],
  );
  await writeAudit(tx, by.now, {
    actor: by.editor,
    ip: by.ip,
    action: 'kiosk.create',
    entityType: 'kiosk_device',
    entityId: device!.id,
    after: {
      company_id: course.company_id,
      course_id: course.course_id,
      code: accessCode,
      created: !code?.trim(),
    },
  });
  return {
    access_code: accessCode,
    course_preset: kioskCoursePath(course.company_id, course.course_id),
    kiosk_secret: secret,
  };
}

/**
 * The kiosk device a request's secret belongs to, or null for none, a malformed or an unknown one (those get
 * the normal limits).
 */
export async function kioskDeviceOf(db: Db, secret: string | string[] | undefined): Promise<number | null> {
  if (typeof secret !== 'string' || !KIOSK_SECRET_PATTERN.test(secret)) return null;
  const row = await one<{ id: number }>(db, 'SELECT id FROM kiosk_devices WHERE secret_hash = $1', [
    hashToken(secret),
  ]);
  return row?.id ?? null;
}
