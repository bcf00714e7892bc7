import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { translateServerError } from '../../src/shared/domain/serverErrors';
import { messages } from '../../src/shared/messages.de';
import {
  ACCOUNT_PASSWORD as PASSWORD,
  appHome,
  expect,
  expectNoAxeViolations,
  isMobile,
  login,
  mailsTo,
  newAccount,
  openSignedIn,
  test,
  uniqueEmail,
  type TestAccount,
} from './fixtures';

// Every step is checked with axe and the machine is shared: the default 30 s is tight.
test.describe.configure({ timeout: 120_000 });

const m = messages.account;
const v = messages.validation;
const WRONG = messages.serverErrors.passwordWrong;

/**
 * A fresh, verified de agent on /app/my-account, signed in with a session of the page's own (not the
 * one it registered with, which a password change ends).
 */
async function openAccount(page: Page, request: APIRequestContext): Promise<TestAccount> {
  const account = await newAccount(request, 'de', 'agent', 'acct');
  await openSignedIn(page, request, account, '/app/my-account');
  await expect(page.getByRole('heading', { name: m.nameTitle })).toBeVisible();
  return account;
}

const section = (page: Page, title: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const field = (scope: ReturnType<typeof section>, label: string) =>
  scope.getByRole('textbox', { name: label, exact: true });
/** The message a field shows: its accessible description, read by screen readers with the field. */
const expectFieldError = (scope: ReturnType<typeof section>, label: string, message: string) =>
  expect(field(scope, label)).toHaveAccessibleDescription(new RegExp(message.replace(/[.()]/g, '\\$&')));

/** One question of the user's first course answered correctly through the API; returns its id. */
async function answerOneQuestion(request: APIRequestContext, account: TestAccount): Promise<number> {
  const courses = (await (
    await request.get('/api/users/me/courses', { headers: account.headers })
  ).json()) as {
    id: number;
  }[];
  const course = courses[0]!.id;
  const question = (await (
    await request.get(`/api/users/me/courses/${course}/question`, { headers: account.headers })
  ).json()) as { id: number };
  const { answers } = (await (
    await request.get(`/api/dev/questions/${question.id}/correct-answers`)
  ).json()) as {
    answers: number[];
  };
  const guess = await request.post(`/api/users/me/courses/${course}/question/guess`, {
    headers: { ...account.headers, 'Idempotency-Key': crypto.randomUUID() },
    data: { answers, question_id: question.id },
  });
  expect(guess.ok()).toBe(true);
  return question.id;
}

test('each account change shows its validation messages and refuses a wrong current password', async ({
  page,
  request,
}) => {
  const account = await openAccount(page, request);
  await expectNoAxeViolations(page);

  // Display name.
  const name = section(page, m.nameTitle);
  await field(name, m.firstNameLabel).fill('');
  await field(name, m.lastNameLabel).fill('');
  await name.getByRole('button', { name: m.saveName }).click();
  await expectFieldError(name, m.firstNameLabel, v.accountFirstNameRequired);
  await expectFieldError(name, m.lastNameLabel, v.accountLastNameRequired);
  await expectNoAxeViolations(page);
  await field(name, m.firstNameLabel).fill('Frieda');
  await field(name, m.lastNameLabel).fill('Fröhlich');
  await name.getByRole('button', { name: m.saveName }).click();
  await expect(name.getByText(m.nameSaved)).toBeVisible();
  const me = await (await request.get('/api/users/me', { headers: account.headers })).json();
  expect(me).toMatchObject({ first_name: 'Frieda', last_name: 'Fröhlich' });

  // E-mail.
  const email = section(page, m.emailTitle);
  await email.getByRole('button', { name: m.changeEmail }).click();
  await expectFieldError(email, m.newEmailLabel, v.emailRequired);
  await expectFieldError(email, m.currentPasswordLabel, v.currentPasswordRequired);
  await field(email, m.newEmailLabel).fill('keine-adresse');
  await expectFieldError(email, m.newEmailLabel, v.emailInvalid);
  await field(email, m.newEmailLabel).fill(uniqueEmail('acct-neu'));
  await field(email, m.currentPasswordLabel).fill('falsches-passwort');
  await email.getByRole('button', { name: m.changeEmail }).click();
  await expectFieldError(email, m.currentPasswordLabel, WRONG);
  await expectNoAxeViolations(page);

  // Password.
  const password = section(page, m.passwordTitle);
  await password.getByRole('button', { name: m.changePassword }).click();
  await expectFieldError(password, m.currentPasswordLabel, v.currentPasswordRequired);
  await expectFieldError(password, m.newPasswordLabel, v.newPasswordRequired);
  await field(password, m.newPasswordLabel).fill('kurz');
  await expectFieldError(password, m.newPasswordLabel, v.passwordTooShort);
  await field(password, m.newPasswordLabel).fill('ein-neues-passwort');
  await field(password, m.repeatPasswordLabel).fill('ein-anderes-passwort');
  await password.getByRole('button', { name: m.changePassword }).click();
  await expectFieldError(password, m.repeatPasswordLabel, v.passwordsDoNotMatch);
  await field(password, m.repeatPasswordLabel).fill('ein-neues-passwort');
  await field(password, m.currentPasswordLabel).fill('falsches-passwort');
  await password.getByRole('button', { name: m.changePassword }).click();
  await expectFieldError(password, m.currentPasswordLabel, WRONG);
  await expectNoAxeViolations(page);

  // Deletion.
  const remove = section(page, m.deleteTitle);
  await remove.getByRole('button', { name: m.deleteAccount }).click();
  await expectFieldError(remove, m.currentPasswordLabel, v.currentPasswordRequired);
  await field(remove, m.currentPasswordLabel).fill('falsches-passwort');
  await remove.getByRole('button', { name: m.deleteAccount }).click();
  const dialog = page.getByRole('alertdialog', { name: m.deleteConfirmTitle });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: messages.common.yes }).click();
  await expectFieldError(remove, m.currentPasswordLabel, WRONG);
  await expectNoAxeViolations(page);

  // Nothing was changed by the refused requests: the old password still signs in.
  const check = await request.post('/api/users/token', {
    data: { email: account.email, password: PASSWORD, country: 'de', device_name: 'check' },
  });
  expect(check.status()).toBe(200);

  // The right current password changes the password; every other session ends (the one the test
  // registered with and a second login), this page's session stays.
  const other = (await check.json()) as { token: string };
  await field(password, m.currentPasswordLabel).fill(PASSWORD);
  await password.getByRole('button', { name: m.changePassword }).click();
  await expect(password.getByText(m.passwordChanged)).toBeVisible();
  for (const headers of [{ Authorization: `Bearer ${other.token}` }, account.headers]) {
    expect((await request.get('/api/users/me', { headers })).status()).toBe(401);
  }
  await page.reload();
  await expect(page.getByRole('heading', { name: m.passwordTitle })).toBeVisible();
  await expect(page).toHaveURL(/\/app\/my-account$/);
  await page.screenshot({
    path: `/tmp/acct-${isMobile(page) ? 'mobile' : 'desktop'}-forms.png`,
    fullPage: true,
  });
});

test('an e-mail change counts only once the mailed link is opened', async ({ page, request }) => {
  const account = await openAccount(page, request);
  const next = uniqueEmail('acct-neu');
  const email = section(page, m.emailTitle);
  await field(email, m.newEmailLabel).fill(next);
  await field(email, m.currentPasswordLabel).fill(PASSWORD);
  await email.getByRole('button', { name: m.changeEmail }).click();
  await expect(email.getByText(m.emailPending(next))).toBeVisible();
  await expect(email.getByText(m.currentEmail(account.email))).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({
    path: `/tmp/acct-${isMobile(page) ? 'mobile' : 'desktop'}-pending.png`,
    fullPage: true,
  });

  const link = (await mailsTo(request, next))[0]?.links.find((href) => href.includes('confirm-email'));
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(page).toHaveURL(/\/app\/my-account\?email=confirmed$/);
  await expect(email.getByText(m.emailConfirmed)).toBeVisible();
  await expect(email.getByText(m.currentEmail(next))).toBeVisible();
  await expectNoAxeViolations(page);

  // The link works once.
  await page.goto(link!);
  await expect(email.getByText(m.emailLinkInvalid)).toBeVisible();
  const signIn = await request.post('/api/users/token', {
    data: { email: next, password: PASSWORD, country: 'de', device_name: 'check' },
  });
  expect(signIn.status()).toBe(200);
});

test('deleting the account after exporting the data: the export has the answers, the login is gone', async ({
  page,
  request,
}) => {
  const account = await openAccount(page, request);
  const questionId = await answerOneQuestion(request, account);

  const download = page.waitForEvent('download');
  await section(page, m.dataTitle).getByRole('button', { name: m.downloadData }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('meine-daten.json');
  const data = JSON.parse(await readFile((await file.path())!, 'utf8')) as {
    profile: { email: string };
    answers: { question_id: number; correct: boolean }[];
  };
  expect(data.profile.email).toBe(account.email);
  expect(data.answers).toEqual([expect.objectContaining({ question_id: questionId, correct: true })]);

  const remove = section(page, m.deleteTitle);
  await expect(remove.getByText(m.deleteIntro)).toBeVisible();
  // '(§' at a line's end and '147 AO' on the next, once at 1280 px: § holds on to its number.
  expect(await remove.getByText(m.deleteIntro).textContent()).toContain('§\u00a0147 AO');
  await field(remove, m.currentPasswordLabel).fill(PASSWORD);
  await remove.getByRole('button', { name: m.deleteAccount }).click();
  const dialog = page.getByRole('alertdialog', { name: m.deleteConfirmTitle });
  await expect(dialog).toContainText('§ 147 AO');
  expect(await dialog.textContent()).toContain('§\u00a0147 AO');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `/tmp/acct-${isMobile(page) ? 'mobile' : 'desktop'}-delete.png` });
  await dialog.getByRole('button', { name: messages.common.yes }).click();
  await expect(page).toHaveURL(/\/login/);
  expect((await request.get('/api/users/me', { headers: account.headers })).status()).toBe(401);

  await login(page, account.email, PASSWORD);
  await expect(page.getByText(translateServerError('invalid_credentials')).first()).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await expectNoAxeViolations(page);
});

async function pressFlag(page: Page) {
  if (isMobile(page)) await page.getByRole('button', { name: messages.nav.openMenu }).click();
  await page.getByRole('button', { name: messages.nav.countryFlag(messages.countries.de) }).click();
}

test('the developer panel opens from the flag for a developer and works', async ({ page, request }) => {
  const account = await newAccount(request, 'de', 'agent', 'acct-dev');
  expect((await request.post('/api/dev/developer', { data: { email: account.email } })).ok()).toBe(true);
  await openSignedIn(page, request, account, '/app');
  await expect(page).toHaveURL(appHome(page));

  await pressFlag(page);
  const panel = page.getByRole('dialog', { name: m.devPanelTitle });
  await expect(panel).toBeVisible();
  // On a phone the panel takes the drawer's place instead of opening over it.
  if (isMobile(page)) {
    await expect(page.getByRole('navigation', { name: messages.nav.mainNavigation })).toBeHidden();
  }
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `/tmp/acct-${isMobile(page) ? 'mobile' : 'desktop'}-devpanel.png` });

  await panel.getByRole('button', { name: m.devGiveCoins }).click();
  await expect(panel.getByText(m.devCoinsGiven(200))).toBeVisible();
  const me = (await (await request.get('/api/users/me', { headers: account.headers })).json()) as {
    coins: number;
  };
  expect(me.coins).toBe(200);

  await panel.getByRole('button', { name: 'AT', exact: true }).click();
  await expect(panel.getByText(m.devCountrySwitched(messages.countries.at))).toBeVisible();
  const switched = (await (await request.get('/api/users/me', { headers: account.headers })).json()) as {
    country: string;
  };
  expect(switched.country).toBe('at');

  await panel.getByRole('link', { name: m.devTestErrors }).click();
  await expect(page).toHaveURL(/\/app\/dev\/crash$/);
  await expect(
    page.getByRole('heading', { level: 2, name: messages.errorScreen.devTestTitle }),
  ).toBeVisible();
});

test('for a normal user the flag opens nothing and the server refuses the developer calls', async ({
  page,
  request,
}) => {
  const account = await newAccount(request, 'de', 'agent', 'acct-nodev');
  await openSignedIn(page, request, account, '/app');
  await expect(page).toHaveURL(appHome(page));
  await pressFlag(page);
  // Give a panel the time to load its chunk and open, then make sure none did.
  await page.waitForTimeout(1_000);
  await expect(page.getByRole('dialog', { name: m.devPanelTitle })).toHaveCount(0);
  await expectNoAxeViolations(page);

  const headers = { ...account.headers, 'Idempotency-Key': crypto.randomUUID() };
  expect((await request.post('/api/developer/give-coins', { headers })).status()).toBe(403);
  expect(
    (
      await request.post('/api/developer/switch-country', {
        headers: { ...account.headers, 'Idempotency-Key': crypto.randomUUID() },
        data: { country: 'ch' },
      })
    ).status(),
  ).toBe(403);
  const me = (await (await request.get('/api/users/me', { headers: account.headers })).json()) as {
    coins: number;
    country: string;
  };
  expect(me).toMatchObject({ coins: 0, country: 'de' });
});
