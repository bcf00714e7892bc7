export interface SeedQuestion {
  /** Stable unique slug, e.g. 'de-vvg-007'. */
  key: string;
  /** The German question. */
  text: string;
  /** answers[0] is the ONE correct answer; the other three are wrong but plausible. */
  answers: readonly [string, string, string, string];
  /** 1 or 2 category keys from categories.ts (all of the same country). */
  categories: readonly string[];
  /** 1 = basic question, 2 = expert question. */
  coins: 1 | 2;
}
