// "My numbers" (docs/product.md, "My numbers"; docs/api.md, "My numbers"): the list and its rules,
// each number's last 365 days in the followed states against chance, and the notices of results
// stored, corrected, imported or removed. Pushes and e-mails: my-numbers.news.test.ts.
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/harness';
import { et } from '../../test/draws';
import { DAY } from '../../platform/clock';

const ctx = await createTestContext();
const { call, clock } = ctx;
const admin = await ctx.makeUser('admin');

type Caller = { token: string };
const put = (u: Caller, numbers: unknown) => call('PUT', '/api/account/numbers', { token: u.token, body: { numbers } });
const get = async (u: Caller) => {
  const r = await call('GET', '/api/account/numbers', { token: u.token });
  expect(r.status, r.text).toBe(200);
  return r.json as {
    number: string;
    play: string;
    hits: { state: string; game: string; drawDate: string; drawTime: string; kind: string }[];
    draws: number;
    expectedHits: number;
  }[];
};
const notices = async (u: Caller, query = '') => {
  const r = await call('GET', `/api/account/number-hits${query}`, { token: u.token });
  expect(r.status, r.text).toBe(200);
  return r.json as { number: string; play: string; kind: string; state: string; game: string; drawDate: string; drawTime: string; at: string }[];
};
/** A notice in one line: number, play, kind, state, game, day, time. */
const line = (n: { number: string; play: string; kind: string; state: string; game: string; drawDate: string; drawTime: string }) =>
  `${n.number} ${n.play} ${n.kind} ${n.state} ${n.game} ${n.drawDate} ${n.drawTime}`;
const follow = async (u: Caller, states: string[]) => expect((await call('PUT', '/api/account/states', { token: u.token, body: { states } })).status).toBe(200);

/** Imports draws (state, game, date, time, number) in this product's layout; their count. */
async function importDraws(...draws: string[][]) {
  const body = ['state,game,draw_date,draw_time,number', ...draws.map((d) => d.join(','))].join('\n');
  const r = await call('POST', '/api/results/import', { token: admin.token, body, headers: { 'Content-Type': 'text/csv' } });
  expect(r.status, r.text).toBe(200);
  return r.json.imported as number;
}
const enter = async (state: string, game: string, drawDate: string, drawTime: string, number: string) => {
  const r = await call('POST', '/api/results', { token: admin.token, body: { state, game, drawDate, drawTime, number } });
  expect(r.status, r.text).toBe(201);
  return r.json._id as string;
};

beforeEach(async () => {
  clock.set(et('2026-06-15', '20:00'));
  await ctx.exec('delete from draw_results');
});

describe('the list', () => {
  it('keeps up to 20 numbers in the order given, leading zeros and plays as sent, for customers too', async () => {
    const customer = await ctx.makeUser('customer');
    const numbers = [
      { number: '047', play: 'box' },
      { number: '0001', play: 'straight' },
      { number: ' 999 ', play: 'both' },
    ];
    const r = await put(customer, numbers);
    expect(r.status, r.text).toBe(200);
    expect(r.json.message).toBe('Your 3 numbers are saved.');
    expect(r.json.numbers.map((n: { number: string; play: string }) => `${n.number} ${n.play}`)).toEqual(['047 box', '0001 straight', '999 both']);
    expect((await get(customer)).map((n) => `${n.number} ${n.play}`)).toEqual(['047 box', '0001 straight', '999 both']);
    // Reordered and one play changed.
    expect((await put(customer, [numbers[2], { number: '047', play: 'straight' }, numbers[1]])).status).toBe(200);
    expect((await get(customer)).map((n) => `${n.number} ${n.play}`)).toEqual(['999 both', '047 straight', '0001 straight']);
    const twenty = Array.from({ length: 20 }, (_, i) => ({ number: String(i * 7).padStart(3, '0'), play: 'straight' }));
    expect((await put(customer, twenty)).status).toBe(200);
    expect((await get(customer)).map((n) => n.number)).toEqual(twenty.map((n) => n.number));
    const empty = await put(customer, []);
    expect(empty.status).toBe(200);
    expect(empty.json).toEqual({ message: 'Your list of numbers is empty.', numbers: [] });
  });

  it('refuses a bad list with 400 naming the row and field, storing nothing', async () => {
    const u = await ctx.makeUser('subscriber');
    expect((await put(u, [{ number: '123', play: 'box' }])).status).toBe(200);
    const before = await ctx.snapshot();
    const ok = { number: '555', play: 'straight' };
    const cases: [unknown, string, string | undefined][] = [
      [undefined, 'The numbers list is required: up to 20 rows of {number, play}, or an empty list.', 'numbers'],
      ['123', 'The numbers list must be a list of up to 20 rows of {number, play}.', 'numbers'],
      [Array.from({ length: 21 }, (_, i) => ({ number: String(100 + i), play: 'box' })), 'You can keep at most 20 numbers; this list has 21.', 'numbers'],
      [[ok, ok], 'Row 2: 555 is already in row 1.', 'numbers.1.number'],
      [
        [ok, { number: '4567', play: 'box' }, { number: '47', play: 'box' }],
        'Row 3: The number must be 3 or 4 digits written as text, such as "047" or "1234"; got "47".',
        'numbers.2.number',
      ],
      [[{ number: 47, play: 'box' }], 'Row 1: The number must be 3 or 4 digits written as text, such as "047" or "1234"; got 47.', 'numbers.0.number'],
      [[ok, { number: '12345', play: 'box' }], 'Row 2: The number must be 3 or 4 digits written as text, such as "047" or "1234"; got "12345".', 'numbers.1.number'],
      [[ok, { number: '12a', play: 'box' }], 'Row 2: The number must be 3 or 4 digits written as text, such as "047" or "1234"; got "12a".', 'numbers.1.number'],
      [[ok, { number: '123' }], 'Row 2: The play must be straight, box or both; got undefined.', 'numbers.1.play'],
      [[{ number: '123', play: 'Box' }], 'Row 1: The play must be straight, box or both; got "Box".', 'numbers.0.play'],
      [[ok, null], 'Row 2: Each row must be {number, play}.', 'numbers.1'],
    ];
    for (const [numbers, message, field] of cases) {
      const r = await call('PUT', '/api/account/numbers', { token: u.token, body: numbers === undefined ? {} : { numbers } });
      expect(r.status, JSON.stringify(numbers)).toBe(400);
      expect(r.json).toEqual({ message, field });
    }
    expect(await ctx.snapshot()).toBe(before);
    expect((await get(u)).map((n) => n.number)).toEqual(['123']);
  });

  it('is for signed-in people only, each their own', async () => {
    for (const [method, path] of [
      ['GET', '/api/account/numbers'],
      ['PUT', '/api/account/numbers'],
      ['GET', '/api/account/number-hits'],
      ['GET', '/api/account/number-mails'],
      ['PUT', '/api/account/number-mails'],
    ]) {
      expect((await call(method, path, { body: method === 'PUT' ? { numbers: [], on: true } : undefined })).status, path).toBe(401);
    }
    const [a, b] = [await ctx.makeUser('customer'), await ctx.makeUser('customer')];
    await put(a, [{ number: '321', play: 'box' }]);
    expect(await get(b)).toEqual([]);
  });
});

describe('each number over the last 365 days', () => {
  it('counts its hits in the followed states by its play, against chance over the same draws', async () => {
    const u = await ctx.makeUser('customer');
    await follow(u, ['TX', 'OH']);
    await put(u, [
      { number: '123', play: 'box' },
      { number: '455', play: 'straight' },
      { number: '7890', play: 'both' },
      { number: '000', play: 'box' },
    ]);
    await importDraws(
      ['TX', 'pick3', '2026-06-13', 'evening', '123'], // 123: straight (a box play counts the drawn order too)
      ['OH', 'pick3', '2026-06-13', 'evening', '312'], // 123: box
      ['GA', 'pick3', '2026-06-13', 'evening', '321'], // not followed: neither a hit nor a draw
      ['OH', 'pick3', '2025-06-01', 'midday', '213'], // more than 365 days ago
      ['TX', 'pick3', '2026-06-12', 'evening', '455'], // 455: straight
      ['TX', 'pick3', '2026-06-11', 'evening', '545'], // another order: no hit for a straight play
      ['OH', 'pick4', '2026-06-14', 'midday', '0987'], // 7890: box
      ['OH', 'pick4', '2026-06-14', 'evening', '7890'], // 7890: straight
    );
    const list = await get(u);
    const hits = (i: number) => list[i].hits.map((h) => `${h.kind} ${h.state} ${h.game} ${h.drawDate} ${h.drawTime}`);
    // Four pick3 draws in Texas and Ohio within the year; two pick4.
    expect(list.map((n) => [n.number, n.play, n.draws])).toEqual([
      ['123', 'box', 4],
      ['455', 'straight', 4],
      ['7890', 'both', 2],
      ['000', 'box', 4],
    ]);
    // Newest draw first: Ohio's evening draw (19:29 New York) is after Texas's (18:00 Chicago).
    expect(hits(0)).toEqual(['box OH pick3 2026-06-13 evening', 'straight TX pick3 2026-06-13 evening']);
    expect(hits(1)).toEqual(['straight TX pick3 2026-06-12 evening']);
    expect(hits(2)).toEqual(['straight OH pick4 2026-06-14 evening', 'box OH pick4 2026-06-14 midday']);
    expect(hits(3)).toEqual([]);
    // Chance per draw: 123 in any of its 6 orders 6/1000; 455 straight 1/1000; 7890 in any of its 24
    // orders 24/10000; 000 has one order, 1/1000.
    expect(list[0].expectedHits).toBeCloseTo(4 * 0.006, 12);
    expect(list[1].expectedHits).toBeCloseTo(4 * 0.001, 12);
    expect(list[2].expectedHits).toBeCloseTo(2 * 0.0024, 12);
    expect(list[3].expectedHits).toBeCloseTo(4 * 0.001, 12);
    // Following Georgia too brings its draw and its hit in.
    await follow(u, ['TX', 'OH', 'GA']);
    const wider = await get(u);
    expect(wider[0].draws).toBe(5);
    expect(wider[0].hits).toHaveLength(3);
    // A year later the draws have aged out (a new sign-in: tokens last 30 days).
    clock.advance(366 * DAY);
    const login = await call('POST', '/api/auth/login', { body: { email: u.email, password: u.password } });
    expect((await get({ token: login.json.token })).map((n) => [n.draws, n.hits.length, n.expectedHits])).toEqual([
      [0, 0, 0],
      [0, 0, 0],
      [0, 0, 0],
      [0, 0, 0],
    ]);
  });
});

describe('notices', () => {
  it('come from results stored, imported or corrected after the number was saved, in followed states, by play; newest draw first', async () => {
    // Stored before the list: no notice, though it matches.
    await enter('MI', 'pick3', '2026-06-14', 'evening', '321');
    clock.advance(1000);
    const u = await ctx.makeUser('subscriber');
    const ohio = await ctx.makeUser('customer');
    await follow(ohio, ['OH']);
    for (const who of [u, ohio])
      await put(who, [
        { number: '123', play: 'box' },
        { number: '4567', play: 'straight' },
      ]);
    expect(await notices(u)).toEqual([]);

    clock.advance(1000);
    const importedAt = clock.now();
    expect(
      await importDraws(['OH', 'pick3', '2026-06-14', 'evening', '132'], ['OH', 'pick4', '2026-06-14', 'evening', '7654'], ['GA', 'pick4', '2026-06-14', 'evening', '4567']),
    ).toBe(3);
    clock.advance(1000);
    const enteredAt = clock.now();
    const morning = await enter('TX', 'pick3', '2026-06-15', 'morning', '123');
    const list = await notices(u);
    expect(list.map(line)).toEqual([
      '123 box straight TX pick3 2026-06-15 morning',
      '123 box box OH pick3 2026-06-14 evening',
      '4567 straight straight GA pick4 2026-06-14 evening',
    ]);
    expect(list.map((n) => n.at)).toEqual([enteredAt, importedAt, importedAt].map((t) => new Date(t).toISOString()));
    // Only Ohio's for the one who follows Ohio alone.
    expect((await notices(ohio)).map(line)).toEqual(['123 box box OH pick3 2026-06-14 evening']);
    expect((await notices(u, '?limit=1')).map(line)).toEqual(['123 box straight TX pick3 2026-06-15 morning']);

    // A correction that undoes a match removes its notice; one that makes a match adds one.
    clock.advance(1000);
    expect((await call('PUT', `/api/results/${morning}`, { token: admin.token, body: { number: '456' } })).status).toBe(200);
    const [stored] = await ctx.rows<{ id: number }>("select id from draw_results where state = 'MI' and draw_date = '2026-06-14'");
    expect((await call('PUT', `/api/results/${stored.id}`, { token: admin.token, body: { number: '213' } })).status).toBe(200);
    expect((await notices(u)).map((n) => `${line(n)} ${n.at}`)).toEqual([
      // Michigan's and Ohio's evening draws are at the same minute: the result stored later first.
      `123 box box OH pick3 2026-06-14 evening ${new Date(importedAt).toISOString()}`,
      `123 box box MI pick3 2026-06-14 evening ${new Date(clock.now()).toISOString()}`,
      `4567 straight straight GA pick4 2026-06-14 evening ${new Date(importedAt).toISOString()}`,
    ]);
    // A removed result takes its notices with it.
    const [georgia] = await ctx.rows<{ id: number }>("select id from draw_results where state = 'GA'");
    expect((await call('DELETE', `/api/results/${georgia.id}`, { token: admin.token })).status).toBe(200);
    expect((await notices(u)).map(line)).toEqual(['123 box box OH pick3 2026-06-14 evening', '123 box box MI pick3 2026-06-14 evening']);

    // Reordering or changing a play keeps the moment a number joined: its notices are the results
    // stored since that count for it as it is played now. A number removed and added again starts afresh.
    await put(u, [
      { number: '4567', play: 'box' },
      { number: '123', play: 'straight' },
    ]);
    expect((await notices(u)).map(line)).toEqual(['4567 box box OH pick4 2026-06-14 evening']);
    await put(u, [{ number: '123', play: 'both' }]);
    expect((await notices(u)).map(line)).toEqual(['123 both box OH pick3 2026-06-14 evening', '123 both box MI pick3 2026-06-14 evening']);
    clock.advance(1000);
    await put(u, []);
    await put(u, [{ number: '123', play: 'both' }]);
    expect(await notices(u)).toEqual([]);
  });

  it('answer ?limit= from 1 to 100, else 400 naming it', async () => {
    const u = await ctx.makeUser('customer');
    for (const bad of ['0', '101', 'x', '1.5']) {
      const r = await call('GET', `/api/account/number-hits?limit=${bad}`, { token: u.token });
      expect(r.status).toBe(400);
      expect(r.json).toEqual({ message: 'Query parameter limit must be a whole number from 1 to 100.', field: 'limit' });
    }
  });

  it('are listed for every draw of a large import as soon as it answers', async () => {
    const u = await ctx.makeUser('customer');
    await put(u, [{ number: '808', play: 'box' }]);
    // Every Michigan evening Daily 3 of 400 days, one in ten of them an order of 808.
    const draws = Array.from({ length: 400 }, (_, i) => {
      const day = new Date(Date.parse('2026-06-14T12:00:00Z') - i * DAY).toISOString().slice(0, 10);
      return [
        'MI',
        'pick3',
        day,
        'evening',
        i % 10 === 0
          ? ['808', '880', '088'][i % 3]
          : String(100 + (i % 700))
              .padStart(3, '0')
              .replace(/8/g, '7'),
      ];
    });
    expect(await importDraws(...draws)).toBe(400);
    const all = await notices(u, '?limit=100');
    expect(all).toHaveLength(40);
    expect(all[0].drawDate).toBe('2026-06-14');
    expect(all.map((n) => n.kind).filter((k) => k === 'straight')).toHaveLength(14);
    // The year's figures count the draws of the last 365 days: 2025-06-15's evening draw (19:29)
    // is a little more than a year before now (20:00).
    const [n] = await get(u);
    expect(n.draws).toBe(364);
    expect(n.hits).toHaveLength(37);
  });
});
