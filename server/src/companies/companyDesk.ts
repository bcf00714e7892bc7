import {
  COMPANY_PAGE_SIZE,
  type Company,
  type CompanyInput,
  type CompanySummary,
} from '../../../src/shared/api/calls/adminCompanies';
import { companyDeskMessages } from '../../../src/shared/messages/companyDesk';
import type { AdminAuth } from '../admin/sessions';
import { writeAudit } from '../admin/audit';
import { one, type Db } from '../db/database';
import { HttpError, ErrorCode } from '../errors';
import { listCompanyAdmins, type DeskWriter } from './invitations';

/**
 * Companies in the back office (docs/product-rules.md#companies): the operator's list, a company's page and
 * the operator's writes, each with its audit row in the write's transaction. The learner's side of companies
 * (codes, courses, certificates) lives in company/; this module only reads its counts.
 */

interface Row {
  id: number;
  name: string;
  name_short: string;
  logo: string | null;
  created_at: Date | null;
  updated_at: Date | null;
  members: number;
  courses: number;
}

const SELECT = `SELECT c.id, c.name, c.name_short, c.logo, c.created_at, c.updated_at,
    (SELECT count(*) FROM company_members m WHERE m.company_id = c.id)::int AS members,
    (SELECT count(*) FROM company_courses k WHERE k.company_id = c.id)::int AS courses
  FROM companies c`;

const toSummary = (row: Row): CompanySummary => ({
  id: row.id,
  name: row.name,
  short_name: row.name_short,
  logo: row.logo,
  members: row.members,
  courses: row.courses,
  created_at: row.created_at?.toISOString() ?? null,
  updated_at: row.updated_at?.toISOString() ?? null,
});

/** A page of companies by name; the search matches a part of the name or the short name, in any case. */
export async function listCompanies(
  db: Db,
  filter: { search?: string | undefined; page: number },
): Promise<{ data: CompanySummary[]; total: number }> {
  const where = `($1::text IS NULL OR strpos(lower(c.name), lower($1)) > 0
    OR strpos(lower(c.name_short), lower($1)) > 0)`;
  const params = [filter.search?.trim() || null];
  const rows = await db.query<Row>(
    `${SELECT} WHERE ${where} ORDER BY lower(c.name), c.id LIMIT ${COMPANY_PAGE_SIZE} OFFSET $2`,
    [...params, (filter.page - 1) * COMPANY_PAGE_SIZE],
  );
  const count = await one<{ n: number }>(
    db,
    `SELECT count(*)::int AS n FROM companies c WHERE ${where}`,
    params,
  );
  return { data: rows.map(toSummary), total: count?.n ?? 0 };
}

async function findSummary(db: Db, id: number, lock = false): Promise<CompanySummary> {
  if (lock) await db.query('SELECT id FROM companies WHERE id = $1 FOR UPDATE', [id]);
  const row = await one<Row>(db, `${SELECT} WHERE c.id = $1`, [id]);
  if (!row) throw new HttpError(ErrorCode.notFound);
  return toSummary(row);
}

async function findCompany(db: Db, id: number, withAdmins: boolean, now: Date): Promise<Company> {
  const summary = await findSummary(db, id);
  const courses = await db.query<{ id: number; name: string; enrolled: number }>(
    `SELECT k.id, k.name,
       (SELECT count(*) FROM company_enrolments e WHERE e.course_id = k.id AND e.removed_at IS NULL)::int AS enrolled
     FROM company_courses k WHERE k.company_id = $1 ORDER BY lower(k.name), k.id`,
    [id],
  );
  return {
    ...summary,
    course_list: courses,
    ...(withAdmins ? { admins: await listCompanyAdmins(db, id, now) } : {}),
  };
}

/**
 * A company's page. A company admin sees only their own company, without its admins; any other id is as
 * unknown to them as one that does not exist (404, so ids tell nothing).
 */
export async function showCompany(
  db: Db,
  admin: Pick<AdminAuth, 'role' | 'company_id'>,
  id: number,
  now: Date,
) {
  if (admin.role === 'company_admin' && admin.company_id !== id) throw new HttpError(ErrorCode.notFound);
  return findCompany(db, id, admin.role !== 'company_admin', now);
}

const shortNameTaken = () =>
  new HttpError(ErrorCode.companyShortNameTaken, { short_name: [companyDeskMessages.shortNameTaken] });

async function refuseTakenShortName(tx: Db, shortName: string, id: number | null): Promise<void> {
  const taken = await one<{ id: number }>(
    tx,
    'SELECT id FROM companies WHERE lower(name_short) = lower($1) AND ($2::int IS NULL OR id <> $2)',
    [shortName, id],
  );
  if (taken) throw shortNameTaken();
}

/** A unique-index violation of a concurrent write with the same short name is the same refusal. */
async function uniquely<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw shortNameTaken();
    throw error;
  }
}

/** The fields an audit row keeps of a company (its counts are not the operator's write). */
const audited = (company: CompanySummary) => ({
  id: company.id,
  name: company.name,
  short_name: company.short_name,
  logo: company.logo,
});

/** A new company; `logo` is the URL of a stored image, null without one. */
export async function createCompany(
  tx: Db,
  by: DeskWriter,
  input: CompanyInput,
  logo: string | null,
): Promise<Company> {
  await refuseTakenShortName(tx, input.short_name, null);
  const row = await uniquely(() =>
    one<{ id: number }>(
      tx,
      `INSERT INTO companies (name, name_short, logo, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)
       RETURNING id`,
      [input.name, input.short_name, logo, by.now],
    ),
  );
  const company = await findCompany(tx, row!.id, true, by.now);
  await writeAudit(tx, by.now, {
    actor: by.editor,
    ip: by.ip,
    action: 'company.create',
    entityType: 'company',
    entityId: company.id,
    after: audited(company),
  });
  return company;
}

/** Changes a company's name and short name, and its logo when `logo` is a new URL (undefined: unchanged). */
export async function updateCompany(
  tx: Db,
  by: DeskWriter,
  id: number,
  input: CompanyInput,
  logo: string | undefined,
): Promise<Company> {
  const before = await findSummary(tx, id, true);
  await refuseTakenShortName(tx, input.short_name, id);
  await uniquely(() =>
    tx.query(
      `UPDATE companies SET name = $2, name_short = $3, logo = COALESCE($4, logo), updated_at = $5 WHERE id = $1`,
      [id, input.name, input.short_name, logo ?? null, by.now],
    ),
  );
  const after = await findCompany(tx, id, true, by.now);
  await writeAudit(tx, by.now, {
    actor: by.editor,
    ip: by.ip,
    action: 'company.update',
    entityType: 'company',
    entityId: id,
    before: audited(before),
    after: audited(after),
  });
  return after;
}
