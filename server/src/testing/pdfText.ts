import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The text of a PDF as `pdftotext -layout` reads it (poppler-utils), with its page count. */
export async function pdfText(pdf: Buffer | Uint8Array): Promise<{ text: string; pages: number }> {
  const dir = await mkdtemp(join(tmpdir(), 'pdf-'));
  try {
    const file = join(dir, 'document.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run('pdftotext', ['-layout', file, '-']);
    return { text: stdout, pages: stdout.split('\f').filter((page) => page.trim()).length };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
