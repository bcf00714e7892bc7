import { countOf } from './text';

/** The German strings of the 'relativeTime' area (DESIGN.md: one catalog per area, loaded with it). */
export const relativeTimeMessages = {
  justNow: 'gerade eben',
  minutes: (n: number) => `vor ${countOf(n, 'Minute', 'Minuten')}`,
  hours: (n: number) => `vor ${countOf(n, 'Stunde', 'Stunden')}`,
  days: (n: number) => `vor ${countOf(n, 'Tag', 'Tagen')}`,
  months: (n: number) => `vor ${countOf(n, 'Monat', 'Monaten')}`,
  years: (n: number) => `vor ${countOf(n, 'Jahr', 'Jahren')}`,
} as const;
