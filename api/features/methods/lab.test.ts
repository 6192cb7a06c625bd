// GET /api/admin/lab (docs/api.md, "Methods, the lab and the schedule"; docs/product.md, "The
// lab"): a method replayed over stored history scores exactly as the same sets do once published
// (the track record's counts and money over those days), beside the control on the same days.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addDays, startOfDay } from '@shared/calendar';
import { methodNumbers, type MethodId, type PastDraw } from '@shared/methods';
import { boxKey, drawnAtOf } from '@shared/results';
import { et } from '../../test/draws';
import { createTestContext } from '../../test/harness';
import { scheduledDraws } from '../../test/results-files';

const ctx = await createTestContext();
const { call, clock, makeUser } = ctx;
const admin = await makeUser('admin');
const subscriber = await makeUser('subscriber');
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const TZ = 'America/New_York';

// Every scheduled draw from 2026-05-01 to 2026-06-19 with made-up numbers; on the days replayed,
// some draws are made to hit the day's numbers (straight and box), so the figures compared are
// not all zeros.
const draws = scheduledDraws('2026-05-01', '2026-06-19').map((d) => ({ ...d, drawnAt: drawnAtOf(d) }));
const past = (): PastDraw[] => draws.map((d) => ({ state: d.state, game: d.game, number: d.number, drawnAt: d.drawnAt }));
const numbersOf = (method: MethodId, day: string, timeOfDay: 'Morning' | 'Evening', count = 2) => {
  const made = methodNumbers(method, past(), { date: day, timeOfDay, count, cutoff: startOfDay(day, TZ) }, sha256);
  if ('problem' in made) throw new Error(made.problem);
  return made;
};
const reversed = (n: string) => [...n].reverse().join('');
function plantHits(method: MethodId, day: string) {
  const made = numbersOf(method, day, 'Morning');
  const today = draws.filter((d) => d.drawDate === day);
  const pick3 = today.filter((d) => d.game === 'pick3');
  const pick4 = today.filter((d) => d.game === 'pick4');
  pick3[0].number = made.pick3[0];
  pick3[1].number = reversed(made.pick3[1]);
  pick4[0].number = made.pick4[1];
  pick4[2].number = reversed(made.pick4[0]);
}
for (const day of ['2026-06-15', '2026-06-16', '2026-06-17']) plantHits('hot', day);
for (const day of ['2026-06-18', '2026-06-19']) plantHits('control', day);
for (const d of draws)
  await ctx.exec(
    "insert into draw_results (state, game, draw_date, draw_time, number, box_key, drawn_at, source, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, 'import', ?, ?)",
    [d.state, d.game, d.drawDate, d.drawTime, d.number, boxKey(d.number), d.drawnAt, d.drawnAt, d.drawnAt],
  );

/** The sets the method makes, published by the admin at 00:30 each day, before its first draw. */
async function publish(method: MethodId, from: string, to: string) {
  for (let day = from; day <= to; day = addDays(day, 1)) {
    clock.set(et(day, '00:30'));
    for (const timeOfDay of ['Morning', 'Evening'] as const) {
      const made = numbersOf(method, day, timeOfDay);
      const predictions = [0, 1].map((i) => ({ number1: made.pick3[i], number2: made.pick4[i] }));
      const r = await call('POST', '/api/predictions', { token: admin.token, body: { timeOfDay, predictions } });
      expect(r.status, r.text).toBe(201);
    }
  }
}
await publish('hot', '2026-06-15', '2026-06-17');
await publish('control', '2026-06-18', '2026-06-19');
clock.set(et('2026-06-20', '12:00'));

const lab = (q: string, token = admin.token) => call('GET', `/api/admin/lab?${q}`, { token });

/** The track record's and the money's figures over the days, in the lab's shape. */
async function recorded(from: string, to: string) {
  const counts = (await call('GET', `/api/track-record?from=${from}&to=${to}`)).json;
  const money = (await call('GET', `/api/track-record/money?from=${from}&to=${to}`)).json;
  const both = (k: 'cost' | 'won' | 'net' | 'expectedWon') => Math.round((money.straight[k] + money.box[k]) * 100) / 100;
  return {
    plays: counts.draws,
    straight: { hits: counts.straight.hits, expected: counts.straight.expectedHits },
    box: { hits: counts.box.hits, expected: counts.box.expectedHits },
    money: { cost: both('cost'), won: both('won'), net: both('net'), expectedWon: both('expectedWon') },
  };
}
function expectSameFigures(got: Record<string, any>, want: Awaited<ReturnType<typeof recorded>>) {
  expect(got.plays).toBe(want.plays);
  expect(got.straight.hits).toBe(want.straight.hits);
  expect(got.box.hits).toBe(want.box.hits);
  expect(got.straight.expected).toBeCloseTo(want.straight.expected, 9);
  expect(got.box.expected).toBeCloseTo(want.box.expected, 9);
  expect(got.money.cost).toBe(want.money.cost);
  expect(got.money.won).toBe(want.money.won);
  expect(got.money.net).toBe(want.money.net);
  expect(got.money.expectedWon).toBeCloseTo(want.money.expectedWon, 1);
}

describe('GET /api/admin/lab', () => {
  it('answers the shape of the contract', async () => {
    const r = await lab('method=hot&from=2026-06-15&to=2026-06-17');
    expect(r.status, r.text).toBe(200);
    expect(Object.keys(r.json)).toEqual(['method', 'states', 'from', 'to', 'sets', 'plays', 'straight', 'box', 'money', 'control']);
    expect(r.json).toMatchObject({ method: 'hot', states: ['TN', 'TX', 'GA', 'OH', 'MI', 'FL', 'NC'], from: '2026-06-15', to: '2026-06-17', sets: 6 });
    expect(Object.keys(r.json.money)).toEqual(['cost', 'won', 'net', 'expectedWon']);
    expect(Object.keys(r.json.control)).toEqual(['sets', 'plays', 'straight', 'box', 'money']);
  });

  it("scores a method's replayed sets exactly as the track record scores the same sets published", async () => {
    const r = await lab('method=hot&from=2026-06-15&to=2026-06-17');
    const want = await recorded('2026-06-15', '2026-06-17');
    expect(want.straight.hits).toBeGreaterThan(0);
    expect(want.box.hits).toBeGreaterThan(0);
    expectSameFigures(r.json, want);
  });

  it("scores the control beside it on the same days, as the control's own sets published are scored", async () => {
    const hot = (await lab('method=hot&from=2026-06-18&to=2026-06-19')).json;
    const control = (await lab('method=control&from=2026-06-18&to=2026-06-19')).json;
    const want = await recorded('2026-06-18', '2026-06-19');
    expect(want.straight.hits + want.box.hits).toBeGreaterThan(0);
    expectSameFigures(control, want);
    expectSameFigures(hot.control, want);
    expect(control.control).toEqual({ sets: control.sets, plays: control.plays, straight: control.straight, box: control.box, money: control.money });
  });

  it('makes no set on a day with no stored draw before it, and counts the control only on the days the method made one', async () => {
    const r = await lab('method=cold&from=2026-04-29&to=2026-05-02&pairs=1');
    expect(r.status, r.text).toBe(200);
    // Draws begin on 2026-05-01: its sets have nothing before them; 2026-05-02 has.
    expect(r.json.sets).toBe(2);
    expect(r.json.control.sets).toBe(2);
    expect(r.json.control.plays).toBe(r.json.plays);
  });

  it('replays only the states asked for, their draws read and scored', async () => {
    const all = (await lab('method=mirror&from=2026-06-10&to=2026-06-12&pairs=3')).json;
    const two = (await lab('method=mirror&from=2026-06-10&to=2026-06-12&pairs=3&states=oh,TX')).json;
    expect(two.states).toEqual(['TX', 'OH']);
    expect(two.plays).toBeLessThan(all.plays);
    expect(two.plays).toBeGreaterThan(0);
  });

  it('refuses what is not a question, naming it, and everyone but an admin', async () => {
    const cases: [string, RegExp][] = [
      ['from=2026-06-15', /method must be one of hot, cold, mirror, sums, control/],
      ['method=lucky', /method must be one of/],
      ['method=hot&pairs=11', /pairs must be a whole number from 1 to 10/],
      ['method=hot&pairs=0', /pairs must be a whole number from 1 to 10/],
      ['method=hot&states=OH,ZZ', /states must be a comma-separated list/],
      ['method=hot&from=2026-06-17&to=2026-06-15', /from must not be after to/],
      ['method=hot&from=2010-01-01&to=2026-06-15', /at most 3,700 days/],
      ['method=hot&from=2026-02-30', /from/],
    ];
    for (const [q, message] of cases) {
      const r = await lab(q);
      expect(r.status, q).toBe(400);
      expect(r.json.message, q).toMatch(message);
    }
    expect((await lab('method=hot', subscriber.token)).status).toBe(403);
    expect((await call('GET', '/api/admin/lab?method=hot')).status).toBe(401);
  });
});
