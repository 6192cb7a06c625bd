// One code path for both databases (docs/architecture.md, "The database"): outside
// api/platform/db/ the code awaits Drizzle queries built from `#db/schema`, which `npm run
// typecheck` checks against both dialects' builders. SQL written by hand is not checked by the
// compiler: SQL only one database speaks lives in a feature's `<name>.sql.ts`, beside its twin in
// the other dialect. The API suite runs on both (npm test); these catch what it would only catch
// on the database a change was not tried on.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return /\.tsx?$/.test(e.name) ? [p] : [];
  });
}

describe('services reach the database only through what both databases run', () => {
  // The SQLite builder's synchronous calls and its driver, and SQLite's own SQL (allowed in a
  // feature's .sql.ts, which holds each dialect's SQL).
  const driverOnly = [/\.(get|all|run)\(\)/, /\$client/, /from 'better-sqlite3'/, /\bpragma\b/i];
  const sqliteSql = [/\bjson_each\b/, /\bindexed by\b/i, /\btotal_changes\(/, /\bglob\b/];
  const files = sources(path.join(ROOT, 'api')).filter((f) => !f.includes(`${path.sep}db${path.sep}`) && !f.includes(`${path.sep}cli${path.sep}`));

  it.each(files.filter((f) => !f.endsWith('.test.ts') && !f.includes(`${path.sep}test${path.sep}`)).map((f) => [path.relative(ROOT, f)]))('%s', (file) => {
    const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
    const forbidden = file.endsWith('.sql.ts') ? driverOnly : [...driverOnly, ...sqliteSql];
    expect(forbidden.filter((re) => re.test(text)).map(String)).toEqual([]);
  });
});

describe('the browser tests reach the data only through the product', () => {
  // Never the database's driver or file: e2e/server-data.ts opens the product's own data layer
  // with the server's DATABASE_URL or DATA_DIR, so the journeys run on PostgreSQL too.
  const drivers = [/from 'better-sqlite3'/, /from 'pg'/, /new Database\(/];
  it.each(sources(path.join(ROOT, 'e2e')).map((f) => [path.relative(ROOT, f)]))('%s', (file) => {
    const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
    expect(drivers.filter((re) => re.test(text)).map(String)).toEqual([]);
  });
});
