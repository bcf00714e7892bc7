/** The German strings of the 'relativeTime' area; the counted labels come from Intl.RelativeTimeFormat. */
export const relativeTimeMessages = {
  justNow: 'gerade eben',
} as const;
