import { describe, it, expect } from 'vitest';
import { seedCategories } from '../categories';
import { bankProblems, coinTable, moduleRoleCoins, unmetThresholds } from './bank';
import { seedQuestions } from './index';

describe('seed categories', () => {
  it('have unique positive ids and unique keys', () => {
    const ids = seedCategories.map((c) => c.id);
    const keys = seedCategories.map((c) => c.key);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(keys).size).toBe(keys.length);
    for (const c of seedCategories) {
      expect(Number.isInteger(c.id) && c.id > 0).toBe(true);
      expect(c.key.startsWith(`${c.country}-`)).toBe(true);
      expect(c.name.trim()).not.toBe('');
      expect(c.roles.length).toBeGreaterThan(0);
    }
  });

  it('cover both modules and both roles per module in every country', () => {
    for (const country of ['de', 'at', 'ch'] as const) {
      const cats = seedCategories.filter((c) => c.country === country);
      for (const module of [1, 2] as const) {
        const inModule = cats.filter((c) => c.module === module);
        expect(inModule.length, `${country} module ${module}`).toBeGreaterThan(0);
        expect(inModule.some((c) => c.roles.includes('agent'))).toBe(true);
        expect(inModule.some((c) => c.roles.includes('makler'))).toBe(true);
      }
    }
  });

  it('have agent-only and makler-only categories in de and at', () => {
    for (const country of ['de', 'at'] as const) {
      const cats = seedCategories.filter((c) => c.country === country);
      expect(cats.some((c) => c.roles.length === 1 && c.roles[0] === 'agent')).toBe(true);
      expect(cats.some((c) => c.roles.length === 1 && c.roles[0] === 'makler')).toBe(true);
    }
  });
});

describe('seed questions (the bank check of issue 16)', () => {
  it('break no rule: 4 distinct answers, unique keys, no near-duplicates, one country, lengths, explanations', () => {
    expect(bankProblems(seedQuestions, seedCategories)).toEqual([]);
  });

  it('reference categories matching the key prefix', () => {
    for (const q of seedQuestions) expect(q.key.startsWith(`${q.categories[0]}-`), q.key).toBe(true);
  });

  it('print the coins per country, module, role and category', () => {
    const table = coinTable(seedQuestions, seedCategories);
    console.table(table);
    const perModuleRole = (['de', 'at', 'ch'] as const).flatMap((country) =>
      ([1, 2] as const).flatMap((module) =>
        (['agent', 'makler'] as const).map((role) => ({
          country,
          module,
          role,
          coins: moduleRoleCoins(seedQuestions, seedCategories, country, module, role),
        })),
      ),
    );
    console.table(perModuleRole);
    expect(table.reduce((sum, row) => sum + row.questions, 0)).toBeGreaterThanOrEqual(seedQuestions.length);
    expect(table.every((row) => row.questions > 0)).toBe(true);
  });

  it('meet the issue 16 targets (de category ≥100, at module ≥300 per role, ch ≥600 coins, ≥30 reverse per country, expert 20–45 %)', () => {
    expect(unmetThresholds(seedQuestions, seedCategories)).toEqual([]);
  });
});
