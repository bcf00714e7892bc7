import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from './pglite';

const root = mkdtempSync(join(tmpdir(), 'quiz-pglite-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the embedded database folder', () => {
  it('is made with its parents on first start, as on a fresh clone without data/, and kept', async () => {
    const dataDir = join(root, 'data', 'pglite');
    expect(existsSync(join(root, 'data'))).toBe(false);
    const first = await openPglite(dataDir);
    await first.exec('CREATE TABLE kept (value text); INSERT INTO kept VALUES ($$da$$)');
    await first.close();
    const second = await openPglite(dataDir);
    expect(await second.query('SELECT value FROM kept')).toEqual([{ value: 'da' }]);
    await second.close();
  });
});
