/**
 * The dates of the year's reminders (docs/product-rules.md#reminders), as Europe/Berlin calendar days
 * written 'YYYY-MM-DD' (such strings sort like the days).
 */

/** Month and day of each reminder: 1 October, 1 November, 1 December, 15 December. */
export const REMINDER_DAYS: readonly (readonly [month: number, day: number])[] = [
  [10, 1],
  [11, 1],
  [12, 1],
  [12, 15],
];

const berlinDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day of an instant in Europe/Berlin, 'YYYY-MM-DD'. */
export const berlinDay = (instant: Date): string => berlinDate.format(instant);

/** A calendar day as midnight UTC, the `today` the year plan takes. */
export const dayAsDate = (day: string): Date => new Date(`${day}T00:00:00.000Z`);

const pad = (n: number) => String(n).padStart(2, '0');

/** The reminder days of a year, in order. */
export const reminderDaysOf = (year: number): string[] =>
  REMINDER_DAYS.map(([month, day]) => `${year}-${pad(month)}-${pad(day)}`);

/** The reminder days of today's year a learner who opted in on `sinceDay` gets: none before the opt-in. */
export const daysToPlan = (sinceDay: string, today: string): string[] =>
  reminderDaysOf(Number(today.slice(0, 4))).filter((day) => day >= sinceDay);

/**
 * What becomes of an open reminder on `today`: 'wait' before its day; 'send' on its day and after, until
 * the next reminder day; 'superseded' once a later reminder day has come or its year is over (a server that
 * was down sends only the latest reminder, never a pile of old ones).
 */
export function reminderFate(dueOn: string, today: string): 'wait' | 'send' | 'superseded' {
  if (dueOn > today) return 'wait';
  if (dueOn.slice(0, 4) !== today.slice(0, 4)) return 'superseded';
  const later = reminderDaysOf(Number(dueOn.slice(0, 4))).some((day) => day > dueOn && day <= today);
  return later ? 'superseded' : 'send';
}
