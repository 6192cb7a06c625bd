import { defineConfig, devices } from '@playwright/test';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // Page captures for people, not checks: `npm run screenshots` (screenshots.config.ts).
  testIgnore: 'screenshots.spec.ts',
  // One server for the run (global-setup.ts); tests make their own users, so files run in parallel.
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: '../test-results',
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-gpu'],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
});
