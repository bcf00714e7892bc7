import type { SeedCategory, SeedCountry, SeedRole } from '../categories';
import type { BankQuestion as SeedQuestion } from '../../../../src/shared/api/questionBank';

/** Pure checks and counts over a question bank (issue 16); the bank test runs them on the seed. */

export const LIMITS = {
  textMax: 220,
  answerMax: 120,
  explanationMin: 40,
  explanationMax: 600,
} as const;

export const THRESHOLDS = {
  deCategoryCoins: 100,
  atModuleRoleCoins: 300,
  chCoins: 600,
  reversePerCountry: 30,
  expertShareMin: 0.2,
  expertShareMax: 0.45,
} as const;

/** Lowercase, umlauts folded, punctuation and whitespace dropped: two texts equal here are near-duplicates. */
export function normalizeText(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]/g, '');
}

export const isReverse = (q: SeedQuestion) => q.text.includes('NICHT');

/** Every rule a single question or the bank breaks, as readable lines (empty: all fine). */
export function bankProblems(
  questions: readonly SeedQuestion[],
  categories: readonly SeedCategory[],
): string[] {
  const problems: string[] = [];
  const byKey = new Map(categories.map((c) => [c.key, c]));
  const keys = new Map<string, number>();
  const texts = new Map<string, string>();
  for (const q of questions) {
    keys.set(q.key, (keys.get(q.key) ?? 0) + 1);
    const normalized = normalizeText(q.text);
    const twin = texts.get(normalized);
    if (twin !== undefined) problems.push(`${q.key}: near-duplicate of ${twin}`);
    else texts.set(normalized, q.key);
    if (!q.text.trim()) problems.push(`${q.key}: empty text`);
    if (q.text.length >= LIMITS.textMax) problems.push(`${q.key}: text has ${q.text.length} characters`);
    if (q.answers.length !== 4) problems.push(`${q.key}: ${q.answers.length} answers`);
    if (new Set(q.answers.map(normalizeText)).size !== q.answers.length)
      problems.push(`${q.key}: answers not distinct`);
    for (const a of q.answers) {
      if (!a.trim()) problems.push(`${q.key}: empty answer`);
      if (a.length >= LIMITS.answerMax) problems.push(`${q.key}: answer has ${a.length} characters`);
    }
    if (q.coins !== 1 && q.coins !== 2) problems.push(`${q.key}: coins ${String(q.coins)}`);
    if (
      q.categories.length < 1 ||
      q.categories.length > 2 ||
      new Set(q.categories).size !== q.categories.length
    )
      problems.push(`${q.key}: ${q.categories.length} categories`);
    const cats = q.categories.map((k) => byKey.get(k));
    if (cats.some((c) => !c)) problems.push(`${q.key}: unknown category`);
    if (new Set(cats.map((c) => c?.country)).size > 1) problems.push(`${q.key}: categories of two countries`);
    const n = q.explanation.trim().length;
    if (n < LIMITS.explanationMin || n > LIMITS.explanationMax)
      problems.push(`${q.key}: explanation has ${n} characters`);
    if (!q.source.trim()) problems.push(`${q.key}: explanation without a source`);
  }
  for (const [key, n] of keys) if (n > 1) problems.push(`${key}: key used ${n} times`);
  return problems;
}

export interface CoinRow {
  country: SeedCountry;
  module: 1 | 2;
  category: string;
  roles: string;
  questions: number;
  coins: number;
  expert: number;
  reverse: number;
}

/** Coins, questions, expert and reverse questions per category (a two-category question counts in both). */
export function coinTable(
  questions: readonly SeedQuestion[],
  categories: readonly SeedCategory[],
): CoinRow[] {
  return categories.map((c) => {
    const inCat = questions.filter((q) => q.categories.includes(c.key));
    return {
      country: c.country,
      module: c.module,
      category: c.key,
      roles: c.roles.join('+'),
      questions: inCat.length,
      coins: inCat.reduce((sum, q) => sum + q.coins, 0),
      expert: inCat.filter((q) => q.coins === 2).length,
      reverse: inCat.filter(isReverse).length,
    };
  });
}

/** Coins a role can earn in a country's module: each (question, category) pair of its categories once. */
export function moduleRoleCoins(
  questions: readonly SeedQuestion[],
  categories: readonly SeedCategory[],
  country: SeedCountry,
  module: 1 | 2,
  role: SeedRole,
): number {
  return coinTable(
    questions,
    categories.filter((c) => c.country === country && c.module === module && c.roles.includes(role)),
  ).reduce((sum, row) => sum + row.coins, 0);
}

const countryOfQuestion = (q: SeedQuestion, categories: readonly SeedCategory[]) =>
  categories.find((c) => c.key === q.categories[0])?.country;

/** The issue 16 targets the bank does not meet yet (empty: all met). */
export function unmetThresholds(
  questions: readonly SeedQuestion[],
  categories: readonly SeedCategory[],
): string[] {
  const unmet: string[] = [];
  for (const row of coinTable(questions, categories)) {
    if (row.country === 'de' && row.coins < THRESHOLDS.deCategoryCoins)
      unmet.push(`${row.category} ${row.coins}/${THRESHOLDS.deCategoryCoins} coins`);
    if (row.questions > 0) {
      const share = row.expert / row.questions;
      if (share < THRESHOLDS.expertShareMin || share > THRESHOLDS.expertShareMax)
        unmet.push(`${row.category} expert share ${Math.round(share * 100)} %`);
    }
  }
  for (const module of [1, 2] as const) {
    for (const role of ['agent', 'makler'] as const) {
      const exists = categories.some(
        (c) => c.country === 'at' && c.module === module && c.roles.includes(role),
      );
      if (!exists) continue;
      const coins = moduleRoleCoins(questions, categories, 'at', module, role);
      if (coins < THRESHOLDS.atModuleRoleCoins)
        unmet.push(`at module ${module} ${role} ${coins}/${THRESHOLDS.atModuleRoleCoins} coins`);
    }
  }
  const ch = coinTable(
    questions,
    categories.filter((c) => c.country === 'ch'),
  ).reduce((sum, row) => sum + row.coins, 0);
  if (ch < THRESHOLDS.chCoins) unmet.push(`ch ${ch}/${THRESHOLDS.chCoins} coins`);
  for (const country of ['de', 'at', 'ch'] as const) {
    const reverse = questions.filter(
      (q) => isReverse(q) && countryOfQuestion(q, categories) === country,
    ).length;
    if (reverse < THRESHOLDS.reversePerCountry)
      unmet.push(`${country} ${reverse}/${THRESHOLDS.reversePerCountry} reverse questions`);
  }
  return unmet;
}
