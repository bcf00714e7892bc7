import type { Page } from '@playwright/test';
import { messages } from '../../src/shared/messages.de';
import {
  ACCOUNT_PASSWORD,
  chooseCountry,
  expect,
  expectNoAxeViolations,
  login,
  newAccount,
  test,
  type CountryName,
} from './fixtures';

// Every page is checked with axe at each step, and the machine is shared: the default 30 s is tight.
test.describe.configure({ timeout: 90_000 });

const f = messages.feedback;

/** A fresh account of the country, signed in on its app home. */
async function signInFresh(page: Page, request: Parameters<typeof newAccount>[0], country: CountryName) {
  const code = ({ Deutschland: 'de', Österreich: 'at', Schweiz: 'ch' } as const)[country];
  const account = await newAccount(request, code, 'agent', 'info');
  await page.goto('/country-select');
  await chooseCountry(page, country);
  await login(page, account.email, ACCOUNT_PASSWORD);
  await expect(page).toHaveURL(/\/app/);
  return account;
}

/** Tab forward until the element has focus (the keyboard path a person takes), at most `limit` presses. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, limit = 40) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate('(el) => el === document.activeElement')) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('never reached by Tab');
}

test.describe('feedback (issue 15)', () => {
  test('without a rating: the message; with a rating by keyboard: sent and thanked', async ({
    page,
    request,
  }) => {
    await signInFresh(page, request, 'Deutschland');
    await page.goto('/app/feedback');
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
    await signInFresh(page, request, 'Österreich');
    await page.emulateMedia({ forcedColors: 'active' });
    await page.goto('/app/feedback');
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
