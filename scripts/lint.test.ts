// npm run lint's layer rules (.dependency-cruiser.cjs; docs/architecture.md, "The rules the lint
// holds") fail on each forbidden import and name the file that made it. Each is planted in a
// scratch copy of the few real modules it needs (the checker reads only those), and the lint's own
// layer pass (scripts/lint.mjs --layers) runs over the copy once.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Each rule, the real module the import is planted in, the line planted, and the module it reaches. */
const PLANTS = [
  { rule: 'app-not-api', file: 'app/lib/api-client.ts', line: "import { createApp } from '../../api/app';", reaches: 'api/app.ts' },
  { rule: 'app-api-types-in-client', file: 'app/router.tsx', line: "import type { AppType } from '../api/app';", reaches: 'api/app.ts' },
  { rule: 'shared-stands-alone', file: 'shared/plan-words.ts', line: "import { loadConfig } from '../api/platform/config';", reaches: 'api/platform/config.ts' },
  { rule: 'platform-below-features', file: 'api/platform/clock.ts', line: "import { toUserDto } from '../features/users';", reaches: 'api/features/users/index.ts' },
  {
    rule: 'feature-through-index',
    file: 'api/features/payments/payments.service.ts',
    line: "import { toUserDto } from '../users/users.service';",
    reaches: 'api/features/users/users.service.ts',
  },
  { rule: 'features-through-index', file: 'api/app.ts', line: "import { createAuthService } from './features/auth/auth.service';", reaches: 'api/features/auth/auth.service.ts' },
  {
    rule: 'app-feature-alone',
    file: 'app/features/home/home-page.tsx',
    line: "import AccountPage from '../account/account-page';",
    reaches: 'app/features/account/account-page.tsx',
  },
  // Another feature's table, and the whole schema, from a feature (#db/* resolves to the SQLite modules).
  {
    rule: 'table-owner',
    file: 'api/features/contact/contact.service.ts',
    line: "import { drawResults } from '#db/schema-results';",
    reaches: 'api/platform/db/sqlite/schema-results.ts',
  },
  { rule: 'table-owner', file: 'api/features/claims/claims.service.ts', line: "import * as schema from '#db/schema';", reaches: 'api/platform/db/sqlite/schema.ts' },
  // A cycle through a type-only import: users/index.ts already imports users.service.ts.
  { rule: 'no-circular', file: 'api/features/users/users.service.ts', line: "import type * as users from './index';", reaches: 'api/features/users/index.ts' },
  // A database driver, imported by name (the package the line names).
  ...['better-sqlite3', 'pg'].map((driver, i) => ({
    rule: 'db-drivers-in-platform',
    file: ['api/features/auth/auth.service.ts', 'e2e/fixtures.ts'][i],
    line: `import driver from '${driver}';`,
    reaches: driver,
  })),
];

/** The results' table named in the claims feature's own SQL text. */
const SQL_PLANT = { file: 'api/features/claims/claims.service.ts', line: 'export const planted = `select count(*) from draw_results where state = ?`;' };

let scratch: string;
let result: { status: number | null; output: string };

beforeAll(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'lint-planted-'));
  const copy = (rel: string) => {
    fs.mkdirSync(path.dirname(path.join(scratch, rel)), { recursive: true });
    fs.copyFileSync(path.join(ROOT, rel), path.join(scratch, rel));
  };
  // The settings the checker resolves imports with (@shared/*, #db/*), and the packages.
  for (const rel of ['tsconfig.json', 'package.json']) copy(rel);
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(scratch, 'node_modules'), 'dir');
  const reached = PLANTS.map((p) => p.reaches).filter((r) => r.includes('/'));
  for (const rel of new Set([...PLANTS.map((p) => p.file), ...reached])) copy(rel);
  for (const p of PLANTS) fs.appendFileSync(path.join(scratch, p.file), `\n${p.line}\n`);
  // Hand-written SQL naming another feature's table, which no import shows (scripts/sql-owners.mjs).
  fs.appendFileSync(path.join(scratch, SQL_PLANT.file), `\n${SQL_PLANT.line}\n`);
  // Plain text whatever the environment: under CI=true the checker's colour library colours its
  // output, and escape codes would hide the rule names this test reads.
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
  delete env.FORCE_COLOR;
  const run = spawnSync(process.execPath, [path.join(ROOT, 'scripts/lint.mjs'), '--layers', scratch], { encoding: 'utf8', env });
  result = { status: run.status, output: `${run.stdout}${run.stderr}`.replace(/\u001b\[[0-9;]*m/g, '') };
}, 120_000);

afterAll(() => {
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
});

describe('npm run lint, with one forbidden import planted for each layer rule', () => {
  it('fails', () => {
    expect(result.status, result.output).not.toBe(0);
  });

  it.each(PLANTS.map((p) => [p.rule, p.file, p]))('names %s in %s', (_rule, _file, p) => {
    // Each violation: "error <rule>: <file> → <what it reaches>"; a cycle's lists its modules
    // after the arrow, one a line, from wherever the checker entered it.
    const named = result.output.split(/\n\s*error /).filter((v) => v.startsWith(`${p.rule}: `));
    const modules = named.map((v) =>
      v
        .split('\n\n')[0]
        .slice(p.rule.length + 2)
        .split(/\s*→\s*/)
        .map((m) => m.trim())
        .filter(Boolean),
    );
    const planted = p.rule === 'no-circular' ? modules.filter((m) => m.includes(p.file)) : modules.filter((m) => m[0] === p.file);
    expect(
      planted.map((m) => m.some((x) => x.endsWith(p.reaches) || x.includes(`node_modules/${p.reaches}/`))),
      result.output,
    ).toContain(true);
  });
});

describe("npm run lint's check of hand-written SQL", () => {
  it('names the file whose SQL reads another feature’s table, and the table’s owner', () => {
    expect(result.output).toContain(`error sql-owner: ${SQL_PLANT.file}: hand-written SQL names another feature's table: draw_results (results's).`);
  });
});

describe("npm run lint's migrations check", () => {
  let copy: string;
  beforeAll(() => {
    copy = fs.mkdtempSync(path.join(os.tmpdir(), 'lint-migrations-'));
    for (const rel of ['api/platform/db/sqlite', 'api/platform/db/pg', 'drizzle', 'drizzle-pg']) fs.cpSync(path.join(ROOT, rel), path.join(copy, rel), { recursive: true });
    fs.copyFileSync(path.join(ROOT, 'package.json'), path.join(copy, 'package.json'));
    fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  });
  afterAll(() => {
    if (copy) fs.rmSync(copy, { recursive: true, force: true });
  });
  const check = () => {
    const r = spawnSync(process.execPath, [path.join(ROOT, 'scripts/migrations-check.mjs'), copy], { encoding: 'utf8' });
    return { status: r.status, output: `${r.stdout}${r.stderr}` };
  };

  it('passes while both schemas match their migrations', () => {
    const r = check();
    expect(r.status, r.output).toBe(0);
  }, 60_000);

  it('fails, naming the schema, once a column is added without its migration', () => {
    const users = path.join(copy, 'api/platform/db/pg/schema-users.ts');
    fs.writeFileSync(
      users,
      fs.readFileSync(users, 'utf8').replace("username: text('username').notNull(),", "username: text('username').notNull(),\n    nickname: text('nickname'),"),
    );
    const r = check();
    expect(r.status, r.output).toBe(1);
    expect(r.output).toContain('api/platform/db/pg/schema.ts: the schema differs from the migrations in drizzle-pg/');
    expect(r.output).toContain('"nickname"');
    expect(r.output).toContain('api/platform/db/sqlite/schema.ts: the migrations in drizzle/ match it.');
  }, 60_000);
});
