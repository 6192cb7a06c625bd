// The methods as pure functions (docs/product.md, "Methods"): each makes the same numbers whatever
// is stored at or after its cut-off (no look at a later draw), the control follows its published
// recipe (worked out here with node:crypto), and the lab's one walk through years makes the same
// sets as each set made alone.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createHistoryWalk, METHOD_IDS, methodNumbers, pairsOf, YEAR_MS, type MethodId, type PastDraw } from './methods';
import { STATE_CODES } from './results';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const DAY = 86_400_000;
const T = Date.parse('2026-06-15T04:00:00Z');
const ask: { date: string; timeOfDay: 'Morning' | 'Evening'; count: number; cutoff: number } = { date: '2026-06-15', timeOfDay: 'Morning', count: 4, cutoff: T };
const draw = (game: 'pick3' | 'pick4', number: string, daysBefore: number, state = 'OH'): PastDraw => ({ state, game, number, drawnAt: T - daysBefore * DAY });
const make = (method: MethodId, draws: PastDraw[], over: Partial<typeof ask> = {}) => methodNumbers(method, draws, { ...ask, ...over }, sha256);

/** A seeded stream of numbers (mulberry32), so a failure names the seed that made it. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
function randomDraws(next: () => number, n: number, from: number, to: number): PastDraw[] {
  return Array.from({ length: n }, () => {
    const game = next() < 0.5 ? 'pick3' : 'pick4';
    const digits = game === 'pick3' ? 3 : 4;
    return {
      state: STATE_CODES[Math.floor(next() * STATE_CODES.length)],
      game,
      number: String(Math.floor(next() * 10 ** digits)).padStart(digits, '0'),
      drawnAt: Math.floor(from + next() * (to - from)),
    };
  });
}

describe('the control', () => {
  it('takes its k-th number from the first decimal digits of sha256("control|game|date|timeOfDay|k"), letters skipped', () => {
    const expected = (game: string, digits: number, k: number) => {
      const hex = createHash('sha256').update(`control|${game}|2026-06-15|Evening|${k}`).digest('hex');
      let out = '';
      for (const ch of hex) if (ch >= '0' && ch <= '9' && out.length < digits) out += ch;
      return out;
    };
    const got = make('control', [], { timeOfDay: 'Evening', count: 5 });
    expect(got).toEqual({ pick3: [1, 2, 3, 4, 5].map((k) => expected('pick3', 3, k)), pick4: [1, 2, 3, 4, 5].map((k) => expected('pick4', 4, k)) });
  });

  it('differs by date and time of day, needs no results, and makes pairs k and alternatives after them', () => {
    const morning = make('control', []) as { pick3: string[]; pick4: string[] };
    expect(make('control', [], { timeOfDay: 'Evening' })).not.toEqual(morning);
    expect(make('control', [], { date: '2026-06-16' })).not.toEqual(morning);
    const { predictions, alternatives } = pairsOf(morning, 2, 2);
    expect(predictions).toEqual([
      { number1: morning.pick3[0], number2: morning.pick4[0] },
      { number1: morning.pick3[1], number2: morning.pick4[1] },
    ]);
    expect(alternatives).toEqual([
      { number1: morning.pick3[2], number2: morning.pick4[2] },
      { number1: morning.pick3[3], number2: morning.pick4[3] },
    ]);
  });
});

describe('each method', () => {
  const base = [draw('pick4', '1234', 3), draw('pick4', '5678', 2)];

  it('hot: the numbers drawn most often in the last 365 days, the most recently drawn first on a tie', () => {
    const draws = [
      ...base,
      draw('pick3', '123', 10),
      draw('pick3', '123', 5, 'TX'),
      draw('pick3', '456', 1),
      draw('pick3', '789', 20),
      draw('pick3', '999', 366),
      draw('pick3', '999', 400),
    ];
    // 999 was drawn twice, but more than 365 days ago: it counts none, and is the most recent of the rest.
    expect(make('hot', draws)).toMatchObject({ pick3: ['123', '456', '789', '999'], pick4: ['5678', '1234', '0000', '0001'] });
  });

  it('cold: the numbers not drawn for longest (never drawn first, lowest first)', () => {
    const draws = [...base, draw('pick3', '000', 1), draw('pick3', '002', 500), draw('pick3', '001', 2)];
    expect(make('cold', draws, { count: 2 })).toMatchObject({ pick3: ['003', '004'] });
    const all = Array.from({ length: 1000 }, (_, v) => draw('pick3', String(v).padStart(3, '0'), 1000 - v));
    expect(make('cold', [...base, ...all], { count: 3 })).toMatchObject({ pick3: ['000', '001', '002'] });
  });

  it('mirror: each digit of the latest draws + 5 mod 10, newest first, each number once', () => {
    const draws = [...base, draw('pick3', '123', 3), draw('pick3', '905', 1), draw('pick3', '678', 2, 'GA'), draw('pick3', '905', 0.5)];
    expect(make('mirror', draws, { count: 3 })).toMatchObject({ pick3: ['450', '123', '678'], pick4: ['0123', '6789', '0000'] });
  });

  it('sums: numbers whose digit sum came up most often in the last 365 days', () => {
    const draws = [...base, draw('pick3', '123', 4), draw('pick3', '222', 3), draw('pick3', '900', 1), draw('pick3', '006', 2)];
    // Sum 6 three times: 222 and 123 (drawn, the latest first), then 006, then the sum's others lowest first.
    expect(make('sums', draws)).toMatchObject({ pick3: ['006', '222', '123', '015'] });
  });

  it('makes nothing without a stored draw of each game before the cut-off, and says so', () => {
    for (const method of ['hot', 'cold', 'mirror', 'sums'] as const) {
      expect(make(method, [draw('pick3', '123', 1)])).toEqual({ problem: expect.stringContaining('no results') });
      expect(make(method, [draw('pick3', '123', -1), draw('pick4', '1234', -1)])).toEqual({ problem: expect.stringContaining('no results') });
    }
  });

  it('reads only the states asked for', () => {
    const draws = [...base, draw('pick3', '111', 1, 'TX'), draw('pick3', '222', 2, 'OH')];
    expect(make('mirror', draws, { count: 1 })).toMatchObject({ pick3: ['666'] });
    expect(methodNumbers('mirror', draws, { ...ask, count: 1, states: ['OH'] }, sha256)).toMatchObject({ pick3: ['777'] });
  });
});

describe('no look at a later draw', () => {
  it('makes the same numbers whatever is stored at or after the cut-off, for every method', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const next = random(seed);
      const before = randomDraws(next, 400, T - 2 * YEAR_MS, T);
      const later = randomDraws(next, 200, T, T + YEAR_MS);
      // One drawn exactly at the cut-off: not before it, so never read.
      later.push({ ...before[0], drawnAt: T, number: before[0].game === 'pick3' ? '000' : '0000' });
      for (const method of METHOD_IDS) {
        const alone = make(method, before, { count: 10 });
        expect(make(method, [...later, ...before], { count: 10 }), `${method}, seed ${seed}`).toEqual(alone);
      }
    }
  });

  it('one walk through the days makes the same sets as each day made alone (the lab and a publish agree)', () => {
    const next = random(99);
    const draws = randomDraws(next, 1500, T - 2 * YEAR_MS, T + 30 * DAY);
    for (const method of METHOD_IDS) {
      const walk = createHistoryWalk(draws, ['OH', 'TX', 'GA']);
      for (let day = 0; day < 30; day += 3) {
        const cutoff = T + day * DAY;
        const one = { date: `2026-07-${String(day + 1).padStart(2, '0')}`, timeOfDay: 'Evening' as const, count: 6 };
        expect(walk.make(method, cutoff, one, sha256), `${method} day ${day}`).toEqual(methodNumbers(method, draws, { ...one, cutoff, states: ['OH', 'TX', 'GA'] }, sha256));
      }
    }
  });
});
