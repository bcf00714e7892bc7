import { describe, it, expect } from 'vitest';
import { seedCategories, type SeedCountry } from '../categories';
import { seedQuestions } from './index';

const categoryByKey = new Map(seedCategories.map((c) => [c.key, c]));

function countryOf(categoryKey: string): SeedCountry | undefined {
  return categoryByKey.get(categoryKey)?.country;
}

function questionCountry(categories: readonly string[]): SeedCountry | undefined {
  return categories[0] === undefined ? undefined : countryOf(categories[0]);
}

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

describe('seed questions', () => {
  it('contain at least 320 questions', () => {
    expect(seedQuestions.length).toBeGreaterThanOrEqual(320);
  });

  it('have the expected number of questions per country', () => {
    const perCountry = { de: 0, at: 0, ch: 0 };
    for (const q of seedQuestions) {
      const country = questionCountry(q.categories);
      expect(country, q.key).toBeDefined();
      if (country) perCountry[country] += 1;
    }
    expect(perCountry.de).toBeGreaterThanOrEqual(120);
    expect(perCountry.at).toBeGreaterThanOrEqual(85);
    expect(perCountry.ch).toBeGreaterThanOrEqual(95);
  });

  it('give every category at least 10 questions', () => {
    for (const c of seedCategories) {
      const count = seedQuestions.filter((q) => q.categories.includes(c.key)).length;
      expect(count, c.key).toBeGreaterThanOrEqual(10);
    }
  });

  it('have unique keys', () => {
    const keys = seedQuestions.map((q) => q.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('have unique texts', () => {
    const texts = seedQuestions.map((q) => q.text.trim().toLowerCase());
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('reference 1 or 2 existing categories of one country, matching the key prefix', () => {
    for (const q of seedQuestions) {
      expect(q.categories.length, q.key).toBeGreaterThanOrEqual(1);
      expect(q.categories.length, q.key).toBeLessThanOrEqual(2);
      expect(new Set(q.categories).size, q.key).toBe(q.categories.length);
      for (const key of q.categories) {
        expect(categoryByKey.has(key), `${q.key} -> ${key}`).toBe(true);
      }
      const countries = new Set(q.categories.map(countryOf));
      expect(countries.size, q.key).toBe(1);
      expect(q.key.startsWith(`${q.categories[0]}-`), q.key).toBe(true);
    }
  });

  it('have non-empty text and 4 distinct non-empty answers', () => {
    for (const q of seedQuestions) {
      expect(q.text.trim(), q.key).not.toBe('');
      expect(q.answers).toHaveLength(4);
      for (const a of q.answers) {
        expect(a.trim(), q.key).not.toBe('');
      }
      const normalized = q.answers.map((a) => a.trim().toLowerCase());
      expect(new Set(normalized).size, q.key).toBe(4);
    }
  });

  it('keep questions and answers short', () => {
    for (const q of seedQuestions) {
      expect(q.text.length, q.key).toBeLessThan(220);
      for (const a of q.answers) {
        expect(a.length, `${q.key}: ${a}`).toBeLessThan(120);
      }
    }
  });

  it('use coins 1 or 2', () => {
    for (const q of seedQuestions) {
      expect([1, 2], q.key).toContain(q.coins);
    }
  });

  it('contain at least 25 reverse-phrased questions', () => {
    const reverse = seedQuestions.filter((q) => q.text.includes('NICHT') || q.text.includes('nicht'));
    expect(reverse.length).toBeGreaterThanOrEqual(25);
  });

  it('contain at least 15 questions with two categories', () => {
    const twoCats = seedQuestions.filter((q) => q.categories.length === 2);
    expect(twoCats.length).toBeGreaterThanOrEqual(15);
  });

  it('have a share of expert questions between 20 % and 45 %', () => {
    const expert = seedQuestions.filter((q) => q.coins === 2).length;
    const share = expert / seedQuestions.length;
    expect(share).toBeGreaterThanOrEqual(0.2);
    expect(share).toBeLessThanOrEqual(0.45);
  });
});
