import AxeBuilder from '@axe-core/playwright';
import axeCore from 'axe-core';
import {
  expect,
  test as base,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import type { Country, Role } from '../../src/shared/api/constants';
import { messages } from '../../src/shared/messages.de';
import { startNetProxy, type NetProxy } from './netProxy';

/**
 * In-page test for a settled page: no finite animation or transition still running (an infinite one,
 * such as a spinner without reduced motion, never settles and is left out), and every open dialog
 * fully opaque up to the root. A string: the page's CSP (script-src 'self') forbids the in-page eval
 * of waitForFunction, so it is polled from here through evaluate.
 */
const SETTLED = `document.getAnimations().every((animation) =>
    animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity) &&
  [...document.querySelectorAll('[role=dialog], [role=alertdialog]')].every((dialog) => {
    for (let node = dialog; node; node = node.parentElement) {
      if (getComputedStyle(node).opacity !== '1') return false;
    }
    return true;
  })`;

/** Resolves once the page has settled (SETTLED); fails after `timeout` ms if it never does. */
export async function waitUntilSettled(page: Page, timeout = 5_000): Promise<void> {
  await expect
    .poll(() => page.evaluate(SETTLED), { message: 'animations still running', timeout, intervals: [50] })
    .toBe(true);
}

/** How many lines an element's text takes: one box per line (the element itself may stretch taller). */
export const lineCount = (element: Locator): Promise<number> =>
  element.evaluate((node) => {
    const range = node.ownerDocument.createRange();
    range.selectNodeContents(node);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });

/** Each element is at least 44 px high, a touch target (WCAG 2.5.5); the failure names its text. */
export async function expectTouchTargets(elements: Locator[]): Promise<void> {
  for (const element of elements) {
    expect(
      (await element.boundingBox())!.height,
      (await element.textContent()) ?? undefined,
    ).toBeGreaterThanOrEqual(44);
  }
}

/** What AxeBuilder injects once axe-core is in the page (injectAxe): nothing, it configures and runs that copy. */
const AXE_ALREADY_THERE = '/* axe-core is in the page already */';

/**
 * Puts axe-core (the copy AxeBuilder uses) into each frame of the page that has none yet: once per document.
 * AxeBuilder alone injects its 1.3 MB twice on every check, 0.3 s of the 0.5 s a check takes here.
 */
async function injectAxe(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    // As AxeBuilder does: a frame that cannot take it (navigating away) is left out, not an error.
    const there = await frame.evaluate(`typeof window.axe?.run === 'function'`).catch(() => true);
    if (!there) await frame.evaluate(axeCore.source).catch(() => undefined);
  }
}

/**
 * WCAG 2.2 AA, as every visited page is checked. Only once the page has settled:
 * a dialog measured while it fades in has its colours mixed with the page behind and fails contrast
 * for a moment.
 *
 * axe runs in the page itself (AxeBuilder's legacy mode, `axe.run`): the same rules and results as its
 * default, which gathers each frame's partial results and then finishes them in a new blank page with a
 * second copy of axe, at twice the time (0.5 s instead of 1.0 s a page here). Legacy mode checks
 * same-origin frames only; the app has no others, and a page with a cross-origin frame fails here rather
 * than being checked partly.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await waitUntilSettled(page);
  const origin = new URL(page.url()).origin;
  expect(
    page
      .frames()
      .map((frame) => frame.url())
      .filter((url) => /^https?:/.test(url) && new URL(url).origin !== origin),
    'frames of another origin, which axe would not check',
  ).toEqual([]);
  const axe = (axeSource?: string) =>
    new AxeBuilder({ page, axeSource })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .setLegacyMode()
      .analyze();
  await injectAxe(page);
  // A page that navigated since (a redirect) has a new document without axe: AxeBuilder injects it there.
  const results = await axe(AXE_ALREADY_THERE).catch(() => axe());
  expect(
    results.violations.map(
      (v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

/**
 * Console errors the browser logs for answers the app handles itself: an API reply of 4xx (a wrong
 * password, a form error, a session that ended) is part of the product, and the browser logs each one;
 * and a socket whose page navigates away while it connects. Everything else logged as an error, and every
 * uncaught exception or rejection, fails the test unless the test allows it (allowConsoleErrors).
 */
const ALWAYS_ALLOWED: readonly RegExp[] = [
  /^console: Failed to load resource: the server responded with a status of 4\d\d/,
  /^console: WebSocket connection to .* failed: WebSocket is closed before the connection is established/,
];

/** What a test that cuts the network (the `net` fixture) provokes on purpose. */
const NETWORK_CUT_ALLOWED: readonly RegExp[] = [
  /^console: Failed to load resource: net::ERR_/,
  /^console: WebSocket connection to .* failed/,
];

const allowances = new WeakMap<BrowserContext, RegExp[]>();

/**
 * Declares console errors or page errors (`pageerror: <message>`) that the calling test provokes on
 * purpose; each pattern is tested against `console: <text>` or `pageerror: <message>`.
 */
export function allowConsoleErrors(target: Page | BrowserContext, ...patterns: RegExp[]): void {
  const context = 'context' in target ? target.context() : target;
  allowances.set(context, [...(allowances.get(context) ?? []), ...patterns]);
}

/**
 * Starts collecting the console errors and page errors of every page of `context`; `unexpected()` returns
 * (and forgets) those collected since its last call that neither ALWAYS_ALLOWED nor allowConsoleErrors
 * allows. The consoleGuard fixture uses it for each test's context; a spec that keeps one context over
 * several tests (allRoutes.spec.ts) asks it at the end of each.
 */
export function watchConsole(context: BrowserContext): { unexpected: () => string[] } {
  let logged: string[] = [];
  context.on('console', (message) => {
    if (message.type() === 'error') logged.push(`console: ${message.text()}`);
  });
  context.on('weberror', (error) => logged.push(`pageerror: ${error.error().message}`));
  return {
    unexpected: () => {
      const allowed = [...ALWAYS_ALLOWED, ...(allowances.get(context) ?? [])];
      const lines = logged;
      logged = [];
      return lines.filter((line) => !allowed.some((pattern) => pattern.test(line)));
    },
  };
}

/**
 * Every test may ask for a `net` proxy between its browser and the server (tests/e2e/netProxy.ts); and
 * every test fails on a console error or page error of any page of its context that nobody allowed.
 */
export const test = base.extend<{ net: NetProxy; consoleGuard: void }>({
  net: async ({ baseURL, context }, use) => {
    const proxy = await startNetProxy({ host: '127.0.0.1', port: Number(new URL(baseURL!).port) });
    allowConsoleErrors(context, ...NETWORK_CUT_ALLOWED);
    await use(proxy);
    await proxy.close();
  },
  consoleGuard: [
    async ({ context }, use) => {
      const watched = watchConsole(context);
      await use();
      expect(watched.unexpected(), 'console errors or page errors that no test allowed').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/** The seed accounts' password (server/src/seed/accounts.ts). */
export const PASSWORD = 'demo12345';

export type CountryName = 'Deutschland' | 'Österreich' | 'Schweiz';

export const isMobile = (page: Page): boolean => (page.viewportSize()?.width ?? 1280) <= 768;

/** Where /app leads: the welcome screen on mobile, the dashboard on desktop. */
export const appHome = (page: Page): RegExp => (isMobile(page) ? /\/app$/ : /\/app\/dashboard$/);

/** On /country-select: picks the country and continues to /login. */
export async function chooseCountry(page: Page, name: CountryName): Promise<void> {
  await page.getByRole('radio', { name, exact: true }).check({ force: true });
  await page.getByRole('button', { name: messages.lockscreen.continue }).click();
  await expect(page).toHaveURL(/\/login/);
  // The address changes as the login page's chunk starts loading; the form shows it has arrived.
  await expect(page.getByRole('textbox', { name: messages.auth.emailLabel, exact: true })).toBeVisible();
}

export const emailField = (page: Page) =>
  page.getByRole('textbox', { name: messages.auth.emailLabel, exact: true });
export const passwordField = (page: Page) =>
  page.getByRole('textbox', { name: messages.auth.passwordLabel, exact: true });

/** On /login: signs in with the given account. */
export async function login(page: Page, email: string, password = PASSWORD): Promise<void> {
  await emailField(page).fill(email);
  await passwordField(page).fill(password);
  await page.getByRole('button', { name: messages.auth.loginSubmit }).click();
}

/** From anywhere: choose the country, then sign in. */
export async function signIn(page: Page, email: string, country: CountryName = 'Deutschland') {
  await page.goto('/country-select');
  await chooseCountry(page, country);
  await login(page, email);
}

interface DevMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
  attachments: { filename: string; contentType: string; size: number; url: string }[];
}

/** The mails the server sent to `to`, newest first (the development mailbox). */
export async function mailsTo(request: APIRequestContext, to: string): Promise<DevMail[]> {
  const response = await request.get(`/api/dev/mails?to=${encodeURIComponent(to)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as DevMail[];
}

/** A fresh address per test, so parallel workers never share an account. */
export const uniqueEmail = (prefix: string): string =>
  `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.test`;

/** Password of the accounts tests create. */
export const ACCOUNT_PASSWORD = 'sicheres-passwort';

export interface TestAccount {
  email: string;
  token: string;
  country: Country;
  /** The bearer header for API calls as this account. */
  headers: { Authorization: string };
}

const COUNTRY_NAMES: Record<Country, CountryName> = { de: 'Deutschland', at: 'Österreich', ch: 'Schweiz' };

/** A fresh account signed in as a person does: its country chosen, the login form, then the app's home. */
export async function signInAs(page: Page, account: TestAccount): Promise<void> {
  await page.goto('/country-select');
  await chooseCountry(page, COUNTRY_NAMES[account.country]);
  await login(page, account.email, ACCOUNT_PASSWORD);
  await expect(page).toHaveURL(appHome(page));
}

/** Opens `path` already signed in as `account` (token and country stored as the web app stores them). */
export async function openAs(page: Page, account: TestAccount, path: string): Promise<void> {
  const set = (key: string, value: string) => `localStorage.setItem('${key}', ${JSON.stringify(value)});`;
  await page.addInitScript(set('token', account.token) + set('country', account.country));
  await page.goto(path);
}

/**
 * Opens `path` signed in as `account` with a session of the page's own (a token through the API, as the
 * login form gets one), stored once as the web app stores it: for a test whose subject is not the
 * sign-in, in one step instead of the country choice and the login form. Unlike openAs, a reload keeps
 * whatever the app stored since. Returns the page's token.
 */
export async function openSignedIn(
  page: Page,
  request: APIRequestContext,
  account: TestAccount,
  path: string,
): Promise<string> {
  const token = await storeSession(page, request, { ...account, password: ACCOUNT_PASSWORD });
  await page.goto(path);
  return token;
}

/** The country code of a country's name, as the web app stores it. */
export const COUNTRY_CODES = { Deutschland: 'de', Österreich: 'at', Schweiz: 'ch' } as const satisfies Record<
  CountryName,
  Country
>;

/**
 * openSignedIn for a seed account (server/src/seed/accounts.ts, password PASSWORD) of `country`: for a test
 * whose subject is not the sign-in (loginArea.spec.ts checks the form), in one step instead of the country
 * choice and the login form. Returns the page's token.
 */
export async function openSeedSignedIn(
  page: Page,
  request: APIRequestContext,
  email: string,
  country: CountryName,
  path: string,
): Promise<string> {
  const token = await storeSession(page, request, {
    email,
    password: PASSWORD,
    country: COUNTRY_CODES[country],
  });
  await page.goto(path);
  return token;
}

/**
 * Signs in through the API (as the login form does) and stores the token and country as the web app
 * stores them, on a same-origin page that is not the app, before the app first reads them.
 */
export async function storeSession(
  page: Page,
  request: APIRequestContext,
  account: { email: string; password: string; country: string },
): Promise<string> {
  const login = await request.post('/api/users/token', {
    data: { email: account.email, password: account.password, country: account.country, device_name: 'e2e' },
  });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  await page.goto('/api/placebo');
  await page.evaluate(
    `localStorage.setItem('token', ${JSON.stringify(token)}); localStorage.setItem('country', ${JSON.stringify(account.country)});`,
  );
  return token;
}

/**
 * A fresh account for a test that changes state (tests never share one): registered, verified through
 * the mailed link and, when given, with its role, all through the API.
 */
export async function newAccount(
  request: APIRequestContext,
  country: Country,
  role: Role | null,
  prefix = 'e2e',
): Promise<TestAccount> {
  const email = uniqueEmail(`${prefix}-${country}`);
  const created = await request.post('/api/users/register', {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    data: {
      device_name: 'e2e',
      first_name: 'Erika',
      last_name: 'Muster',
      email,
      password: ACCOUNT_PASSWORD,
      country,
      tos: true,
    },
  });
  expect(created.ok()).toBe(true);
  const { token } = (await created.json()) as { token: string };
  const link = (await mailsTo(request, email))[0]?.links.find((href) => href.includes('verify-email'));
  expect(link).toBeTruthy();
  expect((await request.get(link!, { maxRedirects: 0 })).status()).toBe(302);
  const headers = { Authorization: `Bearer ${token}` };
  if (role) expect((await request.put('/api/users/me', { headers, data: { role } })).ok()).toBe(true);
  return { email, token, country, headers };
}

/** One API call as `account` (a POST when `data` is given, with its own Idempotency-Key); must succeed. */
export async function callAs(
  request: APIRequestContext,
  account: TestAccount,
  path: string,
  data?: object,
): Promise<unknown> {
  const response = await request.fetch(path, {
    method: data ? 'POST' : 'GET',
    headers: { ...account.headers, 'Idempotency-Key': crypto.randomUUID() },
    ...(data ? { data } : {}),
  });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json() as Promise<unknown>;
}
