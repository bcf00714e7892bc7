import { countOf } from './text';

/** Kiosk mode of the desktop app at company training sessions. */
export const kioskMessages = {
  idleTitle: 'Bist du noch da?',
  idleText: (seconds: number) =>
    `Ohne Eingabe wirst du in ${countOf(seconds, 'Sekunde', 'Sekunden')} abgemeldet. Danach wird alles von dir auf diesem Gerät gelöscht.`,
  idleLoggingOut: 'Du wirst abgemeldet …',
  keepLearning: 'Weiter lernen',
  nextParticipant: 'Nächste Person',
  nextParticipantTitle: 'Gerät für die nächste Person freigeben?',
  nextParticipantText:
    'Du wirst abgemeldet und alles von dir wird von diesem Gerät gelöscht. Deine Coins und dein Lernfortschritt bleiben in deinem Konto.',
  nextParticipantConfirm: 'Abmelden und freigeben',
  cancel: 'Abbrechen',
  adminTitle: 'App beenden',
  adminText: 'Nur die Kursleitung kann die App beenden. Gib dazu die Admin-PIN ein.',
  adminPinLabel: 'Admin-PIN',
  adminQuit: 'Beenden',
  adminPinRequired: 'Bitte gib die Admin-PIN ein.',
  adminPinWrong:
    'Die Admin-PIN ist falsch. Nach fünf Fehlversuchen ist die Eingabe für eine Minute gesperrt.',
  adminPinFailed: 'Die Admin-PIN konnte nicht geprüft werden. Bitte versuche es erneut.',
} as const;
