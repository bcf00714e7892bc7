import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bankFileSchema, type BankQuestion } from '../../../../src/shared/api/questionBank';
import type { SeedCategory } from '../categories';
import { alignedTable, runQuestionsCommand, type CommandIo } from './cli';

const categories: SeedCategory[] = [
  { id: 1, key: 'de-vvg', name: 'VVG', module: 1, roles: ['agent', 'makler'], country: 'de' },
  { id: 2, key: 'de-leben', name: 'Leben', module: 2, roles: ['agent'], country: 'de' },
  { id: 3, key: 'ch-vvg', name: 'VVG Schweiz', module: 1, roles: ['agent', 'makler'], country: 'ch' },
];

const question = (key: string, overrides: Partial<BankQuestion> = {}): BankQuestion => ({
  key,
  text: `Frage ${key}?`,
  answers: ['Richtig', 'Falsch eins', 'Falsch zwei', 'Falsch drei'],
  categories: [key.replace(/-\d+$/, '')],
  coins: 1,
  explanation: 'Weil das Gesetz es so bestimmt und keine Ausnahme für diesen Fall vorsieht.',
  source: '§ 1 VVG',
  validAsOf: '2026-11-27',
  ...overrides,
});

const bank = [
  question('de-vvg-001', { categories: ['de-vvg', 'de-leben'], coins: 2, validAsOf: '2024-07-01' }),
  question('de-vvg-002', { text: 'Was gilt NICHT?' }),
  question('de-leben-001'),
  question('ch-vvg-001'),
];

function run(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CommandIo = { out: (t) => out.push(t), err: (t) => err.push(t), bank: () => bank, categories };
  const code = runQuestionsCommand(argv, io);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'questions-cli-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('questions stats', () => {
  it('prints what a learner can earn per country, role and module, every category and the open targets', () => {
    const { code, out } = run(['stats']);
    expect(code).toBe(0);
    // de agent reaches de-vvg-001 through both categories, and earns its 2 coins once.
    expect(out).toContain(
      [
        'country  role    coins  module 1  module 2',
        '-------  ------  -----  --------  --------',
        'de       agent       4         3         3',
        'de       makler      3         3         0',
        'ch       agent       1         1         0',
        'ch       makler      1         1         0',
      ].join('\n'),
    );
    expect(out).toMatch(
      /category\s+module\s+roles\s+questions\s+coins\s+expert\s+reverse\s+oldest validAsOf/,
    );
    expect(out).toMatch(/de-vvg\s+1\s+agent\+makler\s+2\s+3\s+50 %\s+50 %\s+2024-07-01/);
    expect(out).toMatch(/de-leben\s+2\s+agent\s+2\s+3\s+50 %\s+0 %\s+2024-07-01/);
    expect(out).toContain('  de agent coins ≥ 2000: 4');
    expect(out).toContain('  ch reverse share ≥ 8 %: 0.0 %');
  });

  it('aligns columns: text left, numbers right', () => {
    expect(
      alignedTable([
        { name: 'a', n: 5 },
        { name: 'long', n: 123 },
      ]),
    ).toBe(['name  n', '----  ---', 'a       5', 'long  123'].join('\n'));
  });
});

describe('questions export and import', () => {
  it('export a country as Moodle XML and import it back into data files per category', () => {
    const dir = tempDir();
    const xml = join(dir, 'de.xml');
    expect(run(['export', '--format', 'moodle-xml', '--country', 'de', '--out', xml]).code).toBe(0);
    expect(readFileSync(xml, 'utf8')).toContain('<quiz>');
    expect(readFileSync(xml, 'utf8')).not.toContain('ch-vvg-001');

    const imported = run(['import', xml, '--out', join(dir, 'drafts')]);
    expect(imported.code).toBe(0);
    expect(imported.out).toContain('3 questions read');
    const vvg = bankFileSchema.parse(JSON.parse(readFileSync(join(dir, 'drafts/de/vvg.json'), 'utf8')));
    expect(vvg).toEqual({ category: 'de-vvg', questions: bank.slice(0, 2) });
  });

  it('export one category, questions filed under it second included', () => {
    const { out } = run(['export', '--category', 'de-leben']);
    expect(out).toContain('de-vvg-001');
    expect(out).toContain('de-leben-001');
    expect(out).not.toContain('de-vvg-002');
  });

  it('import without --out only reports, and refuses an unknown format or command', () => {
    const dir = tempDir();
    const xml = join(dir, 'all.xml');
    run(['export', '--out', xml]);
    const dry = run(['import', xml]);
    expect(dry.out).toContain('Nothing written');
    expect(run(['export', '--format', 'gift']).code).toBe(2);
    expect(run(['frobnicate']).err).toContain('usage');
  });
});
