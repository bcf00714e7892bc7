import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bankFileSchema, type BankQuestion } from '../../../../src/shared/api/questionBank';

export type { BankQuestion as SeedQuestion } from '../../../../src/shared/api/questionBank';

const COUNTRIES = ['de', 'at', 'ch'] as const;
const here = fileURLToPath(new URL('.', import.meta.url));

/** The data files of the bank, one per category: `<country>/<category without country>.json`. */
export function bankFiles(root: string = here): string[] {
  return COUNTRIES.flatMap((country) =>
    readdirSync(join(root, country))
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => join(root, country, name)),
  );
}

/**
 * Reads and validates every data file; a file that breaks the schema, or that holds a question whose
 * first category is not the file's category, stops the load with the file and the field named.
 */
export function loadBank(root: string = here): BankQuestion[] {
  return bankFiles(root).flatMap((path) => {
    const parsed = bankFileSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new Error(`${path}: ${issue.path.join('.')}: ${issue.message}`);
    }
    for (const q of parsed.data.questions) {
      if (q.categories[0] !== parsed.data.category)
        throw new Error(`${path}: ${q.key} belongs to ${q.categories[0]}, not ${parsed.data.category}`);
    }
    return parsed.data.questions;
  });
}

/** All seed questions of all countries (de, at, ch). */
export const seedQuestions: readonly BankQuestion[] = loadBank();
