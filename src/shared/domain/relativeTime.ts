import { relativeTimeMessages } from '../messages/relativeTime';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const DAYS_PER_MONTH = 30;
const DAYS_PER_YEAR = 365;

/** German, always with a number ('vor 1 Tag', never 'gestern'), so every label reads alike. */
const format = new Intl.RelativeTimeFormat('de', { numeric: 'always', style: 'long' });

/**
 * 'vor 5 Minuten', 'vor 3 Tagen', … through `Intl.RelativeTimeFormat` with the thresholds: minutes under 60,
 * hours under 24, days under 30, months (of 30 days) under 365 days, then years. A date under a minute ago or
 * slightly in the future (clock skew between server and device) reads 'gerade eben'; an unreadable date gives
 * '' so nothing odd shows.
 */
export function relativeTimeLabel(date: Date | string | number, now: Date): string {
  const elapsedMs = now.getTime() - new Date(date).getTime();
  if (Number.isNaN(elapsedMs)) return '';
  if (elapsedMs < MINUTE_MS) return relativeTimeMessages.justNow;
  if (elapsedMs < HOUR_MS) return format.format(-Math.floor(elapsedMs / MINUTE_MS), 'minute');
  if (elapsedMs < DAY_MS) return format.format(-Math.floor(elapsedMs / HOUR_MS), 'hour');
  const days = Math.floor(elapsedMs / DAY_MS);
  if (days < DAYS_PER_MONTH) return format.format(-days, 'day');
  if (days < DAYS_PER_YEAR) return format.format(-Math.floor(days / DAYS_PER_MONTH), 'month');
  return format.format(-Math.floor(days / DAYS_PER_YEAR), 'year');
}
