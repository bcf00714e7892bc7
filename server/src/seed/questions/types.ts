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
  /**
   * Why answers[0] is right, in two or three German sentences (40–600 characters), shown after the verdict
   * (issue 16). Optional until every question has one; the bank test then requires it.
   */
  explanation?: string;
  /** Where it is written, e.g. '§ 28 Abs. 2 VVG', 'Art. 3 VAG', '§ 137b GewO'. */
  source?: string;
}
