import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Three projects: `fast` (unit and API tests, in-process, seconds) for every change,
// `reliability` (the real server as a process: start-up, crash, load, backup, and the fuzz and
// header sweeps), which takes minutes, and `postgres` (the PostgreSQL-only tools, *.pg.test.ts).
// `npm test` runs the first two on SQLite, then `fast`, `postgres` and the two-server suite on
// PostgreSQL (TEST_DATABASE_URL; scripts/test.mjs); `npm run test:fast` runs the first.
const RELIABILITY = ['api/reliability/**/*.test.ts', 'api/startup.test.ts'];
const POSTGRES_ONLY = ['api/**/*.pg.test.ts'];

// With TEST_DATABASE_URL the API tests run on PostgreSQL, so `#db/*` loads its dialect
// (api/platform/db/dialect.ts, package.json "imports").
const dbConditions = process.env.TEST_DATABASE_URL?.trim() ? ['postgres'] : [];

export default defineConfig({
  resolve: { tsconfigPaths: true },
  ssr: { resolve: { conditions: [...dbConditions, ...defaultServerConditions] } },
  test: {
    environment: 'node',
    // Each API test file opens its own database in a temporary DATA_DIR, so files run in parallel.
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: { name: 'fast', include: ['api/**/*.test.ts', 'app/**/*.test.ts', 'shared/**/*.test.ts'], exclude: [...RELIABILITY, ...POSTGRES_ONLY] },
      },
      // One file at a time: the flood and load suites time real servers against bounds set for the
      // machine's two cores, which a second suite's servers would share (together they take no
      // longer, since each mostly waits on its own processes).
      // Its PostgreSQL-only suites (two servers on one PostgreSQL) run when TEST_DATABASE_URL names one.
      { extends: true, test: { name: 'reliability', include: RELIABILITY, exclude: dbConditions.length ? [] : POSTGRES_ONLY, fileParallelism: false } },
      { extends: true, test: { name: 'postgres', include: POSTGRES_ONLY, exclude: RELIABILITY } },
    ],
  },
});
