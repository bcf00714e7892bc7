/**
 * The built CSP, enforced by Chromium (the engine of Electron's renderer): the header main sends with
 * our pages (contentSecurityPolicy.ts) together with the baseline meta tag that electron.vite.config.ts
 * writes into the built page. Browsers enforce both, so a report reaches Sentry only if both allow it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium } from 'playwright';
import type { Browser, Page } from 'playwright';
import type { Plugin, UserConfig } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import electronViteConfig from '../../electron.vite.config';
import { buildContentSecurityPolicy } from './contentSecurityPolicy';

const root = path.resolve(import.meta.dirname, '../..');
const API_BASE_URL = 'https://quiz.example.de/api';
const DSN = 'https://public@o447951.ingest.de.sentry.io/4508';
/** Our origin in these tests; in the app it is app://bundle, which Chromium alone cannot serve. */
const PAGE = 'https://bundle.test';

/** The @sentry/core of the renderer's SDK: the report URL exactly as the SDK builds it. */
const sentryCore = createRequire(createRequire(import.meta.url).resolve('@sentry/react'))('@sentry/core') as {
  makeDsn(dsn: string): object | undefined;
  getEnvelopeEndpointWithUrlEncodedAuth(dsn: object, tunnel?: string, sdk?: object): string;
};
const reportUrl = (dsn: string) =>
  sentryCore.getEnvelopeEndpointWithUrlEncodedAuth(sentryCore.makeDsn(dsn)!, undefined, {
    name: 'sentry.javascript.react',
    version: '11.12.0',
  });

/** The page as `npm run build:desktop` writes it: src/renderer/index.html through the config's plugins. */
async function builtPage(): Promise<string> {
  const resolve = electronViteConfig as unknown as (env: { command: string; mode: string }) => {
    renderer: UserConfig;
  };
  const plugins = (
    resolve({ command: 'build', mode: 'production' }).renderer.plugins ?? []
  ).flat() as Plugin[];
  const csp = plugins.find((plugin) => plugin?.name === 'weiterbildungsquiz:baseline-csp');
  const transform = csp?.transformIndexHtml as ((html: string) => string) | undefined;
  if (!transform) throw new Error('electron.vite.config.ts: no baseline CSP plugin');
  const source = readFileSync(path.join(root, 'src/renderer/index.html'), 'utf8');
  // The bundle's entry is no matter here; the tests send from the page's context themselves.
  return transform(source).replace(/<script type="module"[^>]*><\/script>/, '');
}

const chromiumPath =
  process.env['PLAYWRIGHT_CHROMIUM_PATH'] ??
  (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

let browser: Browser;
let html: string;

beforeAll(async () => {
  html = await builtPage();
  browser = await chromium.launch({
    ...(chromiumPath ? { executablePath: chromiumPath } : {}),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
});
afterAll(() => browser?.close());

interface Attempt {
  reached: boolean;
  violations: string[];
}

/**
 * Opens the built page under `policy` (null: the meta tag alone) and POSTs an envelope to `url` from the
 * page. Nothing leaves the machine: every request is answered here, and those the CSP blocks never come.
 */
async function post(policy: string | null, url: string): Promise<Attempt> {
  const page: Page = await browser.newPage();
  const reached: string[] = [];
  try {
    await page.route('**/*', async (route) => {
      const requestUrl = route.request().url();
      if (requestUrl === `${PAGE}/`) {
        await route.fulfill({
          contentType: 'text/html',
          headers: policy ? { 'Content-Security-Policy': policy } : {},
          body: html,
        });
        return;
      }
      reached.push(requestUrl);
      await route.fulfill({ status: 200, contentType: 'application/json', body: '{}' });
    });
    await page.goto(`${PAGE}/`);
    const violations = (await page.evaluate(`(async () => {
      const violations = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        violations.push(event.effectiveDirective + ' ' + event.blockedURI));
      await fetch(${JSON.stringify(url)}, { method: 'POST', body: '{}' }).catch(() => {});
      await new Promise((resolve) => setTimeout(resolve, 50));
      return violations;
    })()`)) as string[];
    return { reached: reached.includes(url), violations };
  } finally {
    await page.close();
  }
}

describe('the built desktop CSP in Chromium', () => {
  const withDsn = buildContentSecurityPolicy({ apiBaseUrl: API_BASE_URL, reportingDsn: DSN });

  it('writes the baseline policy into the built page', () => {
    expect(html).toMatch(/<meta http-equiv="Content-Security-Policy" content="[^"]*connect-src [^"]+"/);
  });

  it("lets a crash report reach the configured Sentry's envelope endpoint", async () => {
    const attempt = await post(withDsn, reportUrl(DSN));
    expect(attempt).toEqual({ reached: true, violations: [] });
  });

  it('blocks an unrelated host, and other paths and projects of the Sentry host', async () => {
    for (const url of [
      'https://collector.evil.example/api/4508/envelope/',
      'https://o447951.ingest.de.sentry.io/api/9999/envelope/',
      'https://o447951.ingest.de.sentry.io/upload',
    ]) {
      const attempt = await post(withDsn, url);
      expect(attempt.reached, url).toBe(false);
      expect(attempt.violations, url).toEqual([`connect-src ${url}`]);
    }
  });

  it('still lets the page reach its backend', async () => {
    const attempt = await post(withDsn, `${API_BASE_URL}/app/init?version=5.3.17`);
    expect(attempt).toEqual({ reached: true, violations: [] });
  });

  it('blocks the Sentry host when no DSN is configured', async () => {
    const attempt = await post(buildContentSecurityPolicy({ apiBaseUrl: API_BASE_URL }), reportUrl(DSN));
    expect(attempt.reached).toBe(false);
  });

  it('lets the report through the meta baseline alone, so the header decides', async () => {
    const attempt = await post(null, reportUrl(DSN));
    expect(attempt).toEqual({ reached: true, violations: [] });
  });
});
