/**
 * The German strings of the 'kioskDesk' area: a company course's kiosk file in the back office (one catalog per
 * area, loaded with it). Everyone is addressed formally, like the rest of the back office.
 */
export const kioskDeskMessages = {
  // Validation (form and server)
  pinDigits: (min: number, max: number) => `Die PIN besteht aus ${min} bis ${max} Ziffern.`,
  pinsDiffer: 'Die beiden PINs stimmen nicht überein.',
  idleRange: (min: number, max: number) => `Die Wartezeit liegt zwischen ${min} und ${max} Sekunden.`,
  codeUnusable:
    'Dieser Zugangscode ist bei Ihrer Firma nicht mehr gültig (abgelaufen, aufgebraucht oder unbekannt). Bitte wählen Sie einen anderen.',
  // The page
  title: (course: string) => `Kiosk-Datei: ${course}`,
  intro:
    'Die Kiosk-Datei richtet die Desktop-App für eine Schulung ein: Jede Person, die sich am Gerät anmeldet, wird Mitglied Ihrer Firma und landet direkt in diesem Kurs.',
  back: 'Zurück zur Firma',
  codeLabel: 'Zugangscode',
  codeNew: 'Neuen Zugangscode anlegen (30 Tage, 200 Einlösungen)',
  codeOption: (code: string, uses: number, maxUses: number, until: string) =>
    `${code} (${uses} von ${maxUses} eingelöst, gültig bis ${until})`,
  pinLabel: 'Admin-PIN',
  pinDescription:
    'Mit dieser PIN beendet die Kursleitung die App. Sie verlässt Ihren Browser nicht: Nur ihr Hash steht in der Datei.',
  pinRepeatLabel: 'Admin-PIN wiederholen',
  idleLabel: 'Abmelden nach Sekunden ohne Eingabe',
  submit: 'Kiosk-Datei herunterladen',
  hashing: 'PIN wird gesichert …',
  done: (code: string) =>
    `Die Kiosk-Datei wurde heruntergeladen (Zugangscode ${code}). Starten Sie die App damit: --kiosk-config=kiosk.json`,
  failed: 'Die Kiosk-Datei konnte nicht erstellt werden. Bitte versuchen Sie es erneut.',
  notFound: 'Diesen Kurs gibt es bei Ihrer Firma nicht.',
  retry: 'Erneut laden',
  noCodes: 'Ihre Firma hat keinen gültigen Zugangscode. Beim Herunterladen wird einer angelegt.',
} as const;
