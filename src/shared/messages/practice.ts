/** The German strings of the 'practice' area: statistics, 'Wiederholen' and exam practice (learner, "du"). */
export const practiceMessages = {
  navLabel: 'Üben',
  statistics: 'Statistik',
  review: 'Wiederholen',
  exam: 'Prüfung üben',
  dueBadge: (n: number) => (n === 1 ? '1 Karte fällig' : `${n} Karten fällig`),

  // Statistics
  statisticsTitle: 'Deine Statistik',
  statisticsIntro: 'So viele Fragen hast du je Kategorie beantwortet, und wie viele davon richtig.',
  noAnswers: 'Noch keine Antworten. Beantworte ein paar Fragen, dann siehst du hier deine Statistik.',
  byCategory: 'Nach Kategorie',
  trend: 'Verlauf der letzten 12 Wochen',
  trendByCategory: 'Verlauf je Kategorie',
  trendByCategoryIntro:
    'Wähle eine Kategorie: So viele Fragen hast du darin je Woche beantwortet, und wie viele richtig.',
  trendOf: (category: string) => `Verlauf der letzten 12 Wochen: ${category}`,
  weakest: 'Deine schwächsten Kategorien',
  weakestIntro: 'Hier lohnt sich Üben am meisten.',
  practiseWeakest: 'Quiz mit diesen Kategorien starten',
  category: 'Kategorie',
  answered: 'Beantwortet',
  correct: 'Richtig',
  shareRight: 'Anteil richtig',
  coins: 'Coins',
  week: 'Woche ab',
  showTable: 'Zahlen als Tabelle zeigen',
  hideTable: 'Tabelle ausblenden',
  chartByCategory: 'Diagramm: Anteil richtig je Kategorie',
  chartTrend: 'Diagramm: beantwortete und richtige Fragen je Woche',
  chartCategoryTrend: (category: string) =>
    `Diagramm: beantwortete und richtige Fragen je Woche in der Kategorie ${category}`,
  percent: (share: number | null) => (share === null ? '–' : `${Math.round(share * 100)} %`),
  weekLabel: (isoDay: string) => `${isoDay.slice(8, 10)}.${isoDay.slice(5, 7)}.`,
  statisticsFailed: 'Die Statistik konnte nicht geladen werden.',

  // Practice quiz and review
  practiceQuizTitle: 'Schwächen üben',
  practiceQuizIntro: 'Fragen aus deinen schwächsten Kategorien. Hier gibt es keine Coins, nur Übung.',
  practiceQuizEmpty: 'In diesen Kategorien gibt es keine Fragen.',
  reviewTitle: 'Wiederholen',
  reviewIntro:
    'Fragen, die du falsch beantwortet hast, kommen hier wieder, wenn sie fällig sind. Wiederholen bringt keine Coins.',
  reviewEmpty: 'Gerade ist nichts fällig. Falsch beantwortete Fragen kommen hier wieder, wenn es Zeit ist.',
  notDue: 'Diese Karte ist gerade nicht fällig. Bitte lade die nächste Frage.',

  // Exam practice
  examTitle: 'Prüfung üben',
  examIntro: (questions: number, minutes: number) =>
    `Ein Test mit ${questions} Fragen in ${minutes} Minuten, gewichtet nach den Themen der Prüfung. Es gibt keine Coins; am Ende siehst du dein Ergebnis je Thema mit allen Erklärungen.`,
  examTopics: 'Themen und Gewichtung',
  startExam: 'Test starten',
  continueExam: 'Laufenden Test fortsetzen',
  lastResults: 'Deine letzten Ergebnisse',
  noResults: 'Noch keine Ergebnisse.',
  resultLine: (correct: number, total: number) => `${correct} von ${total} richtig`,
  openResult: 'Ergebnis ansehen',
  startedAt: 'Begonnen',
  result: 'Ergebnis',
  questionOf: (n: number, total: number) => `Frage ${n} von ${total}`,
  timeLeft: (text: string) => `Noch ${text}`,
  timeLeftLabel: 'Verbleibende Zeit',
  previous: 'Zurück',
  next: 'Weiter',
  saveAnswer: 'Antwort speichern',
  answerSaved: 'Antwort gespeichert.',
  handIn: 'Test abgeben',
  handInConfirm: (open: number) =>
    open === 0
      ? 'Alle Fragen beantwortet.'
      : open === 1
        ? '1 Frage ist noch offen.'
        : `${open} Fragen sind noch offen.`,
  answeredCount: (n: number, total: number) => `${n} von ${total} beantwortet`,
  resultTitle: 'Dein Ergebnis',
  scoreTotal: (correct: number, total: number) =>
    `${correct} von ${total} Fragen richtig (${total ? Math.round((correct / total) * 100) : 0} %)`,
  scoreByTopic: 'Ergebnis je Thema',
  topic: 'Thema',
  allQuestions: 'Alle Fragen mit Erklärung',
  yourAnswer: 'Deine Antwort',
  notAnswered: 'Nicht beantwortet',
  rightAnswer: 'Richtige Antwort',
  verdictRight: 'Richtig',
  verdictWrong: 'Falsch',
  explanation: 'Erklärung',
  source: 'Quelle',
  backToExams: 'Zur Prüfungsübersicht',
  newExam: 'Neuen Test starten',
  examNotFound: 'Diesen Test gibt es nicht.',
  examClosed: 'Dieser Test ist beendet; Antworten werden nicht mehr angenommen.',
  examEmpty: 'Für deine Themen gibt es noch keine Fragen.',
  examFailed: 'Der Test konnte nicht geladen werden.',
  timeUp: 'Die Zeit ist abgelaufen.',
} as const;
