import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Five projects: `fast` (unit and API tests, in-process, seconds) for every change; the real
// server as a process (start-up, stopping, crash, load, backup, the fuzz and header sweeps), which
// takes minutes: `reliability`, whose files run side by side, and `timed`, one file at a time;
// and, only when TEST_DATABASE_URL names a PostgreSQL server, `postgres`, every test file that
// opens a database, with the PostgreSQL-only tools (*.pg.test.ts), and `two-servers`, two server
// processes on one database. `npm test` (scripts/test.mjs) runs `fast`, `reliability` and `timed`
// on SQLite, then `postgres` and `two-servers` on PostgreSQL; `npm run test:fast` runs the first.
const RELIABILITY = ['api/reliability/**/*.test.ts', 'api/startup.test.ts'];
// They keep both cores busy at production's hashing cost (a flood of sign-ins, 200 connections of
// load) and compare what they measure within the run (the server's processor time against a quiet
// sign-in's, the flood's hashes a real sign-in waited for): another suite beside them would starve
// both.
const TIMED = ['api/reliability/flood.test.ts', 'api/reliability/load.test.ts'];
/**
 * A test of real server processes waits for what they do with deadlines of its own, each one only
 * a fault reaches (docs/architecture.md, "Tests"); on a busy machine their starts and stops take
 * many times what they take on an idle one. Five minutes is for a test that hangs.
 */
const SERVER_TESTS = { testTimeout: 300_000, hookTimeout: 300_000 };
const POSTGRES_ONLY = ['api/**/*.pg.test.ts'];
const TWO_SERVERS = [
  'api/reliability/processes.test.ts',
  'api/reliability/schedule-publish.test.ts',
  'api/reliability/many-writers.pg.test.ts',
  'api/reliability/jobs-crash.test.ts',
  'api/reliability/news-crash.test.ts',
];
/**
 * The test files outside api/ that open a database, and the API test files that never do: the
 * PostgreSQL pass runs every API test file except the latter, and the former.
 * scripts/test-projects.test.ts fails when a file that opens a database is left out.
 */
export const DATABASE_TESTS_OUTSIDE_API = ['app/lib/api-client.test.ts'];
export const API_TESTS_WITHOUT_DATABASE = [
  'api/platform/config.test.ts',
  'api/features/hits/track-record.test.ts',
  'api/platform/http/answers-in-flight.test.ts',
  'api/platform/http/fair-queue.test.ts',
  'api/platform/http/password.test.ts',
  'api/platform/http/same-origin.test.ts',
  'api/platform/http/tokens.test.ts',
];

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
    // argon2id at its lowest cost for every password the tests make (docs/runtime.md, "Settings"),
    // for the servers they start too; the tests of hashing itself ask for production's.
    env: { PASSWORD_HASH_COST: 'lowest' },
    projects: [
      {
        extends: true,
        test: {
          name: 'fast',
          // A worker's files share its modules (importing them afresh per file was half the pass): no module-level state, docs/architecture.md, "Tests".
          isolate: false,
          include: ['api/**/*.test.ts', 'app/**/*.test.ts', 'shared/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: [...RELIABILITY, ...POSTGRES_ONLY],
        },
      },
      // Two files at once: they mostly wait for servers to start, drain and stop. On PostgreSQL the
      // two-server ones are `two-servers`' alone, so a file named on the command line runs once.
      {
        extends: true,
        test: { name: 'reliability', include: RELIABILITY, exclude: [...TIMED, ...POSTGRES_ONLY, ...(dbConditions.length ? TWO_SERVERS : [])], maxWorkers: 2, ...SERVER_TESTS },
      },
      { extends: true, test: { name: 'timed', include: TIMED, fileParallelism: false, ...SERVER_TESTS } },
      ...(process.env.TEST_DATABASE_URL?.trim()
        ? [
            {
              extends: true as const,
              // Two servers on one PostgreSQL database, and the kill -9 of promised work there (its
              // bound on repeats holds on either), one file at a time: the many writers keep the
              // machine's cores busy (docs/architecture.md, "Many writers at once"), and a crash
              // beside them would take them too.
              test: { name: 'two-servers', include: TWO_SERVERS, fileParallelism: false, ...SERVER_TESTS },
            },
            {
              extends: true as const,
              // As in `fast`: shared modules, no module-level state. Two files at once, each on a
              // database of its own: npm test runs it beside the browser tests, then beside the
              // reliability suites. On that busy machine a test has a minute.
              test: {
                name: 'postgres',
                isolate: false,
                maxWorkers: 2,
                testTimeout: 60_000,
                include: ['api/**/*.test.ts', ...DATABASE_TESTS_OUTSIDE_API],
                exclude: [...RELIABILITY, ...API_TESTS_WITHOUT_DATABASE],
              },
            },
          ]
        : []),
    ],
  },
});
