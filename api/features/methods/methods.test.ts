// GET /api/methods (docs/api.md, "Methods, the lab and the schedule"), and the control's worked
// example in docs/ledger.md ("The control") against the recipe the server uses.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { methodNumbers } from '@shared/methods';
import { createTestContext } from '../../test/harness';

const ctx = await createTestContext();
const ROOT = path.resolve(import.meta.dirname, '../../..');

describe('GET /api/methods', () => {
  it('lists every method to anyone, each with its id, name and one plain sentence', async () => {
    const r = await ctx.call('GET', '/api/methods');
    expect(r.status, r.text).toBe(200);
    expect(r.json.map((m: { id: string }) => m.id)).toEqual(['hot', 'cold', 'mirror', 'sums', 'control']);
    for (const m of r.json) {
      expect(Object.keys(m)).toEqual(['id', 'name', 'how']);
      expect(m.how).toMatch(/^[A-Z][^.]*\.$/);
    }
  });
});

describe('docs/ledger.md, "The control"', () => {
  const page = fs.readFileSync(path.join(ROOT, 'docs/ledger.md'), 'utf8');
  const section = page.slice(page.indexOf('## The control'), page.indexOf('## Checking it yourself'));

  it("shows each text's real sha256sum, and the pairs the server makes from them", () => {
    const lines = [...section.matchAll(/printf '%s' '([^']+)' \| sha256sum\n# ([0-9a-f]{64}) {2}-/g)];
    expect(lines).toHaveLength(4);
    for (const [, text, digest] of lines) expect(createHash('sha256').update(text).digest('hex')).toBe(digest);
    const made = methodNumbers('control', [], { date: '2026-06-15', timeOfDay: 'Morning', count: 2, cutoff: 0 }, (t) => createHash('sha256').update(t).digest('hex'));
    expect(made).toEqual({ pick3: ['992', '481'], pick4: ['1417', '4497'] });
    expect(section).toContain('`992` with `1417`, and `481` with `4497`');
  });
});
