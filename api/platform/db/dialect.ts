// Which dialect a process runs: `#db/*` imports (package.json "imports") load sqlite/ by default
// and pg/ under the `postgres` condition. Every entry point (the server, the CLIs, the bench, the
// browser tests' fixtures) calls useDialect() with its database before it imports anything that
// imports `#db/*`; vitest sets the condition from TEST_DATABASE_URL (vitest.config.ts).
import { register } from 'node:module';
import type { Dialect } from './types';

/** The dialect of a DATABASE_URL or SQLite file. */
export const dialectOf = (target: string | undefined): Dialect => (target && /^postgres(ql)?:\/\//i.test(target) ? 'postgres' : 'sqlite');

let chosen: Dialect | undefined;

/**
 * The dialect the server's bundle was built for (scripts/build-server.mjs sets it at build time),
 * whose `#db/*` imports were resolved then; undefined when running from the sources.
 */
const BUILT_FOR = process.env.SERVER_BUILD_DIALECT as Dialect | undefined;

/**
 * Makes this process's `#db/*` imports load `target`'s dialect: for PostgreSQL a resolve hook adds
 * the `postgres` condition to them (dialect-hook.mjs). Only the first call decides.
 */
export function useDialect(target: string | undefined): Dialect {
  const dialect = dialectOf(target);
  if (chosen === undefined && dialect === 'postgres' && !BUILT_FOR) register('./dialect-hook.mjs', import.meta.url);
  chosen ??= dialect;
  return dialect;
}
