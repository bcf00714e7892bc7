import type { AdminAccount } from '../../../src/shared/api/calls/admin';
import type { AdminRole } from '../../../src/shared/api/constants';
import { one, type Db } from '../db/database';
import { hashPassword } from '../auth/passwords';

/** The back office's own accounts (docs/product-rules.md#back-office), never learners. */
export interface AdminAccountRow {
  id: number;
  email: string;
  name: string;
  role: AdminRole;
  password_hash: string;
  totp_secret: string | null;
  totp_confirmed_at: Date | null;
  totp_last_step: string | null;
  password_failures: number;
  password_locked_until: Date | null;
  code_failures: number;
  code_locked_until: Date | null;
  disabled: boolean;
  /** A company admin's company; null for staff. */
  company_id: number | null;
}

export const findAdminByEmail = (db: Db, email: string) =>
  one<AdminAccountRow>(db, 'SELECT * FROM admin_accounts WHERE lower(email) = lower($1)', [email]);

export const findAdminById = (db: Db, id: number) =>
  one<AdminAccountRow>(db, 'SELECT * FROM admin_accounts WHERE id = $1', [id]);

export const presentAdmin = (
  row: Pick<AdminAccountRow, 'id' | 'email' | 'name' | 'role'> & { company_id?: number | null },
): AdminAccount => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  ...(row.company_id ? { company_id: row.company_id } : {}),
});

export interface NewAdminAccount {
  email: string;
  name: string;
  role: AdminRole;
  /** The password, or its scrypt hash when several accounts share one (the seed). */
  password: string | { hash: string };
  /** A confirmed TOTP secret (the demo accounts); without one the account enrolls at its first sign-in. */
  totpSecret?: string;
  /** A company admin's company (required for that role, none for staff). */
  companyId?: number;
}

/**
 * Creates the account, or (same e-mail) resets it to these values: the seed runs again safely. A reset
 * keeps the account's recovery codes and sessions only when its second factor stays the same.
 */
export async function upsertAdminAccount(db: Db, account: NewAdminAccount, now: Date): Promise<number> {
  const hash =
    typeof account.password === 'string' ? await hashPassword(account.password) : account.password.hash;
  const row = await one<{ id: number }>(
    db,
    `INSERT INTO admin_accounts (email, name, role, password_hash, totp_secret, totp_confirmed_at, created_at,
       company_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (lower(email)) DO UPDATE SET name = excluded.name, role = excluded.role,
       company_id = excluded.company_id,
       password_hash = excluded.password_hash, totp_secret = excluded.totp_secret,
       totp_confirmed_at = excluded.totp_confirmed_at, password_failures = 0, password_locked_until = NULL,
       code_failures = 0, code_locked_until = NULL, disabled = false
     RETURNING id`,
    [
      account.email,
      account.name,
      account.role,
      hash,
      account.totpSecret ?? null,
      account.totpSecret ? now : null,
      now,
      account.companyId ?? null,
    ],
  );
  return row!.id;
}
