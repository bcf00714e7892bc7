import {
  PROMO_PAGE_SIZE,
  type PromoCode,
  type PromoInput,
  type PromoState,
} from '../../../src/shared/api/calls/adminPromo';
import { promoDeskMessages } from '../../../src/shared/messages/promoDesk';
import { writeAudit } from '../admin/audit';
import { one, type Db } from '../db/database';
import { HttpError, ErrorCode } from '../errors';
import type { PromoCodeRow } from '../orders/promoCodes';

/**
 * The back office's promo codes (docs/product-rules.md#promo-codes): the list with uses and what remains,
 * and the operator's writes, each with its audit row in the write's transaction. The checkout reads the same
 * rows (orders/promoCodes.ts).
 */

export interface PromoWriter {
  editor: { id: number; email: string };
  ip: string;
  now: Date;
}

interface Row extends PromoCodeRow {
  created_at: Date | null;
  updated_at: Date | null;
  uses: number;
}

const SELECT = `SELECT p.*, (SELECT count(*) FROM promo_redemptions r WHERE r.promo_code_id = p.id)::int AS uses
  FROM promo_codes p`;

function toPromo(row: Row): PromoCode {
  const relative = Number(row.discount_relative);
  // A percentage when it has one (the checkout applies the relative discount first), else an amount.
  const percent = relative > 0 || row.discount_absolute_cents === 0;
  return {
    id: row.id,
    code: row.code,
    kind: percent ? 'percent' : 'amount',
    value: percent ? Math.round(relative * 10_000) / 100 : row.discount_absolute_cents / 100,
    currency: percent ? null : row.currency,
    valid_from: row.valid_from.toISOString(),
    valid_until: row.valid_until.toISOString(),
    max_redemptions: row.max_redemptions,
    once_per_learner: row.once_per_learner,
    active: row.active,
    uses: row.uses,
    remaining: Math.max(0, row.max_redemptions - row.uses),
    created_at: row.created_at?.toISOString() ?? null,
    updated_at: row.updated_at?.toISOString() ?? null,
  };
}

export interface PromoFilter {
  search?: string | undefined;
  state?: PromoState | undefined;
  page: number;
}

/** A page of codes, newest first (codes from before the back office last, by code). */
export async function listPromoCodes(
  db: Db,
  filter: PromoFilter,
  now: Date,
): Promise<{ data: PromoCode[]; total: number }> {
  const where = `($1::text IS NULL OR strpos(upper(p.code), upper($1)) > 0)
    AND ($2::text IS NULL
      OR ($2 = 'active' AND p.active AND p.valid_until > $3)
      OR ($2 = 'expired' AND p.valid_until <= $3)
      OR ($2 = 'inactive' AND NOT p.active))`;
  const params = [filter.search?.trim() || null, filter.state ?? null, now];
  const rows = await db.query<Row>(
    `${SELECT} WHERE ${where}
     ORDER BY p.created_at DESC NULLS LAST, p.code LIMIT ${PROMO_PAGE_SIZE} OFFSET $4`,
    [...params, (filter.page - 1) * PROMO_PAGE_SIZE],
  );
  const count = await one<{ n: number }>(
    db,
    `SELECT count(*)::int AS n FROM promo_codes p WHERE ${where}`,
    params,
  );
  return { data: rows.map(toPromo), total: count?.n ?? 0 };
}

async function find(db: Db, id: number, lock = false): Promise<PromoCode> {
  if (lock) await db.query('SELECT id FROM promo_codes WHERE id = $1 FOR UPDATE', [id]);
  const row = await one<Row>(db, `${SELECT} WHERE p.id = $1`, [id]);
  if (!row) throw new HttpError(ErrorCode.notFound);
  return toPromo(row);
}

export const showPromoCode = (db: Db, id: number): Promise<PromoCode> => find(db, id);

/** The columns of an input: a percentage as a fraction, an amount in cents. */
function columns(input: PromoInput) {
  const percent = input.kind === 'percent';
  return [
    input.code,
    new Date(input.valid_from),
    new Date(input.valid_until),
    input.max_redemptions,
    percent ? (input.value / 100).toFixed(4) : '0',
    percent ? 0 : Math.round(input.value * 100),
    percent ? null : input.currency,
    input.once_per_learner,
    input.active,
  ];
}

async function refuseTakenCode(tx: Db, code: string, id: number | null): Promise<void> {
  const taken = await one<{ id: number }>(
    tx,
    'SELECT id FROM promo_codes WHERE upper(code) = upper($1) AND ($2::int IS NULL OR id <> $2)',
    [code, id],
  );
  if (taken) throw new HttpError(ErrorCode.promoCodeTaken, { code: [promoDeskMessages.codeTaken] });
}

/** A unique-index violation of a concurrent write with the same code is the same refusal. */
async function uniquely<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if ((error as { code?: string }).code === '23505')
      throw new HttpError(ErrorCode.promoCodeTaken, { code: [promoDeskMessages.codeTaken] });
    throw error;
  }
}

/** The fields an audit row keeps of a code (its uses are not the operator's write). */
const audited = (promo: PromoCode) => {
  const { uses: _uses, remaining: _remaining, ...fields } = promo;
  return fields;
};

export async function createPromoCode(tx: Db, by: PromoWriter, input: PromoInput): Promise<PromoCode> {
  await refuseTakenCode(tx, input.code, null);
  const row = await uniquely(() =>
    one<{ id: number }>(
      tx,
      `INSERT INTO promo_codes (code, valid_from, valid_until, max_redemptions, discount_relative,
         discount_absolute_cents, currency, once_per_learner, active, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10) RETURNING id`,
      [...columns(input), by.now],
    ),
  );
  const promo = await find(tx, row!.id);
  await writeAudit(tx, by.now, {
    actor: by.editor,
    ip: by.ip,
    action: 'promo-code.create',
    entityType: 'promo_code',
    entityId: promo.id,
    after: audited(promo),
  });
  return promo;
}

export async function updatePromoCode(
  tx: Db,
  by: PromoWriter,
  id: number,
  input: PromoInput,
): Promise<PromoCode> {
  const before = await find(tx, id, true);
  await refuseTakenCode(tx, input.code, id);
  await uniquely(() =>
    tx.query(
      `UPDATE promo_codes SET code = $1, valid_from = $2, valid_until = $3, max_redemptions = $4,
         discount_relative = $5, discount_absolute_cents = $6, currency = $7, once_per_learner = $8, active = $9,
         updated_at = $10
       WHERE id = $11`,
      [...columns(input), by.now, id],
    ),
  );
  const after = await find(tx, id);
  await writeAudit(tx, by.now, {
    actor: by.editor,
    ip: by.ip,
    action: 'promo-code.update',
    entityType: 'promo_code',
    entityId: id,
    before: audited(before),
    after: audited(after),
  });
  return after;
}

/** Deactivates a code; one already inactive stays so, and the write is still audited (it was asked for). */
export async function deactivatePromoCode(tx: Db, by: PromoWriter, id: number): Promise<PromoCode> {
  const before = await find(tx, id, true);
  await tx.query('UPDATE promo_codes SET active = false, updated_at = $2 WHERE id = $1', [id, by.now]);
  const after = await find(tx, id);
  await writeAudit(tx, by.now, {
    actor: by.editor,
    ip: by.ip,
    action: 'promo-code.deactivate',
    entityType: 'promo_code',
    entityId: id,
    before: audited(before),
    after: audited(after),
  });
  return after;
}
