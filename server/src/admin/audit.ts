import type { AuditEntry } from '../../../src/shared/api/calls/admin';
import { AUDIT_PAGE_SIZE } from '../../../src/shared/api/constants';
import { one, type Db } from '../db/database';

/**
 * The audit log (docs/product-rules.md#back-office): one row per back-office write, written with `tx`, the
 * write's own transaction, so a write without its row cannot commit. The table refuses UPDATE and DELETE
 * (a trigger), so this module only appends and reads. No secret goes into `before` or `after`.
 */
export interface AuditRecord {
  actor: { id: number; email: string } | null;
  ip: string | null;
  action: string;
  entityType: string;
  entityId: string | number | null;
  before?: unknown;
  after?: unknown;
}

export async function writeAudit(tx: Db, at: Date, record: AuditRecord): Promise<void> {
  await tx.query(
    `INSERT INTO audit_log (at, actor_id, actor_email, ip, action, entity_type, entity_id, before, after)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb)`,
    [
      at,
      record.actor?.id ?? null,
      record.actor?.email ?? null,
      record.ip,
      record.action,
      record.entityType,
      record.entityId === null ? null : String(record.entityId),
      record.before === undefined ? null : JSON.stringify(record.before),
      record.after === undefined ? null : JSON.stringify(record.after),
    ],
  );
}

export interface AuditFilter {
  actor?: number | undefined;
  action?: string | undefined;
  entity?: string | undefined;
  entity_id?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
}

interface AuditRow {
  id: string;
  at: Date;
  actor_id: number | null;
  actor_email: string | null;
  ip: string | null;
  action: string;
  entity_type: string;
  entity_id: string | null;
  before: unknown;
  after: unknown;
}

/** A page of the log, newest first, with the number of rows the filter matches. */
export async function listAudit(db: Db, filter: AuditFilter): Promise<{ data: AuditEntry[]; total: number }> {
  const where = `($1::int IS NULL OR actor_id = $1) AND ($2::text IS NULL OR action = $2)
    AND ($3::text IS NULL OR entity_type = $3) AND ($4::text IS NULL OR entity_id = $4)
    AND ($5::timestamptz IS NULL OR at >= $5) AND ($6::timestamptz IS NULL OR at < $6)`;
  const params = [
    filter.actor ?? null,
    filter.action ?? null,
    filter.entity ?? null,
    filter.entity_id ?? null,
    filter.from ? new Date(filter.from) : null,
    filter.to ? new Date(filter.to) : null,
  ];
  const rows = await db.query<AuditRow>(
    `SELECT * FROM audit_log WHERE ${where} ORDER BY at DESC, id DESC LIMIT ${AUDIT_PAGE_SIZE} OFFSET $7`,
    [...params, (filter.page - 1) * AUDIT_PAGE_SIZE],
  );
  const count = await one<{ n: number }>(
    db,
    `SELECT count(*)::int AS n FROM audit_log WHERE ${where}`,
    params,
  );
  return {
    total: count?.n ?? 0,
    data: rows.map((row) => ({
      id: Number(row.id),
      at: row.at.toISOString(),
      actor: row.actor_id === null ? null : { id: row.actor_id, email: row.actor_email ?? '' },
      ip: row.ip,
      action: row.action,
      entity_type: row.entity_type,
      entity_id: row.entity_id,
      before: row.before ?? null,
      after: row.after ?? null,
    })),
  };
}
