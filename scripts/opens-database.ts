// Whether a test file opens a database, read from its source and everything it imports (relative
// and @shared/ imports, followed to the end): a call that makes a test context, a test database,
// a database connection, the server's whole set-up or a server process, or an import of a
// database driver. It may say yes too often (a helper that could open one but is not called),
// which only keeps a file in the PostgreSQL pass; scripts/test-projects.test.ts checks with it
// that the pass holds every test file that opens a database.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

const OPENS = [
  /\b(createTestContext|createPushContext|createTestDatabase|openDatabase|bootstrap|startServer)\s*\(/,
  /['"]api\/(index\.ts|cli\/)/,
  /\bnew\s+(Database|pg\.Client|pg\.Pool|Client|Pool)\s*\(/,
  /from\s+['"](better-sqlite3|pg|drizzle-orm\/[\w-]+)['"]/,
];
const IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;

function resolve(from: string, spec: string): string | null {
  const base = spec.startsWith('@shared/') ? path.join(ROOT, 'shared', spec.slice('@shared/'.length)) : spec.startsWith('.') ? path.resolve(path.dirname(from), spec) : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}.mjs`, `${base}.js`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/**
 * The first file (relative to the repository) in `file`'s imports that opens a database, with
 * what it does, or null when none does.
 */
export function opensDatabase(file: string): string | null {
  const seen = new Set<string>();
  const queue = [path.resolve(ROOT, file)];
  while (queue.length) {
    const current = queue.shift()!;
    if (seen.has(current)) continue;
    seen.add(current);
    const text = fs.readFileSync(current, 'utf8');
    for (const pattern of OPENS) {
      const found = text.match(pattern);
      if (found) return `${path.relative(ROOT, current)}: ${found[0].trim()}`;
    }
    for (const m of text.matchAll(IMPORT)) {
      const target = resolve(current, m[1] ?? m[2]);
      if (target) queue.push(target);
    }
  }
  return null;
}
