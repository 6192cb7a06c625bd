// GET /api/track-record and /weekly (docs/api.md, "Track record and proof list") on a scenario
// whose figures are worked out here by hand, draw by draw, not by the server's own arithmetic.
import { describe, expect, it } from 'vitest';
import { et, resultPoster } from '../../test/draws';
import { createTestContext } from '../../test/harness';

const ctx = await createTestContext();
const { call, clock, makeUser, snapshot } = ctx;
const admin = await makeUser('admin');
const draw = resultPoster(ctx, admin.token);

// Published at noon on Monday 2026-06-15, valid that day: 123 and 4567, and the alternative
// 112 with 120. Stored after it, that day: pick3 GA midday 321 (a box
// for 123), OH midday 123 (straight), FL evening 211 (a box for 112); pick4 MI midday 7654 (a
// box for 4567). Not checks: TN morning (10:28 New York time, before the publish) and GA
// midday of the next day. A second batch published at 22:00 holds no stored draw: not counted.
//   123: 3 checks (GA, OH, FL), straight at OH, box at GA.  chance straight 1/1000, box 5/1000
//   112: 3 checks (GA, OH, FL), box at FL.                  chance straight 1/1000, box 2/1000
//   120: 3 checks (GA, OH, FL), no hit.                    chance straight 1/1000, box 5/1000
//  4567: 1 check (MI), box at MI.                           chance straight 1/10000, box 23/10000
const atLeastOnce = (p: number, checks: number) => 1 - (1 - p) ** checks;
const EXPECTED = {
  numbers: 4,
  draws: 10,
  straight: { numbersHit: 1, hits: 1, expectedHits: 3 * 0.001 + 3 * 0.001 + 3 * 0.001 + 0.0001, expectedNumbersHit: 3 * atLeastOnce(0.001, 3) + 0.0001 },
  box: {
    numbersHit: 3,
    hits: 3,
    expectedHits: 3 * 0.005 + 3 * 0.002 + 3 * 0.005 + 0.0023,
    expectedNumbersHit: 2 * atLeastOnce(0.005, 3) + atLeastOnce(0.002, 3) + 0.0023,
  },
  byState: [
    {
      state: 'FL',
      straight: { numbersHit: 0, hits: 0, expectedHits: 0.003, expectedNumbersHit: 0.003 },
      box: { numbersHit: 1, hits: 1, expectedHits: 0.012, expectedNumbersHit: 0.012 },
    },
    {
      state: 'GA',
      straight: { numbersHit: 0, hits: 0, expectedHits: 0.003, expectedNumbersHit: 0.003 },
      box: { numbersHit: 1, hits: 1, expectedHits: 0.012, expectedNumbersHit: 0.012 },
    },
    {
      state: 'MI',
      straight: { numbersHit: 0, hits: 0, expectedHits: 0.0001, expectedNumbersHit: 0.0001 },
      box: { numbersHit: 1, hits: 1, expectedHits: 0.0023, expectedNumbersHit: 0.0023 },
    },
    {
      state: 'OH',
      straight: { numbersHit: 1, hits: 1, expectedHits: 0.003, expectedNumbersHit: 0.003 },
      box: { numbersHit: 0, hits: 0, expectedHits: 0.012, expectedNumbersHit: 0.012 },
    },
  ],
  // No number was edited away or deleted.
  withdrawn: 0,
  // The two batches' windows (from 12:00 and from 22:00 to the end of 06-15) hold, per game, the
  // draws after 12:00 that Monday: TN 2, TX 3, GA 3, OH, MI, FL and NC 2 each (16); both games
  // are played (123, 4567): 32. Stored in them: GA, OH and FL pick3, MI pick4.
  coverage: { scheduled: 32, stored: 4 },
};

/** toEqual with floating figures compared to 12 places. */
function close(actual: unknown, expected: unknown, path = '$') {
  if (typeof expected === 'number' && !Number.isInteger(expected)) {
    expect(actual, path).toBeCloseTo(expected, 12);
  } else if (expected && typeof expected === 'object') {
    expect(Object.keys(actual as object).sort(), path).toEqual(Object.keys(expected).sort());
    for (const [k, v] of Object.entries(expected)) close((actual as Record<string, unknown>)[k], v, `${path}.${k}`);
  } else {
    expect(actual, path).toBe(expected);
  }
}

clock.set(et('2026-06-15', '12:00'));
const first = await call('POST', '/api/predictions', {
  token: admin.token,
  body: { predictions: [{ number1: '123', number2: '4567' }], alternatives: [{ number1: '112', number2: '120' }] },
});
clock.set(et('2026-06-15', '22:00'));
await call('POST', '/api/predictions', { token: admin.token, body: { predictions: [{ number1: '999', number2: '9999' }] } });
clock.set(et('2026-06-16', '13:00'));
await draw('TN', 'pick3', '2026-06-15', 'morning', '123');
await draw('GA', 'pick3', '2026-06-15', 'midday', '321');
const ohio = await draw('OH', 'pick3', '2026-06-15', 'midday', '123');
await draw('FL', 'pick3', '2026-06-15', 'evening', '211');
await draw('MI', 'pick4', '2026-06-15', 'midday', '7654');
await draw('GA', 'pick3', '2026-06-16', 'midday', '123');

describe('GET /api/track-record', () => {
  it('answers the figures of the numbers whose validThrough lies in the range, to anyone, without the numbers', async () => {
    expect(first.status).toBe(201);
    const r = await call('GET', '/api/track-record?from=2026-06-15&to=2026-06-15');
    expect(r.status).toBe(200);
    close(r.json, { from: '2026-06-15', to: '2026-06-15', ...EXPECTED });
    expect(r.text).not.toMatch(/"number"|"number1"|"number2"/);
    // The last 30 days by default, ending today (2026-06-16).
    const byDefault = await call('GET', '/api/track-record');
    close(byDefault.json, { from: '2026-05-18', to: '2026-06-16', ...EXPECTED });
    // A range without the batch's validThrough day has nothing.
    const before = await call('GET', '/api/track-record?from=2026-06-01&to=2026-06-14');
    close(before.json, {
      from: '2026-06-01',
      to: '2026-06-14',
      numbers: 0,
      draws: 0,
      straight: { numbersHit: 0, hits: 0, expectedHits: 0, expectedNumbersHit: 0 },
      box: { numbersHit: 0, hits: 0, expectedHits: 0, expectedNumbersHit: 0 },
      byState: [],
      withdrawn: 0,
      coverage: { scheduled: 0, stored: 0 },
    });
  });

  it('follows a corrected result and a new publish on the next read', async () => {
    const url = '/api/track-record?from=2026-06-15&to=2026-06-16';
    expect((await call('GET', url)).json.straight.hits).toBe(1);
    expect((await call('PUT', `/api/results/${ohio}`, { token: admin.token, body: { number: '124' } })).status).toBe(200);
    const corrected = (await call('GET', url)).json;
    expect(corrected.straight).toMatchObject({ hits: 0, numbersHit: 0 });
    expect(corrected.box).toMatchObject({ hits: 3, numbersHit: 3 });
    expect((await call('PUT', `/api/results/${ohio}`, { token: admin.token, body: { number: '123' } })).status).toBe(200);
    close((await call('GET', url)).json, { from: '2026-06-15', to: '2026-06-16', ...EXPECTED });
    // A batch for today, published before today's GA midday (12:29), adds two numbers and two checks.
    clock.set(et('2026-06-16', '08:00'));
    await call('POST', '/api/predictions', { token: admin.token, body: { predictions: [{ number1: '555', number2: '550' }] } });
    const more = (await call('GET', url)).json;
    expect(more).toMatchObject({ numbers: 6, draws: 12 });
    expect(more.straight.expectedHits).toBeCloseTo(EXPECTED.straight.expectedHits + 0.002, 12);
    // 555 has no other order; 550 two others.
    expect(more.box.expectedHits).toBeCloseTo(EXPECTED.box.expectedHits + 0.002, 12);
    clock.set(et('2026-06-16', '13:00'));
  });

  it('refuses bad ranges with 400 naming the field, changing nothing', async () => {
    const before = await snapshot();
    const cases: [string, string][] = [
      ['from=2026-06-20&to=2026-06-10', 'from (2026-06-20) must not be after to (2026-06-10).'],
      ['from=2025-01-01&to=2026-06-15', 'from..to may cover at most 400 days.'],
      ['from=2025-01-01', 'from..to may cover at most 400 days.'],
      ['from=15/06/2026', 'Query parameter from must be a date (YYYY-MM-DD).'],
      ['to=2026-02-30', 'Query parameter to must be a date (YYYY-MM-DD).'],
    ];
    const answers = await Promise.all(cases.map(([q]) => call('GET', `/api/track-record?${q}`)));
    answers.forEach((r, i) => {
      expect(r.status).toBe(400);
      expect(r.json.message).toBe(cases[i][1]);
    });
    const weekly = await call('GET', '/api/track-record/weekly?from=2026-06-20&to=2026-06-10');
    expect(weekly.status).toBe(400);
    expect(await snapshot()).toBe(before);
    // 400 days exactly is allowed.
    expect((await call('GET', '/api/track-record?from=2025-05-13&to=2026-06-16')).status).toBe(200);
  });
});

describe('GET /api/track-record/weekly', () => {
  it('answers every week Monday..Sunday from the one holding from, oldest first, empty weeks with zeros', async () => {
    const r = await call('GET', '/api/track-record/weekly?from=2026-06-03&to=2026-06-15');
    expect(r.status).toBe(200);
    expect(r.json.from).toBe('2026-06-03');
    expect(r.json.to).toBe('2026-06-15');
    const zero = { numbersHit: 0, hits: 0, expectedHits: 0, expectedNumbersHit: 0 };
    close(r.json.weeks, [
      { weekStart: '2026-06-01', numbers: 0, draws: 0, straight: zero, box: zero },
      { weekStart: '2026-06-08', numbers: 0, draws: 0, straight: zero, box: zero },
      { weekStart: '2026-06-15', numbers: EXPECTED.numbers, draws: EXPECTED.draws, straight: EXPECTED.straight, box: EXPECTED.box },
    ]);
    // By default the last 365 days: 53 weeks, the last holding today.
    const year = await call('GET', '/api/track-record/weekly');
    expect(year.json).toMatchObject({ from: '2025-06-17', to: '2026-06-16' });
    expect(year.json.weeks).toHaveLength(53);
    expect(year.json.weeks[0].weekStart).toBe('2025-06-16');
    expect(year.json.weeks.at(-1)).toMatchObject({ weekStart: '2026-06-15', numbers: 6, draws: 12 });
  });
});
