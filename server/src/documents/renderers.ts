import {
  renderAttendanceCertificatePdf,
  renderCompanyCertificatePdf,
  renderCreditConfirmationPdf,
} from './certificates';
import { renderEInvoice } from './eInvoice';
import { renderInvoicePdf } from './invoicePdf';
import { renderYearlyProofPdf } from './yearlyProof';

/** Every document the module renders, by name: what the render thread runs (see offThread.ts). */
export const renderers = {
  invoicePdf: renderInvoicePdf,
  eInvoice: renderEInvoice,
  attendanceCertificatePdf: renderAttendanceCertificatePdf,
  creditConfirmationPdf: renderCreditConfirmationPdf,
  companyCertificatePdf: renderCompanyCertificatePdf,
  yearlyProofPdf: renderYearlyProofPdf,
} as const;

export type Renderers = typeof renderers;
export type RendererName = keyof Renderers;

/**
 * Structured clone hands a Buffer over as a plain Uint8Array; pdfkit and the mailer want Buffers. Turns
 * every Uint8Array in plain objects and arrays back into a Buffer over the same memory.
 */
export function restoreBuffers<T>(value: T): T {
  if (value instanceof Uint8Array) {
    return (
      Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)
    ) as T;
  }
  if (Array.isArray(value)) return value.map((item: unknown) => restoreBuffers(item)) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, restoreBuffers(item as unknown)]),
    ) as T;
  }
  return value;
}
