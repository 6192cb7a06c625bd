// What visitors are told (docs/operations.md, "What the marketing may claim"): no page states a
// figure about the business that the operator did not set in the console. The copy and every
// component are read as they are written, and the copy as a visitor reads it on a fresh install.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { claimSentence, NO_CLAIMS } from '@shared/claims';
import { ABOUT } from './about';
import { HOME } from './home';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The claims the original marketing made as fact, and no business backs by default. */
const INVENTED: [name: string, pattern: RegExp][] = [
  ['a count of users', /12,?560|Trusted Users/i],
  ['a rating', /95 ?% Positive|Positive Rating.*95/i],
  ['years of experience', /\b\d+ years of (experience|reading)/i],
  ['round-the-clock support', /24\/7|around the clock/i],
  ['thousands of members', /thousands of members/i],
  ['a founder', /Marcus|Whitfield|Founder & Chief/],
  ["the portfolio's bars", /Social Assistant|"label": ?"Marketing"|label: 'Marketing'/],
];

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return /\.(tsx?|html)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

describe('the claims about the business', () => {
  it('are made nowhere in the web app or its copy: each is the operator’s, from the console', () => {
    const files = [...sources(path.join(ROOT, 'app')), path.join(ROOT, 'shared/brand.ts')];
    const found = files.flatMap((f) => {
      const text = fs.readFileSync(f, 'utf8');
      return INVENTED.filter(([, pattern]) => pattern.test(text)).map(([name]) => `${path.relative(ROOT, f)}: ${name}`);
    });
    expect(found).toEqual([]);
  });

  it('leave the copy readable on a fresh install: every sentence has words, none a placeholder', () => {
    const sentences: unknown[] = [HOME.hero.lead, HOME.services.text, HOME.portfolio.title, HOME.portfolio.text, HOME.cta.text, ABOUT.lead];
    for (const s of sentences) {
      const shown = claimSentence(s as { text: string; without?: string }, NO_CLAIMS);
      expect(shown.length, JSON.stringify(s)).toBeGreaterThan(20);
      expect(shown).not.toMatch(/[{}]/);
    }
    // Those that are the claim itself are not shown at all.
    expect(claimSentence(ABOUT.support, NO_CLAIMS)).toBe('');
    expect(HOME.hero.facts.map((f) => claimSentence(f, NO_CLAIMS)).filter(Boolean)).toEqual(['7 states covered', 'Twice-daily updates']);
  });
});
