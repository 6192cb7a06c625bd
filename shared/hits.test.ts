import { describe, expect, it } from 'vitest';
import { boxKey, chanceOf, gameOfNumber, hitKind, orderings } from './hits';

const all = (digits: number) => Array.from({ length: 10 ** digits }, (_, i) => String(i).padStart(digits, '0'));

describe('the chance of a hit, for every digit pattern', () => {
  for (const n of [3, 4]) {
    const numbers = all(n);
    // Counted by brute force: how many of all possible draws are the same digits in any order.
    const sameBox = new Map<string, number>();
    for (const x of numbers) sameBox.set(boxKey(x), (sameBox.get(boxKey(x)) ?? 0) + 1);

    it(`${n} digits: straight is 1 in ${10 ** n}, box is the other orderings of the same digits`, () => {
      for (const x of numbers) {
        expect(chanceOf(x).straight).toBe(1 / 10 ** n);
        expect(chanceOf(x).box * 10 ** n).toBeCloseTo(sameBox.get(boxKey(x))! - 1, 9);
        expect(orderings(x)).toBe(sameBox.get(boxKey(x)));
      }
    });
  }

  it('3 digits: every draw of the million pairs is a straight, a box or a miss as its digits say', () => {
    const numbers = all(3);
    for (const x of numbers) {
      const hits = numbers.filter((d) => hitKind(x, d) !== null);
      expect(hits.filter((d) => hitKind(x, d) === 'straight')).toEqual([x]);
      expect(hits.length).toBe(orderings(x));
    }
  });

  it('has 220 boxes of 3 digits and 715 of 4, in the classes of the contract', () => {
    const classes = (n: number) => {
      const byK = new Map<number, number>();
      for (const key of new Set(all(n).map(boxKey))) byK.set(orderings(key), (byK.get(orderings(key)) ?? 0) + 1);
      return Object.fromEntries([...byK].sort((a, b) => b[0] - a[0]));
    };
    // 3 digits: all different (6 orderings), a pair (3), a triple (1).
    expect(classes(3)).toEqual({ 6: 120, 3: 90, 1: 10 });
    // 4 digits: all different, a pair, two pairs, a triple, four of a kind.
    expect(classes(4)).toEqual({ 24: 210, 12: 360, 6: 45, 4: 90, 1: 10 });
  });

  it('gives the figures of well-known boxes', () => {
    expect(chanceOf('123')).toEqual({ straight: 0.001, box: 0.005 });
    expect(chanceOf('112').box).toBeCloseTo(0.002, 12);
    expect(chanceOf('777').box).toBe(0);
    expect(chanceOf('1234').box).toBeCloseTo(0.0023, 12);
    expect(chanceOf('1122').box).toBeCloseTo(0.0005, 12);
    expect(chanceOf('0001').box).toBeCloseTo(0.0003, 12);
  });
});

describe('what is scored and how', () => {
  it('scores 3 digits against pick3, 4 against pick4, nothing else', () => {
    expect(gameOfNumber('047')).toBe('pick3');
    expect(gameOfNumber('0470')).toBe('pick4');
    expect(gameOfNumber('47')).toBeNull();
    expect(gameOfNumber('12345')).toBeNull();
    expect(gameOfNumber('')).toBeNull();
  });

  it('tells straight from box, keeping leading zeros', () => {
    expect(hitKind('047', '047')).toBe('straight');
    expect(hitKind('047', '740')).toBe('box');
    expect(hitKind('047', '47')).toBeNull();
    expect(hitKind('047', '048')).toBeNull();
    expect(hitKind('1122', '2121')).toBe('box');
  });
});
