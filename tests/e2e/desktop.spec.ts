import type { Page, TestInfo } from '@playwright/test';
import type { KioskSettings } from '../../src/shared/ipc';
import { IpcInvoke } from '../../src/shared/ipc';
import { messages } from '../../src/shared/messages.de';
import { FakeDesktopMain } from './fakeDesktopBridge';
import {
  chooseCountry,
  emailField,
  expect,
  expectNoAxeViolations,
  isMobile,
  login,
  passwordField,
  signIn,
  test,
} from './fixtures';

/**
 * The renderer's desktop path, run in the web build with a test double of `window.app`
 * (tests/e2e/fakeDesktopBridge.ts) against the real server.
 */

const m = messages.kiosk;

/** Where a sign-in ends: the dashboard on desktop, the welcome screen at /app on a phone. */
const APP_START = /\/app(\/dashboard)?$/;

async function desktopApp(
  page: Page,
  origin: string,
  kiosk: Partial<KioskSettings> | null = null,
): Promise<FakeDesktopMain> {
  const main = new FakeDesktopMain(page, {
    origin,
    kiosk: kiosk && { idleLogoutSeconds: 300, accessCode: null, coursePreset: null, ...kiosk },
  });
  await main.install();
  return main;
}

/** Every string the page keeps in its web storages, keys and values. */
const webStorage = (page: Page): Promise<string[]> =>
  page.evaluate(
    `[localStorage, sessionStorage].flatMap((storage) => Object.entries(storage).flat())`,
  ) as Promise<string[]>;

async function pressLogout(page: Page) {
  if (isMobile(page)) await page.getByRole('button', { name: messages.nav.openMenu }).click();
  await page.getByRole('button', { name: messages.nav.logout }).click();
}

/**
 * A picture of the open dialog to look at, once it shows: the dialogs fade in over 300 ms, and on touch
 * screens react-aria keeps them transparent a moment longer.
 */
async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  // Polled from here: the page's CSP (script-src 'self') forbids waitForFunction's in-page eval.
  await expect
    .poll(() =>
      page.evaluate(`[...document.querySelectorAll('[role=dialog], [role=alertdialog]')].every((dialog) => {
        for (let node = dialog; node; node = node.parentElement) {
          if (getComputedStyle(node).opacity !== '1') return false;
        }
        return true;
      })`),
    )
    .toBe(true);
  await page.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`) });
}

const offlineModal = (page: Page) =>
  page.getByRole('alertdialog', { name: messages.network.noInternetTitle });

test('the token lives in main: set through the bridge on login, never in web storage, cleared on logout', async ({
  page,
  baseURL,
}) => {
  const main = await desktopApp(page, baseURL!);
  await signIn(page, 'de@demo.test');
  await expect(page).toHaveURL(APP_START);
  expect(main.token).toMatch(/\S{16,}/);
  expect(main.callsTo(IpcInvoke.tokenSet)).toEqual([[main.token]]);
  const stored = await webStorage(page);
  expect(stored.some((entry) => entry.includes(main.token!))).toBe(false);
  expect(stored).not.toContain('token');
  // No developer account: no developer hook on the page.
  expect(await page.evaluate('typeof window.quizDeveloperArticles')).toBe('undefined');

  // A new start asks main for the token and is still signed in.
  await page.reload();
  await expect(page).toHaveURL(APP_START);
  expect(main.callsTo(IpcInvoke.tokenGet).length).toBeGreaterThanOrEqual(2);

  await pressLogout(page);
  await expect(page).toHaveURL(/\/login/);
  expect(main.token).toBeNull();
  expect(main.callsTo(IpcInvoke.tokenClear)).toHaveLength(1);
});

test('a request without response reports to main; the modal closes when main says the network is back', async ({
  page,
  net,
}) => {
  const main = await desktopApp(page, net.origin);
  await page.goto(`${net.origin}/country-select`);
  await chooseCountry(page, 'Deutschland');
  await emailField(page).fill('de@demo.test');
  await passwordField(page).fill('demo12345');
  net.cut();
  await page.getByRole('button', { name: messages.auth.loginSubmit }).click();
  await expect(offlineModal(page)).toBeVisible();
  expect(main.callsTo(IpcInvoke.connectivityReportDown).length).toBeGreaterThanOrEqual(1);
  await expectNoAxeViolations(page);

  // Main does the probing on desktop: the renderer waits for its word, even once the network is back.
  net.restore();
  await page.waitForTimeout(1_500);
  await expect(offlineModal(page)).toBeVisible();
  expect(net.count(/^GET \/api\/placebo/)).toBe(0);

  await main.emitConnectivity(true);
  await expect(offlineModal(page)).toHaveCount(0);
  // The held login request is replayed.
  await expect(page).toHaveURL(/\/app/);
  expect(main.token).not.toBeNull();
});

test('an article visit counts once main reports its window closed', async ({ page, baseURL }) => {
  const main = await desktopApp(page, baseURL!);
  await signIn(page, 'dev@demo.test');
  await expect(page).toHaveURL(APP_START);
  await expect.poll(() => page.evaluate('typeof window.quizDeveloperArticles')).toBe('object');

  const visit = page.evaluate(
    `window.quizDeveloperArticles.openArticle('https://news.example/artikel-1')`,
  ) as Promise<number>;
  await expect.poll(() => main.openArticles).toEqual(['https://news.example/artikel-1']);
  expect(main.callsTo(IpcInvoke.articleOpen)).toEqual([['https://news.example/artikel-1']]);
  expect(await page.evaluate('window.quizDeveloperArticles.articleVisits()')).toBe(0);

  main.closeArticle();
  expect(await visit).toBe(1);
  expect(await page.evaluate('window.quizDeveloperArticles.articleVisits()')).toBe(1);
});

test.describe('kiosk mode', () => {
  test('after idle time a countdown shows; "Weiter lernen" stops it; at zero the participant is logged out and the station wiped', async ({
    page,
    baseURL,
  }, testInfo) => {
    // 60 s until the logout, the countdown over the last 30 s. The page runs on Playwright's clock: time
    // flows as usual (30 s of it for axe while the countdown shows, enough on a busy machine), and the
    // idle stretches are skipped with fastForward instead of waited for.
    await page.clock.install();
    const main = await desktopApp(page, baseURL!, { idleLogoutSeconds: 60 });
    await signIn(page, 'de@demo.test');
    await expect(page).toHaveURL(APP_START);
    // The address changes as the app shell's chunks start loading; its rendering (focus, scroll) counts as
    // activity, so the idle time is skipped only once the shell is there.
    await page.locator('.shell-layout__skip-link').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    expect(main.token).not.toBeNull();
    const pageNow = () => page.evaluate(() => Date.now());

    const countdown = page.getByRole('alertdialog', { name: m.idleTitle });
    await page.clock.fastForward(30_500);
    await expect(countdown).toBeVisible({ timeout: 12_000 });
    await expect(countdown).toContainText(/in \d+ Sekunden? abgemeldet/);
    await screenshot(page, testInfo, 'kiosk-countdown');
    await expectNoAxeViolations(page);
    await countdown.getByRole('button', { name: m.keepLearning }).click();
    const resumedAt = await pageNow();
    await expect(countdown).toHaveCount(0);
    expect(main.callsTo(IpcInvoke.kioskNextParticipant)).toHaveLength(0);

    // The idle time starts over: the countdown is back after another 30 s (of the page's time), then
    // runs out.
    await page.clock.fastForward(30_500);
    await expect(countdown).toBeVisible({ timeout: 12_000 });
    expect((await pageNow()) - resumedAt).toBeGreaterThan(9_000);
    await page.clock.fastForward(30_000);
    await expect.poll(() => main.callsTo(IpcInvoke.kioskNextParticipant).length, { timeout: 12_000 }).toBe(1);
    expect(main.token).toBeNull();
    expect(main.callsTo(IpcInvoke.tokenClear).length).toBeGreaterThanOrEqual(1);
    // Main wiped the storages (the country too) and started the app afresh.
    await expect(page).toHaveURL(/\/country-select/);
    await expect(countdown).toHaveCount(0);
  });

  test('"Nächste Person" asks first, then logs out and wipes the station', async ({ page, baseURL }) => {
    const main = await desktopApp(page, baseURL!, {});
    await signIn(page, 'at@demo.test', 'Österreich');
    await expect(page).toHaveURL(/\/app/);
    await page.getByRole('button', { name: m.nextParticipant }).click();
    const confirm = page.getByRole('alertdialog', { name: m.nextParticipantTitle });
    await expect(confirm).toBeVisible();
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: m.nextParticipantConfirm }).click();
    await expect(page).toHaveURL(/\/country-select/);
    expect(main.callsTo(IpcInvoke.kioskNextParticipant)).toHaveLength(1);
    expect(main.token).toBeNull();
  });

  test('participants land on the course preset after login', async ({ page, baseURL }) => {
    await desktopApp(page, baseURL!, { coursePreset: '/app/feedback' });
    await signIn(page, 'ch@demo.test', 'Schweiz');
    await expect(page).toHaveURL(/\/app\/feedback$/);
    await expect(page.getByRole('heading', { level: 1, name: messages.nav.feedback })).toBeVisible();
  });

  test('the admin dialog opens when main refuses to quit; a wrong PIN is refused, the right one quits', async ({
    page,
    baseURL,
  }, testInfo) => {
    const main = await desktopApp(page, baseURL!, {});
    await page.goto(`${baseURL}/country-select`);
    await expect(page.getByRole('radio', { name: 'Deutschland', exact: true })).toBeAttached();
    await main.requestAdmin();
    const dialog = page.getByRole('dialog', { name: m.adminTitle });
    await expect(dialog).toBeVisible();
    const pin = dialog.getByLabel(m.adminPinLabel);
    await expect(pin).toBeFocused();
    await screenshot(page, testInfo, 'kiosk-admin');
    await expectNoAxeViolations(page);

    await pin.fill('0000');
    await dialog.getByRole('button', { name: m.adminQuit }).click();
    await expect(dialog.getByText(m.adminPinWrong)).toBeVisible();
    await expect(pin).toHaveAttribute('aria-invalid', 'true');
    expect(main.callsTo(IpcInvoke.kioskUnlock)).toEqual([['0000']]);
    expect(main.quitRequested).toBe(false);
    await screenshot(page, testInfo, 'kiosk-admin-wrong-pin');
    await expectNoAxeViolations(page);

    await pin.fill('1234');
    await pin.press('Enter');
    await expect(dialog).toHaveCount(0);
    expect(main.quitRequested).toBe(true);
  });
});

test('without kiosk mode there is neither the next-participant action nor a countdown', async ({
  page,
  baseURL,
}) => {
  await desktopApp(page, baseURL!);
  await page.goto(`${baseURL}/country-select`);
  await chooseCountry(page, 'Deutschland');
  await login(page, 'de@demo.test');
  await expect(page).toHaveURL(APP_START);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: m.nextParticipant })).toHaveCount(0);
});
