import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/** `npm run screenshots`: every screen at 1280x800 and 375x812 into reports/screenshots (to look at). */
export default defineConfig({
  ...base,
  testDir: 'tests/screens',
  reporter: [['list']],
  workers: 1,
  // Pictures of settled screens: a dialog caught mid-fade shows neither the page nor the dialog.
  use: { ...base.use, reducedMotion: 'reduce' },
});
