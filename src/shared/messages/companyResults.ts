/**
 * The German strings of the 'companyResults' area: a course's participants and results in the company
 * console, their exports, and revoking a certificate. Back office: everyone is addressed formally.
 */
export const companyResultsMessages = {
  // Validation (form and server)
  reasonRange: 'Bitte geben Sie einen Grund an (3 bis 500 Zeichen).',
  alreadyRevoked: 'Dieses Zertifikat ist bereits widerrufen.',
  // The page
  title: (course: string) => `Teilnehmende: ${course}`,
  intro:
    'Wer sich eingeschrieben hat, wie viele Fragen beantwortet sind und mit welchem Ergebnis. Die Liste aktualisiert sich, während Teilnehmende antworten.',
  loading: 'Teilnehmende werden geladen …',
  loadFailed: 'Die Teilnehmenden konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
  back: 'Zurück zur Firma',
  live: 'Live: Änderungen erscheinen ohne Neuladen.',
  facts: (questions: number, passMark: number) =>
    `${questions} Fragen, bestanden ab ${passMark} richtigen Antworten.`,
  empty: 'Noch hat sich niemand für diesen Kurs eingeschrieben.',
  tableCaption: 'Teilnehmende und Ergebnisse',
  colName: 'Name',
  colEmail: 'E-Mail',
  colStarted: 'Eingeschrieben',
  colAnswered: 'Beantwortet',
  colCorrect: 'Richtig',
  colResult: 'Ergebnis',
  colCertificate: 'Zertifikat',
  colActions: 'Aktionen',
  answered: (answered: number, total: number) => `${answered} von ${total}`,
  results: { 'in-progress': 'läuft', passed: 'bestanden', failed: 'nicht bestanden' },
  noCertificate: 'nicht angefordert',
  revokedSince: (date: string) => `widerrufen seit ${date}`,
  remove: 'Entfernen',
  removeTitle: 'Teilnehmende entfernen?',
  removeText: (name: string) =>
    `${name} wird aus dem Kurs entfernt: Die Einschreibung endet und die Antworten werden gelöscht. Ein ausgestelltes Zertifikat bleibt gültig, bis Sie es widerrufen.`,
  removeConfirm: 'Entfernen',
  cancel: 'Abbrechen',
  removed: (name: string) => `${name} wurde aus dem Kurs entfernt.`,
  revoke: 'Widerrufen',
  revokeTitle: 'Zertifikat widerrufen?',
  revokeText: (code: string) =>
    `Das Zertifikat ${code} gilt danach nicht mehr: Die öffentliche Prüfseite zeigt es als widerrufen, mit Datum.`,
  reason: 'Grund',
  revokeConfirm: 'Zertifikat widerrufen',
  revoked: (code: string) => `Das Zertifikat ${code} ist widerrufen.`,
  // Exports
  exports: 'Export',
  exportCsv: 'Ergebnisse als CSV',
  exportXlsx: 'Ergebnisse als Excel (XLSX)',
  exportZip: 'Alle Zertifikate als ZIP',
  exportFailed: 'Der Export ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
  /** The columns of the CSV and XLSX exports, in their order. */
  columns: [
    'Name',
    'E-Mail',
    'Kurs',
    'Begonnen',
    'Abgeschlossen',
    'Richtig',
    'Fragen',
    'Bestehensgrenze',
    'Ergebnis',
    'Zertifikatsnummer',
  ],
  sheetName: 'Ergebnisse',
  // Audit and replies
  removedReply: 'Die Person wurde aus dem Kurs entfernt.',
  revokedReply: 'Das Zertifikat ist widerrufen.',
  navParticipants: 'Teilnehmende',
} as const;
