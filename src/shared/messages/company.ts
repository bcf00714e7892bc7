import { countOf } from './text';

/** The German strings of the company area (the company platform) (one catalog per area, loaded with it). */
export const companyMessages = {
  continueQuiz: 'Quiz fortsetzen',
  failed: 'Nicht bestanden',
  getCertificate: 'Zertifikat erhalten',
  certificateRequested: 'Zertifikat angefordert',
  certificateMailed: 'Dein Zertifikat wird dir in wenigen Minuten per E-Mail zugeschickt.',
  // Access codes (server replies, shown on the code field)
  codeInvalid: 'Dieser Zugangscode ist nicht gültig. Bitte überprüfe deine Eingabe.',
  codeExpired: 'Dieser Zugangscode ist abgelaufen.',
  codeUsedUp: 'Dieser Zugangscode wurde bereits zu oft verwendet.',
  codeFailed: 'Der Zugangscode konnte nicht geprüft werden. Bitte versuche es erneut.',
  companyNotFound: 'Dieses Unternehmen wurde nicht gefunden.',
  courseNotFound: 'Dieses Quiz wurde nicht gefunden.',
  courseNotStarted: 'Dieses Quiz wurde noch nicht gestartet.',
  courseFinished: 'Dieses Quiz ist bereits abgeschlossen.',
  questionNotAsked: 'Diese Frage gehört nicht zu diesem Quiz oder wurde schon beantwortet.',
  certifyNotPassed: 'Ein Zertifikat gibt es erst, wenn das Quiz bestanden ist.',
  certifyAlready: 'Das Zertifikat wurde bereits angefordert.',
  certificateNotFound: 'Zu diesem Prüfcode gibt es kein Zertifikat.',
  // Pages
  codeTitle: 'Zugangscode eingeben',
  codeIntro: 'Mit dem Zugangscode deines Unternehmens schaltest du seine Quizze frei.',
  codeLabel: 'Zugangscode',
  codeSubmit: 'Code einlösen',
  myCompanies: 'Meine Firmenquizze',
  noCompanies: 'Du hast noch keinen Zugangscode eingelöst.',
  openCompany: 'Zu den Quizzen',
  quizCount: (n: number) => (n === 1 ? '1 Quiz' : `${n} Quizze`),
  welcome: (company: string) => `Willkommen bei ${company}`,
  logoAlt: (company: string) => `Logo von ${company}`,
  activeQuizzes: 'Deine Quizze',
  noActiveQuizzes: 'Du hast noch kein Quiz gestartet.',
  moreQuizzes: 'Weitere Quizze',
  startQuiz: 'Quiz starten',
  showQuestions: 'Fragen anzeigen',
  score: (correct: number, total: number) => `${correct} von ${total} Fragen richtig`,
  progressLabel: (answered: number, total: number) => `${answered} von ${total} Fragen beantwortet`,
  passed: 'Herzlichen Glückwunsch, du hast das Quiz bestanden!',
  /** What a course asks before it starts, where it stands, and what comes after its result. */
  passMark: (passMark: number, total: number) =>
    `${countOf(total, 'Frage', 'Fragen')} · bestanden ab ${passMark} richtigen Antworten`,
  notStarted: 'Noch nicht begonnen',
  resultPassedScore: (correct: number, total: number) => `Bestanden — ${correct} von ${total} richtig`,
  resultFailed: (correct: number, total: number, passMark: number) =>
    `Nicht bestanden — ${correct} von ${total} richtig, ${passMark} nötig`,
  nextPassed: 'Fordere jetzt auf der Übersicht dein Zertifikat an.',
  nextCertified: 'Dein Zertifikat ist angefordert und kommt per E-Mail zu dir.',
  nextFailed:
    'Jede Frage lässt sich nur einmal beantworten, deshalb kannst du dieses Quiz nicht wiederholen. Bei Fragen zu deinem Ergebnis wende dich an dein Unternehmen.',
  nextFailedMore: 'Unter „Weitere Quizze“ kannst du ein anderes Quiz starten.',
  deleteQuiz: 'Quiz entfernen',
  deleteTitle: 'Quiz entfernen?',
  deleteText: (course: string) =>
    `„${course}“ wird aus deiner Liste entfernt. Deine Antworten gehen dabei verloren.`,
  deleteConfirm: 'Entfernen',
  deleted: 'Das Quiz wurde aus deiner Liste entfernt.',
  cancel: 'Abbrechen',
  actionFailed: 'Das hat leider nicht geklappt. Bitte versuche es erneut.',
  quizDone: 'Du hast alle Fragen dieses Quiz beantwortet.',
  toCompany: 'Zurück zur Übersicht',
  certificateTitle: 'Zertifikat angefordert',
  certificateMailedDetail: 'Bitte schau auch in deinen Spam-Ordner, falls die E-Mail nicht ankommt.',
  backToPlatform: 'Zur Firmenplattform',
  // Public verification page
  verifyTitle: 'Zertifikat prüfen',
  verifyValid: 'Dieses Zertifikat ist gültig.',
  verifyRevoked: 'Dieses Zertifikat wurde widerrufen und ist nicht mehr gültig.',
  verifyNotFound: 'Zu diesem Prüfcode gibt es kein Zertifikat.',
  verifyFailed: 'Das Zertifikat konnte nicht geprüft werden. Bitte versuche es später erneut.',
  verifyParticipant: 'Teilnehmer/in',
  verifyCourse: 'Quiz',
  verifyCompany: 'Unternehmen',
  verifyDate: 'Ausgestellt am',
  verifyStatus: 'Status',
  verifyCode: 'Prüfcode',
  // The certificate mail
  mailSubject: (course: string) => `Dein Zertifikat: ${course}`,
  mailGreeting: (firstName: string) => `Hallo ${firstName},`,
  mailText: (course: string, company: string) =>
    `herzlichen Glückwunsch! Du hast das Quiz „${course}“ von ${company} bestanden. Dein Zertifikat findest du im Anhang.`,
  mailVerify: 'Echtheit prüfen',
  // The verification of a revoked certificate says since when (docs/product-rules.md#company-results)
  verifyRevokedSince: (date: string) =>
    `Dieses Zertifikat wurde am ${date} widerrufen und ist nicht mehr gültig.`,
  verifyRevokedAt: 'Widerrufen am',
  // Where a code is redeemed: the company sees the results (docs/product-rules.md#company-results)
  codeResultsShared:
    'Dein Unternehmen sieht in seinen Kursen deinen Fortschritt, dein Ergebnis und dein Zertifikat; mehr dazu in der ',
  codeResultsPrivacy: 'Datenschutzerklärung',
  // The company's page as its console writes it
  contactTitle: 'Deine Ansprechperson',
  contactEmail: (email: string) => `E-Mail: ${email}`,
  contactPhone: (phone: string) => `Telefon: ${phone}`,
  deadline: (day: string) => `Bitte abschließen bis ${day}`,
} as const;
