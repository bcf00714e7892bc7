import type { Page } from '@playwright/test';
import { messages } from '../../src/shared/messages.de';
import {
  appHome,
  chooseCountry,
  emailField,
  expect,
  expectNoAxeViolations,
  isMobile,
  mailsTo,
  newAccount,
  passwordField,
  signIn,
  test,
  uniqueEmail,
  expectTouchTargets,
} from './fixtures';

const v = messages.validation;
const a = messages.auth;

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
/** The field's error text, linked to it by aria-describedby (as screen readers read it). */
const expectFieldError = async (page: Page, name: string, message: string) =>
  expect(field(page, name)).toHaveAccessibleDescription(new RegExp(escape(message)));
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** On a phone every link of the form and below it is a touch target of 44 px (they were 16 to 22 px). */
async function expectAuthLinkTargets(page: Page) {
  if (!isMobile(page)) return;
  const targets = page.locator('.auth-form__inline-link, .auth-page__links a, .auth-page__links button');
  expect(await targets.count()).toBeGreaterThan(0);
  await expectTouchTargets(await targets.all());
}

async function withCountry(page: Page, path: string) {
  await page.goto('/country-select');
  await chooseCountry(page, 'Deutschland');
  await page.goto(path);
}

test.describe('routing rules', () => {
  test('/ leads into the app', async ({ page }) => {
    await signIn(page, 'de@demo.test');
    await expect(page).toHaveURL(appHome(page));
    await page.goto('/');
    await expect(page).toHaveURL(appHome(page));
  });

  test('a migrating user goes to /migration from any other area', async ({ page }) => {
    await signIn(page, 'migrating@demo.test');
    await expect(page).toHaveURL(/\/migration$/);
    await expect(page.getByText(messages.session.migrationWaiting)).toBeVisible();
    await expectNoAxeViolations(page);
    for (const path of ['/app/feedback', '/verify-email', '/login']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/migration$/);
    }
  });

  test('an unverified user goes to /verify-email', async ({ page }) => {
    await signIn(page, 'unverified@demo.test');
    await expect(page).toHaveURL(/\/verify-email$/);
    for (const path of ['/app/dashboard', '/login', '/migration']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/verify-email$/);
    }
  });

  test('a verified user outside the app goes to the redirect target or to /app', async ({ page }) => {
    await signIn(page, 'de@demo.test');
    await expect(page).toHaveURL(appHome(page));
    for (const path of ['/login', '/country-select', '/migration', '/verify-email', '/signup']) {
      await page.goto(path);
      await expect(page).toHaveURL(appHome(page));
    }
    await page.goto('/login?redirect=%2Fapp%2Fhow-it-works');
    await expect(page).toHaveURL(/\/app\/how-it-works$/);
    // Only app paths are redirect targets: anything else is ignored, never followed off-site.
    await page.goto('/login?redirect=https%3A%2F%2Fevil.example%2Fapp');
    await expect(page).toHaveURL(/localhost:\d+\/app/);
  });

  test('a visitor with a country on /country-select goes to /login', async ({ page }) => {
    await withCountry(page, '/country-select');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a visitor outside the login area goes to /login with the path as redirect', async ({ page }) => {
    await withCountry(page, '/login');
    for (const [path, redirect] of [
      ['/verify-email', '%2Fverify-email'],
      ['/migration', '%2Fmigration'],
      ['/app/news-feed', '%2Fapp%2Fnews-feed'],
    ]) {
      await page.goto(path!);
      await expect(page).toHaveURL(new RegExp(`/login\\?redirect=${redirect}$`));
    }
  });
});

test.describe('screens of the login area', () => {
  test('country select: three countries, copyright with the year, learn-more on wide screens', async ({
    page,
  }) => {
    await page.goto('/country-select');
    const radios = page.getByRole('radio');
    await expect(radios).toHaveCount(3);
    for (const name of ['Schweiz', 'Deutschland', 'Österreich']) {
      await expect(page.getByRole('radio', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('contentinfo')).toContainText(
      messages.lockscreen.copyright(new Date().getFullYear()),
    );
    // 'Weiter' without a choice asks for one.
    await page.getByRole('button', { name: messages.lockscreen.continue }).click();
    await expect(page.getByText(messages.common.selectPlaceholder)).toBeVisible();
    await page.getByRole('radio', { name: 'Schweiz', exact: true }).check({ force: true });
    const learnMore = page
      .getByRole('contentinfo')
      .getByRole('link', { name: messages.lockscreen.learnMore });
    if (isMobile(page)) await expect(learnMore).toHaveCount(0);
    else await expect(learnMore).toHaveAttribute('href', 'https://www.weiterbildungsquiz.ch');
    await expectNoAxeViolations(page);
  });

  test('login: links to forgot-password and signup, every validation message', async ({ page }) => {
    await page.goto('/country-select');
    await chooseCountry(page, 'Österreich');
    await expect(page.getByRole('link', { name: a.forgotPasswordLink })).toHaveAttribute(
      'href',
      '/login/forgot-password',
    );
    await expect(page.getByRole('link', { name: a.signupLink })).toHaveAttribute('href', '/signup');
    await page.getByRole('button', { name: a.loginSubmit }).click();
    await expectFieldError(page, a.emailLabel, v.emailRequired);
    await expectFieldError(page, a.passwordLabel, v.loginPasswordRequired);
    await expectNoAxeViolations(page);
    await expectAuthLinkTargets(page);
    // Re-validation on change: a bad address reads as invalid, a good one clears the message.
    await emailField(page).fill('kein-at-zeichen');
    await expectFieldError(page, a.emailLabel, v.emailInvalid);
    await emailField(page).fill('at@demo.test');
    await expect(emailField(page)).not.toHaveAccessibleDescription(new RegExp(escape(v.emailInvalid)));
    await passwordField(page).fill('demo12345');
    await expect(passwordField(page)).not.toHaveAccessibleDescription(
      new RegExp(escape(v.loginPasswordRequired)),
    );
  });

  test('signup: every validation message, then verification mail, link, app', async ({ page, request }) => {
    await page.goto('/country-select');
    await chooseCountry(page, 'Deutschland');
    await page.getByRole('link', { name: a.signupLink }).click();
    await expect(page).toHaveURL(/\/signup$/);
    const submit = page.getByRole('button', { name: a.signupSubmit });
    await submit.click();
    await expectFieldError(page, a.firstNameLabel, v.firstNameRequired);
    await expectFieldError(page, a.lastNameLabel, v.lastNameRequired);
    await expectFieldError(page, a.emailLabel, v.emailRequired);
    await expectFieldError(page, a.passwordLabel, v.signupPasswordRequired);
    // Said once, in the alert above the form; the box is marked invalid.
    await expect(page.getByText(v.tosRequired)).toHaveCount(0);
    await expect(page.getByText(v.tosUncheckedAtSubmit)).toHaveCount(1);
    await expect(page.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    await expectAuthLinkTargets(page);

    const email = uniqueEmail('signup');
    await field(page, a.firstNameLabel).fill('Erika');
    await field(page, a.lastNameLabel).fill('Musterfrau');
    await field(page, a.emailLabel).fill('erika@');
    await expectFieldError(page, a.emailLabel, v.emailInvalid);
    await field(page, a.emailLabel).fill(email);
    await field(page, a.passwordLabel).fill('kurz');
    await expectFieldError(page, a.passwordLabel, v.passwordTooShort);
    await field(page, a.passwordLabel).fill('sicheres-passwort');
    await page.getByRole('checkbox').check({ force: true });
    await expect(page.getByText(v.tosRequired)).toHaveCount(0);
    await expect(page.getByText(v.tosUncheckedAtSubmit)).toHaveCount(0);
    await submit.click();

    await expect(page).toHaveURL(/\/verify-email$/);
    await expect(page.getByText(email)).toBeVisible();
    await expectNoAxeViolations(page);
    // 'Erneut anfordern' sends the mail once more.
    await expect.poll(async () => (await mailsTo(request, email)).length).toBe(1);
    await page.getByRole('button', { name: messages.session.resendVerification }).click();
    await expect(page.getByText(a.verifyResent)).toBeVisible();
    const mails = await mailsTo(request, email);
    expect(mails).toHaveLength(2);
    const link = mails[0]!.links.find((href) => href.includes('verify'));
    expect(link).toBeTruthy();

    await page.goto(link!);
    await expect(page).toHaveURL(appHome(page));
  });

  test('signup with a taken address shows the server message on the e-mail field', async ({ page }) => {
    await page.goto('/country-select');
    await chooseCountry(page, 'Schweiz');
    await page.goto('/signup');
    await field(page, a.firstNameLabel).fill('Hans');
    await field(page, a.lastNameLabel).fill('Muster');
    await field(page, a.emailLabel).fill('ch@demo.test');
    await field(page, a.passwordLabel).fill('sicheres-passwort');
    await page.getByRole('checkbox').check({ force: true });
    await page.getByRole('button', { name: a.signupSubmit }).click();
    await expectFieldError(page, a.emailLabel, messages.serverErrors.emailTaken);
  });

  test('forgot password: messages, server message on failure, mail, reset, sign-in', async ({
    page,
    request,
  }) => {
    // A fresh account, so resetting its password disturbs no other test.
    const email = uniqueEmail('reset');
    const created = await request.post('/api/users/register', {
      headers: { 'Idempotency-Key': crypto.randomUUID() },
      data: {
        device_name: 'e2e',
        first_name: 'Rita',
        last_name: 'Reset',
        email,
        password: 'altes-passwort',
        country: 'de',
        tos: true,
      },
    });
    expect(created.ok()).toBe(true);

    await page.goto('/country-select');
    await chooseCountry(page, 'Deutschland');
    await page.getByRole('link', { name: a.forgotPasswordLink }).click();
    await expect(page).toHaveURL(/\/login\/forgot-password$/);
    const submit = page.getByRole('button', { name: a.forgotSubmit });
    await submit.click();
    await expectFieldError(page, a.emailLabel, v.emailRequired);
    await emailField(page).fill('falsch@');
    await expectFieldError(page, a.emailLabel, v.emailInvalid);
    await emailField(page).fill('niemand@e2e.test');
    await submit.click();
    await expectFieldError(page, a.emailLabel, messages.serverErrors.userNotFound);
    await expectNoAxeViolations(page);
    await expectAuthLinkTargets(page);

    await emailField(page).fill(email);
    await submit.click();
    await expect(page.getByText(messages.session.forgotPasswordSent)).toBeVisible();
    await expectNoAxeViolations(page);

    const [mail] = await mailsTo(request, email);
    const link = mail!.links.find((href) => href.includes('/reset-password'));
    expect(link).toBeTruthy();
    await page.goto(link!);
    await expect(page.getByRole('heading', { level: 1, name: a.resetTitle })).toBeVisible();
    await expect(page.getByText(a.resetIntro(email))).toBeVisible();
    const save = page.getByRole('button', { name: a.resetSubmit });
    await save.click();
    await expectFieldError(page, a.newPasswordLabel, v.newPasswordRequired);
    await field(page, a.newPasswordLabel).fill('kurz');
    await expectFieldError(page, a.newPasswordLabel, v.passwordTooShort);
    await expectNoAxeViolations(page);
    await expectAuthLinkTargets(page);
    await field(page, a.newPasswordLabel).fill('neues-passwort');
    await save.click();
    // The reset signs the user in; the account is not verified yet, so it waits on /verify-email.
    await expect(page).toHaveURL(/\/verify-email$/);

    // The new password works, the old one no longer does.
    const oldLogin = await request.post('/api/users/token', {
      data: { email, password: 'altes-passwort', country: 'de', device_name: 'e2e' },
    });
    expect(oldLogin.status()).toBe(401);
    const newLogin = await request.post('/api/users/token', {
      data: { email, password: 'neues-passwort', country: 'de', device_name: 'e2e' },
    });
    expect(newLogin.ok()).toBe(true);
  });

  test('after a password reset the dashboard says the password was changed', async ({ page, request }) => {
    const account = await newAccount(request, 'de', 'agent', 'reset');
    const asked = await request.post('/api/users/forgot-password', {
      headers: { 'Idempotency-Key': crypto.randomUUID() },
      data: { email: account.email, country: 'de' },
    });
    expect(asked.ok()).toBe(true);
    const mails = await mailsTo(request, account.email);
    const link = mails.flatMap((mail) => mail.links).find((href) => href.includes('/reset-password'));
    expect(link).toBeTruthy();
    await withCountry(page, link!);
    await field(page, a.newPasswordLabel).fill('neues-passwort-27');
    await page.getByRole('button', { name: a.resetSubmit }).click();
    await expect(page).toHaveURL(appHome(page));
    await expect(
      page.getByRole('status').filter({ hasText: messages.dashboard.passwordChanged }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('reset-password with a wrong token shows the server message', async ({ page }) => {
    await withCountry(page, '/reset-password?email=de%40demo.test&token=falsch');
    await field(page, a.newPasswordLabel).fill('neues-passwort');
    await page.getByRole('button', { name: a.resetSubmit }).click();
    await expect(page.getByText(messages.serverErrors.resetTokenInvalid).first()).toBeVisible();
  });

  test('reset-password with only one parameter goes to forgot-password', async ({ page }) => {
    await withCountry(page, '/reset-password?email=de%40demo.test');
    await expect(page).toHaveURL(/\/login\/forgot-password$/);
    await page.goto('/reset-password?token=abc');
    await expect(page).toHaveURL(/\/login\/forgot-password$/);
  });
});
