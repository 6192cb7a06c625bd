// GET /api/track-record/money?play= (docs/api.md, "Track record and proof list"; docs/product.md,
// "Money by play"): one play's money at each state's own stakes and prizes, the states that do not
// sell it left out and named, on a scenario worked out here by hand.
import { describe, expect, it } from 'vitest';
import { et, resultPoster } from '../../test/draws';
import { createTestContext } from '../../test/harness';

const ctx = await createTestContext();
const { call, clock, makeUser, snapshot } = ctx;
const admin = await makeUser('admin');
const draw = resultPoster(ctx, admin.token);

// Published Monday 2026-06-15 at 09:00 New York time, valid that day: 123 with 4567, and the
// alternative 112 with 777. Results that day, all after 09:00:
//   OH pick3 midday 321, evening 129; TX pick3 day 123; NC pick3 midday 623; MI pick3 midday 211;
//   OH pick4 midday 4567.
// Pick 3 draws checked per state: OH 2, TX 1, NC 1, MI 1; Pick 4: OH 1.
clock.set(et('2026-06-15', '09:00'));
await call('POST', '/api/predictions', { token: admin.token, body: { predictions: [{ number1: '123', number2: '4567' }], alternatives: [{ number1: '112', number2: '777' }] } });
clock.set(et('2026-06-16', '09:00'));
await draw('OH', 'pick3', '2026-06-15', 'midday', '321');
await draw('OH', 'pick3', '2026-06-15', 'evening', '129');
await draw('TX', 'pick3', '2026-06-15', 'midday', '123');
await draw('NC', 'pick3', '2026-06-15', 'midday', '623');
await draw('MI', 'pick3', '2026-06-15', 'midday', '211');
await draw('OH', 'pick4', '2026-06-15', 'midday', '4567');

const DAY = 'from=2026-06-15&to=2026-06-15&states=OH,TX,NC,MI';
const money = async (play: string) => {
  const r = await call('GET', `/api/track-record/money?${DAY}&play=${play}`);
  expect(r.status, r.text).toBe(200);
  return r.json;
};

describe('GET /api/track-record/money?play=', () => {
  it('combo: one $1 straight per ordering ($6 for 123, $3 for 112, none for 777), $500 when any ordering is drawn', async () => {
    // OH: 123 × 2 draws ($12, wins on 321), 112 × 2 ($6); TX: $6 + $3, 123 drawn; NC: $6 + $3;
    // MI: $6 + $3, 211 is 112's. Chance: 123 per draw 500 × 6/1000 = 3, 112 1.5; 5 draws each.
    const r = await money('combo');
    // 4567 is Ohio's only Pick 4 number checked, and Ohio sells no Pick 4 combo.
    expect(r).toMatchObject({ play: 'combo', games: ['pick3', 'pick4'], states: ['TX', 'OH', 'MI', 'NC'], notSold: [] });
    expect({ plays: r.plays, cost: r.cost, won: r.won, net: r.net, expectedWon: r.expectedWon }).toEqual({ plays: 10, cost: 45, won: 1500, net: 1455, expectedWon: 22.5 });
    expect(r.byState).toEqual([
      { state: 'MI', plays: 2, cost: 9, won: 500, net: 491, expectedWon: 4.5 },
      { state: 'NC', plays: 2, cost: 9, won: 0, net: -9, expectedWon: 4.5 },
      { state: 'OH', plays: 4, cost: 18, won: 500, net: 482, expectedWon: 9 },
      { state: 'TX', plays: 2, cost: 9, won: 500, net: 491, expectedWon: 4.5 },
    ]);
  });

  it('front pair: Michigan sells none and is named; Texas sells pairs on Daily 4 only, so its Pick 3 numbers are left out', async () => {
    // OH: 123, 112, 777 × 2 draws, 129 gives 123's front pair 12: $50. NC: 3 plays, 623 no front
    // pair. Texas's 123 would have paid 12 too, but Texas sells no Pick 3 pairs. Chance: 9 × 50/100.
    const r = await money('front-pair');
    expect(r.notSold).toEqual(['MI']);
    expect({ plays: r.plays, cost: r.cost, won: r.won, net: r.net, expectedWon: r.expectedWon }).toEqual({ plays: 9, cost: 9, won: 50, net: 41, expectedWon: 4.5 });
    expect(r.byState.map((s: { state: string }) => s.state)).toEqual(['NC', 'OH']);
    // The draws of the states counted (OH, TX, NC), both games, scheduled after 09:00: Pick 3 OH 2,
    // TX 4, NC 2 (4 stored), Pick 4 the same (Ohio's 4567 stored).
    expect(r.coverage).toEqual({ scheduled: 16, stored: 5 });
  });

  it("back pair: North Carolina's 623 gives 123's 23", async () => {
    const r = await money('back-pair');
    expect(r.byState).toEqual([
      { state: 'NC', plays: 3, cost: 3, won: 50, net: 47, expectedWon: 1.5 },
      { state: 'OH', plays: 6, cost: 6, won: 0, net: -6, expectedWon: 3 },
    ]);
  });

  it("straight/box: a 50¢ straight and a 50¢ box at each state's own box prize", async () => {
    // OH 321 is 123 in another order: half of Ohio's $83, $41.50. TX 123 exact: $250 + $40.
    // MI 211 is 112's: half of $160. Ohio's 4567 drawn in its order: a $1 Back-Up's $2,500 + $100.
    // Chance in cents: OH 2 × (25 + 41.5 × 6/10) + 2 × (25 + 83.5 × 3/10) = 199.9, and 4567's
    // 25 + 100 × 24/100 = 49; TX and NC 49 + 49 each; MI 49.9 + 49: 543.8.
    const r = await money('straight-box');
    expect({ plays: r.plays, cost: r.cost, won: r.won, net: r.net, expectedWon: r.expectedWon }).toEqual({ plays: 11, cost: 11, won: 3011.5, net: 3000.5, expectedWon: 5.44 });
    expect(r.byState.find((s: { state: string }) => s.state === 'OH')).toEqual({ state: 'OH', plays: 5, cost: 5, won: 2641.5, net: 2636.5, expectedWon: 2.49 });
  });

  it('straight and box alone are the figures of the straight and box answer, Pick 4 included', async () => {
    const both = (await call('GET', `/api/track-record/money?${DAY}`)).json;
    const straight = await money('straight');
    expect(straight.games).toEqual(['pick3', 'pick4']);
    expect({ plays: straight.plays, cost: straight.cost, won: straight.won, net: straight.net, expectedWon: straight.expectedWon }).toEqual(both.straight);
    // 16 plays: 3 numbers on 5 Pick 3 draws, 4567 on Ohio's Pick 4; won TX 123 and OH 4567.
    expect(both.straight).toEqual({ plays: 16, cost: 16, won: 5500, net: 5484, expectedWon: 8 });
    const box = await money('box');
    expect({ plays: box.plays, cost: box.cost, won: box.won, net: box.net, expectedWon: box.expectedWon }).toEqual(both.box);
  });

  it('refuses an unknown play with 400 naming the plays, changing nothing', async () => {
    const before = await snapshot();
    for (const play of ['pairs', 'STRAIGHT', '', 'one-off']) {
      const r = await call('GET', `/api/track-record/money?${DAY}&play=${play}`);
      expect(r.status, play).toBe(400);
      expect(r.json.message).toBe('Query parameter play must be one of straight, box, straight-box, combo, front-pair, back-pair.');
    }
    expect(await snapshot()).toBe(before);
  });
});
