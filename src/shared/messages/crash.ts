/**
 * What the app shows at once when it crashed, before the error screen's code has loaded (and the static
 * last resort if that fails): these load with the app's first chunk, the rest with the screen.
 */
export const crashMessages = {
  title: 'Es ist ein Problem aufgetreten',
  restart: 'App neu starten',
  /** Shown while the report is being prepared (no report id yet). */
  preparingReport: 'Der Fehlerbericht wird vorbereitet …',
  restartHint: 'Bitte starte die App neu, um weiterzumachen.',
} as const;
