import { COIN_VALIDITY_DAYS } from '../api/constants';

const DAY_MS = 24 * 60 * 60 * 1000;
const VALIDITY_MS = COIN_VALIDITY_DAYS * DAY_MS;

export interface CoinLedgerEntry {
  coins: number;
  earnedAt: Date;
}

/**
 * The instant coins stop counting: exactly 365 × 24 h after they were earned. A fixed duration rather
 * than a calendar year keeps the rule independent of time zones, daylight saving and leap days.
 */
export function coinExpiresAt(earnedAt: Date): Date {
  return new Date(earnedAt.getTime() + VALIDITY_MS);
}

/**
 * Boundary: coins are expired from the expiry instant on, so coins earned exactly 365 days before `now`
 * no longer count. An unreadable date counts as expired: coins we cannot date must not be redeemable.
 */
export function isCoinExpired(earnedAt: Date, now: Date): boolean {
  const expiresAt = coinExpiresAt(earnedAt).getTime();
  if (Number.isNaN(expiresAt) || Number.isNaN(now.getTime())) return true;
  return now.getTime() >= expiresAt;
}

/** Coins still valid at `now`; `now` is a parameter so callers and tests control the clock. */
export function activeCoins(ledger: readonly CoinLedgerEntry[], now: Date): number {
  return ledger.reduce((sum, entry) => (isCoinExpired(entry.earnedAt, now) ? sum : sum + entry.coins), 0);
}
