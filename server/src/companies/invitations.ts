import { randomBytes } from 'node:crypto';
import {
  INVITATION_VALIDITY_MS,
  type CompanyAdmin,
  type CompanyAdminInput,
  type CompanyAdminState,
} from '../../../src/shared/api/calls/adminCompanies';
import { PATHS } from '../../../src/shared/domain/paths';
import { companyDeskMessages as m } from '../../../src/shared/messages/companyDesk';
import { writeAudit } from '../admin/audit';
import { hashPassword } from '../auth/passwords';
import { hashToken, newToken } from '../auth/tokens';
import { one, type Db } from '../db/database';
import { HttpError, ErrorCode } from '../errors';
import type { OutgoingMail } from '../mail/mailer';

/**
 * Company admins (docs/product-rules.md#companies): back-office accounts of role company_admin, bound to one
 * company, invited by e-mail. An invited account has a password nobody knows (a random one, hashed like any
 * other, so a sign-in with it fails as slowly as a wrong password) until the mailed link, valid 7 days and
 * once, sets the person's own; the token is stored as SHA-256 only. Then the account signs in as staff do
 * and enrolls its second factor.
 */

export interface DeskWriter {
  editor: { id: number; email: string };
  ip: string;
  now: Date;
}

/** The company, locked for the write that follows, else 404. */
export async function lockCompany(tx: Db, id: number): Promise<{ id: number; name: string }> {
  const row = await one<{ id: number; name: string }>(
    tx,
    'SELECT id, name FROM companies WHERE id = $1 FOR UPDATE',
    [id],
  );
  if (!row) throw new HttpError(ErrorCode.notFound);
  return row;
}

interface AdminRow {
  id: number;
  email: string;
  name: string;
  invited_at: Date | null;
  expires_at: Date | null;
  accepted_at: Date | null;
}

function stateOf(row: AdminRow, now: Date): CompanyAdminState {
  if (!row.invited_at || row.accepted_at) return 'active';
  return row.expires_at && row.expires_at > now ? 'invited' : 'expired';
}

const toAdmin = (row: AdminRow, now: Date): CompanyAdmin => {
  const state = stateOf(row, now);
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    state,
    invited_at: row.invited_at?.toISOString() ?? null,
    invitation_expires_at: state === 'invited' ? row.expires_at!.toISOString() : null,
  };
};

/** The account with its latest invitation. */
const SELECT_ADMINS = `SELECT a.id, a.email, a.name, i.created_at AS invited_at, i.expires_at, i.accepted_at
  FROM admin_accounts a
  LEFT JOIN LATERAL (SELECT * FROM admin_invitations WHERE account_id = a.id ORDER BY id DESC LIMIT 1) i ON true
  WHERE a.role = 'company_admin' AND NOT a.disabled`;

/** A company's admins that can sign in or are invited, by e-mail. */
export async function listCompanyAdmins(db: Db, companyId: number, now: Date): Promise<CompanyAdmin[]> {
  const rows = await db.query<AdminRow>(
    `${SELECT_ADMINS} AND a.company_id = $1 ORDER BY lower(a.email), a.id`,
    [companyId],
  );
  return rows.map((row) => toAdmin(row, now));
}

async function findCompanyAdmin(db: Db, companyId: number, id: number, now: Date): Promise<CompanyAdmin> {
  const row = await one<AdminRow>(db, `${SELECT_ADMINS} AND a.company_id = $1 AND a.id = $2`, [
    companyId,
    id,
  ]);
  if (!row) throw new HttpError(ErrorCode.notFound);
  return toAdmin(row, now);
}

const emailTaken = () => new HttpError(ErrorCode.companyAdminEmailTaken, { email: [m.emailTaken] });

/** A password nobody knows: the account cannot sign in until the invitation sets one. */
const unusablePassword = () => hashPassword(randomBytes(32).toString('base64url'));

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The invitation's mail, formal like the back office. */
export function invitationMail(to: string, name: string, company: string, url: string): OutgoingMail {
  const lines = [m.mailText(company), m.mailValidity, m.mailIgnore];
  return {
    to,
    subject: m.mailSubject(company),
    text: [m.mailGreeting(name), '', ...lines, '', `${m.mailLink}: ${url}`, '', m.mailSignature].join('\n'),
    html: `<!doctype html><html lang="de"><body style="font-family:sans-serif;line-height:1.5">
<p>${escape(m.mailGreeting(name))}</p>${lines.map((line) => `<p>${escape(line)}</p>`).join('')}
<p><a href="${escape(url)}">${escape(m.mailLink)}</a></p><p>${escape(m.mailSignature)}</p></body></html>`,
  };
}

/**
 * Invites a company admin: a new account (or a removed company admin's account again, with a fresh start:
 * no password, no second factor), an invitation and its audit row, in the caller's transaction. An address
 * that belongs to any other back-office account is refused. The mail, for after the commit, carries the link.
 */
export async function inviteCompanyAdmin(
  tx: Db,
  by: DeskWriter,
  companyId: number,
  input: CompanyAdminInput,
  publicUrl: string,
): Promise<{ admin: CompanyAdmin; mail: OutgoingMail }> {
  const company = await lockCompany(tx, companyId);
  const passwordHash = await unusablePassword();
  const existing = await one<{ id: number; role: string; disabled: boolean }>(
    tx,
    'SELECT id, role, disabled FROM admin_accounts WHERE lower(email) = lower($1) FOR UPDATE',
    [input.email],
  );
  if (existing && !(existing.role === 'company_admin' && existing.disabled)) throw emailTaken();
  let accountId: number;
  if (existing) {
    accountId = existing.id;
    await tx.query(
      `UPDATE admin_accounts SET name = $2, company_id = $3, password_hash = $4, totp_secret = NULL,
         totp_confirmed_at = NULL, totp_last_step = NULL, password_failures = 0, password_locked_until = NULL,
         code_failures = 0, code_locked_until = NULL, disabled = false
       WHERE id = $1`,
      [accountId, input.name, companyId, passwordHash],
    );
    await tx.query('DELETE FROM admin_recovery_codes WHERE account_id = $1', [accountId]);
  } else {
    try {
      const row = await one<{ id: number }>(
        tx,
        `INSERT INTO admin_accounts (email, name, role, password_hash, company_id, created_at)
         VALUES ($1, $2, 'company_admin', $3, $4, $5) RETURNING id`,
        [input.email, input.name, passwordHash, companyId, by.now],
      );
      accountId = row!.id;
    } catch (error) {
      // A concurrent invitation of the same address.
      if ((error as { code?: string }).code === '23505') throw emailTaken();
      throw error;
    }
  }
  const { token, hash } = newToken();
  const expires = new Date(by.now.getTime() + INVITATION_VALIDITY_MS);
  await tx.query(
    `INSERT INTO admin_invitations (account_id, token_hash, created_at, expires_at) VALUES ($1, $2, $3, $4)`,
    [accountId, hash, by.now, expires],
  );
  const admin = await findCompanyAdmin(tx, companyId, accountId, by.now);
  await writeAudit(tx, by.now, {
    actor: by.editor,
    ip: by.ip,
    action: 'company-admin.invite',
    entityType: 'admin_account',
    entityId: accountId,
    after: { company_id: companyId, email: admin.email, name: admin.name, expires_at: expires.toISOString() },
  });
  const url = `${publicUrl}${PATHS.adminInvitation}/${token}`;
  return { admin, mail: invitationMail(admin.email, admin.name, company.name, url) };
}

/**
 * Withdraws an open invitation or removes an admin: the account is disabled (its history in the audit log
 * stays whole), its sessions end and its invitations no longer work. Audited as one or the other.
 */
export async function removeCompanyAdmin(
  tx: Db,
  by: DeskWriter,
  companyId: number,
  id: number,
): Promise<CompanyAdmin> {
  await lockCompany(tx, companyId);
  const before = await findCompanyAdmin(tx, companyId, id, by.now);
  await tx.query('UPDATE admin_accounts SET disabled = true WHERE id = $1', [id]);
  await tx.query('DELETE FROM admin_sessions WHERE account_id = $1', [id]);
  await tx.query('DELETE FROM admin_invitations WHERE account_id = $1 AND accepted_at IS NULL', [id]);
  await writeAudit(tx, by.now, {
    actor: by.editor,
    ip: by.ip,
    action: before.state === 'active' ? 'company-admin.remove' : 'company-admin.withdraw',
    entityType: 'admin_account',
    entityId: id,
    before: { company_id: companyId, email: before.email, name: before.name, state: before.state },
    after: { company_id: companyId, disabled: true },
  });
  return before;
}

const invalidInvitation = () => new HttpError(ErrorCode.invitationInvalid, { token: [m.invitationInvalid] });

/**
 * The invitation's link sets the account's password, once: the token must be known, unspent and unexpired,
 * and its account not removed. The account's own audit row says so.
 */
export async function acceptInvitation(
  tx: Db,
  body: { token: string; password: string },
  ip: string,
  now: Date,
): Promise<{ email: string }> {
  const invitation = await one<{ id: number; account_id: number; email: string }>(
    tx,
    `SELECT i.id, i.account_id, a.email FROM admin_invitations i JOIN admin_accounts a ON a.id = i.account_id
     WHERE i.token_hash = $1 AND i.accepted_at IS NULL AND i.expires_at > $2 AND NOT a.disabled
     FOR UPDATE OF i`,
    [hashToken(body.token), now],
  );
  if (!invitation) throw invalidInvitation();
  const spent = await tx.query(
    'UPDATE admin_invitations SET accepted_at = $2 WHERE id = $1 AND accepted_at IS NULL RETURNING id',
    [invitation.id, now],
  );
  if (!spent.length) throw invalidInvitation();
  await tx.query(
    `UPDATE admin_accounts SET password_hash = $2, password_failures = 0, password_locked_until = NULL
     WHERE id = $1`,
    [invitation.account_id, await hashPassword(body.password)],
  );
  // Other links of the same account are of no use any more.
  await tx.query('DELETE FROM admin_invitations WHERE account_id = $1 AND accepted_at IS NULL', [
    invitation.account_id,
  ]);
  await writeAudit(tx, now, {
    actor: { id: invitation.account_id, email: invitation.email },
    ip,
    action: 'company-admin.accept',
    entityType: 'admin_account',
    entityId: invitation.account_id,
    after: { password: 'set' },
  });
  return { email: invitation.email };
}
