/** The German strings of the year's reminders (account, mail, unsubscribe page, calendar file). */
export const remindersMessages = {
  title: 'Erinnerungen an deine 15 Stunden',
  intro:
    'Wir erinnern dich per E-Mail am 1. Oktober, 1. November, 1. Dezember und 15. Dezember, solange für dieses Jahr noch keine 15 Weiterbildungsstunden angefordert sind – mit deinem Plan bis zum 31. Dezember. Du kannst sie jederzeit abbestellen.',
  toggle: 'Erinnerungen an die 15 Stunden per E-Mail',
  enabled: 'Erinnerungen sind eingeschaltet.',
  disabled: 'Erinnerungen sind ausgeschaltet.',
  saveFailed: 'Die Einstellung konnte nicht gespeichert werden. Bitte versuche es erneut.',
  loadFailed: 'Die Erinnerungen konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
  planLine: (hoursRequested: number, questionsPerWeek: number) =>
    `Angefordert: ${hoursRequested} von 15 Stunden – noch ${questionsPerWeek} Fragen pro Woche bis zum 31. Dezember.`,
  planDone: (year: number) => `Deine 15 Stunden für ${year} sind angefordert.`,
  calendarTitle: 'Plan im Kalender',
  calendarIntro:
    'Lade deinen Plan als Kalenderdatei (.ics): ein Termin pro Woche bis zum 31. Dezember mit den Fragen, die du dir vornimmst. Sie passt in jeden Kalender.',
  calendarDownload: 'Kalenderdatei herunterladen',
  calendarFailed: 'Die Kalenderdatei konnte nicht erstellt werden. Bitte versuche es erneut.',
  calendarFilename: (year: number) => `weiterbildungsplan-${year}.ics`,
  calendarEventTitle: (questions: number) => `Weiterbildungsquiz: ${questions} Fragen diese Woche`,
  calendarEventText: (hoursMissing: number, year: number) =>
    `Dir fehlen noch ${hoursMissing} von 15 Stunden für ${year}. Eine richtig beantwortete Basisfrage bringt 1 Coin, 100 Coins sind eine Stunde.`,

  mailSubject: (hoursMissing: number) =>
    `Dir fehlen noch ${hoursMissing} Weiterbildungsstunden für dieses Jahr`,
  mailGreeting: (firstName: string) => `Hallo ${firstName},`,
  mailStatus: (hoursRequested: number, year: number, daysLeft: number) =>
    `für ${year} hast du bisher ${hoursRequested} von 15 Stunden angefordert. Bis zum 31. Dezember bleiben ${daysLeft} Tage.`,
  mailCoins: (hours: number) =>
    hours > 0 ? `Deine Coins reichen schon für ${hours} Stunde${hours === 1 ? '' : 'n'}.` : '',
  mailPlan: (questionsPerWeek: number) =>
    questionsPerWeek > 0
      ? `Dein Plan: ${questionsPerWeek} richtig beantwortete Fragen pro Woche bis zum 31. Dezember.`
      : 'Deine Coins reichen für den Rest: Fordere deine Stunden jetzt an.',
  mailLink: 'Jetzt weiterlernen',
  mailUnsubscribe: 'Keine Erinnerungen mehr erhalten',
  mailSignature: 'Dein Weiterbildungsquiz-Team',

  pageTitle: 'Erinnerungen abbestellen',
  pageQuestion: 'Möchtest du keine Erinnerungen an deine 15 Stunden mehr per E-Mail erhalten?',
  pageButton: 'Erinnerungen abbestellen',
  pageDone:
    'Du erhältst keine Erinnerungen mehr. In deinem Konto kannst du sie jederzeit wieder einschalten.',
  pageInvalid: 'Dieser Link ist ungültig. In deinem Konto kannst du die Erinnerungen ausschalten.',
} as const;
