import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  INVALID_NUMBER_MESSAGE,
  MAX_DIGITS,
  TOO_MANY_DIGITS_MESSAGE,
  createCombinationSpace,
  createLineWriter,
  firstCombination,
  nextCombination,
  parseCalculatorInput,
} from './combinations';

/** Every non-decreasing digit string of each length 1..6, bucketed by digit sum, by brute force
 * over all 10^n strings (so it shares nothing with the dynamic programming under test). */
function bruteForce(length: number): Map<number, string[]> {
  const bySum = new Map<number, string[]>();
  for (let v = 0; v < 10 ** length; v++) {
    const s = String(v).padStart(length, '0');
    let ok = true;
    let sum = 0;
    for (let i = 0; i < length; i++) {
      if (i > 0 && s[i] < s[i - 1]) ok = false;
      sum += s.charCodeAt(i) - 48;
    }
    if (!ok) continue;
    const list = bySum.get(sum) ?? [];
    list.push(s); // ascending v gives lexicographic order, as strings have equal length
    bySum.set(sum, list);
  }
  return bySum;
}

/** Coefficients of the Gaussian binomial [n+9 choose 9]_q = prod (1 - q^(n+i)) / (1 - q^i),
 * i = 1..9, in BigInt: coefficient s is the number of digit multisets of size n with sum s. */
function gaussianCounts(n: number): bigint[] {
  let poly: bigint[] = [1n];
  for (let i = 1; i <= 9; i++) {
    const next = new Array<bigint>(poly.length + n + i).fill(0n);
    poly.forEach((c, k) => {
      next[k] += c;
      next[k + n + i] -= c;
    });
    poly = next;
  }
  for (let i = 1; i <= 9; i++) {
    for (let k = i; k < poly.length; k++) poly[k] += poly[k - i]; // divide by (1 - q^i)
  }
  return poly.slice(0, 9 * n + 1);
}

function streamAll(length: number, sum: number, count: number, chunk = 4096): string {
  const writer = createLineWriter(length, sum, count);
  const buffer = new Uint8Array(chunk);
  let text = '';
  for (let used = writer.fill(buffer); used > 0; used = writer.fill(buffer)) {
    text += Buffer.from(buffer.subarray(0, used)).toString('latin1');
  }
  expect(text.length).toBe(writer.totalBytes);
  return text;
}

describe('parseCalculatorInput', () => {
  it('accepts digits only and measures length and digit sum, leading zeros included', () => {
    expect(parseCalculatorInput('12')).toEqual({ ok: true, length: 2, sum: 3 });
    expect(parseCalculatorInput('047')).toEqual({ ok: true, length: 3, sum: 11 });
    expect(parseCalculatorInput('0')).toEqual({ ok: true, length: 1, sum: 0 });
    expect(parseCalculatorInput(' 111 ')).toEqual({ ok: true, length: 3, sum: 3 });
  });

  it.each(['', '   ', '-5', '1.5', '1e3', '+4', 'abc', '12a', '١٢'])('rejects %j', (raw) => {
    expect(parseCalculatorInput(raw)).toEqual({ ok: false, error: INVALID_NUMBER_MESSAGE });
  });

  it('caps the length so every count stays an exact number', () => {
    expect(parseCalculatorInput('9'.repeat(MAX_DIGITS))).toMatchObject({ ok: true, length: MAX_DIGITS });
    expect(parseCalculatorInput('9'.repeat(MAX_DIGITS + 1))).toEqual({ ok: false, error: TOO_MANY_DIGITS_MESSAGE });
  });
});

describe('combination space against brute force, 1 to 6 digits', () => {
  for (let length = 1; length <= 6; length++) {
    it(`matches every sum for ${length} digit(s)`, () => {
      const expected = bruteForce(length);
      for (let sum = 0; sum <= 9 * length + 1; sum++) {
        const list = expected.get(sum) ?? [];
        const space = createCombinationSpace(length, sum);
        expect(space.count, `length ${length} sum ${sum}`).toBe(list.length);
        const unranked = Array.from({ length: space.count }, (_, i) => space.at(i));
        expect(unranked).toEqual(list);
        list.forEach((combination, i) => expect(space.rank(combination)).toBe(i));
        if (list.length > 0) expect(streamAll(length, sum, space.count, 64)).toBe(list.join('\n'));
      }
    });
  }

  it('gives the examples of the brief', () => {
    const of = (input: string) => {
      const parsed = parseCalculatorInput(input);
      if (!parsed.ok) throw new Error(parsed.error);
      const space = createCombinationSpace(parsed.length, parsed.sum);
      return Array.from({ length: space.count }, (_, i) => space.at(i));
    };
    expect(of('12')).toEqual(['03', '12']);
    expect(of('111')).toEqual(['003', '012', '111']);
    expect(of('0')).toEqual(['0']);
    expect(of('047')).toContain('047');
  });

  it('rejects strings that are not in the space', () => {
    const space = createCombinationSpace(3, 3);
    expect(space.rank('030')).toBe(-1); // decreasing
    expect(space.rank('013')).toBe(-1); // wrong sum
    expect(space.rank('03')).toBe(-1); // wrong length
    expect(() => space.at(3)).toThrow(RangeError);
    expect(createCombinationSpace(2, 19).count).toBe(0);
  });
});

describe('long inputs', () => {
  it('counts 30 digits with the largest count (sum 135) exactly: 2,767,118', () => {
    const gaussian = gaussianCounts(30);
    expect(gaussian[135]).toBe(2_767_118n);
    const space = createCombinationSpace(30, 135);
    expect(space.count).toBe(2_767_118);
    expect(space.at(0)).toBe('0'.repeat(15) + '9'.repeat(15));
    expect(space.at(1)).toBe('0'.repeat(14) + '18' + '9'.repeat(14));
    expect(space.at(space.count - 1)).toBe('4'.repeat(15) + '5'.repeat(15));
    expect(space.rank('4'.repeat(15) + '5'.repeat(15))).toBe(space.count - 1);
  });

  it('streams all 2.7 million lines of the 30-digit case in order', () => {
    const space = createCombinationSpace(30, 135);
    const writer = createLineWriter(30, 135, space.count);
    const buffer = new Uint8Array(1 << 20);
    let bytes = 0;
    let lastChunk = buffer.subarray(0, 0);
    for (let used = writer.fill(buffer); used > 0; used = writer.fill(buffer)) {
      bytes += used;
      lastChunk = buffer.subarray(0, used);
    }
    expect(writer.linesWritten).toBe(space.count);
    expect(bytes).toBe(writer.totalBytes);
    expect(Buffer.from(lastChunk.subarray(-30)).toString('latin1')).toBe(space.at(space.count - 1));
  });

  it('stays exact for every sum up to the maximum length (BigInt reference)', () => {
    for (const length of [7, 13, 30, 45, MAX_DIGITS]) {
      const gaussian = gaussianCounts(length);
      for (let sum = 0; sum <= 9 * length; sum++) {
        const count = createCombinationSpace(length, sum).count;
        expect(Number.isSafeInteger(count)).toBe(true);
        expect(BigInt(count), `length ${length} sum ${sum}`).toBe(gaussian[sum]);
      }
    }
  }, 60_000);

  it('round-trips rank and unrank and keeps the order, for any length up to the maximum', () => {
    const arbitrary = fc.record({ length: fc.integer({ min: 1, max: MAX_DIGITS }), fraction: fc.double({ min: 0, max: 1, noNaN: true }) }).chain(({ length, fraction }) =>
      fc.record({
        length: fc.constant(length),
        sum: fc.integer({ min: 0, max: 9 * length }),
        fraction: fc.constant(fraction),
      }),
    );
    fc.assert(
      fc.property(arbitrary, ({ length, sum, fraction }) => {
        const space = createCombinationSpace(length, sum);
        const k = Math.min(space.count - 1, Math.floor(fraction * space.count));
        const combination = space.at(k);
        expect(combination).toHaveLength(length);
        expect([...combination].reduce((a, c) => a + Number(c), 0)).toBe(sum);
        expect([...combination].sort().join('')).toBe(combination);
        expect(space.rank(combination)).toBe(k);
        if (k + 1 < space.count) {
          const digits = Uint8Array.from(combination, Number);
          expect(nextCombination(digits)).toBe(true);
          expect(Array.from(digits).join('')).toBe(space.at(k + 1));
          expect(space.at(k + 1) > combination).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('starts and ends the successor walk at the first and last combination', () => {
    const first = firstCombination(4, 20);
    expect(first && Array.from(first).join('')).toBe('0299');
    const last = Uint8Array.from([5, 5, 5, 5]);
    expect(nextCombination(last)).toBe(false);
    expect(Array.from(last).join('')).toBe('5555');
    expect(firstCombination(2, 19)).toBeNull();
  });
});
