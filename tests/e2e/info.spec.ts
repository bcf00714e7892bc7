import type { APIRequestContext, Page } from '@playwright/test';
import { messages } from '../../src/shared/messages.de';
import { DEMO_SELLER } from '../../server/src/documents/demoSeller';
import { COIN_EQUIVALENCE, COURSE_DESCRIPTION, HOW_IT_WORKS } from '../../src/shared/messages/info';
import { LEGAL_PAGES, legalMessages } from '../../src/shared/messages/legal';
import {
  chooseCountry,
  COUNTRY_CODES,
  expect,
  expectNoAxeViolations,
  appHome,
  newAccount,
  openSeedSignedIn,
  openSignedIn,
  PASSWORD,
  storeSession,
  test,
  type CountryName,
  expectTouchTargets,
} from './fixtures';

// Every page is checked with axe at each step, and the machine is shared: the default 30 s is tight.
test.describe.configure({ timeout: 90_000 });

const f = messages.feedback;

/** A fresh account of the country, signed in through the API (the login form is loginArea.spec's) on `path`. */
async function signInFresh(
  page: Page,
  request: Parameters<typeof newAccount>[0],
  country: CountryName,
  path: string,
) {
  const account = await newAccount(request, COUNTRY_CODES[country], 'agent', 'info');
  await openSignedIn(page, request, account, path);
  return account;
}

/** Tab forward until the element has focus (the keyboard path a person takes), at most `limit` presses. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, limit = 40) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === el.ownerDocument.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('never reached by Tab');
}

test.describe('feedback', () => {
  test('without a rating: the message; with a rating by keyboard: sent and thanked', async ({
    page,
    request,
  }) => {
    await signInFresh(page, request, 'Deutschland', '/app/feedback');
    const group = page.getByRole('radiogroup', { name: f.ratingLabel });
    await expect(group).toBeVisible();
    await expectNoAxeViolations(page);

    // Keyboard only: text, then submit without a rating.
    const text = page.getByRole('textbox', { name: f.textLabel });
    await tabTo(page, text);
    await page.keyboard.type('Die Erklärungen sind sehr hilfreich.');
    const submit = page.getByRole('button', { name: f.submit });
    await tabTo(page, submit);
    let posted = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/feedback')) posted += 1;
    });
    await page.keyboard.press('Enter');
    await expect(group.getByText(messages.validation.ratingRequired)).toBeVisible();
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    // The form focuses the rating; the arrow keys choose it.
    await expect(page.getByRole('radio', { name: f.star(1), exact: true })).toBeFocused();
    expect(posted).toBe(0);
    await expectNoAxeViolations(page);

    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: f.star(4), exact: true })).toBeChecked();
    await expect(page.getByText(messages.validation.ratingRequired)).toHaveCount(0);
    // The focused star carries a visible ring.
    await expect(page.locator('.ui-star-rating__option').nth(3)).toHaveCSS('outline-style', 'solid');

    await tabTo(page, page.getByRole('checkbox', { name: f.anonymous }));
    await page.keyboard.press('Space');
    await tabTo(page, submit);
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/feedback') && r.method() === 'POST');
    await page.keyboard.press('Enter');
    const request_ = await sent;
    expect(request_.postDataJSON()).toEqual({
      rating: 4,
      feedback: 'Die Erklärungen sind sehr hilfreich.',
      anonymous: true,
    });
    expect((await request_.response())?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: f.thankYou })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the stars stay visible in forced colours (high contrast)', async ({ page, request }) => {
    await page.emulateMedia({ forcedColors: 'active' });
    await signInFresh(page, request, 'Österreich', '/app/feedback');
    await page.getByRole('radio', { name: f.star(3), exact: true }).check({ force: true });
    const colours = (await page.evaluate(
      `[...document.querySelectorAll('.ui-star-rating__option')].map((el) => getComputedStyle(el).color)`,
    )) as string[];
    // Filled stars take Highlight, the others CanvasText: two distinct system colours.
    expect(colours[0]).toBe(colours[2]);
    expect(colours[3]).toBe(colours[4]);
    expect(colours[2]).not.toBe(colours[3]);
    await expectNoAxeViolations(page);
  });
});

const SEED: Record<CountryName, string> = {
  Deutschland: 'de@demo.test',
  Österreich: 'at@demo.test',
  Schweiz: 'ch@demo.test',
};

/**
 * A seed account of the country (only read, never changed), signed in through the API on `path`, or with
 * its session stored and no page of the app opened yet.
 */
async function signInSeed(page: Page, request: APIRequestContext, country: CountryName, path?: string) {
  if (path) await openSeedSignedIn(page, request, SEED[country], country, path);
  else
    await storeSession(page, request, {
      email: SEED[country],
      password: PASSWORD,
      country: COUNTRY_CODES[country],
    });
}

const titles = legalMessages.pageTitles;

test('legal information: each page as text, the others as links, the Impressum with the operator', async ({
  page,
  request,
}) => {
  await signInSeed(page, request, 'Deutschland', '/app/legal-info');
  await expect(page).toHaveURL(/\/app\/legal-info\/tos$/);
  const nav = page.getByRole('navigation', { name: legalMessages.otherPages });
  for (const current of LEGAL_PAGES) {
    if (current !== 'tos') await nav.getByRole('link', { name: titles[current] }).click();
    await expect(page).toHaveURL(new RegExp(`/app/legal-info/${current}$`));
    await expect(page.getByRole('heading', { level: 2, name: titles[current] })).toBeVisible();
    // The current page is plain text, every other one a link.
    await expect(nav.getByText(titles[current], { exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: titles[current] })).toHaveCount(0);
    for (const other of LEGAL_PAGES.filter((p) => p !== current)) {
      const link = nav.getByRole('link', { name: titles[other] });
      await expect(link).toHaveAttribute('href', `/app/legal-info/${other}`);
      // A touch target: the links were 40 px tall once.
      await expectTouchTargets([link]);
    }
    // Long German compounds wrap: the page never grows wider than the window.
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
    await expectNoAxeViolations(page);
  }
  // The Impressum and the privacy policy name the configured operator (server default: the demo seller).
  await nav.getByRole('link', { name: titles.impressum }).click();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Angaben gemäß § 5 DDG' })).toBeVisible();
  for (const fact of [DEMO_SELLER.name, DEMO_SELLER.registerNumber, DEMO_SELLER.vatId, DEMO_SELLER.email]) {
    await expect(main).toContainText(fact);
  }
  await expect(main).not.toContainText(DEMO_SELLER.iban);
  await nav.getByRole('link', { name: titles.privacy }).click();
  await expect(main).toContainText(`${DEMO_SELLER.name}, ${DEMO_SELLER.address.street}`);
  for (const heading of [
    'Quiz, Antworten und Coins',
    'Bestellungen und Rechnungen',
    'Newsfeed und Werbung',
    'Fehlerberichte',
    'E-Mails',
  ]) {
    await expect(main.getByRole('heading', { name: new RegExp(heading) })).toBeVisible();
  }
  // An unknown sub-page leads to the terms.
  await page.goto('/app/legal-info/unbekannt');
  await expect(page).toHaveURL(/\/app\/legal-info\/tos$/);
});

for (const country of ['Deutschland', 'Österreich', 'Schweiz'] as const) {
  const code = COUNTRY_CODES[country];
  test(`how it works and the course description in ${country}`, async ({ page, request }) => {
    await signInSeed(page, request, country, '/app/how-it-works');
    const main = page.getByRole('main');
    const howItWorks = HOW_IT_WORKS[code];
    await expect(main.getByRole('heading', { level: 2, name: howItWorks.title })).toBeVisible();
    await expect(main).toContainText(howItWorks.intro!);
    for (const section of howItWorks.sections) {
      await expect(main.getByRole('heading', { level: 3, name: section.heading })).toBeVisible();
    }
    if (code === 'ch') {
      await expect(main).toContainText('Cicero: 100 Coins je Credit');
      await expect(main).toContainText('SKPE: 200 Coins je Credit');
    } else {
      await expect(main).toContainText('100 Coins ergeben eine Weiterbildungsstunde');
      await expect(main).toContainText(code === 'de' ? 'gut beraten' : 'Teilnahmebestätigung');
    }
    await expectNoAxeViolations(page);

    await page.goto('/app/course-description');
    if (code === 'ch') {
      // de and at only; others go to / (and from there to the app's home).
      await expect(page).toHaveURL(appHome(page));
      return;
    }
    const description = COURSE_DESCRIPTION[code];
    await expect(main.getByRole('heading', { level: 2, name: description.title })).toBeVisible();
    for (const heading of [
      'Zielgruppe',
      'Lernziele',
      'Inhalte Modul 1: Rechtliche Themen',
      'Inhalte Modul 2: Spartenwissen',
      'Trainer',
      'Methode',
      'Dauer',
      'Organisatorisches',
      'Punkte',
    ]) {
      await expect(main.getByRole('heading', { level: 3, name: heading })).toBeVisible();
    }
    await expect(main).toContainText(COIN_EQUIVALENCE);
    await expect(main).toContainText(code === 'de' ? '§ 34d Abs. 9 GewO' : '§ 137b GewO 1994');
    await expectNoAxeViolations(page);
  });
}

/** With INFO_SCREENSHOTS set, saves a screenshot to /tmp for a person to look at. */
async function shot(page: Page, name: string) {
  if (!process.env.INFO_SCREENSHOTS) return;
  await page.screenshot({ path: `/tmp/info-${name}-${page.viewportSize()?.width}.png`, fullPage: true });
}

test('wide layouts at 1100 and 1320 px', async ({ page, request }) => {
  await signInSeed(page, request, 'Deutschland');
  const shell = page.locator('.shell-layout');
  const box = async (selector: string) => (await page.locator(selector).first().boundingBox())!;
  const sizes = [
    [1099, 'desktop'],
    [1100, 'wide'],
    [1320, 'wider'],
  ] as const;
  for (const [width, tier] of sizes) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/app/how-it-works');
    await expect(shell).toHaveAttribute('data-layout', tier);
    await expect(page.getByRole('complementary')).toBeVisible();
    const content = await box('.shell-layout__content');
    const main = await box('.shell-layout__main');
    const left = content.x - main.x;
    const right = main.x + main.width - (content.x + content.width);
    // The column is centred: equal gutters, 20 px on desktop, 32 px from 1100, 48 px or more from 1320.
    expect(Math.abs(left - right)).toBeLessThan(2);
    if (tier === 'desktop') expect(Math.round(left)).toBe(20);
    if (tier === 'wide') expect(Math.round(left)).toBe(32);
    if (tier === 'wider') {
      // Room for the full 800 px column.
      expect(content.width).toBe(800);
      expect(left).toBeGreaterThanOrEqual(48);
    }
    if (tier === 'wider') {
      // The top bar's title starts where the content column starts.
      const title = await box('.shell-top-bar__title');
      expect(Math.abs(title.x - content.x)).toBeLessThanOrEqual(2);
    }
    await expectNoAxeViolations(page);
    await shot(page, 'how-it-works');
  }
  await page.goto('/app/legal-info/impressum');
  await expect(page.getByRole('heading', { name: titles.impressum })).toBeVisible();
  await shot(page, 'impressum');
  await page.goto('/app/feedback');
  await expect(page.getByRole('radiogroup')).toBeVisible();
  await shot(page, 'feedback');
});

test('a visitor reads the terms and the privacy policy from the sign-up before accepting them', async ({
  page,
}) => {
  await page.goto('/country-select');
  await chooseCountry(page, 'Österreich');
  await page.goto('/signup');
  await page.getByRole('link', { name: messages.auth.tosLink }).click();
  await expect(page).toHaveURL(/\/legal\/tos$/);
  await expect(page.getByRole('heading', { level: 2, name: titles.tos })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(DEMO_SELLER.name);
  await expectNoAxeViolations(page);
  const nav = page.getByRole('navigation', { name: legalMessages.otherPages });
  await nav.getByRole('link', { name: titles.privacy }).click();
  await expect(page).toHaveURL(/\/legal\/privacy$/);
  await expect(page.getByRole('heading', { level: 2, name: titles.privacy })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: legalMessages.backToSignup }).click();
  await expect(page).toHaveURL(/\/signup$/);
});
