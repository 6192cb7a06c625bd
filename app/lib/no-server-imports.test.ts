// The app may name the server's route types (AppType, for the typed client) but must never
// pull a server module into the bundle: any import that reaches into api/ is `import type`,
// which the build erases. e2e/bundle.spec.ts checks the built files themselves.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const APP = path.join(ROOT, 'app');
const SERVER = path.join(ROOT, 'api') + path.sep;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

// Static imports and re-exports (with or without `type`), and dynamic import() calls.
const IMPORT = /\b(import|export)\s+(type\s+)?[^'";]*?\sfrom\s+['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|\bimport\s+['"]([^'"]+)['"]/g;

function serverImports(file: string): { spec: string; typeOnly: boolean }[] {
  const text = fs.readFileSync(file, 'utf8');
  const found: { spec: string; typeOnly: boolean }[] = [];
  for (const m of text.matchAll(IMPORT)) {
    const spec = m[3] ?? m[4] ?? m[5];
    if (!spec.startsWith('.')) continue;
    if (path.resolve(path.dirname(file), spec).startsWith(SERVER)) found.push({ spec, typeOnly: !!m[2] });
  }
  return found;
}

describe('the app and the server', () => {
  it('the app names server modules only in type-only imports', () => {
    const offenders = sources(APP).flatMap((file) =>
      serverImports(file)
        .filter((i) => !i.typeOnly)
        .map((i) => `${path.relative(ROOT, file)}: ${i.spec}`),
    );
    expect(offenders).toEqual([]);
  });

  it('the typed client is where the route types come in', () => {
    const client = path.join(APP, 'lib/api-client.ts');
    expect(serverImports(client)).toEqual([{ spec: '../../api/app', typeOnly: true }]);
  });
});
