import { describe, expect, it } from 'vitest';
import type { SeedCategory } from '../categories';
import {
  bankProblems,
  coinTable,
  learnerCapacity,
  learnerCoins,
  moduleRoleCoins,
  normalizeText,
  targetResults,
  unmetThresholds,
} from './bank';
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

describe('counts', () => {
  it('counts coins per category, a two-category question in both, and the oldest law date', () => {
    const bank = [
      q({ key: 'at-a-1', categories: ['at-a', 'at-b'], coins: 2, validAsOf: '2025-01-01' }),
      q({ key: 'at-b-1', categories: ['at-b'], text: 'Welche Aussage trifft NICHT zu?' }),
    ];
    const table = coinTable(bank, cats);
    expect(table.find((r) => r.category === 'at-a')).toMatchObject({ coins: 2, expert: 1, questions: 1 });
    expect(table.find((r) => r.category === 'at-b')).toMatchObject({
      coins: 3,
      reverse: 1,
      questions: 2,
      oldestValidAsOf: '2025-01-01',
    });
    expect(table.find((r) => r.category === 'ch-a')).toMatchObject({ questions: 0, oldestValidAsOf: null });
  });

  it('counts what a learner can earn: a question in two categories the role reaches once', () => {
    const bank = [
      q({ key: 'at-a-1', categories: ['at-a', 'at-b'], coins: 2 }),
      q({ key: 'at-b-1', categories: ['at-b'] }),
      q({ key: 'at-c-1', categories: ['at-c'], coins: 2 }),
    ];
    const four: SeedCategory[] = [
      ...cats,
      { id: 5, key: 'at-c', name: 'E', module: 2, roles: ['makler'], country: 'at' },
    ];
    expect(learnerCoins(bank, four, { country: 'at', role: 'agent' })).toBe(3);
    expect(learnerCoins(bank, four, { country: 'at', role: 'makler' })).toBe(5);
    expect(moduleRoleCoins(bank, four, 'at', 1, 'makler')).toBe(3);
    expect(moduleRoleCoins(bank, four, 'at', 2, 'agent')).toBe(0);
    expect(learnerCapacity(bank, four).filter((r) => r.country === 'at')).toEqual([
      { country: 'at', role: 'agent', coins: 3, module1: 3, module2: 0 },
      { country: 'at', role: 'makler', coins: 5, module1: 3, module2: 2 },
    ]);
  });
});

describe('targets', () => {
  const targetCats: SeedCategory[] = [
    { id: 1, key: 'de-a', name: 'A', module: 1, roles: ['agent', 'makler'], country: 'de' },
    { id: 2, key: 'de-b', name: 'B', module: 1, roles: ['agent'], country: 'de' },
    { id: 3, key: 'de-c', name: 'C', module: 2, roles: ['makler'], country: 'de' },
    { id: 4, key: 'de-d', name: 'D', module: 2, roles: ['agent', 'makler'], country: 'de' },
    { id: 5, key: 'at-a', name: 'E', module: 1, roles: ['agent'], country: 'at' },
    { id: 6, key: 'at-b', name: 'F', module: 1, roles: ['agent', 'makler'], country: 'at' },
    { id: 7, key: 'at-c', name: 'G', module: 2, roles: ['agent', 'makler'], country: 'at' },
    { id: 8, key: 'ch-a', name: 'H', module: 1, roles: ['agent', 'makler'], country: 'ch' },
    { id: 9, key: 'ch-b', name: 'I', module: 2, roles: ['agent', 'makler'], country: 'ch' },
  ];
  /** Blocks of ten questions, by default worth 13 coins: three expert (30 %), one reverse (10 %). */
  const fill = (
    category: string,
    minCoins: number,
    expertPerBlock = 3,
    reversePerBlock = 1,
  ): SeedQuestion[] =>
    Array.from({ length: Math.ceil(minCoins / (10 + expertPerBlock)) * 10 }, (_, i) =>
      q({
        key: `${category}-${i + 1}`,
        categories: [category],
        coins: i % 10 < expertPerBlock ? 2 : 1,
        text: i % 10 >= 10 - reversePerBlock ? `Was trifft NICHT zu ${i}?` : `Frage ${category} ${i}?`,
      }),
    );
  // de: each role reaches three categories of 700 coins; at: 700 + 400 in module 1, 1100 in module 2.
  const full = [
    ...['de-a', 'de-b', 'de-c', 'de-d'].flatMap((c) => fill(c, 700)),
    ...fill('at-a', 400),
    ...fill('at-b', 700),
    ...fill('at-c', 1100),
    ...fill('ch-a', 600),
    ...fill('ch-b', 600),
  ];
  const without = (category: string) => full.filter((x) => !x.categories.includes(category));

  it('are all met by a bank of the right size and mix', () => {
    expect(targetResults(full, targetCats).filter((r) => !r.met)).toEqual([]);
    expect(unmetThresholds(full, targetCats)).toEqual([]);
  });

  it('are each named when an empty bank misses them, without numbers that change as content lands', () => {
    const all = targetResults(full, targetCats).map((r) => r.target);
    expect(unmetThresholds([], targetCats)).toEqual(all);
    expect(all).toEqual([
      'de agent coins ≥ 2000',
      'de makler coins ≥ 2000',
      'at agent coins ≥ 1800',
      'at module 1 agent coins ≥ 700',
      'at module 2 agent coins ≥ 700',
      'at makler coins ≥ 1800',
      'at module 1 makler coins ≥ 700',
      'at module 2 makler coins ≥ 700',
      'ch agent coins ≥ 1200',
      'ch makler coins ≥ 1200',
      'de-a coins ≥ 300',
      'de-a expert share 25–45 %',
      'de-b coins ≥ 300',
      'de-b expert share 25–45 %',
      'de-c coins ≥ 300',
      'de-c expert share 25–45 %',
      'de-d coins ≥ 300',
      'de-d expert share 25–45 %',
      'at-a expert share 25–45 %',
      'at-b expert share 25–45 %',
      'at-c expert share 25–45 %',
      'ch-a coins ≥ 150',
      'ch-a expert share 25–45 %',
      'ch-b coins ≥ 150',
      'ch-b expert share 25–45 %',
      'de categories with coins ≥ 500: ≥ 3',
      'de reverse share ≥ 8 %',
      'at reverse share ≥ 8 %',
      'ch reverse share ≥ 8 %',
    ]);
  });

  it('report a role, a module or a category that falls short', () => {
    expect(unmetThresholds(without('de-b'), targetCats)).toEqual([
      'de agent coins ≥ 2000',
      'de-b coins ≥ 300',
      'de-b expert share 25–45 %',
    ]);
    const smallAt = [...without('at-b'), ...fill('at-b', 500)];
    expect(unmetThresholds(smallAt, targetCats)).toEqual([
      'at makler coins ≥ 1800',
      'at module 1 makler coins ≥ 700',
    ]);
    const smallCh = [...full.filter((x) => !x.categories.includes('ch-b')), ...fill('ch-b', 100)];
    expect(unmetThresholds(smallCh, targetCats)).toEqual([
      'ch agent coins ≥ 1200',
      'ch makler coins ≥ 1200',
      'ch-b coins ≥ 150',
    ]);
    const twoStrong = [
      ...without('de-c').filter((x) => !x.categories.includes('de-d')),
      ...fill('de-c', 310),
      ...fill('de-d', 310),
    ];
    expect(unmetThresholds(twoStrong, targetCats)).toContain('de categories with coins ≥ 500: ≥ 3');
    expect(unmetThresholds(twoStrong, targetCats)).not.toContain('de-c coins ≥ 300');
  });

  it('report an expert share outside 25–45 % and a country with too few reverse questions', () => {
    const fewExperts = [...without('at-b'), ...fill('at-b', 700, 2)];
    expect(unmetThresholds(fewExperts, targetCats)).toEqual(['at-b expert share 25–45 %']);
    const manyExperts = [...without('at-b'), ...fill('at-b', 700, 5)];
    expect(unmetThresholds(manyExperts, targetCats)).toEqual(['at-b expert share 25–45 %']);
    const noReverse = ['ch-a', 'ch-b'].flatMap((c) => fill(c, 600, 3, 0));
    expect(
      unmetThresholds([...full.filter((x) => !x.key.startsWith('ch-')), ...noReverse], targetCats),
    ).toEqual(['ch reverse share ≥ 8 %']);
  });
});
