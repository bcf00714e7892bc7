import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startNodeScript, waitForHttp } from '../lib/child';
import { launchChromium } from '../lib/browser';
import {
  FIRST_PAGE_JS_GOAL_BYTES,
  FIRST_PAGES,
  largestContentfulPaint,
  LOGIN_LCP_GOAL_MS,
  recordScripts,
  weighFirstPage,
  type PageWeight,
} from '../lib/firstPages';
import type { Section } from '../lib/section';
import { buildWeb } from './quizServer';
import { kB, percentile } from '../lib/stats';
import { formatTable } from '../lib/table';

/**
 * Builds the web bundle, serves it from the reference server and opens the first pages in headless
 * Chromium, each in a fresh browser: the JavaScript each page actually loads (entry, modulepreloads
 * and lazy route chunks), weighed at gzip -9. Both first pages are held to the budget: a new
 * visitor's (/ → /country-select) and a returning visitor's (/ → /login).
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

    const browser = await launchChromium();
    const firstPages: PageWeight[] = [];
    let signIn: PageWeight;
    const lcps: number[] = [];
    try {
      for (const visitor of FIRST_PAGES) {
        log(`opening / as a ${visitor.label} ...`);
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        firstPages.push(await weighFirstPage(await context.newPage(), origin, visitor));
        await context.close();
      }

      // Then a returning visitor signs in as the German demo account: what the dashboard adds.
      log('signing in from /login ...');
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const tab = await context.newPage();
      const scripts = recordScripts(tab);
      await tab.goto(`${origin}/country-select`);
      await tab.getByRole('radio', { name: 'Deutschland', exact: true }).check({ force: true });
      await tab.getByRole('button', { name: 'Weiter' }).click();
      await tab.getByRole('textbox', { name: 'E-Mail-Adresse', exact: true }).fill('de@demo.test');
      await tab.waitForLoadState('networkidle');
      const before = scripts.count();
      await tab.getByRole('textbox', { name: 'Passwort', exact: true }).fill('demo12345');
      await tab.getByRole('button', { name: 'Anmelden' }).click();
      await tab.waitForURL(/\/app(\/|$)/);
      // The URL changes as the app's chunks start loading: the shell's navigation shows they are there.
      await tab.getByRole('navigation', { name: 'Hauptnavigation' }).waitFor();
      await tab.waitForLoadState('networkidle');
      signIn = await scripts.weigh('login → dashboard (added)', before);
      await context.close();

      // The LCP of /login, each load in a fresh context (nothing cached), the median of five.
      const returning = FIRST_PAGES.find((p) => p.id === 'returningVisitor')!;
      for (let i = 0; i < 5; i++) {
        const fresh = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        lcps.push(await largestContentfulPaint(await fresh.newPage(), origin, returning));
        await fresh.close();
      }
    } finally {
      await browser.close();
      await server.stop();
    }

    const budgetOf = (p: PageWeight) => FIRST_PAGES[firstPages.indexOf(p)]!.budgetBytes;
    const rows = [...firstPages, signIn].flatMap((p) => [
      ...p.files.map((f) => [`  ${f.file}`, kB(f.rawBytes), kB(f.gzipBytes)]),
      [`${p.page}: ${p.files.length} files`, kB(p.rawBytes), kB(p.gzipBytes)],
    ]);
    const over = firstPages.filter((p) => p.gzipBytes > budgetOf(p));
    const lcp = percentile(
      [...lcps].sort((a, b) => a - b),
      50,
    );
    return {
      report: `${formatTable(['page / file', 'raw kB', 'gzip -9 kB'], rows)}\nLCP of /login (ms, five fresh loads): ${lcps
        .map((ms) => ms.toFixed(0))
        .join(', ')}; median ${lcp.toFixed(0)}`,
      summary: [
        ...firstPages.flatMap((p) => [
          {
            metric: `${p.page}, JS gzip -9`,
            value: `${kB(p.gzipBytes)} kB`,
            baseline: `login → dashboard adds ${kB(signIn.gzipBytes)} kB`,
            target: `≤ ${kB(budgetOf(p))} kB (${p.gzipBytes <= budgetOf(p) ? 'within' : 'OVER'}); goal ${kB(
              FIRST_PAGE_JS_GOAL_BYTES,
            )} kB (${p.gzipBytes <= FIRST_PAGE_JS_GOAL_BYTES ? 'met' : 'not met'})`,
          },
          { metric: `${p.page}, JS raw`, value: `${kB(p.rawBytes)} kB (${p.files.length} files)` },
        ]),
        {
          metric: 'LCP of /login, median of 5',
          value: `${lcp.toFixed(0)} ms`,
          target: `≤ ${LOGIN_LCP_GOAL_MS} ms (${lcp <= LOGIN_LCP_GOAL_MS ? 'met' : 'not met'})`,
        },
      ],
      ...(over.length > 0 && {
        failure: `over budget: ${over.map((p) => `${p.page} ${kB(p.gzipBytes)} kB > ${kB(budgetOf(p))} kB`).join('; ')}`,
      }),
      data: {
        pages: Object.fromEntries(FIRST_PAGES.map((visitor, i) => [visitor.id, firstPages[i]])),
        signIn,
        budgetBytes: Object.fromEntries(FIRST_PAGES.map((visitor) => [visitor.id, visitor.budgetBytes])),
        goalBytes: FIRST_PAGE_JS_GOAL_BYTES,
        loginLcpMs: lcps,
      },
    };
  },
};
