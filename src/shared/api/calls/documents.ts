import { z } from 'zod/mini';
import { defineCall, userParam } from '../call';
import { id, isoDate, pathId } from '../primitives';

/**
 * Documents archived as issued (docs/product-rules.md#documents): the learner's own, and any for the back
 * office. A document's bytes come as base64 in JSON, with the SHA-256 stored when it was issued; the server
 * checks the bytes against it before they leave, and the client can check them again.
 */
export const DOCUMENT_KINDS = [
  'invoice',
  'e-invoice',
  'attendance-certificate',
  'credit-confirmation',
  'company-certificate',
  'cancellation',
  'cancellation-e-invoice',
  'yearly-proof',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** The largest document the archive hands out (its PDFs are far smaller). */
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

export const documentSummarySchema = z.object({
  id,
  kind: z.enum(DOCUMENT_KINDS),
  number: z.string(),
  filename: z.string(),
  content_type: z.string(),
  size: z.int().check(z.gte(0), z.lte(DOCUMENT_MAX_BYTES)),
  sha256: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
  issued_at: isoDate,
  order_id: z.nullable(id),
});
export type DocumentSummary = z.infer<typeof documentSummarySchema>;

const withContent = z.object({
  ...documentSummarySchema.shape,
  content_base64: z.string().check(z.maxLength(Math.ceil(DOCUMENT_MAX_BYTES / 3) * 4)),
});

const documentPath = z.object({ user: userParam, document: pathId });

/** The learner's documents, newest first. */
export const documentsCall = defineCall({
  name: 'app.users.documents.index',
  method: 'GET',
  params: z.object({ user: userParam }),
  response: z.object({ data: z.array(documentSummarySchema) }),
});

/** One of the learner's documents with its bytes, as issued. */
export const documentCall = defineCall({
  name: 'app.users.documents.show',
  method: 'GET',
  params: documentPath,
  response: withContent,
});

/** The back office: the documents of an order or of a learner (one of the two), newest first. */
export const adminDocumentsCall = defineCall({
  name: 'admin.documents.index',
  method: 'GET',
  query: z.object({ order: z.optional(pathId), user: z.optional(pathId) }),
  response: z.object({ data: z.array(documentSummarySchema) }),
});

/** Any document with its bytes; each download is a row of the audit log. */
export const adminDocumentCall = defineCall({
  name: 'admin.documents.show',
  method: 'GET',
  params: z.object({ document: pathId }),
  response: withContent,
});
