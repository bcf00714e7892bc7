import { countOf } from './text';

/** The German strings of the learner's year: the dashboard's year card and the Jahresnachweis in 'Meine Nachweise'. */
export const yearMessages = {
  title: (year: number) => `Dein Jahr ${year}`,
  progressLabel: 'Angeforderte Stunden in diesem Jahr',
  hoursOf: (requested: number, required: number) => `${requested} von ${required} Stunden angefordert`,
  hoursFromCoins: (n: number) =>
    `Deine Coins reichen schon für ${countOf(n, 'weitere Stunde', 'weitere Stunden')}.`,
  daysLeft: (n: number) => `Noch ${countOf(n, 'Tag', 'Tage')} bis zum 31. Dezember`,
  plan: (n: number) => `Dein Plan: noch ${countOf(n, 'Frage', 'Fragen')} pro Woche bis zum 31. Dezember`,
  coinsEnough: 'Deine Coins reichen für alle fehlenden Stunden. Fordere sie an, bevor das Jahr endet.',
  done: (required: number, year: number) =>
    `Geschafft: Du hast die ${required} Stunden für ${year} angefordert.`,
  lawNote: 'Das Gesetz verlangt 15 Stunden Weiterbildung je Kalenderjahr.',
  previousTitle: 'Frühere Jahre',
  previousYear: (hours: number) => countOf(hours, 'Stunde', 'Stunden'),
  loadFailed: 'Dein Jahresüberblick konnte nicht geladen werden.',
  retry: 'Erneut versuchen',
  /** ch: credits per association, and the VBV's recertification. */
  swissTitle: 'Deine Credits',
  creditsSince: (year: number) => `Angeforderte Credits seit dem 1. Januar ${year}`,
  creditsNone: 'Seit dem 1. Januar noch keine Credits angefordert.',
  credits: (n: number) => countOf(n, 'Credit', 'Credits'),
  vbvNote:
    'Beim VBV registrierte Vermittlerinnen und Vermittler rezertifizieren sich alle zwei Jahre mit Weiterbildung; wie viele Credits dein Profil verlangt, steht auf vbv.ch.',
  /** 'Meine Nachweise': the Jahresnachweis of a year. */
  yearlyProof: (year: string) => `Jahresnachweis ${year} herunterladen`,
  yearlyProofHint:
    'Der Jahresnachweis listet alle Weiterbildungsstunden eines Jahres mit Datum, Umfang, Inhalt und Anbieter, wie § 7 Abs. 2 VersVermV es verlangt.',
  yearlyProofFailed: 'Der Jahresnachweis konnte nicht erstellt werden. Bitte versuche es erneut.',
} as const;
