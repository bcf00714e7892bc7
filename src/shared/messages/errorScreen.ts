import { crashMessages } from './crash';

/** The error screen's report form and the developer test page; loaded with the screen. */
export const errorScreenMessages = {
  ...crashMessages,
  reportIntro: 'Hilf uns, den Fehler zu beheben, und beschreibe kurz, was passiert ist.',
  nameLabel: 'Name',
  emailLabel: 'E-Mail-Adresse',
  whatHappenedLabel: 'Was ist passiert?',
  submit: 'Fehlerbericht senden',
  skip: 'Überspringen',
  reportId: (id: string) => `Fehler-ID: ${id}`,
  thankYou: 'Vielen Dank! Dein Fehlerbericht wurde gesendet.',
  sendFailed:
    'Der Fehlerbericht konnte nicht gesendet werden. Bitte versuche es erneut oder überspringe ihn.',
  /** The developer options' 'test error reporting', reached at /app/dev/crash. */
  devTestTitle: 'Fehlerberichte testen',
  devThrowRender: 'Fehler beim Anzeigen auslösen',
  devRejectPromise: 'Unbehandelten Promise-Fehler auslösen',
} as const;
