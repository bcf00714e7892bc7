import { describe, expect, it } from 'vitest';
import { berlinDay, daysToPlan, reminderDaysOf, reminderFate } from './schedule';

describe('reminder days', () => {
  it('are 1 October, 1 November, 1 December and 15 December', () => {
    expect(reminderDaysOf(2026)).toEqual(['2026-10-01', '2026-11-01', '2026-12-01', '2026-12-15']);
  });

  it('are counted in Berlin: 23:30 UTC on 30 September is already 1 October', () => {
    expect(berlinDay(new Date('2026-09-30T23:30:00Z'))).toBe('2026-10-01');
    expect(berlinDay(new Date('2026-12-14T22:59:00Z'))).toBe('2026-12-14');
    expect(berlinDay(new Date('2026-12-14T23:00:00Z'))).toBe('2026-12-15');
  });

  it('are planned from the day of the opt-in on, within its year', () => {
    expect(daysToPlan('2026-03-05', '2026-03-05')).toEqual(reminderDaysOf(2026));
    expect(daysToPlan('2026-10-01', '2026-10-01')).toEqual(reminderDaysOf(2026));
    expect(daysToPlan('2026-10-02', '2026-10-20')).toEqual(['2026-11-01', '2026-12-01', '2026-12-15']);
    expect(daysToPlan('2026-12-16', '2026-12-20')).toEqual([]);
    // A learner who opted in last year gets all of this year's days.
    expect(daysToPlan('2025-11-20', '2026-01-10')).toEqual(reminderDaysOf(2026));
  });
});

describe('what becomes of an open reminder', () => {
  it('waits before its day', () => {
    expect(reminderFate('2026-10-01', '2026-09-30')).toBe('wait');
    expect(reminderFate('2026-12-15', '2026-12-01')).toBe('wait');
  });

  it('is sent on its day and until the next reminder day', () => {
    expect(reminderFate('2026-10-01', '2026-10-01')).toBe('send');
    expect(reminderFate('2026-10-01', '2026-10-31')).toBe('send');
    expect(reminderFate('2026-12-01', '2026-12-14')).toBe('send');
    expect(reminderFate('2026-12-15', '2026-12-31')).toBe('send');
  });

  it('is superseded once a later day has come, or its year is over', () => {
    expect(reminderFate('2026-10-01', '2026-11-01')).toBe('superseded');
    expect(reminderFate('2026-11-01', '2026-12-20')).toBe('superseded');
    expect(reminderFate('2026-12-15', '2027-01-01')).toBe('superseded');
  });
});
