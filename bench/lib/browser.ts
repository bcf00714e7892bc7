import { existsSync } from 'node:fs';
import type { Browser } from '@playwright/test';

/** Headless Chromium as the e2e tests find it: PLAYWRIGHT_CHROMIUM_PATH, Debian's, else Playwright's. */
export async function launchChromium(): Promise<Browser> {
  const { chromium } = await import('@playwright/test');
  return chromium.launch({
    executablePath:
      process.env.PLAYWRIGHT_CHROMIUM_PATH ??
      (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}
