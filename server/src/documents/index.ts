/** The server's one document module: invoices, e-invoices, training proof and company certificates. */
export { renderInvoicePdf, qrReference } from './invoicePdf';
export { renderEInvoice } from './eInvoice';
export {
  formatDuration,
  renderAttendanceCertificatePdf,
  renderCompanyCertificatePdf,
  renderCreditConfirmationPdf,
} from './certificates';
export { epcQrPayload } from './epc';
export { DEMO_SELLER } from './demoSeller';
export { LEARNING_FORM, MINUTES_PER_HOUR, trainingContent } from './trainingContent';
export type * from './types';
