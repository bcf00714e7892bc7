import { describe, expect, it } from 'vitest';
import { yearPlan } from './yearPlan';

const on = (iso: string) => new Date(`${iso}T10:00:00Z`);

describe('yearPlan', () => {
  it('asks for the missing hours less the coins on hand, spread over the weeks left', () => {
    const plan = yearPlan({ hoursRequested: 2, coinsOnHand: 250, today: on('2026-10-01') });
    expect(plan).toMatchObject({ year: 2026, hoursMissing: 13, hoursFromCoinsOnHand: 2, coinsToEarn: 1050 });
    expect(plan.daysLeft).toBe(92);
    // 92 days are 14 weeks counted up: 1050 / 14 = 75.
    expect(plan.questionsPerWeek).toBe(75);
    expect(plan.done).toBe(false);
  });

  it('counts 31 December as the last day and asks for everything in its week', () => {
    const plan = yearPlan({ hoursRequested: 14, coinsOnHand: 0, today: on('2026-12-31') });
    expect(plan.daysLeft).toBe(1);
    expect(plan.questionsPerWeek).toBe(100);
  });

  it('is done at 15 hours and asks nothing more', () => {
    const plan = yearPlan({ hoursRequested: 16, coinsOnHand: 40, today: on('2026-06-01') });
    expect(plan).toMatchObject({
      hoursMissing: 0,
      hoursFromCoinsOnHand: 0,
      coinsToEarn: 0,
      questionsPerWeek: 0,
      done: true,
    });
  });

  it('asks for no coins when those on hand already cover the year', () => {
    const plan = yearPlan({ hoursRequested: 10, coinsOnHand: 720, today: on('2026-11-30') });
    expect(plan).toMatchObject({
      hoursMissing: 5,
      hoursFromCoinsOnHand: 5,
      coinsToEarn: 0,
      questionsPerWeek: 0,
    });
  });

  it('takes the hours the coins pay for per course when the server counts them', () => {
    // 160 coins on hand, 80 on each of two courses: no hour yet.
    const split = yearPlan({
      hoursRequested: 0,
      coinsOnHand: 160,
      hoursCoinsPay: 0,
      today: on('2026-10-01'),
    });
    expect(split).toMatchObject({ hoursFromCoinsOnHand: 0, coinsToEarn: 1340 });
    expect(
      yearPlan({ hoursRequested: 12, coinsOnHand: 900, hoursCoinsPay: 7, today: on('2026-10-01') }),
    ).toMatchObject({ hoursFromCoinsOnHand: 3 });
    expect(
      yearPlan({ hoursRequested: 0, coinsOnHand: 300, hoursCoinsPay: Number.NaN, today: on('2026-10-01') }),
    ).toMatchObject({ hoursFromCoinsOnHand: 0 });
  });

  it('treats bad numbers as nothing', () => {
    const plan = yearPlan({ hoursRequested: Number.NaN, coinsOnHand: -5, today: on('2026-01-01') });
    expect(plan).toMatchObject({ hoursRequested: 0, hoursMissing: 15, coinsToEarn: 1500, daysLeft: 365 });
  });
});
