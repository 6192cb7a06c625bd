// The web app's layers (docs/architecture.md, "The web app's layers"): a feature under
// app/features/<name>/ never imports another feature (what two share lives in app/components or
// app/lib; the router composes the features), and no module of app/ imports itself round a cycle,
// type-only imports and dynamic import() included. TypeScript's own scanner finds the imports.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const APP = path.join(ROOT, 'app');

type Graph = Map<string, string[]>;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return /\.(tsx?|css)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

/** The file a relative import names (with or without its extension), or null outside app/. */
function resolve(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), spec);
  const file = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
  return file && file.startsWith(APP + path.sep) ? file : null;
}

/** Every module of app/ (tests aside) and the modules of app/ it imports, by path from the repository. */
function appGraph(): Graph {
  const graph: Graph = new Map();
  for (const file of sources(APP)) {
    const imports = file.endsWith('.css') ? [] : ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true).importedFiles.map((i) => i.fileName);
    const deps = imports.map((spec) => resolve(file, spec)).filter((f): f is string => f !== null);
    graph.set(path.relative(ROOT, file), [...new Set(deps.map((d) => path.relative(ROOT, d)))]);
  }
  return graph;
}

const featureOf = (file: string) => /^app\/features\/([^/]+)\//.exec(file)?.[1];

/** "from -> to" for every import of one feature's module from another feature. */
function crossFeatureImports(graph: Graph): string[] {
  return [...graph].flatMap(([from, deps]) => deps.filter((to) => featureOf(from) && featureOf(to) && featureOf(from) !== featureOf(to)).map((to) => `${from} -> ${to}`));
}

/** The import cycles, each as its modules in order (Tarjan's strongly connected components). */
function importCycles(graph: Graph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || graph.get(v)?.includes(v)) cycles.push(component.reverse());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return cycles;
}

describe('the checks themselves', () => {
  const planted: Graph = new Map([
    ['app/features/account/account-page.tsx', ['app/features/legal/legal-links.ts', 'app/lib/dates.ts']],
    ['app/features/legal/legal-links.ts', []],
    ['app/lib/offline-store.ts', ['app/lib/offline-db.ts']],
    ['app/lib/offline-db.ts', ['app/lib/offline-store.ts']],
    ['app/lib/dates.ts', []],
  ]);

  it('name a feature importing another feature', () => {
    expect(crossFeatureImports(planted)).toEqual(['app/features/account/account-page.tsx -> app/features/legal/legal-links.ts']);
  });

  it('name the modules of a cycle', () => {
    expect(importCycles(planted)).toEqual([['app/lib/offline-store.ts', 'app/lib/offline-db.ts']]);
  });
});

describe('the web app', () => {
  const graph = appGraph();

  it('is read whole: the router, the pages and the shared modules', () => {
    expect(graph.get('app/router.tsx')).toContain('app/features/home/home-page.tsx');
    expect(graph.size).toBeGreaterThan(200);
  });

  it('has no feature importing another feature', () => {
    expect(crossFeatureImports(graph)).toEqual([]);
  });

  it('has no import cycle', () => {
    expect(importCycles(graph)).toEqual([]);
  });
});
