// The console asks and tells in the app's own dialogs and banners (docs/app.md, "Layout and
// navigation", "Dialogs"), never with the browser's confirm() or alert(): those block the page,
// cannot be read in the app's words, and a browser may let a person turn them off for the site.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ADMIN = import.meta.dirname;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe("the console's dialogs", () => {
  it("use the app's own dialog: no page or component calls the browser's confirm() or alert()", () => {
    const calling = sources(ADMIN)
      .map((f) => path.relative(ADMIN, f))
      .filter((f) => /\b(window\.)?(confirm|alert)\(/.test(fs.readFileSync(path.join(ADMIN, f), 'utf8').replace(/confirm\.ask\(/g, '')));
    expect(calling).toEqual([]);
  });
});
