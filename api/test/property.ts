// The property tests that call the API (fast-check), sized for the database they run on: each case
// of theirs reads every table (a round trip to PostgreSQL), so there they try a quarter as many
// cases, to finish in a few seconds on a busy machine (docs/architecture.md, "Tests"). The SQLite
// pass tries them all, and the parsing they exercise is the same on either. A failure names its
// seed and its shrunk case; PROPERTY_SEED=n runs that seed again.
import { testDatabaseUrl } from './test-database';

export function propertyRuns(onSqlite: number): { numRuns: number; seed?: number } {
  const seed = process.env.PROPERTY_SEED?.trim();
  return { numRuns: testDatabaseUrl() ? Math.ceil(onSqlite / 4) : onSqlite, ...(seed && { seed: Number(seed) }) };
}
