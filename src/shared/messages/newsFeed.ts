/** The German strings of the 'newsFeed' area (DESIGN.md: one catalog per area, loaded with it). */
export const newsFeedMessages = {
  noMoreArticles: 'Keine weiteren Artikel verfügbar',
} as const;
