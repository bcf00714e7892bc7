import { messages } from '../../../src/shared/messages.de';
import type { Db } from '../db/database';
import type { SeedCategory } from '../seed/categories';
import { fromMoodleXml, toMoodleXml } from '../seed/questions/moodle';
import { createDraft, keyTaken, type Editor } from './workflow';
import { exportSelection, type DeskFilter } from './questions';
import { bankOnly } from './scope';

/**
 * Moodle XML in and out of the desk, through the bank's own converter (server/src/seed/questions/moodle.ts):
 * an import lands as drafts, validated like the seed's files; an export holds any selection.
 */

async function categories(db: Db): Promise<SeedCategory[]> {
  return db.query<SeedCategory>('SELECT id, key, name, module, roles, country FROM categories ORDER BY id');
}

/** The next free keys of a category: numbered on from the highest `<category>-NNN` any version carries. */
async function keyCounter(db: Db): Promise<(category: string) => string> {
  const rows = await db.query<{ category: string; n: number }>(
    `SELECT substring(key FROM '^(.*)-[0-9]+$') AS category, max(substring(key FROM '-([0-9]+)$')::int) AS n
     FROM questions q WHERE q.key ~ '-[0-9]{1,6}$' AND ${bankOnly('q')} GROUP BY 1`,
  );
  const last = new Map(rows.map((row) => [row.category, row.n]));
  return (category) => {
    const n = (last.get(category) ?? 0) + 1;
    last.set(category, n);
    return `${category}-${String(n).padStart(3, '0')}`;
  };
}

export interface ImportResult {
  imported: number;
  drafts: { id: number; key: string }[];
  refused: string[];
}

/**
 * The questions of a Moodle XML text as drafts, each audited; those that do not fit the bank, or whose key a
 * question already carries, are refused with the reason.
 */
export async function importMoodle(
  tx: Db,
  write: { editor: Editor; ip: string | null; now: Date },
  input: { xml: string; category?: string | undefined; valid_as_of?: string | undefined },
): Promise<ImportResult> {
  const known = await categories(tx);
  const parsed = fromMoodleXml(input.xml, {
    categories: known,
    ...(input.category ? { category: input.category } : {}),
    ...(input.valid_as_of ? { validAsOf: input.valid_as_of } : {}),
    nextKey: await keyCounter(tx),
  });
  const result: ImportResult = { imported: 0, drafts: [], refused: [...parsed.problems] };
  const seen = new Set<string>();
  for (const question of parsed.questions) {
    if (seen.has(question.key) || (await keyTaken(tx, question.key))) {
      result.refused.push(`${question.key}: ${messages.questionDesk.keyExists}`);
      continue;
    }
    const unknown = question.categories.find((key) => !known.some((c) => c.key === key));
    if (unknown) {
      result.refused.push(`${question.key}: ${unknown}: ${messages.questionDesk.categoryUnknown}`);
      continue;
    }
    seen.add(question.key);
    const id = await createDraft(tx, write, question, 'question.import');
    result.drafts.push({ id, key: question.key });
  }
  result.imported = result.drafts.length;
  return result;
}

/** Moodle XML of a selection (ids, else the list's filters) and how many questions it holds. */
export async function exportMoodle(
  db: Db,
  selection: DeskFilter & { ids?: number[] | undefined },
): Promise<{ count: number; xml: string }> {
  const questions = await exportSelection(db, selection);
  return { count: questions.length, xml: toMoodleXml(questions, await categories(db)) };
}
