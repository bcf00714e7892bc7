import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { messages } from '../../src/shared/messages.de';
import { expect, expectNoAxeViolations, isMobile, newAccount, test } from './fixtures';

/**
 * The app honours prefers-reduced-motion (styles/base.css), and the suite runs with it
 * (playwright.config.ts). Here both sides: without the preference the modal and the drawer move,
 * with it nothing does; and the axe helper measures a page only once its animations have finished.
 */

const c = messages.courses;
const VVG = { id: 101, name: 'Versicherungsvertragsgesetz (VVG)' };

interface Started {
  name: string;
  className: string;
  duration: string;
}

/**
 * Starts recording every CSS animation the page starts (an event, so a busy machine that renders the
 * first frame late cannot make a short animation slip past unseen). As strings: the page's CSP
 * forbids in-page eval, evaluate is not affected.
 */
async function recordAnimations(page: Page): Promise<() => Promise<Started[]>> {
  await page.evaluate(`window.__started = [];
    document.addEventListener('animationstart', (event) => window.__started.push({
      name: event.animationName,
      className: String(event.target.className),
      duration: getComputedStyle(event.target).animationDuration,
    }));`);
  return () => page.evaluate('window.__started') as Promise<Started[]>;
}

const transitionDuration = (page: Page, selector: string) =>
  page.evaluate(`getComputedStyle(document.querySelector(${JSON.stringify(selector)})).transitionDuration`);

/** A de agent with one booked course, signed in on the dashboard (token and country as stored). */
async function agentOnDashboard(page: Page, request: Parameters<typeof newAccount>[0]) {
  const { token, headers } = await newAccount(request, 'de', 'agent', 'motion');
  const booked = await request.post('/api/users/me/courses', {
    headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
    data: { category_id: VVG.id, hours: 1, coins: 0 },
  });
  expect(booked.ok()).toBe(true);
  await page.addInitScript(`localStorage.setItem('token', ${JSON.stringify(token)});
    localStorage.setItem('country', 'de');`);
  await page.goto('/app/dashboard');
}

/** Opens the delete confirmation and the drawer (mobile), closing each again; returns what animated. */
async function openAndCloseOverlays(page: Page): Promise<Started[]> {
  const started = await recordAnimations(page);
  await page.getByRole('button', { name: c.deleteCourse(VVG.name) }).click();
  const dialog = page.getByRole('alertdialog', { name: c.deleteConfirm });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: c.no }).click();
  await expect(dialog).toHaveCount(0);
  if (isMobile(page)) {
    await page.getByRole('button', { name: messages.nav.openMenu }).click();
    const drawer = page.getByRole('dialog', { name: messages.nav.menu });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: messages.nav.closeMenu }).click();
    await expect(drawer).toHaveCount(0);
  }
  return started();
}

test('without a preference the modal and the drawer move; with prefers-reduced-motion nothing does', async ({
  page,
  request,
}) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await agentOnDashboard(page, request);
  const button = `button.ui-button`;
  await expect(page.locator(button).first()).toBeVisible();
  expect(await transitionDuration(page, button)).toBe('0.15s, 0.15s, 0.15s');

  const moving = await openAndCloseOverlays(page);
  const seen = (name: string, className: string) =>
    moving.filter((a) => a.name === name && a.className.split(' ').includes(className));
  // In and out again: each animation runs once on entering and once, reversed, on exiting.
  expect(seen('ui-modal-zoom', 'ui-modal').map((a) => a.duration)).toEqual(['0.3s', '0.3s']);
  expect(seen('ui-fade-in', 'ui-modal-overlay').map((a) => a.duration)).toEqual(['0.3s', '0.3s']);
  if (isMobile(page)) {
    expect(seen('shell-drawer-slide', 'shell-drawer').map((a) => a.duration)).toEqual(['0.3s', '0.3s']);
    expect(seen('shell-drawer-fade', 'shell-drawer-overlay')).toHaveLength(2);
  }

  // The same page asked for no motion: no transition, and the overlays come and go without animating.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await transitionDuration(page, button)).toBe('0s');
  expect(await openAndCloseOverlays(page)).toEqual([]);
  expect(await page.evaluate('document.getAnimations().length')).toBe(0);
});

test('the axe helper waits for a fading page to settle before it measures', async ({ page }) => {
  await page.goto('/country-select');
  await expect(page.getByRole('radio', { name: 'Deutschland', exact: true })).toBeAttached();
  // The page at a fifth of its opacity, paused: what a dialog is for a moment while it fades in.
  await page.evaluate(`window.__fade = document.body.animate([{ opacity: 0.2 }, { opacity: 1 }], 1500);
    window.__fade.pause();`);
  const halfFaded = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
  expect(halfFaded.violations.map((v) => v.id)).toEqual(['color-contrast']);

  // Running again: the helper starts while the page still fades, and passes because it waits.
  await page.evaluate('window.__fade.play()');
  expect(await page.evaluate('window.__fade.playState')).toBe('running');
  await expectNoAxeViolations(page);
  expect(await page.evaluate('window.__fade.playState')).toBe('finished');
});
