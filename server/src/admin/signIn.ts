import { randomBytes } from 'node:crypto';
import type { CallResponse } from '../../../src/shared/api/call';
import type { adminSignInCall, adminVerifyCall } from '../../../src/shared/api/calls/admin';
import { ADMIN_LOCK, ADMIN_RECOVERY_CODES, ADMIN_SESSION } from '../../../src/shared/api/constants';
import type { Context } from '../context';
import { one, type Db } from '../db/database';
import { codedError, HttpError, ErrorCode } from '../errors';
import { verifyPasswordOrDummy } from '../auth/passwords';
import { hashToken, newToken } from '../auth/tokens';
import { findAdminByEmail, findAdminById, presentAdmin, type AdminAccountRow } from './accounts';
import { writeAudit } from './audit';
import { createAdminSession, endAdminSession, sessionEnds, type AdminAuth } from './sessions';
import { newTotpSecret, otpauthUri, totpStep } from './totp';

/**
 * The back office's sign-in (docs/product-rules.md#back-office): the password, then a second factor. Wrong
 * passwords and wrong codes count per account, from any address: ADMIN_LOCK.failures of them lock that
 * step for ADMIN_LOCK.lockMs, and the lock is audited. Sign-ins and enrollments are audited too.
 */

type Step = 'password' | 'code';
const COLUMNS = {
  password: { failures: 'password_failures', until: 'password_locked_until' },
  code: { failures: 'code_failures', until: 'code_locked_until' },
} as const;

function assertNotLocked(account: AdminAccountRow, step: Step, now: Date): void {
  const until = account[COLUMNS[step].until];
  if (until && until > now) throw new HttpError(ErrorCode.adminThrottled).retryAt(until, now);
}

/** Counts a failure; the one that reaches the limit locks the step, starts the count again and is audited. */
async function recordFailure(ctx: Context, account: AdminAccountRow, step: Step, ip: string): Promise<void> {
  const now = ctx.clock();
  const { failures, until } = COLUMNS[step];
  await ctx.db.transaction(async (tx) => {
    const row = await one<{ locked: boolean }>(
      tx,
      `UPDATE admin_accounts SET
         ${failures} = CASE WHEN ${failures} + 1 >= $2 THEN 0 ELSE ${failures} + 1 END,
         ${until} = CASE WHEN ${failures} + 1 >= $2 THEN $3::timestamptz ELSE ${until} END
       WHERE id = $1 RETURNING ${until} = $3::timestamptz AS locked`,
      [account.id, ADMIN_LOCK.failures, new Date(now.getTime() + ADMIN_LOCK.lockMs)],
    );
    if (!row?.locked) return;
    await writeAudit(tx, now, {
      actor: { id: account.id, email: account.email },
      ip,
      action: 'admin.sign-in.locked',
      entityType: 'admin_account',
      entityId: account.id,
      after: { step, locked_until: new Date(now.getTime() + ADMIN_LOCK.lockMs).toISOString() },
    });
  });
}

/** Ten random codes of 60 bits each, written xxxx-xxxx-xxxx in base32 lower case. */
function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  return Array.from({ length: ADMIN_RECOVERY_CODES }, () => {
    const bytes = randomBytes(12);
    const chars = [...bytes].map((b) => alphabet[b & 31]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
  });
}

/** Spaces, hyphens and capitals do not matter in a recovery code. */
const normalizeCode = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();
const hashRecoveryCode = (code: string) => hashToken(normalizeCode(code));

async function startChallenge(db: Db, accountId: number, enrollment: boolean, now: Date) {
  const { token, hash } = newToken();
  const expires = new Date(now.getTime() + ADMIN_SESSION.challengeMs);
  await db.query(
    `INSERT INTO admin_challenges (account_id, token_hash, enrollment, expires_at) VALUES ($1, $2, $3, $4)`,
    [accountId, hash, enrollment, expires],
  );
  // Challenges that ran out are of no use to anyone.
  await db.query('DELETE FROM admin_challenges WHERE account_id = $1 AND expires_at <= $2', [accountId, now]);
  return { challenge: token, challenge_expires_at: expires.toISOString() };
}

/** Step 1: the password; then a challenge for the code, or the enrollment of an account without one. */
export async function startAdminSignIn(
  ctx: Context,
  body: { email: string; password: string },
  ip: string,
): Promise<CallResponse<typeof adminSignInCall>> {
  const now = ctx.clock();
  const account = await findAdminByEmail(ctx.db, body.email);
  if (account) assertNotLocked(account, 'password', now);
  const valid = await verifyPasswordOrDummy(body.password, account?.password_hash);
  if (account && !valid) await recordFailure(ctx, account, 'password', ip);
  if (!account || !valid || account.disabled)
    throw codedError(ErrorCode.invalidCredentials, ['email', 'password']);

  return ctx.db.transaction(async (tx) => {
    await tx.query('UPDATE admin_accounts SET password_failures = 0 WHERE id = $1', [account.id]);
    if (account.totp_confirmed_at && account.totp_secret) {
      return { step: 'code' as const, ...(await startChallenge(tx, account.id, false, now)) };
    }
    // Not enrolled yet (or enrollment never confirmed): a new secret and new codes each time.
    const secret = newTotpSecret();
    const codes = newRecoveryCodes();
    await tx.query('UPDATE admin_accounts SET totp_secret = $2, totp_last_step = NULL WHERE id = $1', [
      account.id,
      secret,
    ]);
    await tx.query('DELETE FROM admin_recovery_codes WHERE account_id = $1', [account.id]);
    await tx.query(`INSERT INTO admin_recovery_codes (account_id, code_hash) SELECT $1, unnest($2::text[])`, [
      account.id,
      codes.map(hashRecoveryCode),
    ]);
    return {
      step: 'enroll' as const,
      ...(await startChallenge(tx, account.id, true, now)),
      secret,
      otpauth_uri: otpauthUri(secret, account.email),
      recovery_codes: codes,
    };
  });
}

/**
 * Step 2: the code. A TOTP code is accepted once (its time step must be newer than the last one
 * accepted); a recovery code is spent. The check and its effects happen in one transaction with the new
 * session and the audit rows, so two requests with the same code cannot both succeed.
 */
export async function verifyAdminSignIn(
  ctx: Context,
  body: { challenge: string; code: string },
  ip: string,
): Promise<CallResponse<typeof adminVerifyCall>> {
  const now = ctx.clock();
  const challenge = await one<{ id: number; account_id: number; enrollment: boolean }>(
    ctx.db,
    'SELECT id, account_id, enrollment FROM admin_challenges WHERE token_hash = $1 AND expires_at > $2',
    [hashToken(body.challenge), now],
  );
  const account = challenge && (await findAdminById(ctx.db, challenge.account_id));
  if (!challenge || !account || account.disabled || !account.totp_secret) {
    throw codedError(ErrorCode.adminChallengeExpired, ['code']);
  }
  assertNotLocked(account, 'code', now);
  const secret = account.totp_secret;
  const step = totpStep(secret, body.code.trim(), now);
  const useRecovery = step === null && !challenge.enrollment && account.totp_confirmed_at !== null;

  const session = await ctx.db.transaction(async (tx) => {
    const actor = { id: account.id, email: account.email };
    let method: 'totp' | 'recovery_code';
    if (step !== null) {
      const accepted = await tx.query(
        `UPDATE admin_accounts SET totp_last_step = $2
         WHERE id = $1 AND totp_secret = $3 AND (totp_last_step IS NULL OR totp_last_step < $2) RETURNING id`,
        [account.id, step, secret],
      );
      if (!accepted.length) return null;
      method = 'totp';
    } else if (useRecovery) {
      const spent = await tx.query(
        `UPDATE admin_recovery_codes SET used_at = $3
         WHERE id = (SELECT id FROM admin_recovery_codes WHERE account_id = $1 AND code_hash = $2
                     AND used_at IS NULL LIMIT 1 FOR UPDATE)
         RETURNING id`,
        [account.id, hashRecoveryCode(body.code), now],
      );
      if (!spent.length) return null;
      method = 'recovery_code';
    } else {
      return null;
    }
    // The challenge is spent whatever happens next: it opens one session.
    const deleted = await tx.query('DELETE FROM admin_challenges WHERE id = $1 RETURNING id', [challenge.id]);
    if (!deleted.length) return null;
    await tx.query('UPDATE admin_accounts SET code_failures = 0 WHERE id = $1', [account.id]);
    if (challenge.enrollment) {
      await tx.query('UPDATE admin_accounts SET totp_confirmed_at = $2 WHERE id = $1', [account.id, now]);
      await writeAudit(tx, now, {
        actor,
        ip,
        action: 'admin.totp.enrolled',
        entityType: 'admin_account',
        entityId: account.id,
        before: { totp: false },
        after: { totp: true, recovery_codes: ADMIN_RECOVERY_CODES },
      });
    }
    const created = await createAdminSession(tx, account.id, now);
    const left = await one<{ n: number }>(
      tx,
      'SELECT count(*)::int AS n FROM admin_recovery_codes WHERE account_id = $1 AND used_at IS NULL',
      [account.id],
    );
    await writeAudit(tx, now, {
      actor,
      ip,
      action: 'admin.sign-in',
      entityType: 'admin_session',
      entityId: created.id,
      after: { method, ...(method === 'recovery_code' ? { recovery_codes_left: left!.n } : {}) },
    });
    return { token: created.token, recovery_codes_left: left!.n };
  });
  if (!session) {
    await recordFailure(ctx, account, 'code', ip);
    throw codedError(ErrorCode.adminCodeInvalid, ['code']);
  }
  return {
    token: session.token,
    account: presentAdmin(account),
    ...sessionEnds(now, now),
    recovery_codes_left: session.recovery_codes_left,
  };
}

/** Ends the session, audited in the same transaction. */
export async function signOutAdmin(ctx: Context, admin: AdminAuth, ip: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await endAdminSession(tx, admin.sessionId);
    await writeAudit(tx, ctx.clock(), {
      actor: { id: admin.id, email: admin.email },
      ip,
      action: 'admin.sign-out',
      entityType: 'admin_session',
      entityId: admin.sessionId,
    });
  });
}
