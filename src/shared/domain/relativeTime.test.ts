import { describe, it, expect } from 'vitest';
import { relativeTimeLabel } from './relativeTime';

const now = new Date('2025-06-15T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('relativeTimeLabel', () => {
  it('says gerade eben under a minute and for small clock skew', () => {
    expect(relativeTimeLabel(ago(59_999), now)).toBe('gerade eben');
    expect(relativeTimeLabel(ago(-5_000), now)).toBe('gerade eben');
  });

  it('counts minutes under an hour', () => {
    expect(relativeTimeLabel(ago(MIN), now)).toBe('vor 1 Minute');
    expect(relativeTimeLabel(ago(5 * MIN), now)).toBe('vor 5 Minuten');
    expect(relativeTimeLabel(ago(HOUR - 1), now)).toBe('vor 59 Minuten');
  });

  it('counts hours under a day', () => {
    expect(relativeTimeLabel(ago(HOUR), now)).toBe('vor 1 Stunde');
    expect(relativeTimeLabel(ago(DAY - 1), now)).toBe('vor 23 Stunden');
  });

  it('counts days under 30 days', () => {
    expect(relativeTimeLabel(ago(DAY), now)).toBe('vor 1 Tag');
    expect(relativeTimeLabel(ago(3 * DAY), now)).toBe('vor 3 Tagen');
    expect(relativeTimeLabel(ago(30 * DAY - 1), now)).toBe('vor 29 Tagen');
  });

  it('counts 30-day months under 365 days', () => {
    expect(relativeTimeLabel(ago(30 * DAY), now)).toBe('vor 1 Monat');
    expect(relativeTimeLabel(ago(60 * DAY), now)).toBe('vor 2 Monaten');
    expect(relativeTimeLabel(ago(364 * DAY), now)).toBe('vor 12 Monaten');
  });

  it('counts years from 365 days', () => {
    expect(relativeTimeLabel(ago(365 * DAY), now)).toBe('vor 1 Jahr');
    expect(relativeTimeLabel(ago(800 * DAY), now)).toBe('vor 2 Jahren');
  });

  it('accepts ISO strings and gives nothing for unreadable dates', () => {
    expect(relativeTimeLabel('2025-06-15T11:55:00Z', now)).toBe('vor 5 Minuten');
    expect(relativeTimeLabel('not a date', now)).toBe('');
  });
});
