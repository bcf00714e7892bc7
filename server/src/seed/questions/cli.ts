import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { BankFile, BankQuestion } from '../../../../src/shared/api/questionBank';
import { seedCategories, type SeedCategory } from '../categories';
import { bankProblems, coinTable, learnerCapacity, targetResults } from './bank';
import { fromMoodleXml, toMoodleXml } from './moodle';

/**
 * `npm run questions -- <stats | export | import>`: the question bank's table, and Moodle XML out and in.
 * Commands take the bank and the output as arguments, so the tests run them without a process.
 */

export interface CommandIo {
  out: (text: string) => void;
  err: (text: string) => void;
  /** The bank as the seed loads it; read lazily, so a broken data file fails only the command that reads it. */
  bank: () => readonly BankQuestion[];
  categories: readonly SeedCategory[];
}

const USAGE = `usage: npm run questions -- stats
       npm run questions -- export --format moodle-xml [--country de] [--category de-vvg] [--out file]
       npm run questions -- import <file.xml> [--out dir] [--category de-vvg] [--valid-as-of YYYY-MM-DD]`;

type Cell = string | number;

/** Columns padded to their widest cell, numbers right-aligned: readable in a terminal and in a test log. */
export function alignedTable(rows: readonly Record<string, Cell>[]): string {
  const columns = Object.keys(rows[0] ?? {});
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c]).length)));
  const line = (cells: Cell[]) =>
    cells
      .map((cell, i) =>
        typeof cell === 'number' ? String(cell).padStart(widths[i]!) : String(cell).padEnd(widths[i]!),
      )
      .join('  ')
      .trimEnd();
  return [
    line(columns),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map((r) => line(columns.map((c) => r[c]!))),
  ].join('\n');
}

const percent = (part: number, whole: number) => (whole ? `${Math.round((part / whole) * 100)} %` : '–');

/** The bank's table: what a learner can earn per country and role, then every category, then the gaps. */
export function statsText(questions: readonly BankQuestion[], categories: readonly SeedCategory[]): string {
  const capacity = learnerCapacity(questions, categories).map((r) => ({
    country: r.country,
    role: r.role,
    coins: r.coins,
    'module 1': r.module1,
    'module 2': r.module2,
  }));
  const perCategory = coinTable(questions, categories).map((r) => ({
    category: r.category,
    module: r.module,
    roles: r.roles,
    questions: r.questions,
    coins: r.coins,
    expert: percent(r.expert, r.questions),
    reverse: percent(r.reverse, r.questions),
    'oldest validAsOf': r.oldestValidAsOf ?? '–',
  }));
  const unmet = targetResults(questions, categories).filter((r) => !r.met);
  return [
    `Coins a learner can earn, each question once (${questions.length} questions)`,
    alignedTable(capacity),
    '',
    'Per category (a question in two categories counts in both)',
    alignedTable(perCategory),
    '',
    unmet.length ? `Targets not met yet (${unmet.length}):` : 'All targets met.',
    ...unmet.map((r) => `  ${r.target}: ${r.actual}`),
  ].join('\n');
}

function exportCommand(args: string[], io: CommandIo): number {
  const { values } = parseArgs({
    args,
    options: {
      format: { type: 'string', default: 'moodle-xml' },
      country: { type: 'string' },
      category: { type: 'string' },
      out: { type: 'string' },
    },
  });
  if (values.format !== 'moodle-xml') {
    io.err(`unknown format ${values.format}: only moodle-xml`);
    return 2;
  }
  const countryOf = new Map(io.categories.map((c) => [c.key, c.country]));
  const questions = io
    .bank()
    .filter((q) => !values.country || countryOf.get(q.categories[0]!) === values.country)
    .filter((q) => !values.category || q.categories.includes(values.category));
  const xml = toMoodleXml(questions, io.categories);
  if (!values.out) io.out(xml);
  else {
    writeFileSync(values.out, xml);
    io.err(`${questions.length} questions written to ${values.out}`);
  }
  return 0;
}

/** Fresh keys continue after the highest number the bank uses in a category, so drafts never collide. */
function keysAfter(bank: readonly BankQuestion[]): (category: string) => string {
  const highest = new Map<string, number>();
  for (const q of bank) {
    const match = /^(.*)-(\d+)$/.exec(q.key);
    if (match) highest.set(match[1]!, Math.max(highest.get(match[1]!) ?? 0, Number(match[2])));
  }
  return (category) => {
    const n = (highest.get(category) ?? 0) + 1;
    highest.set(category, n);
    return `${category}-${String(n).padStart(3, '0')}`;
  };
}

function importCommand(args: string[], io: CommandIo): number {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { out: { type: 'string' }, category: { type: 'string' }, 'valid-as-of': { type: 'string' } },
  });
  const file = positionals[0];
  if (!file) {
    io.err(USAGE);
    return 2;
  }
  const bank = io.bank();
  const { questions, problems } = fromMoodleXml(readFileSync(file, 'utf8'), {
    categories: io.categories,
    category: values.category,
    validAsOf: values['valid-as-of'],
    nextKey: keysAfter(bank),
  });
  const files = new Map<string, BankQuestion[]>();
  for (const q of questions) files.set(q.categories[0]!, [...(files.get(q.categories[0]!) ?? []), q]);
  io.out(`${questions.length} questions read from ${file}, ${problems.length} skipped`);
  for (const [category, list] of files) io.out(`  ${category}: ${list.length}`);
  for (const problem of [...problems, ...bankProblems(questions, io.categories)]) io.out(`  ! ${problem}`);
  if (!values.out) {
    io.out('Nothing written: give --out <dir> to write the questions as data files.');
    return problems.length ? 1 : 0;
  }
  // Never into the live bank: imported questions are drafts an editor lands, and writers edit these files.
  const bankRoot = fileURLToPath(new URL('.', import.meta.url));
  if (resolve(values.out) === resolve(bankRoot)) {
    io.err('--out must not be the bank folder itself');
    return 2;
  }
  for (const [category, list] of files) {
    const [country, ...rest] = category.split('-');
    const path = join(values.out, country!, `${rest.join('-')}.json`);
    if (existsSync(path)) {
      io.err(`${path} exists; not overwritten`);
      return 1;
    }
    mkdirSync(dirname(path), { recursive: true });
    const data: BankFile = { category, questions: list };
    writeFileSync(path, `${JSON.stringify(data, null, 2)}\n`);
    io.out(`  wrote ${path}`);
  }
  return problems.length ? 1 : 0;
}

/** Runs one command; the exit code: 0 done, 1 done with skipped questions or a refusal, 2 wrong usage. */
export function runQuestionsCommand(argv: string[], io: CommandIo): number {
  const [command, ...args] = argv;
  try {
    if (command === 'stats') {
      io.out(statsText(io.bank(), io.categories));
      return 0;
    }
    if (command === 'export') return exportCommand(args, io);
    if (command === 'import') return importCommand(args, io);
  } catch (error) {
    io.err((error as Error).message);
    return 2;
  }
  io.err(USAGE);
  return 2;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const err = (text: string) => process.stderr.write(`${text}\n`);
  try {
    // The bank module loads and validates every data file as it is imported: a broken file stops here.
    const { seedQuestions } = await import('./index');
    process.exitCode = runQuestionsCommand(process.argv.slice(2), {
      out: (text) => process.stdout.write(`${text}\n`),
      err,
      bank: () => seedQuestions,
      categories: seedCategories,
    });
  } catch (error) {
    err((error as Error).message);
    process.exitCode = 2;
  }
}
