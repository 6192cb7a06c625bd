// GET /api/track-record/money?play= for the 4-digit games (docs/product.md, "Money by play"): each
// play of a Pick 4 number at the stakes and prizes of the states that sell it for Pick 4
// (shared/play-types.ts), on a scenario worked out here by hand.
import { describe, expect, it } from 'vitest';
import { et, resultPoster } from '../../test/draws';
import { createTestContext } from '../../test/harness';

const ctx = await createTestContext();
const { call, clock, makeUser } = ctx;
const admin = await makeUser('admin');
const draw = resultPoster(ctx, admin.token);

// Published Monday 2026-06-15 at 09:00 New York time, valid that day: 120 with 1123 (12 orderings),
// and the alternative 777 with 7777 (one ordering). Pick 4 results that day, all after 09:00, one
// per state (so each Pick 4 number is checked once per state; no Pick 3 result is stored):
//   TX morning 1132 (an ordering of 1123, front pair 11), FL midday 1123 (exact), NC midday 7723
//   (7777's front pair, 1123's back pair 23), OH midday 3211 (an ordering), MI midday 1123 (exact).
clock.set(et('2026-06-15', '09:00'));
await call('POST', '/api/predictions', { token: admin.token, body: { predictions: [{ number1: '120', number2: '1123' }], alternatives: [{ number1: '777', number2: '7777' }] } });
clock.set(et('2026-06-16', '09:00'));
await draw('TX', 'pick4', '2026-06-15', 'morning', '1132');
await draw('FL', 'pick4', '2026-06-15', 'midday', '1123');
await draw('NC', 'pick4', '2026-06-15', 'midday', '7723');
await draw('OH', 'pick4', '2026-06-15', 'midday', '3211');
await draw('MI', 'pick4', '2026-06-15', 'midday', '1123');

const DAY = 'from=2026-06-15&to=2026-06-15&states=TX,FL,NC,OH,MI';
const money = async (play: string) => {
  const r = await call('GET', `/api/track-record/money?${DAY}&play=${play}`);
  expect(r.status, r.text).toBe(200);
  return r.json;
};
const totals = (r: Record<string, unknown>) => ({ plays: r.plays, cost: r.cost, won: r.won, net: r.net, expectedWon: r.expectedWon });

describe('GET /api/track-record/money?play= on Pick 4', () => {
  it('combo: 1123 is twelve $1 straights ($12 a draw), $5,000 when any ordering is drawn; 7777 has none; Ohio sells no Pick 4 combo', async () => {
    // TX 1132, FL 1123 and MI 1123 (Michigan's Wheel) are orderings of 1123: $5,000 each; NC 7723
    // is not. Ohio sells its Wheel for Pick 3 only: it is counted there, so not named, and has no
    // Pick 4 figures. Chance per draw: $5,000 × 12/10,000 = $6.
    const r = await money('combo');
    expect(r).toMatchObject({ play: 'combo', games: ['pick3', 'pick4'], notSold: [] });
    expect(totals(r)).toEqual({ plays: 4, cost: 48, won: 15000, net: 14952, expectedWon: 24 });
    expect(r.byState).toEqual([
      { state: 'FL', plays: 1, cost: 12, won: 5000, net: 4988, expectedWon: 6 },
      { state: 'MI', plays: 1, cost: 12, won: 5000, net: 4988, expectedWon: 6 },
      { state: 'NC', plays: 1, cost: 12, won: 0, net: -12, expectedWon: 6 },
      { state: 'TX', plays: 1, cost: 12, won: 5000, net: 4988, expectedWon: 6 },
    ]);
  });

  it('front pair: the first two digits in their places, $50; Texas sells pairs on Daily 4, Michigan none', async () => {
    // TX 1132 gives 1123's 11, FL 1123 too, NC 7723 gives 7777's 77: $50 each. Two numbers per
    // state, chance $50 × 1/100 each. Ohio sells pairs on Pick 3 only: no Pick 4 figures.
    const r = await money('front-pair');
    expect(r.notSold).toEqual(['MI']);
    expect(totals(r)).toEqual({ plays: 6, cost: 6, won: 150, net: 144, expectedWon: 3 });
    expect(r.byState).toEqual([
      { state: 'FL', plays: 2, cost: 2, won: 50, net: 48, expectedWon: 1 },
      { state: 'NC', plays: 2, cost: 2, won: 50, net: 48, expectedWon: 1 },
      { state: 'TX', plays: 2, cost: 2, won: 50, net: 48, expectedWon: 1 },
    ]);
  });

  it('back pair: the last two digits in their places', async () => {
    // FL 1123 and NC 7723 end in 23, 1123's back pair; TX 1132 ends in 32: nothing.
    const r = await money('back-pair');
    expect(totals(r)).toEqual({ plays: 6, cost: 6, won: 100, net: 94, expectedWon: 3 });
    expect(r.byState.map((s: { state: string; won: number }) => [s.state, s.won])).toEqual([
      ['FL', 50],
      ['NC', 50],
      ['TX', 0],
    ]);
  });

  it("straight/box: a 50¢ straight and a 50¢ box at each state's own 12-way prize (Ohio's Back-Up, Michigan's 2-Way)", async () => {
    // Exact: FL $2,500 + $200 = $2,700; MI $2,500 + half of $416 = $2,708. Another order: TX and OH
    // half of $400, $200. NC nothing. Chance in cents: 25 + 200 × 12/100 ÷ … = 25 + 24 = 49 a draw,
    // Michigan 25 + 208 × 12/100 = 49.96: 245.96 in all.
    const r = await money('straight-box');
    expect(r.notSold).toEqual([]);
    expect(totals(r)).toEqual({ plays: 5, cost: 5, won: 5808, net: 5803, expectedWon: 2.46 });
    expect(r.byState).toEqual([
      { state: 'FL', plays: 1, cost: 1, won: 2700, net: 2699, expectedWon: 0.49 },
      { state: 'MI', plays: 1, cost: 1, won: 2708, net: 2707, expectedWon: 0.5 },
      { state: 'NC', plays: 1, cost: 1, won: 0, net: -1, expectedWon: 0.49 },
      { state: 'OH', plays: 1, cost: 1, won: 200, net: 199, expectedWon: 0.49 },
      { state: 'TX', plays: 1, cost: 1, won: 200, net: 199, expectedWon: 0.49 },
    ]);
  });
});
