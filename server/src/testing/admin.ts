import type { AdminRole } from '../../../src/shared/api/constants';
import { findAdminByEmail, upsertAdminAccount } from '../admin/accounts';
import { createAdminSession } from '../admin/sessions';
import type { TestServer } from './harness';
import { uniqueEmail } from './harness';

/**
 * An admin session of the account, minted directly (no password hash, no code spent), signed in at `at`
 * (the server's clock by default).
 */
export async function adminToken(t: TestServer, email: string, at?: Date): Promise<string> {
  const account = await findAdminByEmail(t.db, email);
  if (!account) throw new Error(`no admin account ${email}`);
  const { token } = await createAdminSession(t.db, account.id, at ?? t.server.ctx.clock());
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
