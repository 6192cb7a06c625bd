import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ['api/**/*.test.ts', 'app/**/*.test.ts', 'shared/**/*.test.ts'],
    environment: 'node',
    // Each API test file opens its own database in a temporary DATA_DIR, so files run in parallel.
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
