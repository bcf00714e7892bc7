import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { totpCode } from '../../server/src/admin/totp';
import { demoAdminAccounts, DEMO_PASSWORD } from '../../server/src/seed/accounts';
import { expect } from './fixtures';

/**
 * Back-office sessions for specs that test what comes after the sign-in (admin.spec tests the sign-in
 * itself): signed in through the API once per worker and account, the token put where the realm keeps it.
 */
const ADMIN_TOKEN_KEY = 'quiz.admin.token';

const nextStep = () => 30_000 - (Date.now() % 30_000) + 250;

/**
 * Sessions shared by every worker of a run (a file per account and server port): a TOTP step is accepted
 * once per account, so a second worker signing the same account in within 30 s would wait for the next step.
 * A kept token is used only while the server still knows it.
 */
const SHARED = path.join(tmpdir(), `quiz-e2e-admin-${process.env.E2E_PORT ?? '8181'}`);
const sharedFile = (email: string) => path.join(SHARED, `${email}.token`);

async function sharedToken(request: APIRequestContext, email: string): Promise<string | null> {
  const token = await readFile(sharedFile(email), 'utf8').catch(() => null);
  if (!token) return null;
  const me = await request.get('/api/admin/me', { headers: bearer(token) });
  return me.ok() ? token : null;
}

/**
 * A back-office session through the API, once per run and account. A code whose step another sign-in of
 * the same account spent is refused: then the next step's code, once its time has come (never a future
 * step's, which would refuse the other specs' sign-ins for a minute).
 */
export async function adminToken(request: APIRequestContext, email: string): Promise<string> {
  const known = await sharedToken(request, email);
  if (known) return known;
  const account = demoAdminAccounts.find((row) => row.email === email)!;
  for (let attempt = 0; attempt < 3; attempt++) {
    const started = await request.post('/api/admin/session', { data: { email, password: DEMO_PASSWORD } });
    expect(started.ok(), await started.text()).toBe(true);
    const { challenge } = (await started.json()) as { challenge: string };
    const verified = await request.post('/api/admin/session/verify', {
      data: { challenge, code: totpCode(account.totpSecret, new Date()) },
    });
    if (verified.ok()) {
      const { token } = (await verified.json()) as { token: string };
      await mkdir(SHARED, { recursive: true });
      await writeFile(sharedFile(email), token);
      return token;
    }
    await new Promise((resolve) => setTimeout(resolve, nextStep()));
  }
  throw new Error(`no back-office session for ${email}`);
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Opens a back-office page in this tab as `email`, its token kept where the realm keeps it. */
export async function openDesk(
  page: Page,
  request: APIRequestContext,
  email: string,
  path: string,
): Promise<void> {
  const token = await adminToken(request, email);
  await page.goto('/api/placebo');
  await page.evaluate(
    `sessionStorage.setItem(${JSON.stringify(ADMIN_TOKEN_KEY)}, ${JSON.stringify(token)});`,
  );
  await page.goto(path);
  await expect(page.getByTestId('admin-account')).toBeVisible();
}
