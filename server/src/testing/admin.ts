import type { AdminRole } from '../../../src/shared/api/constants';
import { findAdminByEmail, upsertAdminAccount } from '../admin/accounts';
import { createAdminSession } from '../admin/sessions';
import type { TestServer } from './harness';
import { uniqueEmail } from './harness';

/** A live admin session of the account, minted directly (no password hash, no code spent). */
export async function adminToken(t: TestServer, email: string): Promise<string> {
  const account = await findAdminByEmail(t.db, email);
  if (!account) throw new Error(`no admin account ${email}`);
  const { token } = await createAdminSession(t.db, account.id, t.server.ctx.clock());
  return token;
}

/** A new admin account without a second factor yet: it enrolls at its first sign-in. */
export async function newAdminAccount(
  t: TestServer,
  role: AdminRole,
  password = 'backoffice-123',
): Promise<{ id: number; email: string; password: string }> {
  const email = uniqueEmail('admin');
  const id = await upsertAdminAccount(
    t.db,
    { email, name: 'Test Admin', role, password },
    t.server.ctx.clock(),
  );
  return { id, email, password };
}
