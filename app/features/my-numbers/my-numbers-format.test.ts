import { describe, expect, it } from 'vitest';
import { expectedText, yearSentence } from './my-numbers-format';

const hit = { state: 'OH', game: 'pick3', drawDate: '2026-06-13', drawTime: 'evening', kind: 'box' } as const;

describe("a number's year in words", () => {
  it('says how often it came up against chance, as the product page words it', () => {
    expect(yearSentence({ hits: [hit, hit, hit], draws: 1460, expectedHits: 2.19 })).toBe('Came up 3 times in 1,460 draws; chance expects 2.2.');
    expect(yearSentence({ hits: [hit], draws: 4, expectedHits: 0.024 })).toBe('Came up once in 4 draws; chance expects 0.024.');
    expect(yearSentence({ hits: [hit, hit], draws: 12_345, expectedHits: 12.345 })).toBe('Came up twice in 12,345 draws; chance expects 12.3.');
    expect(yearSentence({ hits: [], draws: 1, expectedHits: 0.001 })).toBe('Did not come up in 1 draw; chance expects 0.001.');
    expect(yearSentence({ hits: [], draws: 0, expectedHits: 0 })).toBe('No draws of its game stored for your states in the last year yet.');
  });

  it('rounds chance to what a person reads', () => {
    expect([0, 0.0049, 0.87, 1, 2.25, 9.96].map(expectedText)).toEqual(['0', '0.0049', '0.87', '1', '2.3', '10']);
  });
});
