import {
  BASIC_QUESTION_COINS,
  COIN_PROGRESS_WRAP,
  COINS_PER_CREDIT,
  COINS_PER_HOUR,
  EXPERT_QUESTION_COINS,
  SWISS_MIN_COINS_FOR_CREDITS,
  ASSOCIATIONS,
  type Association,
  type Difficulty,
} from '../api/constants';

/**
 * Coin counts come from the server and from form state; a NaN, negative or fractional value must never
 * turn into hours or credits the user could order, so everything goes through this first.
 */
function wholeCoins(coins: number): number {
  return Number.isFinite(coins) && coins > 0 ? Math.floor(coins) : 0;
}

/** Training hours the coins are worth (de, at): 100 coins per hour, rounded down. */
export function hoursFromCoins(coins: number): number {
  return Math.floor(wholeCoins(coins) / COINS_PER_HOUR);
}

/** Coins still missing for the next full hour; a full 100 right after an hour is completed. */
export function coinsToNextHour(coins: number): number {
  return COINS_PER_HOUR - (wholeCoins(coins) % COINS_PER_HOUR);
}

/** Association credits the coins are worth (ch); the rate depends on the association. */
export function creditsFromCoins(coins: number, association: Association): number {
  return Math.floor(wholeCoins(coins) / COINS_PER_CREDIT[association]);
}

/** What the coins on hand buy with each association (the Swiss home): its rate and the credits. */
export function creditsPerAssociation(
  coins: number,
): { association: Association; coinsPerCredit: number; credits: number }[] {
  return ASSOCIATIONS.map((association) => ({
    association,
    coinsPerCredit: COINS_PER_CREDIT[association],
    credits: creditsFromCoins(coins, association),
  }));
}

/** Position of the Swiss coin progress bar, 0..99: it starts over every 100 coins. */
export function coinProgress(coins: number): number {
  return wholeCoins(coins) % COIN_PROGRESS_WRAP;
}

/** Coins earned by a correct answer: 1 for a basic question, 2 for an expert question. */
export function coinsForQuestion(
  difficulty: Difficulty,
): typeof BASIC_QUESTION_COINS | typeof EXPERT_QUESTION_COINS {
  return difficulty === 2 ? EXPERT_QUESTION_COINS : BASIC_QUESTION_COINS;
}

/** The Swiss request-credits button is enabled from 100 coins on. */
export function canRequestSwissCredits(coins: number): boolean {
  return wholeCoins(coins) >= SWISS_MIN_COINS_FOR_CREDITS;
}

/** Upper bound of the hour stepper for one module (the lower bound is 0). */
export function maxHours(coins: number): number {
  return hoursFromCoins(coins);
}

/** Upper bound of the credit stepper for the chosen association (the lower bound is 0). */
export function maxCredits(coins: number, association: Association): number {
  return creditsFromCoins(coins, association);
}
