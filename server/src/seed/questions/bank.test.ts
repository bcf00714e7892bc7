import { describe, expect, it } from 'vitest';
import type { SeedCategory } from '../categories';
import { bankProblems, coinTable, moduleRoleCoins, normalizeText, unmetThresholds } from './bank';
import type { BankQuestion as SeedQuestion } from '../../../../src/shared/api/questionBank';

const cats: SeedCategory[] = [
  { id: 1, key: 'de-a', name: 'A', module: 1, roles: ['agent', 'makler'], country: 'de' },
  { id: 2, key: 'at-a', name: 'B', module: 1, roles: ['agent'], country: 'at' },
  { id: 3, key: 'at-b', name: 'C', module: 1, roles: ['agent', 'makler'], country: 'at' },
  { id: 4, key: 'ch-a', name: 'D', module: 1, roles: ['agent', 'makler'], country: 'ch' },
];
const EXPLANATION = 'Weil das Gesetz es so bestimmt und keine Ausnahme für diesen Fall vorsieht.';
let n = 0;
const q = (overrides: Partial<SeedQuestion> = {}): SeedQuestion => {
  n += 1;
  return {
    key: `de-a-${n}`,
    text: `Frage Nummer ${n}?`,
    answers: ['Eins', 'Zwei', 'Drei', 'Vier'],
    categories: ['de-a'],
    coins: 1,
    explanation: EXPLANATION,
    source: '§ 1 VVG',
    validAsOf: '2026-11-27',
    ...overrides,
  };
};

describe('normalizeText', () => {
  it('ignores case, punctuation, whitespace and umlaut spelling', () => {
    expect(normalizeText('Wer ist  Prämien-Schuldner?')).toBe(normalizeText('wer ist praemienschuldner'));
    expect(normalizeText('Straße')).toBe('strasse');
  });
});

describe('bankProblems', () => {
  it('accepts a clean bank', () => {
    expect(bankProblems([q(), q()], cats)).toEqual([]);
  });

  it('finds duplicate keys, near-duplicate texts and repeated answers', () => {
    const a = q({ text: 'Was gilt für die Prämie?' });
    const problems = bankProblems(
      [a, { ...q({ text: 'was gilt fuer die Praemie' }), key: a.key }, q({ answers: ['A', 'a', 'B', 'C'] })],
      cats,
    );
    expect(problems.join('\n')).toMatch(/near-duplicate/);
    expect(problems.join('\n')).toMatch(/key used 2 times/);
    expect(problems.join('\n')).toMatch(/answers not distinct/);
  });

  it('finds long texts and answers, foreign categories and bad explanations', () => {
    const problems = bankProblems(
      [
        q({ text: 'x'.repeat(220) }),
        q({ answers: ['y'.repeat(120), 'b', 'c', 'd'] }),
        q({ categories: ['de-a', 'at-a'] }),
        q({ categories: ['de-zz'] }),
        q({ explanation: 'Zu kurz.', source: '§ 1 VVG' }),
        q({ explanation: EXPLANATION, source: ' ' }),
        q({ explanation: 'z'.repeat(601), source: '§ 1 VVG' }),
      ],
      cats,
    ).join('\n');
    expect(problems).toMatch(/text has 220 characters/);
    expect(problems).toMatch(/answer has 120 characters/);
    expect(problems).toMatch(/two countries/);
    expect(problems).toMatch(/unknown category/);
    expect(problems).toMatch(/explanation has 8 characters/);
    expect(problems).toMatch(/explanation without a source/);
    expect(problems).toMatch(/explanation has 601 characters/);
  });
});

describe('counts and thresholds', () => {
  it('counts coins per category, a two-category question in both, and per module and role', () => {
    const bank = [
      q({ key: 'at-a-1', categories: ['at-a', 'at-b'], coins: 2 }),
      q({ key: 'at-b-1', categories: ['at-b'], text: 'Welche Aussage trifft NICHT zu?' }),
    ];
    const table = coinTable(bank, cats);
    expect(table.find((r) => r.category === 'at-a')).toMatchObject({ coins: 2, expert: 1, questions: 1 });
    expect(table.find((r) => r.category === 'at-b')).toMatchObject({ coins: 3, reverse: 1, questions: 2 });
    expect(moduleRoleCoins(bank, cats, 'at', 1, 'agent')).toBe(5);
    expect(moduleRoleCoins(bank, cats, 'at', 1, 'makler')).toBe(3);
  });

  it('lists every unmet target, and none for a bank that meets them', () => {
    const small = unmetThresholds([q()], cats).join('\n');
    expect(small).toMatch(/de-a 1\/100 coins/);
    expect(small).toMatch(/at module 1 makler 0\/300 coins/);
    expect(small).toMatch(/ch 0\/600 coins/);
    expect(small).toMatch(/de 0\/30 reverse questions/);
    expect(small).toMatch(/de-a expert share 0 %/);

    // 70 basic (30 of them reverse) and 30 expert per category: 130 coins, 30 % expert.
    const full: SeedQuestion[] = [];
    const fill = (cat: string, times: number) => {
      for (let t = 0; t < times; t += 1)
        for (let i = 0; i < 100; i += 1)
          full.push(
            q({
              key: `${cat}-${t}-${i}`,
              categories: [cat],
              coins: i < 30 ? 2 : 1,
              text: i >= 70 ? `Welche Aussage trifft NICHT zu ${cat} ${t} ${i}?` : `Frage ${cat} ${t} ${i}?`,
            }),
          );
    };
    fill('de-a', 1);
    fill('at-a', 1);
    fill('at-b', 3);
    fill('ch-a', 5);
    expect(unmetThresholds(full, cats)).toEqual([]);
  });
});
