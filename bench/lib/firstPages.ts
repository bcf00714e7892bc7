import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';

/**
 * Each first page should load at most 130 kB of gzip JavaScript (gzip -9, 1 kB = 1000 bytes). Each
 * page's enforced budget is below, just above what it loads today so it cannot grow back:
 * `tests/e2e/budget.spec.ts` fails CI above it and `npm run bench` prints it beside the figure.
 */
export const FIRST_PAGE_JS_GOAL_BYTES = 130_000;

/** A visitor who opens the app at `/` in a fresh browser: what they have stored decides where they land. */
export interface FirstPage {
  id: 'newVisitor' | 'returningVisitor';
  label: string;
  /** Local storage the visitor brings (the chosen country under `country`); no token. */
  storage: Record<string, string>;
  /** Where `/` leads them. */
  landsOn: RegExp;
  /** A control that shows the page has rendered. */
  ready: { role: 'radio' | 'textbox'; name: string };
  /** What CI allows this page. */
  budgetBytes: number;
}

export const FIRST_PAGES: readonly FirstPage[] = [
  {
    id: 'newVisitor',
    label: 'new visitor: / → /country-select',
    storage: {},
    landsOn: /\/country-select(\?|$)/,
    ready: { role: 'radio', name: 'Deutschland' },
    // 128.1 kB: react-dom 63.6, axios 17.0, our code 15, react-router (declarative, production build) 12.9,
    // zod/mini 10.
    budgetBytes: 130_000,
  },
  {
    id: 'returningVisitor',
    label: 'returning visitor (country chosen, signed out): / → /login',
    storage: { country: 'de' },
    landsOn: /\/login(\?|$)/,
    ready: { role: 'textbox', name: 'E-Mail-Adresse' },
    // 149.9 kB: the first page above, and one chunk with the login form, react-hook-form with its zod
    // resolver, the form kit and the client's error sentences (15 files in three rounds before the 'login'
    // chunk group). Every code's sentence lives apart (messages/errorCodes.ts), so the back office's and
    // the reports' catalogs stay out of it (156.7 kB while they came with it).
    budgetBytes: 150_500,
  },
];

export interface ScriptFile {
  file: string;
  rawBytes: number;
  gzipBytes: number;
}

export interface PageWeight {
  page: string;
  files: ScriptFile[];
  rawBytes: number;
  gzipBytes: number;
}

const isScript = (response: Response) =>
  response.request().resourceType() === 'script' ||
  /javascript/.test(response.headers()['content-type'] ?? '');

export interface ScriptRecorder {
  /** How many scripts have loaded so far. */
  count(): number;
  /** The scripts loaded so far, leaving out the first `skip` (what an earlier step loaded). */
  weigh(label: string, skip?: number): Promise<PageWeight>;
}

/**
 * Records every script the page loads from now on (entry, modulepreloads, lazy chunks, anything a
 * library injects), each once, in load order. `weigh()` gzips what the browser received.
 */
export function recordScripts(page: Page): ScriptRecorder {
  const responses = new Map<string, Response>();
  page.on('response', (response) => {
    if (isScript(response) && !responses.has(response.url())) responses.set(response.url(), response);
  });
  return {
    count: () => responses.size,
    async weigh(label: string, skip = 0): Promise<PageWeight> {
      const files = await Promise.all(
        [...responses.values()].slice(skip).map(async (response) => {
          const body = await response.body();
          return {
            file: new URL(response.url()).pathname,
            rawBytes: body.length,
            gzipBytes: gzipSync(body, { level: 9 }).length,
          };
        }),
      );
      const sum = (key: 'rawBytes' | 'gzipBytes') => files.reduce((total, f) => total + f[key], 0);
      return { page: label, files, rawBytes: sum('rawBytes'), gzipBytes: sum('gzipBytes') };
    },
  };
}

/**
 * Opens `origin/` as the given visitor in `page`, which must belong to a fresh browser context, and
 * waits until the page is ready and the network is idle. Throws when `/` does not lead where the
 * visitor should land, so a routing change cannot make a figure measure the wrong page.
 */
async function openAs(page: Page, origin: string, visitor: FirstPage): Promise<void> {
  if (Object.keys(visitor.storage).length > 0) {
    // As a script text: this file is compiled for Node, where `window` has no type.
    const entries = JSON.stringify(Object.entries(visitor.storage));
    await page.addInitScript({
      content: `for (const [key, value] of ${entries}) window.localStorage.setItem(key, value);`,
    });
  }
  await page.goto(`${origin}/`);
  await page.waitForURL(visitor.landsOn);
  await page.getByRole(visitor.ready.role, { name: visitor.ready.name, exact: true }).waitFor({
    state: 'attached',
  });
  await page.waitForLoadState('networkidle');
}

/** The JavaScript `page` (of a fresh context) loads as the visitor opens `origin/`. */
export async function weighFirstPage(page: Page, origin: string, visitor: FirstPage): Promise<PageWeight> {
  const scripts = recordScripts(page);
  await openAs(page, origin, visitor);
  return scripts.weigh(visitor.label);
}

/** The ceiling for the largest contentful paint of /login, median of five fresh loads. */
export const LOGIN_LCP_GOAL_MS = 300;

/**
 * The largest contentful paint of `origin/` for the visitor, in ms after navigation start, as Chromium
 * reports it (PerformanceObserver, type 'largest-contentful-paint', buffered). Read once the visitor's
 * page is ready and the network is idle, so the entry is the page's last.
 */
export async function largestContentfulPaint(
  page: Page,
  origin: string,
  visitor: FirstPage,
): Promise<number> {
  await openAs(page, origin, visitor);
  // As a script text, like above.
  // A page that records no entry within 5 s answers NaN rather than hanging the bench.
  return page.evaluate(`new Promise((resolve) => {
    setTimeout(() => resolve(Number.NaN), 5000);
    new PerformanceObserver((list) => {
      const entries = list.getEntries();
      if (entries.length > 0) resolve(entries[entries.length - 1].startTime);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  })`) as Promise<number>;
}
