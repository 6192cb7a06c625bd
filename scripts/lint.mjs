// npm run lint: Biome's formatter check and linter over the tree (biome.jsonc), dependency-cruiser holding the
// layers over api/, app/, shared/ and e2e/ (.dependency-cruiser.cjs; docs/architecture.md, "The rules
// the lint holds"), the tables hand-written SQL names (sql-owners.mjs), and the migrations of both
// databases against their schemas (migrations-check.mjs). Each runs whatever the others found, and the run fails when any did, each
// problem named with its file.
//
// `node scripts/lint.mjs --layers DIR` runs only the layer rules and the SQL's tables, on the copy
// of the sources in DIR (scripts/lint.test.ts plants forbidden imports and SQL in such a copy).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name, file) => path.join(root, 'node_modules', name, file);
const layersOnly = process.argv[2] === '--layers';
const dir = layersOnly ? path.resolve(process.argv[3] ?? '.') : root;

function run(label, args) {
  if (!layersOnly) console.log(`\n=== ${label} ===`);
  const r = spawnSync(process.execPath, args, { cwd: dir, stdio: 'inherit' });
  return r.status === 0;
}

const results = [];
if (!layersOnly) results.push(run('biome check (format and lint)', [bin('@biomejs/biome', 'bin/biome'), 'check', '--error-on-warnings', '--max-diagnostics=none', '.']));
const sources = ['api', 'app', 'shared', 'e2e'].filter((d) => fs.existsSync(path.join(dir, d)));
results.push(
  run('layers (dependency-cruiser)', [
    bin('dependency-cruiser', 'bin/dependency-cruise.mjs'),
    '--config',
    path.join(root, '.dependency-cruiser.cjs'),
    // The reads of another feature's table made before each table had an owner, each to be moved
    // behind its owner's index.ts (docs/architecture.md, "Each table one owner"): a new one fails.
    '--ignore-known',
    path.join(root, '.dependency-cruiser-known-violations.json'),
    '--output-type',
    'err',
    ...sources,
  ]),
);
// Hand-written SQL naming another feature's table, which the import rule cannot see.
results.push(run('hand-written SQL names its own tables', [path.join(root, 'scripts', 'sql-owners.mjs'), dir]));
if (!layersOnly) results.push(run('migrations match the schemas (drizzle-kit)', [path.join(root, 'scripts', 'migrations-check.mjs')]));
process.exit(results.every(Boolean) ? 0 : 1);
