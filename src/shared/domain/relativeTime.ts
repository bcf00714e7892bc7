import { relativeTimeMessages } from '../messages/relativeTime';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const DAYS_PER_MONTH = 30;
const DAYS_PER_YEAR = 365;

const labels = relativeTimeMessages;

/**
 * 'vor 5 Minuten', 'vor 3 Tagen', … with the thresholds of SPEC §9. A date slightly in the future (clock
 * skew between server and device) reads 'gerade eben'; an unreadable date gives '' so nothing odd shows.
 */
export function relativeTimeLabel(date: Date | string | number, now: Date): string {
  const elapsedMs = now.getTime() - new Date(date).getTime();
  if (Number.isNaN(elapsedMs)) return '';
  if (elapsedMs < MINUTE_MS) return labels.justNow;
  if (elapsedMs < HOUR_MS) return labels.minutes(Math.floor(elapsedMs / MINUTE_MS));
  if (elapsedMs < DAY_MS) return labels.hours(Math.floor(elapsedMs / HOUR_MS));
  const days = Math.floor(elapsedMs / DAY_MS);
  if (days < DAYS_PER_MONTH) return labels.days(days);
  if (days < DAYS_PER_YEAR) return labels.months(Math.floor(days / DAYS_PER_MONTH));
  return labels.years(Math.floor(days / DAYS_PER_YEAR));
}
