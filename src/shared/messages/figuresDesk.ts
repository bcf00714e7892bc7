/**
 * The German strings of the 'figuresDesk' area: the back office's training-database bookings and its
 * figures (one catalog per area, loaded with it). Staff are addressed formally, like the rest of the
 * back office.
 */
export const figuresDeskMessages = {
  // Bookings: the list
  bookingsTitle: 'Buchungen bei gut beraten',
  bookingsIntro:
    'Meldungen der Weiterbildungszeit an gut beraten: Stand, Versuche, nächster Versuch und die letzte Antwort der Datenbank.',
  filters: 'Filter',
  search: 'Rechnungsnummer oder Name',
  state: 'Stand',
  stateAll: 'Alle',
  states: {
    pending: 'Ausstehend',
    booked: 'Gemeldet',
    failed: 'Fehlgeschlagen',
    cancelling: 'Wird storniert',
    cancelled: 'Storniert',
  },
  apply: 'Anwenden',
  reset: 'Zurücksetzen',
  loading: 'Wird geladen …',
  loadFailed: 'Die Buchungen konnten nicht geladen werden.',
  tableCaption: 'Buchungen in der Weiterbildungsdatenbank',
  colOrder: 'Bestellung',
  colLearner: 'Teilnehmer',
  colState: 'Stand',
  colAttempts: 'Versuche',
  colNextAttempt: 'Nächster Versuch',
  colReply: 'Letzte Antwort',
  colActions: 'Aktionen',
  none: 'Keine Buchungen gefunden.',
  count: (total: number) => (total === 1 ? '1 Buchung' : `${total} Buchungen`),
  pagination: 'Seiten der Buchungen',
  noReply: 'Keine Antwort',
  lastError: (error: string) => `Fehler: ${error}`,
  externalId: (id: string) => `Nummer der Datenbank: ${id}`,
  noNextAttempt: '–',
  retry: 'Jetzt erneut senden',
  retryNamed: (invoice: string) => `Buchung zu ${invoice} jetzt erneut senden`,
  retryDone: (invoice: string, state: string) => `Buchung zu ${invoice} erneut gesendet: ${state}.`,
  retryFailed: 'Die Buchung konnte nicht erneut gesendet werden.',
  notRetryable:
    'Diese Buchung ist gemeldet, storniert oder wird gerade gesendet. Sie wird jetzt nicht erneut gesendet.',
  // The order page's link
  orderBookingsLink: 'Buchungen dieser Bestellung',

  // Figures
  figuresTitle: 'Kennzahlen',
  figuresIntro: (days: number) =>
    `Bestellungen, Umsatz, verkaufte Stunden und Credits und Gutscheine der letzten ${days} Tage (Kalendertage in Berlin).`,
  figuresLoadFailed: 'Die Kennzahlen konnten nicht geladen werden.',
  retryLoad: 'Erneut versuchen',
  day: 'Tag',
  ordersTitle: 'Bestellungen pro Tag',
  ordersHeader: 'Bestellungen',
  ordersSummary: (total: string, days: number) => `${total} Bestellungen in ${days} Tagen.`,
  revenueTitle: (currency: string) => `Umsatz brutto pro Tag (${currency})`,
  revenueHeader: (currency: string) => `Brutto (${currency})`,
  revenueSummary: (gross: string, net: string, days: number) =>
    `${gross} brutto, ${net} netto in ${days} Tagen.`,
  hoursTitle: 'Verkaufte Stunden pro Tag (Deutschland, Österreich)',
  hoursHeader: 'Stunden',
  hoursSummary: (total: string, days: number) => `${total} Stunden in ${days} Tagen.`,
  creditsTitle: 'Verkaufte Credits pro Tag (Schweiz)',
  creditsHeader: 'Credits',
  creditsSummary: (total: string, days: number) => `${total} Credits in ${days} Tagen.`,
  countriesTitle: 'Nach Land',
  countriesCaption: (days: number) => `Bestellungen und Umsatz nach Land, letzte ${days} Tage`,
  colCountry: 'Land',
  colOrders: 'Bestellungen',
  colNet: 'Netto',
  colGross: 'Brutto',
  colSold: 'Verkauft',
  countryNames: { de: 'Deutschland', at: 'Österreich', ch: 'Schweiz' },
  hours: (n: string) => `${n} Std.`,
  credits: (n: string) => `${n} Credits`,
  promoTitle: 'Gutscheine',
  promoCaption: (days: number) => `Eingelöste Gutscheine, letzte ${days} Tage`,
  colCode: 'Code',
  colUses: 'Einlösungen',
  colDiscount: 'Gewährter Rabatt',
  promoNone: 'Keine Gutscheine eingelöst.',
  // Navigation
  navBookings: 'Buchungen',
  navFigures: 'Kennzahlen',
} as const;
