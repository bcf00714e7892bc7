import type { DocumentKind } from '../api/calls/documents';

/** The German strings of the documents table, the same for the learner and the back office. */
export const documentsMessages = {
  documentKind: 'Dokument',
  documentNumber: 'Nummer',
  documentDate: 'Ausgestellt am',
  documentHash: 'SHA-256',
  documentKinds: {
    invoice: 'Rechnung',
    'e-invoice': 'E-Rechnung (XRechnung)',
    'attendance-certificate': 'Teilnahmebescheinigung',
    'credit-confirmation': 'Credit-Bestätigung',
    'company-certificate': 'Zertifikat',
    cancellation: 'Stornorechnung',
    'cancellation-e-invoice': 'Stornorechnung als E-Rechnung (XRechnung)',
    'yearly-proof': 'Jahresnachweis',
  } satisfies Record<DocumentKind, string>,
  documentDownload: 'Herunterladen',
  documentDownloadLabel: (kind: string, number: string) => `${kind} ${number} herunterladen`,
} as const;
