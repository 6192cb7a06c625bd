import { describe, expect, it } from 'vitest';
import { extendedEnd, parseDays } from './extend';

const NOW = Date.parse('2026-06-15T16:00:00Z');
const DAY = 86_400_000;

describe('extendedEnd (docs/product.md, "The operator’s console": max(now, current end) + days)', () => {
  it('adds to a running membership’s end', () => {
    const end = new Date(NOW + 2 * DAY).toISOString();
    expect(extendedEnd(end, 7, NOW)).toBe(NOW + 9 * DAY);
  });

  it('counts from now for an ended membership or none', () => {
    expect(extendedEnd(new Date(NOW - 5 * DAY).toISOString(), 3, NOW)).toBe(NOW + 3 * DAY);
    expect(extendedEnd(null, 1, NOW)).toBe(NOW + DAY);
  });
});

describe('parseDays', () => {
  it('takes whole days from 1 to 366', () => {
    expect(parseDays('7')).toEqual({ days: 7 });
    expect(parseDays(' 366 ')).toEqual({ days: 366 });
  });

  it('refuses what the server would, in its words', () => {
    for (const bad of ['', '0', '367', '1.5', '-3', 'seven', '1e2']) {
      expect(parseDays(bad)).toEqual({ problem: 'Days must be a whole number from 1 to 366.' });
    }
  });
});
