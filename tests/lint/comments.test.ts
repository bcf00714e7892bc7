import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Comments stand on their own: they say the rule they rely on, and where a reference helps they name
 * a section of docs/product-rules.md, which is in the repository. Documents that are not (the
 * specification, the design notes, the issue tracker) are never cited.
 */
const root = path.resolve(import.meta.dirname, '../..');
const RULES_DOC = 'docs/product-rules.md';
const SCANNED = ['src', 'server/src', 'scripts', 'tests', 'bench'];
const SKIPPED_DIRS = new Set(['node_modules', 'out', 'dist', 'build', 'test-results', 'playwright-report']);
const SOURCE_FILE = /\.(ts|tsx|js|mjs|cjs|css|sql|md|sh|ya?ml|html)$/;
const THIS_FILE = path.relative(root, import.meta.filename);

/** A citation of a document outside the repository. */
const OUTSIDE_CITATION = /\bSPEC\b|DESIGN\.md|DESIGN §|\b[Ii]ssue \d+/;

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : sourceFiles(relative);
    return entry.isFile() && SOURCE_FILE.test(entry.name) ? [relative] : [];
  });
}

/** The comment text of a line, or null when the line holds none (a simple scan, no parser). */
function commentOf(file: string, line: string): string | null {
  const trimmed = line.trim();
  if (file.endsWith('.md')) return line;
  if (/\.(sh|ya?ml)$/.test(file)) return trimmed.startsWith('#') ? trimmed : null;
  if (file.endsWith('.sql')) {
    const at = line.indexOf('--');
    return at === -1 ? null : line.slice(at);
  }
  if (/^(\/\/|\/\*|\*)/.test(trimmed)) return trimmed;
  const block = line.indexOf('/*');
  if (block !== -1) return line.slice(block);
  const inline = line.search(/(^|\s)\/\/\s/);
  return inline === -1 ? null : line.slice(inline);
}

/** The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

const files = SCANNED.flatMap((dir) => sourceFiles(dir)).filter((file) => file !== THIS_FILE);
const rootFiles = readdirSync(root).filter((name) => /\.(ts|js|mjs|md)$/.test(name));

describe('comments cite nothing outside the repository', () => {
  it('finds source files to scan', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('recognises comment lines and their citations', () => {
    expect(commentOf('a.ts', ' * see SPEC §2')).toMatch(OUTSIDE_CITATION);
    expect(commentOf('a.ts', 'const x = 1; // issue 13')).toMatch(OUTSIDE_CITATION);
    expect(commentOf('a.sql', '-- Orders (issue 12)')).toMatch(OUTSIDE_CITATION);
    expect(commentOf('a.ts', "const url = 'https://example.test/issue 13';")).toBeNull();
    expect(commentOf('a.ts', 'const x = 1;')).toBeNull();
    expect(commentOf('a.md', 'Beyond SPEC.md')).toMatch(OUTSIDE_CITATION);
    expect(commentOf('a.ts', '// a spec file of the suite')).not.toMatch(OUTSIDE_CITATION);
    expect(anchorOf('Coins and hours')).toBe('coins-and-hours');
  });

  it('has no comment citing SPEC, DESIGN.md or an issue number', () => {
    const findings = [...files, ...rootFiles].flatMap((file) =>
      readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, index) => {
          const comment = commentOf(file, line);
          return comment !== null && OUTSIDE_CITATION.test(comment)
            ? [`${file}:${index + 1}: ${line.trim()}`]
            : [];
        }),
    );
    expect(findings).toEqual([]);
  });
});

describe(`every ${RULES_DOC}#anchor named in the code exists`, () => {
  const headings = new Set(
    readFileSync(path.join(root, RULES_DOC), 'utf8')
      .split('\n')
      .filter((line) => /^#{1,6} /.test(line))
      .map((line) => anchorOf(line.replace(/^#+ /, ''))),
  );

  it('the rules document has sections to name', () => {
    expect(headings.size).toBeGreaterThan(10);
  });

  it('resolves every reference', () => {
    const reference = new RegExp(`${RULES_DOC.replace('.', '\\.')}#([\\w-]+)`, 'g');
    const references = [...files, ...rootFiles].flatMap((file) =>
      [...readFileSync(path.join(root, file), 'utf8').matchAll(reference)].map((match) => ({
        file,
        anchor: match[1] ?? '',
      })),
    );
    expect(references.length).toBeGreaterThan(10);
    const missing = references.filter(({ anchor }) => !headings.has(anchor));
    expect(missing).toEqual([]);
  });
});
