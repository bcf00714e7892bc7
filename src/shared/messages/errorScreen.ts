/** The German strings of the 'errorScreen' area (DESIGN.md: one catalog per area, loaded with it). */
export const errorScreenMessages = {
  title: 'Es ist ein Problem aufgetreten',
  reportIntro: 'Hilf uns, den Fehler zu beheben, und beschreibe kurz, was passiert ist.',
  nameLabel: 'Name',
  emailLabel: 'E-Mail-Adresse',
  whatHappenedLabel: 'Was ist passiert?',
  submit: 'Fehlerbericht senden',
  skip: 'Überspringen',
  restart: 'App neu starten',
  routerError: 'Unexpected Application Error!',
  /** Shown while the report is being prepared (no report id yet). */
  preparingReport: 'Der Fehlerbericht wird vorbereitet …',
  restartHint: 'Bitte starte die App neu, um weiterzumachen.',
  reportId: (id: string) => `Fehler-ID: ${id}`,
  thankYou: 'Vielen Dank! Dein Fehlerbericht wurde gesendet.',
  sendFailed:
    'Der Fehlerbericht konnte nicht gesendet werden. Bitte versuche es erneut oder überspringe ihn.',
  /** The developer options' 'test error reporting' (SPEC §2), reached at /app/dev/crash. */
  devTestTitle: 'Fehlerberichte testen',
  devThrowRender: 'Fehler beim Anzeigen auslösen',
  devRejectPromise: 'Unbehandelten Promise-Fehler auslösen',
} as const;
