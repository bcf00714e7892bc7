/** The server's one document module: invoices, e-invoices, training proof and company certificates. */
import { renderOffThread } from './offThread';
export { startDocumentThread } from './offThread';
import type { Renderers } from './renderers';

/** Rendering runs on the document thread (offThread.ts), so a PDF never holds up other requests. */
const offThread =
  <N extends keyof Renderers>(name: N) =>
  (input: Parameters<Renderers[N]>[0]) =>
    renderOffThread(name, input);

export const renderInvoicePdf = offThread('invoicePdf');
export const renderEInvoice = offThread('eInvoice');
export const renderAttendanceCertificatePdf = offThread('attendanceCertificatePdf');
export const renderCreditConfirmationPdf = offThread('creditConfirmationPdf');
export const renderCompanyCertificatePdf = offThread('companyCertificatePdf');
export const renderYearlyProofPdf = offThread('yearlyProofPdf');
export { qrReference } from './invoicePdf';
export { xmlProblem } from './eInvoice';
export { formatDuration } from './certificates';
export { epcQrPayload } from './epc';
export { DEMO_SELLER } from './demoSeller';
export { LEARNING_FORM, MINUTES_PER_HOUR, trainingContent } from './trainingContent';
export type * from './types';
