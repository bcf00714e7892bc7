import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { freePort, startNodeScript, waitForHttp } from '../lib/child';
import { launchChromium } from '../lib/browser';
import type { Section } from '../lib/section';
import { buildWeb } from './quizServer';
import { kB } from '../lib/stats';
import { formatTable } from '../lib/table';

/** SPEC budget (issue 3): the first page a visitor sees loads at most this much gzip JavaScript. */
export const FIRST_PAGE_BUDGET_BYTES = 150_000;

interface PageWeight {
  page: string;
  files: Array<{ file: string; rawBytes: number; gzipBytes: number }>;
  rawBytes: number;
  gzipBytes: number;
}

/**
 * Builds the web bundle, serves it from the reference server and opens the first pages in headless
 * Chromium: the JavaScript each page actually loads (entry, modulepreloads and lazy route chunks),
 * weighed at gzip -9. The visitor's first page (/ → /country-select) is the one the budget is for.
 */
export const firstPageJs: Section = {
  id: 'firstPageJs',
  title: 'First-page JavaScript',
  async run({ root, log }) {
    log('building the web bundle (vite build) ...');
    const distDir = buildWeb(root, join(mkdtempSync(join(tmpdir(), 'quiz-bench-web-')), 'web'));
    const port = await freePort();
    const server = startNodeScript('reference server', 'server/src/main.ts', root, {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      WEB_DIST: distDir,
    });
    const origin = `http://127.0.0.1:${port}`;
    await waitForHttp(server, `${origin}/api/placebo`, 60_000);

    const weigh = (page: string, urls: string[]): PageWeight => {
      const files = urls.map((url) => {
        const bytes = readFileSync(join(distDir, new URL(url).pathname));
        return {
          file: new URL(url).pathname,
          rawBytes: bytes.length,
          gzipBytes: gzipSync(bytes, { level: 9 }).length,
        };
      });
      const sum = (key: 'rawBytes' | 'gzipBytes') => files.reduce((total, f) => total + f[key], 0);
      return { page, files, rawBytes: sum('rawBytes'), gzipBytes: sum('gzipBytes') };
    };

    const browser = await launchChromium();
    const pages: PageWeight[] = [];
    try {
      // A fresh visitor: / → /app → /country-select.
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const tab = await context.newPage();
      const scripts: string[] = [];
      tab.on('response', (response) => {
        if (response.request().resourceType() === 'script' && !scripts.includes(response.url())) {
          scripts.push(response.url());
        }
      });
      log('opening / as a new visitor ...');
      await tab.goto(`${origin}/`);
      await tab.getByRole('heading', { level: 1 }).waitFor();
      await tab.waitForLoadState('networkidle');
      pages.push(weigh('/ (first visit: /country-select)', [...scripts]));

      // Then signing in as the German demo account: what the dashboard adds.
      const before = scripts.length;
      await tab.getByRole('radio', { name: 'Deutschland', exact: true }).check({ force: true });
      await tab.getByRole('button', { name: 'Weiter' }).click();
      await tab.getByRole('textbox', { name: 'E-Mail-Adresse', exact: true }).fill('de@demo.test');
      await tab.getByRole('textbox', { name: 'Passwort', exact: true }).fill('demo12345');
      await tab.getByRole('button', { name: 'Anmelden' }).click();
      await tab.waitForURL(/\/app(\/|$)/);
      await tab.waitForLoadState('networkidle');
      pages.push(weigh('login → dashboard (added)', scripts.slice(before)));
      await context.close();
    } finally {
      await browser.close();
      await server.stop();
    }

    const [first] = pages;
    const rows = pages.flatMap((p) => [
      ...p.files.map((f) => [`  ${f.file}`, kB(f.rawBytes), kB(f.gzipBytes)]),
      [`${p.page}: ${p.files.length} files`, kB(p.rawBytes), kB(p.gzipBytes)],
    ]);
    const within = first!.gzipBytes <= FIRST_PAGE_BUDGET_BYTES;
    return {
      report: formatTable(['page / file', 'raw kB', 'gzip -9 kB'], rows),
      summary: [
        {
          metric: 'first-page JS, gzip -9',
          value: `${kB(first!.gzipBytes)} kB (budget ${kB(FIRST_PAGE_BUDGET_BYTES)} kB: ${within ? 'within' : 'OVER'})`,
        },
        { metric: 'first-page JS, raw', value: `${kB(first!.rawBytes)} kB (${first!.files.length} files)` },
        { metric: 'added by login + dashboard, gzip -9', value: `${kB(pages[1]!.gzipBytes)} kB` },
      ],
      data: { pages, budgetBytes: FIRST_PAGE_BUDGET_BYTES },
    };
  },
};
