/** The German strings of the 'network' area (one catalog per area, loaded with it). */
export const networkMessages = {
  noInternetTitle: 'Keine Internetverbindung',
  noInternetText:
    'Diese App benötigt eine Internetverbindung. Bitte stelle sicher, dass du mit einem Netzwerk verbunden bist.',
} as const;
