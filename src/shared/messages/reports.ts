import type { QuestionReportReason } from '../domain/questionReports';

const REASONS: Record<QuestionReportReason, string> = {
  'answer-wrong': 'Antwort falsch',
  'question-unclear': 'Frage unklar',
  'source-outdated': 'Quelle veraltet',
  other: 'Sonstiges',
};

/**
 * The German strings of the 'reports' area: a learner reports a question after its verdict ('Frage
 * melden'), an editor accepts or rejects it, and the learner is told by mail. The learner is addressed
 * with du, the back office formally.
 */
export const reportsMessages = {
  reasons: REASONS,
  /** The quiet button under a verdict, and what it says once the question is reported. */
  reportButton: 'Frage melden',
  reported: 'Frage gemeldet',
  dialogTitle: 'Frage melden',
  dialogIntro: 'Was stimmt mit dieser Frage nicht? Die Redaktion prüft jede Meldung.',
  reasonLabel: 'Grund',
  reasonRequired: 'Bitte wähle einen Grund aus.',
  textLabel: 'Deine Anmerkung (optional)',
  textDescription: 'Was ist falsch oder unklar? Eine Quelle hilft der Redaktion.',
  textTooLong: (max: number) => `Bitte fasse dich kürzer (höchstens ${max} Zeichen).`,
  counter: (used: number, max: number) => `${used} von ${max} Zeichen`,
  submit: 'Meldung senden',
  cancel: 'Abbrechen',
  thanks: 'Danke, deine Meldung ist eingegangen.',
  sendFailed: 'Deine Meldung konnte nicht gesendet werden. Bitte versuche es erneut.',
  /** Error sentences of the server's codes. */
  duplicate: 'Du hast diese Frage bereits gemeldet. Die Redaktion prüft deine Meldung noch.',
  notAnswered: 'Du kannst nur Fragen melden, die du beantwortet hast.',
  notFound: 'Diese Meldung gibt es nicht.',
  decided: 'Über diese Meldung wurde bereits entschieden.',
  /** The back office's replies (formal). */
  accepted: 'Die Meldung wurde angenommen.',
  rejected: 'Die Meldung wurde abgelehnt.',
  /** The mail to the reporter, either way; the question and the reply are quoted as plain text. */
  mailSubject: (accepted: boolean) =>
    accepted ? 'Deine Meldung zu einer Frage wurde angenommen' : 'Deine Meldung zu einer Frage wurde geprüft',
  mailGreeting: (firstName: string) => (firstName ? `Hallo ${firstName},` : 'Hallo,'),
  mailLines: (c: { accepted: boolean; question: string; reason: string; reply: string }) => [
    `danke für deine Meldung („${c.reason}“) zu dieser Frage:`,
    `„${c.question}“`,
    c.accepted
      ? 'Die Redaktion hat deine Meldung angenommen und überarbeitet die Frage.'
      : 'Die Redaktion hat die Frage geprüft und lässt sie unverändert.',
    ...(c.reply ? ['Die Antwort der Redaktion:', c.reply] : []),
    'Dein Weiterbildungsquiz-Team',
  ],
} as const;
