import { describe, it, expect } from 'vitest';
import {
  canRequestSwissCredits,
  coinProgress,
  coinsForQuestion,
  coinsToNextHour,
  creditsFromCoins,
  creditsPerAssociation,
  hoursFromCoins,
  maxCredits,
  maxHours,
} from './coins';

describe('hoursFromCoins', () => {
  it('gives one hour per full 100 coins', () => {
    expect(hoursFromCoins(0)).toBe(0);
    expect(hoursFromCoins(99)).toBe(0);
    expect(hoursFromCoins(100)).toBe(1);
    expect(hoursFromCoins(250)).toBe(2);
  });

  it('never goes negative or NaN', () => {
    expect(hoursFromCoins(-150)).toBe(0);
    expect(hoursFromCoins(Number.NaN)).toBe(0);
    expect(hoursFromCoins(Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe('coinsToNextHour', () => {
  it('counts down to the next full hundred', () => {
    expect(coinsToNextHour(0)).toBe(100);
    expect(coinsToNextHour(1)).toBe(99);
    expect(coinsToNextHour(99)).toBe(1);
    expect(coinsToNextHour(100)).toBe(100);
    expect(coinsToNextHour(230)).toBe(70);
    expect(coinsToNextHour(Number.NaN)).toBe(100);
  });
});

describe('creditsPerAssociation', () => {
  it('lists every association with its rate and what 180 coins buy there', () => {
    expect(creditsPerAssociation(180)).toEqual([
      { association: 'cicero', coinsPerCredit: 100, credits: 1 },
      { association: 'sfpo', coinsPerCredit: 100, credits: 1 },
      { association: 'sav', coinsPerCredit: 200, credits: 0 },
      { association: 'skpe', coinsPerCredit: 200, credits: 0 },
    ]);
    expect(creditsPerAssociation(-5).map((row) => row.credits)).toEqual([0, 0, 0, 0]);
  });
});

describe('creditsFromCoins and maxCredits', () => {
  it('uses 100 coins per credit for Cicero and SFPO, 200 for SAV and SKPE', () => {
    expect(creditsFromCoins(399, 'cicero')).toBe(3);
    expect(creditsFromCoins(399, 'sfpo')).toBe(3);
    expect(creditsFromCoins(399, 'sav')).toBe(1);
    expect(creditsFromCoins(400, 'skpe')).toBe(2);
    expect(maxCredits(199, 'skpe')).toBe(0);
    expect(maxCredits(-1, 'cicero')).toBe(0);
  });
});

describe('maxHours', () => {
  it('is the hour stepper bound', () => {
    expect(maxHours(560)).toBe(5);
    expect(maxHours(-5)).toBe(0);
  });
});

describe('coinProgress', () => {
  it('wraps every 100 coins', () => {
    expect(coinProgress(0)).toBe(0);
    expect(coinProgress(99)).toBe(99);
    expect(coinProgress(100)).toBe(0);
    expect(coinProgress(342)).toBe(42);
    expect(coinProgress(-3)).toBe(0);
  });
});

describe('coinsForQuestion', () => {
  it('pays 1 for basic and 2 for expert questions', () => {
    expect(coinsForQuestion(1)).toBe(1);
    expect(coinsForQuestion(2)).toBe(2);
  });
});

describe('canRequestSwissCredits', () => {
  it('needs at least 100 coins', () => {
    expect(canRequestSwissCredits(99)).toBe(false);
    expect(canRequestSwissCredits(100)).toBe(true);
    expect(canRequestSwissCredits(Number.NaN)).toBe(false);
  });
});
