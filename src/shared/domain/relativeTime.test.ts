import { describe, it, expect } from 'vitest';
import { relativeTimeLabel } from './relativeTime';

const now = new Date('2025-06-15T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const SEC = 1_000;
const MIN = 60 * SEC;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

/** Each boundary (minutes, hours, days, months, years): the last moment below it and the first at it. */
describe('relativeTimeLabel', () => {
  it('says gerade eben under a minute and for small clock skew', () => {
    expect(relativeTimeLabel(ago(0), now)).toBe('gerade eben');
    expect(relativeTimeLabel(ago(MIN - 1), now)).toBe('gerade eben');
    expect(relativeTimeLabel(ago(-5 * SEC), now)).toBe('gerade eben');
  });

  it('counts minutes from one minute to under 60 minutes', () => {
    expect(relativeTimeLabel(ago(MIN), now)).toBe('vor 1 Minute');
    expect(relativeTimeLabel(ago(2 * MIN - 1), now)).toBe('vor 1 Minute');
    expect(relativeTimeLabel(ago(5 * MIN), now)).toBe('vor 5 Minuten');
    expect(relativeTimeLabel(ago(HOUR - 1), now)).toBe('vor 59 Minuten');
  });

  it('counts hours from 60 minutes to under 24 hours', () => {
    expect(relativeTimeLabel(ago(HOUR), now)).toBe('vor 1 Stunde');
    expect(relativeTimeLabel(ago(2 * HOUR), now)).toBe('vor 2 Stunden');
    expect(relativeTimeLabel(ago(DAY - 1), now)).toBe('vor 23 Stunden');
  });

  it('counts days from 24 hours to under 30 days', () => {
    expect(relativeTimeLabel(ago(DAY), now)).toBe('vor 1 Tag');
    expect(relativeTimeLabel(ago(3 * DAY), now)).toBe('vor 3 Tagen');
    expect(relativeTimeLabel(ago(30 * DAY - 1), now)).toBe('vor 29 Tagen');
  });

  it('counts 30-day months from 30 days to under 365 days', () => {
    expect(relativeTimeLabel(ago(30 * DAY), now)).toBe('vor 1 Monat');
    expect(relativeTimeLabel(ago(60 * DAY - 1), now)).toBe('vor 1 Monat');
    expect(relativeTimeLabel(ago(60 * DAY), now)).toBe('vor 2 Monaten');
    expect(relativeTimeLabel(ago(365 * DAY - 1), now)).toBe('vor 12 Monaten');
  });

  it('counts years from 365 days', () => {
    expect(relativeTimeLabel(ago(365 * DAY), now)).toBe('vor 1 Jahr');
    expect(relativeTimeLabel(ago(730 * DAY - 1), now)).toBe('vor 1 Jahr');
    expect(relativeTimeLabel(ago(800 * DAY), now)).toBe('vor 2 Jahren');
  });

  it('accepts ISO strings and numbers and gives nothing for unreadable dates', () => {
    expect(relativeTimeLabel('2025-06-15T11:55:00Z', now)).toBe('vor 5 Minuten');
    expect(relativeTimeLabel(now.getTime() - 3 * HOUR, now)).toBe('vor 3 Stunden');
    expect(relativeTimeLabel('not a date', now)).toBe('');
  });
});
