import { studyMessages } from './study';
import { countOf } from './text';

/** The German strings of the 'dashboard' area (one catalog per area, loaded with it). */
export const dashboardMessages = {
  canRequestHours: (n: number) => `Du kannst ${countOf(n, 'Stunde', 'Stunden')} anfordern`,
  coinsToNextHour: studyMessages.coinsToNextHour,
  requestCredits: 'Credits anfordern',
  requestCreditsHint: 'Ab 100 Coins kannst du Credits anfordern.',
  coins: (n: number) => countOf(n, 'Coin', 'Coins'),
  hoursEarned: (n: number) => `${countOf(n, 'Stunde', 'Stunden')} gesammelt`,
  hoursRequested: (n: number) => `${countOf(n, 'Stunde', 'Stunden')} angefordert`,
  nextHourProgress: 'Fortschritt zur nächsten Stunde',
  modulesTitle: 'Deine Module',
  loadFailed: 'Deine Kurse konnten nicht geladen werden.',
  retry: studyMessages.retry,
  passwordChanged: 'Dein Passwort wurde geändert.',
  roleLabel: 'Deine Rolle',
  roleNames: { agent: 'Vertreter', makler: 'Makler' },
  roleDescriptions: {
    agent: 'Du vermittelst Versicherungen im Auftrag eines oder mehrerer Versicherer.',
    makler: 'Du vermittelst Versicherungen unabhängig im Auftrag deiner Kundinnen und Kunden.',
  },
  chooseRoleTitle: 'Wähle deine Rolle',
  chooseRoleIntro:
    'Deine Rolle bestimmt, welche Module, Themen und Kurse du siehst. Du kannst sie jederzeit wechseln.',
  chooseRoleSubmit: 'Rolle festlegen',
  roleMissing: 'Bitte wähle eine Rolle aus.',
  roleSwitchFailed: 'Deine Rolle konnte nicht geändert werden. Bitte versuche es erneut.',
  swissTitle: 'Dein Quiz',
  questionsRemaining: (remaining: number, total: number) =>
    `Noch ${remaining} von ${countOf(total, 'Frage', 'Fragen')} offen`,
  coinsCollected: (n: number) => `Du hast ${countOf(n, 'Coin', 'Coins')} gesammelt.`,
  coinProgress: 'Fortschritt',
  coinProgressValue: (n: number) => `${n} von 100 Coins`,
  /** The Swiss home: what the bar counts, and what the coins buy with each association. */
  swissProgressLabel: 'Bis zum nächsten Credit',
  creditsTitle: (coins: number) => `Das bringen dir ${countOf(coins, 'Coin', 'Coins')}`,
  creditsRate: (coinsPerCredit: number) => `${coinsPerCredit} Coins pro Credit`,
  creditsCount: (n: number) => countOf(n, 'Credit', 'Credits'),
  welcomeTitle: (firstName: string) => `Hallo ${firstName}!`,
  welcomeIdd:
    'Beantworte Fragen rund um Versicherungen, sammle Coins und tausche sie gegen Weiterbildungszeit nach den IDD-Vorgaben. So erfüllst du deine Weiterbildungspflicht ganz nebenbei – wann und wo du willst.',
  welcomeCicero:
    'Beantworte Fragen rund um Versicherungen, sammle Coins und tausche sie gegen Cicero-Credits oder Credits weiterer Berufsverbände. So bleibst du ganz nebenbei auf dem neuesten Stand – wann und wo du willst.',
  welcomeTilesLabel: 'Was möchtest du tun?',
  tileQuiz: 'Quiz starten',
  tileQuizText: 'Beantworte Fragen und sammle Coins.',
  tileNews: 'Versicherungsnews lesen',
  tileNewsText: 'Aktuelle Nachrichten aus der Branche.',
  tilePlatform: 'Firmenplattform',
  tilePlatformText: 'Die Quizze deines Unternehmens mit Zugangscode.',
} as const;
