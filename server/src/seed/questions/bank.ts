import type { SeedCategory, SeedCountry, SeedRole } from '../categories';
import type { BankQuestion as SeedQuestion } from '../../../../src/shared/api/questionBank';

/** Pure checks and counts over a question bank; the bank test runs them on the seed. */

export const LIMITS = {
  textMax: 220,
  answerMax: 120,
  explanationMin: 40,
  explanationMax: 600,
} as const;

/**
 * The size the bank must reach, counted as a learner meets it (see `learnerCoins`). The names `targetResults`
 * gives these are what the bank test's list of known shortfalls holds.
 */
export const THRESHOLDS = {
  deRoleCoins: 2000,
  deCategoryCoins: 300,
  deStrongCategoryCoins: 500,
  deStrongCategories: 3,
  atRoleCoins: 1800,
  atModuleRoleCoins: 700,
  chRoleCoins: 1200,
  chCategoryCoins: 150,
  expertShareMin: 0.25,
  expertShareMax: 0.45,
  reverseShareMin: 0.08,
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

const COUNTRIES = ['de', 'at', 'ch'] as const;
const ROLES = ['agent', 'makler'] as const;

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
  /** The earliest law date a question of the category was checked against: where a review is due first. */
  oldestValidAsOf: string | null;
}

/** Coins, questions, expert and reverse questions per category (a two-category question counts in both). */
export function coinTable(
  questions: readonly SeedQuestion[],
  categories: readonly SeedCategory[],
): CoinRow[] {
  return categories.map((c) => {
    const inCat = questions.filter((q) => q.categories.includes(c.key));
    const dates = inCat.map((q) => q.validAsOf).sort();
    return {
      country: c.country,
      module: c.module,
      category: c.key,
      roles: c.roles.join('+'),
      questions: inCat.length,
      coins: inCat.reduce((sum, q) => sum + q.coins, 0),
      expert: inCat.filter((q) => q.coins === 2).length,
      reverse: inCat.filter(isReverse).length,
      oldestValidAsOf: dates[0] ?? null,
    };
  });
}

export interface LearnerScope {
  country: SeedCountry;
  role: SeedRole;
  /** Without a module: both modules together. */
  module?: 1 | 2;
}

/**
 * The coins a learner of a country and role can earn when answering every question they meet once: a
 * question filed under two categories the learner both reaches is one question, worth its coins once.
 */
export function learnerCoins(
  questions: readonly SeedQuestion[],
  categories: readonly SeedCategory[],
  scope: LearnerScope,
): number {
  const reached = new Set(
    categories
      .filter(
        (c) =>
          c.country === scope.country &&
          c.roles.includes(scope.role) &&
          (scope.module === undefined || c.module === scope.module),
      )
      .map((c) => c.key),
  );
  return questions
    .filter((q) => q.categories.some((key) => reached.has(key)))
    .reduce((sum, q) => sum + q.coins, 0);
}

/** `learnerCoins` of one module: what a role can earn in it, each question once. */
export const moduleRoleCoins = (
  questions: readonly SeedQuestion[],
  categories: readonly SeedCategory[],
  country: SeedCountry,
  module: 1 | 2,
  role: SeedRole,
) => learnerCoins(questions, categories, { country, role, module });

export interface CapacityRow {
  country: SeedCountry;
  role: SeedRole;
  coins: number;
  module1: number;
  module2: number;
}

/** `learnerCoins` for every country and role that has categories, in total and per module. */
export function learnerCapacity(
  questions: readonly SeedQuestion[],
  categories: readonly SeedCategory[],
): CapacityRow[] {
  return COUNTRIES.flatMap((country) =>
    ROLES.filter((role) => categories.some((c) => c.country === country && c.roles.includes(role))).map(
      (role) => ({
        country,
        role,
        coins: learnerCoins(questions, categories, { country, role }),
        module1: learnerCoins(questions, categories, { country, role, module: 1 }),
        module2: learnerCoins(questions, categories, { country, role, module: 2 }),
      }),
    ),
  );
}

export interface TargetResult {
  /** Names the target without today's numbers, so a list of them stays put while content lands. */
  target: string;
  actual: string;
  met: boolean;
}

const percent = (share: number) => `${Math.round(share * 100)} %`;
const atLeast = (target: string, actual: number, min: number): TargetResult => ({
  target,
  actual: String(actual),
  met: actual >= min,
});

const countryOfQuestion = (q: SeedQuestion, categories: readonly SeedCategory[]) =>
  categories.find((c) => c.key === q.categories[0])?.country;

/** Every size target with the bank's current value, in a fixed order. */
export function targetResults(
  questions: readonly SeedQuestion[],
  categories: readonly SeedCategory[],
): TargetResult[] {
  const T = THRESHOLDS;
  const results: TargetResult[] = [];
  const capacity = learnerCapacity(questions, categories);
  const table = coinTable(questions, categories);
  const roleTargets = { de: T.deRoleCoins, at: T.atRoleCoins, ch: T.chRoleCoins } as const;
  for (const row of capacity) {
    const min = roleTargets[row.country];
    results.push(atLeast(`${row.country} ${row.role} coins ≥ ${min}`, row.coins, min));
    if (row.country !== 'at') continue;
    for (const module of [1, 2] as const) {
      const coins = module === 1 ? row.module1 : row.module2;
      results.push(
        atLeast(`at module ${module} ${row.role} coins ≥ ${T.atModuleRoleCoins}`, coins, T.atModuleRoleCoins),
      );
    }
  }
  const categoryTargets = { de: T.deCategoryCoins, ch: T.chCategoryCoins } as const;
  for (const row of table) {
    if (row.country !== 'at') {
      const min = categoryTargets[row.country];
      results.push(atLeast(`${row.category} coins ≥ ${min}`, row.coins, min));
    }
    const share = row.questions ? row.expert / row.questions : Number.NaN;
    results.push({
      target: `${row.category} expert share ${Math.round(T.expertShareMin * 100)}–${percent(T.expertShareMax)}`,
      actual: row.questions ? percent(share) : 'no questions',
      met: share >= T.expertShareMin && share <= T.expertShareMax,
    });
  }
  const strong = table.filter((r) => r.country === 'de' && r.coins >= T.deStrongCategoryCoins).length;
  results.push(
    atLeast(
      `de categories with coins ≥ ${T.deStrongCategoryCoins}: ≥ ${T.deStrongCategories}`,
      strong,
      T.deStrongCategories,
    ),
  );
  for (const country of COUNTRIES) {
    const ofCountry = questions.filter((q) => countryOfQuestion(q, categories) === country);
    if (!categories.some((c) => c.country === country)) continue;
    const share = ofCountry.length ? ofCountry.filter(isReverse).length / ofCountry.length : Number.NaN;
    results.push({
      target: `${country} reverse share ≥ ${percent(T.reverseShareMin)}`,
      actual: ofCountry.length ? `${(share * 100).toFixed(1)} %` : 'no questions',
      met: share >= T.reverseShareMin,
    });
  }
  return results;
}

/** The names of the targets the bank does not meet yet (empty: all met). */
export const unmetThresholds = (questions: readonly SeedQuestion[], categories: readonly SeedCategory[]) =>
  targetResults(questions, categories)
    .filter((r) => !r.met)
    .map((r) => r.target);
