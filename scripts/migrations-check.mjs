// npm run lint's check that the migrations say what the schemas say: for each database, drizzle-kit
// generates the migration the schema would need into a copy of that database's migrations, and
// the check fails, naming the schema file and the migrations folder, when one would be written
// (a schema changed without `npm run db:generate`). `node scripts/migrations-check.mjs [DIR]` runs
// it on the copy of the sources in DIR (scripts/lint.test.ts plants a change in such a copy).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dir = path.resolve(process.argv[2] ?? root);
const drizzleKit = path.join(root, 'node_modules', 'drizzle-kit', 'bin.cjs');

// The schema and the migrations folder of each database, as api/platform/db/drizzle.*.config.ts name them.
const DIALECTS = [
  { dialect: 'sqlite', schema: 'api/platform/db/sqlite/schema.ts', out: 'drizzle' },
  { dialect: 'postgresql', schema: 'api/platform/db/pg/schema.ts', out: 'drizzle-pg' },
];

let ok = true;
for (const { dialect, schema, out } of DIALECTS) {
  // drizzle-kit takes the folder relative to where it runs.
  const scratch = `.migrations-check-${process.pid}-${dialect}`;
  fs.cpSync(path.join(dir, out), path.join(dir, scratch), { recursive: true });
  try {
    const r = spawnSync(process.execPath, [drizzleKit, 'generate', `--dialect=${dialect}`, `--schema=./${schema}`, `--out=./${scratch}`], { cwd: dir, encoding: 'utf8' });
    if (r.status !== 0) {
      ok = false;
      console.error(`${schema}: drizzle-kit could not read the schema:\n${r.stdout}${r.stderr}`);
      continue;
    }
    const before = new Set(fs.readdirSync(path.join(dir, out)));
    const written = fs.readdirSync(path.join(dir, scratch)).filter((f) => f.endsWith('.sql') && !before.has(f));
    if (written.length > 0) {
      ok = false;
      const sql = fs.readFileSync(path.join(dir, scratch, written[0]), 'utf8');
      console.error(`${schema}: the schema differs from the migrations in ${out}/; run npm run db:generate. The migration it needs:\n${sql}`);
    } else console.log(`${schema}: the migrations in ${out}/ match it.`);
  } finally {
    fs.rmSync(path.join(dir, scratch), { recursive: true, force: true });
  }
}
process.exit(ok ? 0 : 1);
