// The PostgreSQL pass of npm test runs vitest's `postgres` project, which leaves out the test files
// that never open a database (vitest.config.ts). This proves it leaves out no other: every test
// file that opens a database, as scripts/opens-database.ts reads it, is in the project as vitest
// itself resolves it, and every file the config names exists.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_TESTS_WITHOUT_DATABASE, DATABASE_TESTS_OUTSIDE_API } from '../vitest.config';
import { opensDatabase } from './opens-database';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Test files under `dir`, relative to the repository. */
function testFiles(dir: string): string[] {
  return (fs.readdirSync(path.join(ROOT, dir), { recursive: true }) as string[])
    .filter((f) => f.endsWith('.test.ts') && !f.split(path.sep).includes('node_modules'))
    .map((f) => path.join(dir, f).split(path.sep).join('/'))
    .sort();
}

/**
 * The files of a vitest project, as `vitest list` resolves them in npm test's PostgreSQL pass
 * (the postgres project is there only with TEST_DATABASE_URL; listing connects to nothing).
 */
function projectFiles(name: string): Set<string> {
  const out = execFileSync(process.execPath, [path.join(ROOT, 'node_modules/vitest/vitest.mjs'), 'list', '--project', name, '--filesOnly', '--json'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, TEST_DATABASE_URL: 'postgres://listing-only@127.0.0.1:1/none' },
  });
  return new Set((JSON.parse(out) as { file: string }[]).map((f) => path.relative(ROOT, f.file).split(path.sep).join('/')));
}

describe('the PostgreSQL pass', () => {
  it('holds every test file that opens a database', () => {
    const postgres = projectFiles('postgres');
    const reliability = new Set([...projectFiles('reliability'), ...projectFiles('timed'), ...projectFiles('two-servers')]);
    const missing = ['api', 'app', 'shared', 'scripts']
      .flatMap(testFiles)
      // The reliability suites run on SQLite; the two-server ones on PostgreSQL (scripts/test.mjs).
      .filter((f) => !reliability.has(f) && !postgres.has(f))
      .map((f) => [f, opensDatabase(f)])
      .filter(([, why]) => why !== null);
    expect(missing).toEqual([]);
    // The PostgreSQL-only tools' tests.
    expect([...postgres].filter((f) => f.endsWith('.pg.test.ts')).length).toBeGreaterThan(0);
  }, 60_000);

  it('names only files that exist, and leaves out only files that open no database', () => {
    for (const f of [...DATABASE_TESTS_OUTSIDE_API, ...API_TESTS_WITHOUT_DATABASE]) expect(fs.existsSync(path.join(ROOT, f)), f).toBe(true);
    expect(API_TESTS_WITHOUT_DATABASE.map((f) => [f, opensDatabase(f)]).filter(([, why]) => why !== null)).toEqual([]);
  });

  it('reads a database through helpers and imports, and a pure unit test as none', () => {
    expect(opensDatabase('api/features/push/push.test.ts')).not.toBeNull();
    expect(opensDatabase('app/lib/api-client.test.ts')).toMatch(/createTestContext/);
    expect(opensDatabase('shared/calendar.test.ts')).toBeNull();
  });
});
