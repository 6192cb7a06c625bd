// The combinatorics behind the combination calculator (docs/app.md, "The calculator" and
// "Form checks"): pure functions, no DOM, so the page, the copy worker and the unit tests share one
// implementation.
//
// A "combination" of an input is a non-decreasing string of digits 0-9 with as many digits as
// the input and the same digit sum ("12" -> 03, 12). Their number grows fast (30 digits with
// sum 135 give 2,767,118), so nothing here ever enumerates them all up front: a table of counts
// (dynamic programming) gives the total, and the k-th combination is built from the same table
// on demand (unranking), which is all a virtualised list needs.

/**
 * Longest accepted input. We use plain numbers rather than BigInt: every count in the table is
 * at most the number of digit multisets of that length, C(n + 9, 9), which for n = 60 is about
 * 5e10, far below Number.MAX_SAFE_INTEGER (9e15), so all arithmetic stays exact and fast (BigInt
 * would make every row of the list slower to build). 60 digits is also already far beyond what
 * can be read on a phone or put on a clipboard, and beyond any lottery number.
 */
export const MAX_DIGITS = 60;

export const INVALID_NUMBER_MESSAGE = 'Please enter a valid positive number';
export const TOO_MANY_DIGITS_MESSAGE = `Please enter at most ${MAX_DIGITS} digits.`;
export const NO_COMBINATIONS_MESSAGE = 'No combinations found for the given number.';

export type ParsedInput = { ok: true; length: number; sum: number } | { ok: false; error: string };

/**
 * "Form checks" (docs/app.md): non-empty, numeric and not negative. Only the digits 0-9 are
 * accepted ("1.5", "1e3", "+4" are rejected); surrounding spaces are forgiven. Leading zeros count
 * as digits ("047" has three digits), because prediction numbers keep them (docs/api.md,
 * "JSON, ids and dates").
 */
export function parseCalculatorInput(raw: string): ParsedInput {
  const value = raw.trim();
  if (!/^[0-9]+$/.test(value)) return { ok: false, error: INVALID_NUMBER_MESSAGE };
  if (value.length > MAX_DIGITS) return { ok: false, error: TOO_MANY_DIGITS_MESSAGE };
  let sum = 0;
  for (let i = 0; i < value.length; i++) sum += value.charCodeAt(i) - 48;
  return { ok: true, length: value.length, sum };
}

export interface CombinationSpace {
  readonly length: number;
  readonly sum: number;
  /** How many combinations there are (exact, see MAX_DIGITS). */
  readonly count: number;
  /** The combination at a 0-based position in lexicographic order. */
  at(index: number): string;
  /** The position of a combination, or -1 if it does not belong to this space. */
  rank(combination: string): number;
}

/**
 * ways(len, total, min): how many non-decreasing digit strings of length `len`, all digits in
 * [min, 9], add up to `total`. It satisfies
 *   ways(len, total, min) = ways(len, total, min + 1) + ways(len - 1, total - min, min)
 * (either no digit equals `min`, or the first one does and the rest are >= min),
 * with ways(0, 0, min) = 1 and ways(len > 0, total, 10) = 0.
 */
function buildWaysTable(length: number, sum: number): (len: number, total: number, min: number) => number {
  const sums = sum + 1;
  const table = new Float64Array((length + 1) * sums * 11);
  const at = (len: number, total: number, min: number) => (len * sums + total) * 11 + min;
  for (let min = 0; min <= 10; min++) table[at(0, 0, min)] = 1;
  for (let len = 1; len <= length; len++) {
    for (let total = 0; total <= sum; total++) {
      for (let min = 9; min >= 0; min--) {
        const withoutMin = table[at(len, total, min + 1)];
        const startsWithMin = total >= min ? table[at(len - 1, total - min, min)] : 0;
        table[at(len, total, min)] = withoutMin + startsWithMin;
      }
    }
  }
  return (len, total, min) => (total < 0 || min > 10 ? 0 : table[at(len, total, min)]);
}

export function createCombinationSpace(length: number, sum: number): CombinationSpace {
  if (!Number.isInteger(length) || length < 1 || length > MAX_DIGITS) throw new RangeError(`length must be 1..${MAX_DIGITS}`);
  if (!Number.isInteger(sum) || sum < 0) throw new RangeError('sum must be a non-negative integer');
  if (sum > 9 * length) return emptySpace(length, sum);
  const ways = buildWaysTable(length, sum);
  const count = ways(length, sum, 0);

  function at(index: number): string {
    if (!Number.isInteger(index) || index < 0 || index >= count) throw new RangeError(`index ${index} out of range`);
    let k = index;
    let min = 0;
    let rest = sum;
    let out = '';
    for (let pos = 0; pos < length; pos++) {
      const left = length - pos - 1;
      // Try each allowed digit in order; skip whole blocks of combinations that start lower.
      for (let d = min; d <= 9; d++) {
        const block = d <= rest ? ways(left, rest - d, d) : 0;
        if (k < block) {
          out += String.fromCharCode(48 + d);
          min = d;
          rest -= d;
          break;
        }
        k -= block;
      }
    }
    return out;
  }

  function rank(combination: string): number {
    if (combination.length !== length || !/^[0-9]+$/.test(combination)) return -1;
    let index = 0;
    let min = 0;
    let rest = sum;
    for (let pos = 0; pos < length; pos++) {
      const digit = combination.charCodeAt(pos) - 48;
      if (digit < min || digit > rest) return -1;
      const left = length - pos - 1;
      for (let d = min; d < digit; d++) index += ways(left, rest - d, d);
      min = digit;
      rest -= digit;
    }
    return rest === 0 ? index : -1;
  }

  return { length, sum, count, at, rank };
}

function emptySpace(length: number, sum: number): CombinationSpace {
  return {
    length,
    sum,
    count: 0,
    at: (index) => {
      throw new RangeError(`index ${index} out of range`);
    },
    rank: () => -1,
  };
}

/** The lexicographically first combination (digits as numbers), or null if there is none. */
export function firstCombination(length: number, sum: number): Uint8Array | null {
  if (sum > 9 * length || sum < 0) return null;
  const digits = new Uint8Array(length);
  fillSmallest(digits, 0, 0, sum);
  return digits;
}

/**
 * Turns `digits` into the next combination in lexicographic order, in place, in O(length).
 * Returns false (leaving `digits` unchanged) after the last one. Used to stream millions of
 * combinations for copying, where unranking each one would repeat work.
 */
export function nextCombination(digits: Uint8Array): boolean {
  const n = digits.length;
  let suffixSum = digits[n - 1];
  // Rightmost position whose digit can grow by one while the digits after it still fit.
  for (let i = n - 2; i >= 0; i--) {
    suffixSum += digits[i];
    const grown = digits[i] + 1;
    const left = n - 1 - i;
    const rest = suffixSum - grown;
    if (grown <= 9 && rest >= grown * left && rest <= 9 * left) {
      digits[i] = grown;
      fillSmallest(digits, i + 1, grown, rest);
      return true;
    }
  }
  return false;
}

/** Writes the smallest non-decreasing digits >= min adding up to `total` from `start` on. */
function fillSmallest(digits: Uint8Array, start: number, min: number, total: number): void {
  // Keep the left digits as small as possible and push the excess right, filling with 9s.
  let excess = total - min * (digits.length - start);
  for (let i = digits.length - 1; i >= start; i--) {
    const extra = Math.min(excess, 9 - min);
    digits[i] = min + extra;
    excess -= extra;
  }
}

export interface LineWriter {
  /** Bytes of the whole text: one combination per line, "\n" between lines. */
  readonly totalBytes: number;
  /** Lines written so far. */
  readonly linesWritten: number;
  /** Writes as many whole lines as fit into `out` (ASCII); returns the bytes used, 0 when done. */
  fill(out: Uint8Array): number;
}

/** Streams the copy text in chunks, so a worker can report progress and stay cancellable. */
export function createLineWriter(length: number, sum: number, count: number): LineWriter {
  const digits = firstCombination(length, sum);
  let written = 0;
  let done = digits === null || count === 0;
  return {
    totalBytes: count === 0 ? 0 : count * (length + 1) - 1,
    get linesWritten() {
      return written;
    },
    fill(out) {
      if (done || digits === null) return 0;
      if (out.length < length + 1) throw new RangeError('buffer smaller than one line');
      let pos = 0;
      while (!done) {
        const need = written === 0 ? length : length + 1;
        if (pos + need > out.length) break;
        if (written > 0) out[pos++] = 10;
        for (let i = 0; i < length; i++) out[pos++] = 48 + digits[i];
        written++;
        done = !nextCombination(digits);
      }
      return pos;
    },
  };
}
