// `npm run screenshots`: every page at phone and desktop width as full-page PNGs in
// screenshots/ (git-ignored), against the same real server the browser tests start.
// Not part of `npm test`: the main config ignores screenshots.spec.ts.
import { defineConfig } from '@playwright/test';
import { CHROMIUM } from '../scripts/ensure-chromium.mjs';
import base, { launch } from './playwright.config';

export default defineConfig({
  ...base,
  testMatch: 'screenshots.spec.ts',
  testIgnore: [],
  timeout: 180_000,
  outputDir: '../test-results/screenshots',
  use: { ...base.use, launchOptions: launch(CHROMIUM), trace: 'off', screenshot: 'off' },
  projects: [{ name: 'screenshots' }],
});
