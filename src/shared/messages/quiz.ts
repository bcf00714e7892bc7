import { studyMessages } from './study';
import { countOf } from './text';

/** The German strings of the 'quiz' area (one catalog per area, loaded with it). */
export const quizMessages = {
  checkAnswer: 'Antwort prüfen',
  answerCorrect: 'Deine Antwort war korrekt!',
  answerWrong: 'Deine Antwort war leider falsch!',
  nextQuestion: 'Nächste Frage',
  noMoreQuestions: 'Keine weiteren Fragen verfügbar...',
  /** The wording differs for de, where questions belong to a booked course. */
  noMoreQuestionsInCourse: 'Keine weiteren Fragen in diesem Kurs verfügbar...',
  filterHint: 'Bitte wähle die Themen aus, die im Quiz erscheinen sollen',
  basicQuestions: 'Basisfragen (1 Coin)',
  expertQuestions: 'Expertfragen (2 Coins)',
  startQuiz: studyMessages.startQuiz,
  notServed: 'Diese Frage wurde dir nicht gestellt. Bitte lade die nächste Frage.',
  answersInvalid: 'Diese Antworten passen nicht zur Frage.',
  swissOnly: 'Dieses Quiz gibt es nur in der Schweiz.',
  /** The quiz screens' own words, beyond the ones the product prescribes. */
  yourCoins: 'Deine Coins',
  coinsTotal: (n: number) => countOf(n, 'Coin', 'Coins'),
  coinsEarned: (n: number) => `+${countOf(n, 'Coin', 'Coins')}`,
  coinsOfGoal: (coins: number, goal: number) => `${coins} von ${goal} Coins`,
  progressNextHour: 'Fortschritt zur nächsten Stunde',
  progressCourse: 'Kursfortschritt',
  progressHundred: 'Fortschritt zu den nächsten 100 Coins',
  basicQuestion: 'Basisfrage · 1 Coin',
  expertQuestion: 'Expertfrage · 2 Coins',
  multipleHint: 'Hier können mehrere Antworten richtig sein.',
  correctChosen: 'Deine Antwort – richtig',
  correctMissed: 'Richtige Antwort',
  wrongChosen: 'Deine Antwort – falsch',
  keyboardHint: 'Tastatur: Mit 1–4 wählst du eine Antwort, mit Enter prüfst du sie und gehst weiter.',
  filterButton: (selected: number, total: number) => `Themen: ${selected} von ${total}`,
  filterTitle: 'Themen auswählen',
  topicsLegend: 'Themen',
  difficultyLegend: 'Schwierigkeit',
  filterDone: 'Fertig',
  filterSaveFailed: 'Deine Auswahl konnte nicht gespeichert werden. Bitte versuche es erneut.',
  loadFailed: 'Die Frage konnte nicht geladen werden.',
  checkFailed: 'Deine Antwort konnte nicht geprüft werden.',
  retry: studyMessages.retry,
  toOverview: 'Zur Übersicht',
  /** Below 'Keine weiteren Fragen…': why the pool is empty, and where to go on. */
  emptyWhy: 'Du hast alle Fragen der gewählten Themen richtig beantwortet.',
  emptyNextModule: {
    de: 'Wähle im Filter weitere Themen oder lerne im anderen Modul oder in einem gebuchten Kurs weiter.',
    at: 'Wähle im Filter weitere Themen oder lerne im anderen Modul weiter.',
  },
  emptyNextCourse: 'Lerne im Modul-Quiz oder in einem anderen gebuchten Kurs weiter.',
  emptyNextSwiss: 'Wähle im Filter weitere Themen oder Schwierigkeitsstufen.',
  /** After the verdict: why the right answer is right, and where it is written. */
  explanationTitle: 'Erklärung',
  sourceLabel: 'Quelle:',
} as const;
