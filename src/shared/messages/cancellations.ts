/** Cancelling orders in the back office: the Stornorechnung (the back office says "Sie"). */
export const cancellationsMessages = {
  itemNotFound: 'Diese Position gehört nicht zu dieser Bestellung.',
  alreadyCancelled: 'Diese Bestellung oder Position ist bereits storniert.',
  reasonRequired: 'Bitte geben Sie einen Grund an.',
  reasonTooLong: 'Der Grund darf höchstens 300 Zeichen lang sein.',
  heading: 'Stornierungen',
  none: 'Diese Bestellung ist nicht storniert.',
  cancelOrder: 'Bestellung stornieren',
  cancelItem: (title: string) => `Position „${title}“ stornieren`,
  cancelItemShort: 'Position stornieren',
  dialogTitleOrder: 'Bestellung stornieren?',
  dialogTitleItem: 'Position stornieren?',
  dialogText: (invoice: string) =>
    `Für die Rechnung ${invoice} wird eine Stornorechnung mit neuer Nummer ausgestellt und dem Kunden per E-Mail geschickt. ` +
    'Die ursprüngliche Rechnung bleibt unverändert. Eine Meldung an die Weiterbildungsdatenbank wird ebenfalls storniert.',
  fieldReason: 'Grund der Stornierung',
  fieldReasonHint: 'Erscheint auf der Stornorechnung.',
  confirm: 'Stornorechnung ausstellen',
  cancel: 'Abbrechen',
  done: (number: string) => `Die Stornorechnung ${number} wurde ausgestellt.`,
  line: (number: string, date: string, total: string) => `Stornorechnung ${number} vom ${date} über ${total}`,
  itemCancelled: 'storniert',
  states: { open: 'offen', 'partly-cancelled': 'teilweise storniert', cancelled: 'storniert' },
  stateFilter: 'Status',
  stateAll: 'Alle',
} as const;
