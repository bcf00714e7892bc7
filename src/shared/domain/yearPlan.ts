import { BASIC_QUESTION_COINS, COINS_PER_HOUR } from '../api/constants';

/** The hours of training the law asks of an intermediary each calendar year (de: § 34d Abs. 9 GewO, at: § 137b GewO). */
export const YEARLY_HOURS_REQUIRED = 15;

export interface YearPlanInput {
  /** Hours requested (ordered and not cancelled) in this calendar year. */
  hoursRequested: number;
  /** Coins on hand, not yet redeemed. */
  coinsOnHand: number;
  /**
   * Whole hours the coins on hand can be ordered as (coins count per course, so coins of two courses may
   * pay for fewer hours than their sum); without it, the sum's whole hundreds.
   */
  hoursCoinsPay?: number | undefined;
  /** Today, in the learner's calendar (only the date counts). */
  today: Date;
}

export interface YearPlan {
  year: number;
  hoursRequested: number;
  hoursRequired: number;
  /** Hours still missing after what was requested (0 when the year is done). */
  hoursMissing: number;
  /** Of the missing hours, those the coins on hand already pay for. */
  hoursFromCoinsOnHand: number;
  /** Coins still to earn for the rest, beyond the coins on hand. */
  coinsToEarn: number;
  /** Days from today to 31 December, today included (1 on 31 December). */
  daysLeft: number;
  /** Correct basic answers per week needed for the coins still to earn; 0 when nothing is left to earn. */
  questionsPerWeek: number;
  done: boolean;
}

const DAY_MS = 86_400_000;

function utcDay(date: Date): number {
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}

/**
 * Where the learner stands with this year's 15 hours and what it takes to reach them by 31 December: one
 * basic question pays one coin, 100 coins are one hour. Weeks are counted up, so the last days still ask
 * for a whole week's questions at once. Bad numbers count as nothing.
 */
export function yearPlan({ hoursRequested, coinsOnHand, hoursCoinsPay, today }: YearPlanInput): YearPlan {
  const requested = Number.isFinite(hoursRequested) && hoursRequested > 0 ? hoursRequested : 0;
  const coins = Number.isFinite(coinsOnHand) && coinsOnHand > 0 ? Math.floor(coinsOnHand) : 0;
  const year = today.getUTCFullYear();
  const hoursMissing = Math.max(0, YEARLY_HOURS_REQUIRED - requested);
  const payable =
    hoursCoinsPay === undefined
      ? Math.floor(coins / COINS_PER_HOUR)
      : Number.isFinite(hoursCoinsPay) && hoursCoinsPay > 0
        ? Math.floor(hoursCoinsPay)
        : 0;
  const hoursFromCoinsOnHand = Math.min(hoursMissing, payable);
  const coinsToEarn = Math.max(0, Math.ceil(hoursMissing * COINS_PER_HOUR) - coins);
  const daysLeft = Math.round((Date.UTC(year, 11, 31) - utcDay(today)) / DAY_MS) + 1;
  const weeksLeft = Math.max(1, Math.ceil(daysLeft / 7));
  const questionsPerWeek = Math.ceil(coinsToEarn / BASIC_QUESTION_COINS / weeksLeft);
  return {
    year,
    hoursRequested: requested,
    hoursRequired: YEARLY_HOURS_REQUIRED,
    hoursMissing,
    hoursFromCoinsOnHand,
    coinsToEarn,
    daysLeft,
    questionsPerWeek,
    done: hoursMissing === 0,
  };
}
