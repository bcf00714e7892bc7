import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyRequest } from 'fastify';
import { IDEMPOTENCY_HEADER } from '../../../src/shared/api/errors';
import type { Context } from '../context';
import { one, type Db } from '../db/database';
import { HttpError, ErrorCode } from '../errors';
import { sweepSchedule } from '../db/sweep';

/**
 * Non-idempotent calls (docs/product-rules.md#network: no answer lost, none counted twice). The first request
 * with a key claims it by inserting a row; the handler runs once; its reply is stored under the key. A repeat
 * gets the stored reply; a repeat arriving while the first still runs waits for it. A handler that fails
 * releases the key, so the retry runs again.
 *
 * Replies can hold secrets (registration answers with a session token), so the row keeps only a hash of
 * the key and the reply sealed with a key derived from it: the table alone reveals no reply.
 */

export type IdempotencyMode = 'required' | 'optional';

export interface StoredReply {
  status: number;
  body: unknown;
}

interface Scope {
  /** 0 for calls without a signed-in user. */
  userId: number;
  key: string;
  /** Route name of the call; a key is bound to one call and one request. */
  route: string;
  fingerprint: string;
}

const KEY_PATTERN = /^[\x21-\x7e]{8,200}$/;
/** A stored reply is replayed for a day; after that the key may be used again. */
const RETENTION_MS = 24 * 60 * 60 * 1000;
/** A claim this old whose request never finished belongs to a process that died: it may be taken over. */
const STALE_CLAIM_MS = 2 * 60 * 1000;
const WAIT_FOR_FIRST_MS = 10_000;
const POLL_MS = 20;

/** The key from the request header; null when absent and optional. */
export function readIdempotencyKey(request: FastifyRequest, mode: IdempotencyMode): string | null {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) {
    if (mode === 'optional') return null;
    throw new HttpError(ErrorCode.idempotencyMissing);
  }
  if (typeof raw !== 'string' || !KEY_PATTERN.test(raw)) {
    throw new HttpError(ErrorCode.idempotencyInvalid);
  }
  return raw;
}

/** Hash of the parsed request, so the same key with a different request is told apart. */
export const requestFingerprint = (...parts: unknown[]) =>
  createHash('sha256').update(JSON.stringify(parts)).digest('hex');

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const sealingKey = (secret: string, key: string) =>
  createHmac('sha256', secret).update(`idempotency:${key}`).digest();

function seal(value: unknown, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64');
}

function unseal(sealed: string, key: Buffer): unknown {
  const raw = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8'));
}

/** Whether this user's expired keys are due to be deleted (in this process). */
const sweepDue = sweepSchedule();

interface Claim {
  keyHash: string;
  sealWith: Buffer;
  now: Date;
  retainedSince: Date;
}

function prepare(ctx: Context, scope: Scope): Claim {
  const now = ctx.clock();
  return {
    keyHash: sha256(scope.key),
    sealWith: sealingKey(ctx.secret, scope.key),
    now,
    retainedSince: new Date(now.getTime() - RETENTION_MS),
  };
}

/** Housekeeping only, at most once a minute per user and process (one round trip less per call). */
async function sweep(db: Db, scope: Scope, claim: Claim): Promise<void> {
  if (sweepDue(scope.userId, claim.now.getTime())) {
    await db.query('DELETE FROM idempotency_keys WHERE user_id = $1 AND created_at < $2', [
      scope.userId,
      claim.retainedSince,
    ]);
  }
}

/**
 * Inserts the key's row, or takes over one whose claim went stale or whose reply expired; true when this
 * request owns the key now. Inside a transaction, a row another transaction inserted and has not yet
 * committed makes this wait until that one commits or rolls back.
 */
async function claimKey(db: Db, scope: Scope, claim: Claim): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO idempotency_keys (user_id, key, route, fingerprint, status, body, created_at)
     VALUES ($1, $2, $3, $4, 0, 'null', $5)
     ON CONFLICT (user_id, key) DO UPDATE SET route = excluded.route, fingerprint = excluded.fingerprint,
       status = 0, body = 'null', created_at = excluded.created_at
     WHERE (idempotency_keys.status = 0 AND idempotency_keys.created_at < $6)
       OR idempotency_keys.created_at < $7
     RETURNING 1 AS claimed`,
    [
      scope.userId,
      claim.keyHash,
      scope.route,
      scope.fingerprint,
      claim.now,
      new Date(claim.now.getTime() - STALE_CLAIM_MS),
      claim.retainedSince,
    ],
  );
  return rows.length > 0;
}

/** The stored reply of a finished first request; null while it runs (or after it released the key). */
async function storedReply(db: Db, scope: Scope, claim: Claim): Promise<StoredReply | 'running' | null> {
  const stored = await one<{ route: string; fingerprint: string; status: number; sealed: string }>(
    db,
    `SELECT route, fingerprint, status, body #>> '{}' AS sealed FROM idempotency_keys
     WHERE user_id = $1 AND key = $2`,
    [scope.userId, claim.keyHash],
  );
  if (!stored) return null;
  if (stored.route !== scope.route || stored.fingerprint !== scope.fingerprint) {
    throw new HttpError(ErrorCode.idempotencyReused);
  }
  if (stored.status === 0) return 'running';
  return { status: stored.status, body: unseal(stored.sealed, claim.sealWith) };
}

const storeReply = (db: Db, scope: Scope, claim: Claim, reply: StoredReply) =>
  db.query(
    `UPDATE idempotency_keys SET status = $3, body = to_jsonb($4::text) WHERE user_id = $1 AND key = $2`,
    [scope.userId, claim.keyHash, reply.status, seal(reply.body, claim.sealWith)],
  );

const inProgress = () => new HttpError(ErrorCode.idempotencyInProgress);

/**
 * Runs `execute` at most once per (user, key). `execute` returns the reply to store, or null when it
 * answered in another way (nothing is stored then).
 */
export async function runOnce(
  ctx: Context,
  scope: Scope,
  execute: () => Promise<StoredReply | null>,
): Promise<(StoredReply & { replayed: boolean }) | null> {
  const claim = prepare(ctx, scope);
  await sweep(ctx.db, scope, claim);
  const release = () =>
    ctx.db.query('DELETE FROM idempotency_keys WHERE user_id = $1 AND key = $2 AND status = 0', [
      scope.userId,
      claim.keyHash,
    ]);

  const deadline = Date.now() + WAIT_FOR_FIRST_MS;
  for (;;) {
    if (await claimKey(ctx.db, scope, claim)) break;
    const stored = await storedReply(ctx.db, scope, claim);
    if (stored === null) continue; // the first request failed and released the key: claim it now
    if (stored !== 'running') return { ...stored, replayed: true };
    if (Date.now() > deadline) throw inProgress();
    await sleep(POLL_MS);
  }

  let reply: StoredReply | null;
  try {
    reply = await execute();
  } catch (error) {
    await release();
    throw error;
  }
  if (!reply) {
    await release();
    return null;
  }
  await storeReply(ctx.db, scope, claim, reply);
  return { ...reply, replayed: false };
}

/**
 * Like `runOnce`, for calls whose effect is one transaction (an order: its coins, its number and its
 * reply). The key, the work and the stored reply commit together or not at all: a process that dies
 * before the commit leaves no trace, so a retry runs the call afresh; one that dies after it leaves the
 * reply, so every retry gets the first reply and nothing is charged twice. A repeat arriving while the
 * first runs waits on the key's row inside the database until the first commits or rolls back.
 */
export async function runOnceInTransaction(
  ctx: Context,
  scope: Scope,
  execute: (tx: Db) => Promise<StoredReply | null>,
): Promise<(StoredReply & { replayed: boolean }) | null> {
  const claim = prepare(ctx, scope);
  await sweep(ctx.db, scope, claim);
  return ctx.db.transaction(async (tx) => {
    if (!(await claimKey(tx, scope, claim))) {
      const stored = await storedReply(tx, scope, claim);
      // 'running' here is a claim of `runOnce` (a call that changed mode while in flight): not ours to take.
      if (stored === null || stored === 'running') throw inProgress();
      return { ...stored, replayed: true };
    }
    const reply = await execute(tx);
    if (!reply) throw new Error(`${scope.route}: a transactional call must reply with a body`);
    await storeReply(tx, scope, claim, reply);
    return { ...reply, replayed: false };
  });
}
