import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM, HEADLESS_SHELL } from '../scripts/ensure-chromium.mjs';

// What only the full browser has: notifications and the push service (the installed app's
// pushes, the notification button), and the device's own fonts as a person's browser lays them
// out. These journeys run in Chromium itself; the others in its headless shell (Debian's
// chromium-headless-shell, the build Playwright itself runs headless tests in), which draws the
// same pages for about two thirds of the processor time.
const FULL_BROWSER = ['pwa.spec.ts', 'notify-private.spec.ts', 'fonts.spec.ts'];
// Page captures for people, not checks: `npm run screenshots` (screenshots.config.ts).
const CAPTURES = 'screenshots.spec.ts';
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };
export const launch = (executablePath: string) => ({
  executablePath,
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-gpu'],
});

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // Each worker has a server of its own, and a journey that reads figures over all the data one of
  // its own (fixtures.ts): a worker's journeys run one at a time on its server, each with its own
  // users and rows, so no journey meets another's data and none waits for another. Most of a
  // browser test's time is waiting for pages and timers, so four workers keep the machine's two
  // cores busy, beside npm test's vitest lane (scripts/test.mjs) and after it ends. E2E_WORKERS
  // overrides.
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS) || 4,
  retries: 0,
  // Limits that catch a hang, not a slow machine: a journey's verdict is what the page shows, and
  // on a loaded 2-core runner a page can take many seconds to show it (docs/architecture.md,
  // "Tests").
  timeout: 120_000,
  expect: { timeout: 30_000 },
  reporter: 'list',
  outputDir: '../test-results',
  use: {
    browserName: 'chromium',
    // No service worker unless a test asks for one (test.use({ serviceWorkers: 'allow' })): it
    // precaches the whole app in every new browser context, a third of a journey's processor time.
    // The installed app, offline reading and pushes are tested with it (pwa.spec.ts and the
    // offline journeys).
    serviceWorkers: 'block',
    // Pages drawn without their transitions (the app honours prefers-reduced-motion): the journeys
    // check what is shown, and drawing every frame of a fade was a sixth of their processor time.
    reducedMotion: 'reduce',
    // A trace records every step's snapshots and a screencast for every test, kept or not: most of
    // the browser's own processor time. Off unless asked for (E2E_TRACE=1 npm run test:e2e), to look
    // into a failure; the failure's screenshot is always kept.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', testIgnore: [CAPTURES, ...FULL_BROWSER], use: { ...desktop, launchOptions: launch(HEADLESS_SHELL) } },
    { name: 'chromium', testMatch: FULL_BROWSER, use: { ...desktop, launchOptions: launch(CHROMIUM) } },
  ],
});
