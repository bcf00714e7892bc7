import { createHash } from 'node:crypto';
import type { DocumentKind, DocumentSummary } from '../../../src/shared/api/calls/documents';
import { one, type Db } from '../db/database';
import { HttpError, ErrorCode } from '../errors';
import type { Attachment } from './types';

/**
 * The archive of documents as issued (docs/product-rules.md#documents, migration 020): a document is stored
 * when it is first made and handed out from here ever after, byte for byte; a database trigger refuses any
 * change. Whoever makes a document asks the archive first, so nothing is rendered twice.
 */
export interface IssuedDocument extends Attachment {
  kind: DocumentKind;
  number: string;
}

export const sha256Of = (content: Buffer) => createHash('sha256').update(content).digest('hex');

interface Row {
  id: number;
  kind: DocumentKind;
  number: string;
  filename: string;
  content_type: string;
  size: number;
  sha256: string;
  issued_at: Date;
  order_id: number | null;
}

const SUMMARY = `id, kind, number, filename, content_type, octet_length(content) AS size, sha256, issued_at, order_id`;

const present = (row: Row): DocumentSummary => ({
  id: row.id,
  kind: row.kind,
  number: row.number,
  filename: row.filename,
  content_type: row.content_type,
  size: row.size,
  sha256: row.sha256,
  issued_at: new Date(row.issued_at).toISOString(),
  order_id: row.order_id,
});

/**
 * The attachments of what an owner holds: an order's documents as issued with it, one of its
 * Stornorechnungen by number (`cancellation`), or a certificate by its number.
 */
type Owner =
  | { orderId: number; userId: number | null; cancellation?: string }
  | { number: string; userId: number | null };

const CANCELLATION_KINDS = `('cancellation', 'cancellation-e-invoice')`;

function archivedQuery(owner: Owner): [string, unknown[]] {
  const select = 'SELECT filename, content_type, content FROM documents WHERE';
  if (!('orderId' in owner))
    return [`${select} number = $1 AND kind = 'company-certificate' ORDER BY id`, [owner.number]];
  if (owner.cancellation === undefined) {
    return [`${select} order_id = $1 AND kind NOT IN ${CANCELLATION_KINDS} ORDER BY id`, [owner.orderId]];
  }
  return [
    `${select} order_id = $1 AND number = $2 AND kind IN ${CANCELLATION_KINDS} ORDER BY id`,
    [owner.orderId, owner.cancellation],
  ];
}

async function archivedAttachments(db: Db, owner: Owner): Promise<Attachment[]> {
  const rows = await db.query<{ filename: string; content_type: string; content: Buffer | Uint8Array }>(
    ...archivedQuery(owner),
  );
  return rows.map((row) => ({
    filename: row.filename,
    contentType: row.content_type,
    content: Buffer.from(row.content),
  }));
}

/**
 * The documents of an order or a certificate as issued: those archived already, or else the ones `make`
 * renders now, archived in one statement. When two makers race (a retry, a second instance), the first
 * rows win and both hand out those.
 */
export async function issuedDocuments(
  db: Db,
  owner: Owner,
  issuedAt: Date,
  now: Date,
  make: () => Promise<IssuedDocument[]>,
): Promise<Attachment[]> {
  const archived = await archivedAttachments(db, owner);
  if (archived.length) return archived;
  const made = await make();
  if (made.length) {
    const values = made.map((_, i) => {
      const n = i * 6;
      return `($${n + 1}, $${n + 2}, $${n + 3}, $${n + 4}, $${n + 5}, $${n + 6}, $${made.length * 6 + 1}::int, $${made.length * 6 + 2}::int, $${made.length * 6 + 3}::timestamptz, $${made.length * 6 + 4}::timestamptz)`;
    });
    await db.query(
      `INSERT INTO documents (kind, number, filename, content_type, content, sha256, order_id, user_id, issued_at, archived_at)
       VALUES ${values.join(', ')} ON CONFLICT (kind, number, filename) DO NOTHING`,
      [
        ...made.flatMap((doc) => [
          doc.kind,
          doc.number,
          doc.filename,
          doc.contentType,
          doc.content,
          sha256Of(doc.content),
        ]),
        'orderId' in owner ? owner.orderId : null,
        owner.userId,
        issuedAt,
        now,
      ],
    );
  }
  return archivedAttachments(db, owner);
}

/** Documents of a learner, of an order or of anyone's learner (the back office), newest first. */
export async function listDocuments(
  db: Db,
  filter: { userId: number } | { orderId: number },
): Promise<DocumentSummary[]> {
  const rows = await db.query<Row>(
    'userId' in filter
      ? `SELECT ${SUMMARY} FROM documents WHERE user_id = $1 ORDER BY issued_at DESC, id`
      : `SELECT ${SUMMARY} FROM documents WHERE order_id = $1 ORDER BY id`,
    ['userId' in filter ? filter.userId : filter.orderId],
  );
  return rows.map(present);
}

/**
 * One document with its bytes, the learner's own when `userId` is given. The bytes are checked against the
 * SHA-256 stored at issue: a document that no longer matches is not handed out.
 */
export async function readDocument(db: Db, documentId: number, userId?: number) {
  const row = await one<Row & { content: Buffer | Uint8Array }>(
    db,
    `SELECT ${SUMMARY}, content FROM documents WHERE id = $1 AND ($2::int IS NULL OR user_id = $2)`,
    [documentId, userId ?? null],
  );
  if (!row) throw new HttpError(ErrorCode.documentNotFound);
  const content = Buffer.from(row.content);
  if (sha256Of(content) !== row.sha256) throw new HttpError(ErrorCode.documentDamaged);
  return { ...present(row), content_base64: content.toString('base64') };
}

/**
 * A learner's document archived by kind and number (the Jahresnachweis): the one archived already, or else
 * the one `make` renders now, stored once; when two makers race, the first row wins and both hand it out.
 */
export async function issuedOwnDocument(
  db: Db,
  owner: { userId: number; kind: DocumentKind; number: string },
  now: Date,
  make: () => Promise<IssuedDocument>,
) {
  const find = () =>
    one<Row & { content: Buffer | Uint8Array }>(
      db,
      `SELECT ${SUMMARY}, content FROM documents WHERE kind = $1 AND number = $2 AND user_id = $3
       ORDER BY id LIMIT 1`,
      [owner.kind, owner.number, owner.userId],
    );
  let row = await find();
  if (!row) {
    const made = await make();
    await db.query(
      `INSERT INTO documents (kind, number, filename, content_type, content, sha256, user_id, issued_at, archived_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8) ON CONFLICT (kind, number, filename) DO NOTHING`,
      [
        made.kind,
        made.number,
        made.filename,
        made.contentType,
        made.content,
        sha256Of(made.content),
        owner.userId,
        now,
      ],
    );
    row = await find();
  }
  if (!row) throw new HttpError(ErrorCode.documentNotFound);
  const content = Buffer.from(row.content);
  if (sha256Of(content) !== row.sha256) throw new HttpError(ErrorCode.documentDamaged);
  return { ...present(row), content };
}
