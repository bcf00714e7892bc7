import type { ModuleId } from '../../../src/shared/api/constants';
import type { Context } from '../context';
import type { Db } from '../db/database';
import { LEARNING_FORM, MINUTES_PER_HOUR, renderYearlyProofPdf, trainingContent } from '../documents';
import { issuedOwnDocument, sha256Of } from '../documents/archive';
import { HttpError, ErrorCode } from '../errors';
import { requireUser } from '../users/users';
import { berlinDay, YEAR_ZONE } from './year';

/**
 * The Jahresnachweis (docs/product-rules.md#yearly-proof): every hour of a calendar year requested and not
 * cancelled, de and at. A closed year's proof is archived when first made and handed out from the archive
 * ever after; the running year's changes with every order, so it is made fresh on each request and not
 * archived, until the account is deleted (then the proofs still within their retention are archived first).
 */
export const YEARLY_PROOF_RETENTION_YEARS = 5;

const proofNumber = (userId: number, year: number) => `JN-${year}-${String(userId).padStart(6, '0')}`;
const proofFilename = (year: number) => `Jahresnachweis-${year}.pdf`;

interface MeasureRow {
  created_at: Date;
  invoice_number: string;
  country: 'de' | 'at';
  module: ModuleId | null;
  title: string;
  content: string;
  quantity: number;
}

async function measuresOf(db: Db, userId: number, year: number) {
  return db.query<MeasureRow>(
    `SELECT o.created_at, o.invoice_number, o.country, i.module, i.title, i.content, i.quantity
     FROM order_items i JOIN orders o ON o.id = i.order_id
     WHERE o.user_id = $1 AND o.country IN ('de', 'at')
       AND EXTRACT(YEAR FROM o.created_at AT TIME ZONE '${YEAR_ZONE}')::int = $2
       AND NOT EXISTS (SELECT 1 FROM order_cancellation_items c WHERE c.order_item_id = i.id)
     ORDER BY o.created_at, i.id`,
    [userId, year],
  );
}

/** Renders the proof of one year; null when the year holds no measure. */
async function makeProof(ctx: Context, db: Db, userId: number, year: number, now: Date) {
  const user = await requireUser(db, userId);
  const rows = await measuresOf(db, userId, year);
  if (!rows.length) return null;
  const measures = rows.map((row) => ({
    date: row.created_at,
    title: row.title,
    content: row.content || (row.module ? trainingContent(row.country, row.module) : ''),
    minutes: row.quantity * MINUTES_PER_HOUR,
    invoiceNumber: row.invoice_number,
  }));
  const country = user.country === 'de' || user.country === 'at' ? user.country : rows[0]!.country;
  const content = await renderYearlyProofPdf({
    number: proofNumber(userId, year),
    year,
    country,
    participant: { name: `${user.first_name} ${user.last_name}`.trim() },
    provider: ctx.config.seller,
    issueDate: now,
    closed: year < berlinDay(now).getUTCFullYear(),
    learningForm: LEARNING_FORM,
    measures,
    totalMinutes: measures.reduce((sum, measure) => sum + measure.minutes, 0),
  });
  return {
    kind: 'yearly-proof' as const,
    number: proofNumber(userId, year),
    filename: proofFilename(year),
    contentType: 'application/pdf',
    content,
  };
}

/** The learner's Jahresnachweis of `year`, archived once for a closed year, fresh for the running one. */
export async function yearlyProof(ctx: Context, userId: number, year: number) {
  const now = ctx.clock();
  const current = berlinDay(now).getUTCFullYear();
  if (year > current) throw new HttpError(ErrorCode.documentNotFound);
  const present = (document: {
    id: number | null;
    filename: string;
    content_type: string;
    content: Buffer;
  }) => ({
    year,
    document_id: document.id,
    filename: document.filename,
    content_type: document.content_type,
    sha256: sha256Of(document.content),
    content_base64: document.content.toString('base64'),
  });
  if (year === current) {
    const made = await makeProof(ctx, ctx.db, userId, year, now);
    if (!made) throw new HttpError(ErrorCode.documentNotFound);
    return present({
      id: null,
      filename: made.filename,
      content_type: made.contentType,
      content: made.content,
    });
  }
  const archived = await issuedOwnDocument(
    ctx.db,
    { userId, kind: 'yearly-proof', number: proofNumber(userId, year) },
    now,
    async () => {
      const made = await makeProof(ctx, ctx.db, userId, year, now);
      if (!made) throw new HttpError(ErrorCode.documentNotFound);
      return made;
    },
  );
  return present(archived);
}

/**
 * Before an account is erased: the Jahresnachweise of the years still within their retention (the running
 * year and the five before it) that hold measures and are not archived yet are archived, the running
 * year's as it stands, so the record § 7 Abs. 2 VersVermV asks for outlives the account.
 */
export async function keepYearlyProofs(ctx: Context, db: Db, userId: number): Promise<number> {
  const now = ctx.clock();
  const current = berlinDay(now).getUTCFullYear();
  const years = await db.query<{ year: number }>(
    `SELECT DISTINCT EXTRACT(YEAR FROM o.created_at AT TIME ZONE '${YEAR_ZONE}')::int AS year
     FROM orders o WHERE o.user_id = $1 AND o.country IN ('de', 'at')
       AND EXTRACT(YEAR FROM o.created_at AT TIME ZONE '${YEAR_ZONE}')::int >= $2
       AND NOT EXISTS (SELECT 1 FROM documents d WHERE d.kind = 'yearly-proof' AND d.user_id = $1
         AND d.number = 'JN-' || EXTRACT(YEAR FROM o.created_at AT TIME ZONE '${YEAR_ZONE}')::int || '-' || lpad($1::text, 6, '0'))
     ORDER BY 1`,
    [userId, current - YEARLY_PROOF_RETENTION_YEARS],
  );
  let kept = 0;
  for (const { year } of years) {
    const archived = await issuedOwnDocument(
      db,
      { userId, kind: 'yearly-proof', number: proofNumber(userId, Number(year)) },
      now,
      async () => {
        const made = await makeProof(ctx, db, userId, Number(year), now);
        if (!made) throw new HttpError(ErrorCode.documentNotFound);
        return made;
      },
    ).catch((error: unknown) => {
      // A year whose every hour was cancelled has nothing to keep.
      if (error instanceof HttpError && error.code === ErrorCode.documentNotFound) return null;
      throw error;
    });
    if (archived) kept++;
  }
  return kept;
}
