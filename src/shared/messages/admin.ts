/**
 * The German strings of the 'admin' area, the back office (one catalog per area, loaded with it).
 * Operators are addressed formally.
 */
export const adminMessages = {
  codeInvalid: 'Der Code ist ungültig.',
  throttled: 'Zu viele Fehlversuche. Bitte versuchen Sie es in 15 Minuten erneut.',
  challengeExpired: 'Die Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.',
  sessionExpired: 'Die Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
  signedOut: 'Sie wurden abgemeldet.',
} as const;
