import { describe, it, expect } from 'vitest';
import { activeCoins, coinExpiresAt, isCoinExpired } from './coinExpiry';

const DAY_MS = 86_400_000;
const now = new Date('2025-06-15T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);

describe('coinExpiresAt', () => {
  it('is 365 days after earning', () => {
    expect(coinExpiresAt(new Date('2024-01-01T00:00:00Z')).toISOString()).toBe('2024-12-31T00:00:00.000Z');
  });
});

describe('isCoinExpired', () => {
  it('keeps coins valid until just before 365 days', () => {
    expect(isCoinExpired(daysAgo(364), now)).toBe(false);
    expect(isCoinExpired(new Date(daysAgo(365).getTime() + 1), now)).toBe(false);
  });

  it('expires coins earned exactly 365 days ago', () => {
    expect(isCoinExpired(daysAgo(365), now)).toBe(true);
    expect(isCoinExpired(daysAgo(400), now)).toBe(true);
  });

  it('treats unreadable dates as expired', () => {
    expect(isCoinExpired(new Date('nonsense'), now)).toBe(true);
  });
});

describe('activeCoins', () => {
  it('sums only the entries that are still valid', () => {
    const ledger = [
      { coins: 5, earnedAt: daysAgo(1) },
      { coins: 7, earnedAt: daysAgo(364) },
      { coins: 11, earnedAt: daysAgo(365) },
      { coins: 13, earnedAt: daysAgo(800) },
    ];
    expect(activeCoins(ledger, now)).toBe(12);
    expect(activeCoins(ledger, daysAgo(-400))).toBe(0);
    expect(activeCoins([], now)).toBe(0);
  });
});
