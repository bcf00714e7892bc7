/** The German strings of the reference server's news calls; the client rarely shows them. */
export const newsServerMessages = {
  selectionSaved: 'Deine Auswahl wurde gespeichert.',
  interactionRecorded: 'Deine Interaktion wurde gespeichert.',
  impressionUnknown: 'Diesen Artikel oder diese Anzeige gibt es nicht.',
} as const;
