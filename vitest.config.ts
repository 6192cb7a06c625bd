import { defineConfig } from 'vitest/config';

// Two projects: `fast` (unit and API tests, in-process, seconds) for every change, and
// `reliability` (the real server as a process: start-up, crash, load, backup, and the fuzz and
// header sweeps), which takes minutes. `npm test` runs both; `npm run test:fast` the first.
const RELIABILITY = ['api/reliability/**/*.test.ts', 'api/startup.test.ts'];

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    // Each API test file opens its own database in a temporary DATA_DIR, so files run in parallel.
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: { name: 'fast', include: ['api/**/*.test.ts', 'app/**/*.test.ts', 'shared/**/*.test.ts'], exclude: RELIABILITY },
      },
      { extends: true, test: { name: 'reliability', include: RELIABILITY } },
    ],
  },
});
