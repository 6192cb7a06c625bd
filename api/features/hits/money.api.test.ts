// GET /api/track-record/money and /weekly, and the coverage of GET /api/track-record (docs/api.md,
// "Track record and proof list"; docs/product.md, "The money", "Coverage"), on a scenario worked
// out here by hand, play by play, with each state's prizes from shared/prizes.ts as published.
import { describe, expect, it } from 'vitest';
import { et, resultPoster } from '../../test/draws';
import { createTestContext } from '../../test/harness';

const ctx = await createTestContext();
const { call, clock, makeUser, snapshot } = ctx;
const admin = await makeUser('admin');
const draw = resultPoster(ctx, admin.token);

// Published Monday 2026-06-15 at 09:00 New York time, valid that day: 123 with 4567, and the
// alternative 112 with 777. Results that day, all after 09:00:
//   OH pick3 midday 321 (123 box), OH pick3 evening 123 (123 straight, and its box play wins too),
//   MI pick3 midday 211 (112 box, 3-way), MI pick3 evening 777 (777 straight; 777 has no box play),
//   GA pick3 midday 132 (123 box), MI pick4 midday 7654 (4567 box, 24-way), OH pick4 midday 4567 (straight and box).
// The $1 prizes used (shared/prizes.ts): straight 500 / 5,000 everywhere; box OH 3-way 167, 6-way
// 83, 24-way 200; MI 3-way 160 (the common table's), 6-way 83, 24-way 208; GA 3-way 160, 6-way 80.
clock.set(et('2026-06-15', '09:00'));
await call('POST', '/api/predictions', { token: admin.token, body: { predictions: [{ number1: '123', number2: '4567' }], alternatives: [{ number1: '112', number2: '777' }] } });
clock.set(et('2026-06-16', '09:00'));
await draw('OH', 'pick3', '2026-06-15', 'midday', '321');
await draw('OH', 'pick3', '2026-06-15', 'evening', '123');
await draw('MI', 'pick3', '2026-06-15', 'midday', '211');
await draw('MI', 'pick3', '2026-06-15', 'evening', '777');
await draw('GA', 'pick3', '2026-06-15', 'midday', '132');
await draw('MI', 'pick4', '2026-06-15', 'midday', '7654');
await draw('OH', 'pick4', '2026-06-15', 'midday', '4567');

const money = (q: string) => call('GET', `/api/track-record/money?${q}`);

// Ohio and Michigan. Straight plays: 123, 112 and 777 on 4 pick3 draws each, 4567 on 2 pick4 draws.
//   won: 123 at OH evening 500, 777 at MI evening 500, 4567 at OH midday 5,000.
//   chance: 12 × 500/1000 + 2 × 5000/10000 = 7.
// Box plays: 123 (6-way) and 112 (3-way) on 4 draws each, 4567 (24-way) on 2; 777 none.
//   won: 123 at OH midday and OH evening, 83 each; 112 at MI midday 160; 4567 at MI 208 and OH 200.
//   chance: 123: 4 × 83 × 6/1000 = 1.992; 112: 2 × 167 × 3/1000 + 2 × 160 × 3/1000 = 1.962;
//   4567: 200 × 24/10000 + 208 × 24/10000 = 0.9792; together 4.9332.
const OH_MI = {
  straight: { plays: 14, cost: 14, won: 6000, net: 5986, expectedWon: 7 },
  box: { plays: 10, cost: 10, won: 734, net: 724, expectedWon: 4.93 },
  byState: [
    { state: 'MI', straight: { plays: 7, cost: 7, won: 500, net: 493, expectedWon: 3.5 }, box: { plays: 5, cost: 5, won: 368, net: 363, expectedWon: 2.46 } },
    { state: 'OH', straight: { plays: 7, cost: 7, won: 5500, net: 5493, expectedWon: 3.5 }, box: { plays: 5, cost: 5, won: 366, net: 361, expectedWon: 2.48 } },
  ],
};

describe('GET /api/track-record/money', () => {
  it("answers the plays, cost, winnings and chance's expectation of the chosen states, by state, with the prizes used", async () => {
    const r = await money('from=2026-06-15&to=2026-06-15&states=MI,oh');
    expect(r.status, r.text).toBe(200);
    expect(Object.keys(r.json)).toEqual(['from', 'to', 'states', 'straight', 'box', 'byState', 'prizes', 'coverage']);
    expect(r.json).toMatchObject({ from: '2026-06-15', to: '2026-06-15', states: ['OH', 'MI'], ...OH_MI });
    expect(r.json.prizes.map((p: { state: string; game: string }) => `${p.state} ${p.game}`)).toEqual(['OH pick3', 'OH pick4', 'MI pick3', 'MI pick4']);
    expect(r.json.prizes[0]).toMatchObject({
      straight: 500,
      box: { 3: 167, 6: 83 },
      source: expect.stringContaining('ohiolottery.com'),
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      common: [],
    });
    expect(r.json.prizes[2]).toMatchObject({ straight: 500, box: { 3: 160, 6: 83 }, common: ['3'] });
    // Ohio and Michigan hold 2 draws each after 09:00 that Monday, per game: 8; 6 of them stored.
    expect(r.json.coverage).toEqual({ scheduled: 8, stored: 6 });
    expect(r.text).not.toMatch(/"number/);
  });

  it('counts every state by default: Georgia adds 3 straight plays and 2 box plays, a box win at its own prize', async () => {
    const r = await money('from=2026-06-15&to=2026-06-15');
    expect(r.json.states).toEqual(['TN', 'TX', 'GA', 'OH', 'MI', 'FL', 'NC']);
    expect(r.json.straight).toEqual({ plays: 17, cost: 17, won: 6000, net: 5983, expectedWon: 8.5 });
    // 4.9332 + 80 × 6/1000 + 160 × 3/1000.
    expect(r.json.box).toEqual({ plays: 12, cost: 12, won: 814, net: 802, expectedWon: 5.89 });
    expect(r.json.byState.map((s: { state: string }) => s.state)).toEqual(['GA', 'MI', 'OH']);
    expect(r.json.byState[0]).toEqual({
      state: 'GA',
      straight: { plays: 3, cost: 3, won: 0, net: -3, expectedWon: 1.5 },
      box: { plays: 2, cost: 2, won: 80, net: 78, expectedWon: 0.96 },
    });
    expect(r.json.prizes).toHaveLength(14);
    // The day's draws after 09:00 in the seven states, per game: TN 3, TX 4, GA 3, OH, MI, FL and NC 2 each.
    expect(r.json.coverage).toEqual({ scheduled: 36, stored: 7 });
    // The track record of the same numbers counts the same draws.
    expect((await call('GET', '/api/track-record?from=2026-06-15&to=2026-06-15')).json.coverage).toEqual({ scheduled: 36, stored: 7 });
  });

  it('follows a corrected result: a straight becomes a box win', async () => {
    const [ohio] = (await call('GET', '/api/results?state=OH&game=pick3&from=2026-06-15&to=2026-06-15&limit=5')).json.filter((d: { drawTime: string }) => d.drawTime === 'evening');
    expect((await call('PUT', `/api/results/${ohio._id}`, { token: admin.token, body: { number: '213' } })).status).toBe(200);
    const r = (await money('from=2026-06-15&to=2026-06-15&states=OH')).json;
    expect(r.straight.won).toBe(5000);
    expect(r.box.won).toBe(83 + 83 + 200);
    expect((await call('PUT', `/api/results/${ohio._id}`, { token: admin.token, body: { number: '123' } })).status).toBe(200);
    expect((await money('from=2026-06-15&to=2026-06-15&states=OH')).json.straight.won).toBe(5500);
  });

  it("answers the weeks for the chart, each with the week's money, empty weeks at zero", async () => {
    const r = await call('GET', '/api/track-record/money/weekly?from=2026-06-08&to=2026-06-21&states=OH,MI');
    expect(r.status).toBe(200);
    const none = { plays: 0, cost: 0, won: 0, net: 0, expectedWon: 0 };
    expect(r.json).toEqual({
      from: '2026-06-08',
      to: '2026-06-21',
      states: ['OH', 'MI'],
      weeks: [
        { weekStart: '2026-06-08', straight: none, box: none },
        { weekStart: '2026-06-15', straight: OH_MI.straight, box: OH_MI.box },
      ],
    });
  });

  it('refuses unknown states and bad ranges with 400 naming the field, changing nothing', async () => {
    const before = await snapshot();
    const states = 'Query parameter states must be a comma-separated list of TN, TX, GA, OH, MI, FL, NC.';
    const cases: [string, string][] = [
      ['states=XX', states],
      ['states=', states],
      ['states=OH,,MI', states],
      ['from=2026-06-20&to=2026-06-10', 'from (2026-06-20) must not be after to (2026-06-10).'],
      ['from=2025-01-01&to=2026-06-15', 'from..to may cover at most 400 days.'],
    ];
    for (const [q, message] of cases) {
      for (const path of ['/api/track-record/money', '/api/track-record/money/weekly']) {
        const r = await call('GET', `${path}?${q}`);
        expect(r.status, `${path}?${q}`).toBe(400);
        expect(r.json.message).toBe(message);
      }
    }
    expect(await snapshot()).toBe(before);
  });
});

describe('coverage', () => {
  it('counts each scheduled draw of overlapping windows once, and none still to come', async () => {
    // Saturday 2026-06-20 09:00, valid that day; 15:00, valid through Sunday: the windows overlap.
    clock.set(et('2026-06-20', '09:00'));
    await call('POST', '/api/predictions', { token: admin.token, body: { predictions: [{ number1: '246', number2: '1357' }] } });
    clock.set(et('2026-06-20', '15:00'));
    await call('POST', '/api/predictions', { token: admin.token, body: { predictions: [{ number1: '468', number2: '3579' }], validThrough: '2026-06-21' } });
    const url = '/api/track-record?from=2026-06-20&to=2026-06-21';
    // Sunday noon: Saturday after 09:00 holds TN 3, TX 4, GA 3, OH, MI, FL and NC 2 each (18);
    // Sunday's first draws (Georgia's and Ohio's, 12:29) are still to come. Per game: 36.
    clock.set(et('2026-06-21', '12:00'));
    let r = (await call('GET', url)).json;
    expect(r).toMatchObject({ numbers: 0, coverage: { scheduled: 36, stored: 0 } });
    // Once Sunday is over: its TN evening, GA 3, OH, MI, FL and NC 2 each (12) join: 60.
    clock.set(et('2026-06-22', '09:00'));
    r = (await call('GET', url)).json;
    expect(r.coverage).toEqual({ scheduled: 60, stored: 0 });
    await draw('FL', 'pick3', '2026-06-20', 'evening', '000');
    expect((await call('GET', url)).json.coverage).toEqual({ scheduled: 60, stored: 1 });
    expect((await money('from=2026-06-20&to=2026-06-21&states=FL')).json.coverage).toEqual({ scheduled: 8, stored: 1 });
  });

  it('moves with the clock even without a write, within five minutes', async () => {
    clock.set(et('2026-06-21', '12:00'));
    const url = '/api/track-record?from=2026-06-20&to=2026-06-21';
    expect((await call('GET', url)).json.coverage.scheduled).toBe(36);
    // Georgia's and Ohio's 12:29 draws (both games) have been held by 12:35.
    clock.set(et('2026-06-21', '12:35'));
    expect((await call('GET', url)).json.coverage.scheduled).toBe(40);
  });
});
