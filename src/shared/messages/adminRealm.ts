/**
 * The German strings of the 'adminRealm' area: the back office's screens under /admin (loaded with its
 * chunk; the server's sentences for its codes stay in the 'admin' catalog). Operators are addressed formally.
 */
export const adminRealmMessages = {
  // The realm's frame.
  realmName: 'Backoffice',
  productLine: 'Quiz-Backoffice',
  navLabel: 'Backoffice-Navigation',
  navOverview: 'Übersicht',
  navQuestions: 'Fragen',
  navReports: 'Meldungen',
  navAudit: 'Audit-Log',
  signOut: 'Abmelden',
  signingOut: 'Abmelden …',
  roleNames: {
    operator: 'Betrieb',
    editor: 'Redaktion',
    support: 'Support',
    company_admin: 'Firmen-Admin',
  },
  accountLine: (name: string, role: string) => `${name} · ${role}`,
  loading: 'Wird geladen …',
  loadFailed: 'Die Daten konnten nicht geladen werden.',
  retry: 'Erneut versuchen',

  // Sign-in.
  signInTitle: 'Anmeldung Backoffice',
  signInIntro: 'Nur für Mitarbeitende. Melden Sie sich mit E-Mail-Adresse, Passwort und Code an.',
  emailLabel: 'E-Mail-Adresse',
  passwordLabel: 'Passwort',
  emailRequired: 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
  emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  passwordRequired: 'Bitte geben Sie Ihr Passwort ein.',
  signInSubmit: 'Weiter',
  codeTitle: 'Bestätigungscode',
  codeIntro:
    'Geben Sie den 6-stelligen Code aus Ihrer Authenticator-App ein oder einen Ihrer Wiederherstellungscodes.',
  codeLabel: 'Code',
  codeRequired: 'Bitte geben Sie den Code ein.',
  codeFormat: 'Bitte geben Sie 6 Ziffern oder einen Wiederherstellungscode ein.',
  enrollCodeFormat: 'Bitte geben Sie den 6-stelligen Code aus Ihrer Authenticator-App ein.',
  codeSubmit: 'Anmelden',
  backToPassword: 'Zurück zur Anmeldung',
  lockedUntil: (time: string) =>
    `Zu viele Fehlversuche. Die Anmeldung ist bis ${time} Uhr gesperrt. Bitte versuchen Sie es danach erneut.`,
  sessionEnded: 'Ihre Sitzung ist beendet. Bitte melden Sie sich erneut an.',
  sessionIdle: 'Ihre Sitzung wurde nach 30 Minuten ohne Aktivität beendet. Bitte melden Sie sich erneut an.',
  signedOutNotice: 'Sie wurden abgemeldet.',
  recoveryCodesLeft: (count: number) =>
    count === 1 ? 'Noch 1 Wiederherstellungscode übrig.' : `Noch ${count} Wiederherstellungscodes übrig.`,

  // Enrollment.
  enrollTitle: 'Zwei-Faktor-Anmeldung einrichten',
  enrollIntro:
    'Scannen Sie den QR-Code mit Ihrer Authenticator-App (z. B. FreeOTP, Google Authenticator, 1Password).',
  enrollQrAlt: 'QR-Code für die Authenticator-App',
  enrollSecretLabel: 'Schlüssel zur manuellen Eingabe',
  enrollRecoveryTitle: 'Ihre Wiederherstellungscodes',
  enrollRecoveryIntro:
    'Jeder Code gilt einmal, falls Sie keinen Zugriff auf Ihre App haben. Sie werden nur jetzt angezeigt: Bewahren Sie sie sicher auf.',
  enrollSaved: 'Ich habe die Wiederherstellungscodes sicher gespeichert.',
  enrollSavedRequired: 'Bitte bestätigen Sie, dass Sie die Wiederherstellungscodes gespeichert haben.',
  enrollCodeIntro: 'Bestätigen Sie die Einrichtung mit dem ersten Code aus Ihrer App.',
  enrollSubmit: 'Einrichtung bestätigen',

  // Pages.
  overviewTitle: 'Übersicht',
  overviewWelcome: (name: string) => `Willkommen, ${name}.`,
  overviewComing:
    'Hier erscheinen bald Kennzahlen: Antworten pro Tag, neue Lernende pro Woche, offene Meldungen und Fragen mit veraltetem Rechtsstand.',
  questionsTitle: 'Fragen',
  questionsComing:
    'Hier entsteht der Redaktionsplatz: Fragen suchen, bearbeiten, im Vier-Augen-Prinzip freigeben, zurückziehen sowie Moodle-XML importieren und exportieren.',
  reportsTitle: 'Meldungen',
  reportsComing:
    'Hier erscheinen die Meldungen der Lernenden zu Fragen, gesammelt je Frage, zum Annehmen oder Ablehnen mit Antwort.',

  // The audit log.
  auditTitle: 'Audit-Log',
  auditIntro: 'Jede Änderung im Backoffice, neueste zuerst. Der Log kann nicht geändert werden.',
  auditFilters: 'Filter',
  auditActor: 'Konto-ID',
  auditActorInvalid: 'Bitte geben Sie eine Konto-ID als Zahl ein.',
  auditAction: 'Aktion',
  auditEntity: 'Objekttyp',
  auditEntityId: 'Objekt-ID',
  auditFrom: 'Von (Datum)',
  auditTo: 'Bis (Datum)',
  auditDateInvalid: 'Bitte geben Sie ein Datum ein (TT.MM.JJJJ).',
  auditRangeInvalid: 'Das Enddatum darf nicht vor dem Anfangsdatum liegen.',
  auditApply: 'Filtern',
  auditReset: 'Zurücksetzen',
  auditTableCaption: 'Einträge des Audit-Logs',
  auditAt: 'Zeitpunkt',
  auditWho: 'Wer',
  auditIp: 'Adresse',
  auditWhat: 'Aktion',
  auditObject: 'Objekt',
  auditChange: 'Vorher / Nachher',
  auditBefore: 'Vorher',
  auditAfter: 'Nachher',
  auditShowChange: 'Werte anzeigen',
  auditNone: '–',
  auditSystem: 'System',
  auditEmpty: 'Keine Einträge für diese Filter.',
  auditCount: (total: number) => (total === 1 ? '1 Eintrag' : `${total} Einträge`),
  auditPage: (page: number, pages: number) => `Seite ${page} von ${pages}`,
  auditPrevious: 'Vorherige Seite',
  auditNext: 'Nächste Seite',
  auditPagination: 'Seiten des Audit-Logs',
} as const;
