/** The German strings of the reference server's news calls (issue 14); the client rarely shows them. */
export const newsServerMessages = {
  selectionSaved: 'Deine Auswahl wurde gespeichert.',
  interactionRecorded: 'Deine Interaktion wurde gespeichert.',
  impressionUnknown: 'Diesen Artikel oder diese Anzeige gibt es nicht.',
} as const;
