import { mkdirSync, writeFileSync } from 'node:fs';
import { FIRST_PAGES, weighFirstPage } from '../../bench/lib/firstPages';
import { expect, test } from './fixtures';

/**
 * The JavaScript of each first page, a new visitor's (/ → /country-select) and a
 * returning visitor's (/ → /login), stays within its budget in bench/lib/firstPages.ts (gzip -9, 1 kB =
 * 1000 bytes, as `npm run bench` reports it), counting every script the browser actually loads. CI fails
 * here when a change pulls more onto either.
 *
 * This suite's server reports a Sentry DSN (errors.spec.ts): the SDK must still stay off the first
 * pages, because it is loaded only at the first error. Each test runs in a fresh context.
 */
for (const visitor of FIRST_PAGES) {
  test(`${visitor.label}: at most ${visitor.budgetBytes / 1000} kB of gzip JavaScript`, async ({
    page,
    baseURL,
  }, testInfo) => {
    const weight = await weighFirstPage(page, baseURL!, visitor);
    const figure = { ...weight, budgetBytes: visitor.budgetBytes };

    // The figure goes out with the report (annotation and attachment) and as a file beside it.
    testInfo.annotations.push({
      type: `first-page-js-gzip-bytes.${visitor.id}`,
      description: String(weight.gzipBytes),
    });
    await testInfo.attach(`first-page-js.${visitor.id}.json`, {
      body: JSON.stringify(figure, null, 2),
      contentType: 'application/json',
    });
    mkdirSync('reports', { recursive: true });
    writeFileSync(
      `reports/first-page-js.${visitor.id}.${testInfo.project.name}.json`,
      `${JSON.stringify(figure, null, 2)}\n`,
    );

    // The entry script at least: an empty list would mean the recorder saw nothing, not a light page.
    expect(weight.files.some((f) => /\/assets\/index-[\w-]+\.js$/.test(f.file))).toBe(true);
    const listing = weight.files.map((f) => `${f.file}: ${f.gzipBytes} B`).join('\n');
    expect(weight.gzipBytes, `${visitor.label}, JavaScript gzip -9:\n${listing}`).toBeLessThanOrEqual(
      visitor.budgetBytes,
    );
  });
}
