// GET /api/track-record/hits (docs/api.md, "Track record and proof list"): the public proof list. A
// hit appears once its batch's validThrough day ended PROOF_DELAY_DAYS (7) whole days ago, never
// while its number's window is open; newest draw first, paged by the last _id seen. Worked out by
// hand on a small scenario, then checked against the archive's own hits on a generated one spanning
// months.
import { describe, expect, it } from 'vitest';
import { et, resultPoster } from '../../test/draws';
import { createTestContext } from '../../test/harness';
import { addDays } from '@shared/calendar';
import { boxKey, drawnAtOf, type StateCode, type DrawTime } from '@shared/results';

const ctx = await createTestContext();
const { call, clock, makeUser, snapshot } = ctx;
const admin = await makeUser('admin');
const draw = resultPoster(ctx, admin.token);
async function publish(body: Record<string, unknown>) {
  const r = await call('POST', '/api/predictions', { token: admin.token, body });
  expect(r.status, r.text).toBe(201);
  return r.json.prediction;
}
const proof = async (query = '') => {
  const r = await call('GET', `/api/track-record/hits${query}`);
  expect(r.status, r.text).toBe(200);
  return r.json as {
    _id: string;
    number: string;
    kind: string;
    state: string;
    game: string;
    drawDate: string;
    drawTime: string;
    drawn: string;
    publishedAt: string;
    ledgerSeq: number | null;
  }[];
};
/** "number kind state drawDate drawTime publishedAt" of each hit, in the list's order. */
const said = (hits: Awaited<ReturnType<typeof proof>>) => hits.map((h) => `${h.number} ${h.kind} ${h.state} ${h.game} ${h.drawDate} ${h.drawTime} ${h.publishedAt}`);

// Batch A, published Monday 2026-06-01 at 09:00 New York time, valid through Tuesday 06-02:
// 123 with 4567, and the alternative 321 with 0000, whose pair is edited at 11:00 (its window
// restarts then). Draws: TN morning 06-01 (10:28 New York) 213, a box for 123 only (321's
// window opened after it); OH midday 06-01 123, straight for 123, box for 321; MI evening 06-02
// 7654, a box for 4567; GA midday 06-03 123, after A's window: no hit.
// Batch B, published Friday 06-05 at 09:00, valid that day: 789; FL midday 06-05 789, straight.
// Batch C, published Sunday 06-14 at 09:00, valid through 06-20: 246; OH midday 06-14 642, a box
// hit while its window is open, which the list never shows.
const A_PUBLISHED = '2026-06-01T13:00:00.000Z';
const A_EDITED = '2026-06-01T15:00:00.000Z';
const B_PUBLISHED = '2026-06-05T13:00:00.000Z';
clock.set(et('2026-06-01', '09:00'));
const a = await publish({ predictions: [{ number1: '123', number2: '4567' }], alternatives: [{ number1: '999', number2: '0000' }], validThrough: '2026-06-02' });
clock.set(et('2026-06-01', '11:00'));
expect((await call('PUT', `/api/predictions/${a._id}`, { token: admin.token, body: { alternatives: [{ number1: '321', number2: '0000' }] } })).status).toBe(200);
clock.set(et('2026-06-04', '12:00'));
await draw('TN', 'pick3', '2026-06-01', 'morning', '213');
const ohio = await draw('OH', 'pick3', '2026-06-01', 'midday', '123');
await draw('MI', 'pick4', '2026-06-02', 'evening', '7654');
await draw('GA', 'pick3', '2026-06-03', 'midday', '123');
clock.set(et('2026-06-05', '09:00'));
await publish({ predictions: [{ number1: '789', number2: '0001' }] });
clock.set(et('2026-06-05', '14:00'));
await draw('FL', 'pick3', '2026-06-05', 'midday', '789');
clock.set(et('2026-06-14', '09:00'));
await publish({ predictions: [{ number1: '246', number2: '0002' }], validThrough: '2026-06-20' });
clock.set(et('2026-06-14', '13:00'));
await draw('OH', 'pick3', '2026-06-14', 'midday', '642');

const A_HITS = [
  `4567 box MI pick4 2026-06-02 evening ${A_PUBLISHED}`,
  `123 straight OH pick3 2026-06-01 midday ${A_PUBLISHED}`,
  `321 box OH pick3 2026-06-01 midday ${A_EDITED}`,
  `123 box TN pick3 2026-06-01 morning ${A_PUBLISHED}`,
];
const B_HITS = [`789 straight FL pick3 2026-06-05 midday ${B_PUBLISHED}`];

describe('GET /api/track-record/hits', () => {
  it("holds a batch's hits from the 7th whole day after its validThrough day, to anyone, never a window still open", async () => {
    // A's window ended at the end of 06-02: its hits are public from the start of 06-10.
    clock.set(et('2026-06-09', '23:59'));
    expect(await proof()).toEqual([]);
    clock.set(et('2026-06-10', '00:00'));
    expect(said(await proof())).toEqual(A_HITS);
    // B's window ended with 06-05: public from 06-13, first (its draw is the newest).
    clock.set(et('2026-06-12', '23:59'));
    expect(said(await proof())).toEqual(A_HITS);
    clock.set(et('2026-06-13', '00:00'));
    expect(said(await proof())).toEqual([...B_HITS, ...A_HITS]);
    // C's hit (its window runs to 06-20) shows only from 06-28.
    clock.set(et('2026-06-20', '23:59'));
    expect(said(await proof())).toEqual([...B_HITS, ...A_HITS]);
    clock.set(et('2026-06-27', '23:59'));
    expect(said(await proof())).toEqual([...B_HITS, ...A_HITS]);
    clock.set(et('2026-06-28', '00:00'));
    const all = await proof();
    expect(said(all)[0]).toBe('246 box OH pick3 2026-06-14 midday 2026-06-14T13:00:00.000Z');
    expect(said(all).slice(1)).toEqual([...B_HITS, ...A_HITS]);
    expect(all.map((h) => Object.keys(h).sort())).toEqual(all.map(() => ['_id', 'drawDate', 'drawTime', 'drawn', 'game', 'kind', 'ledgerSeq', 'number', 'publishedAt', 'state']));
    // The number drawn: a box hit's in its other order.
    expect(all.map((h) => `${h.number} ${h.kind} ${h.drawn}`)).toEqual(['246 box 642', '789 straight 789', '4567 box 7654', '123 straight 123', '321 box 123', '123 box 213']);
    // Each hit names the ledger entry its window opened with: A's publish (1) and edit (2), B (3), C (4).
    expect(all.map((h) => `${h.number} ${h.ledgerSeq}`)).toEqual(['246 4', '789 3', '4567 1', '123 1', '321 2', '123 1']);
    const entries = (await call('GET', '/api/ledger')).json as { seq: number; committedAt: string }[];
    for (const h of all) expect(entries.find((e) => e.seq === h.ledgerSeq)!.committedAt).toBe(h.publishedAt);
  });

  it('pages by the last _id seen, the pages adding up to the whole list', async () => {
    clock.set(et('2026-06-28', '12:00'));
    const whole = await proof('?limit=100');
    expect(whole).toHaveLength(6);
    expect(new Set(whole.map((h) => h._id)).size).toBe(6);
    const pages: (typeof whole)[] = [];
    for (let before: string | undefined; ; ) {
      const page = await proof(`?limit=4${before ? `&before=${encodeURIComponent(before)}` : ''}`);
      if (page.length === 0) break;
      pages.push(page);
      before = page.at(-1)!._id;
    }
    expect(pages.map((p) => p.length)).toEqual([4, 2]);
    expect(pages.flat()).toEqual(whole);
    expect(await proof(`?limit=1&before=${whole[2]._id}`)).toEqual([whole[3]]);
    // 20 by default.
    expect(await proof()).toEqual(whole);
  });

  it('follows a result stored, corrected or removed on the next read', async () => {
    clock.set(et('2026-06-28', '12:00'));
    // A draw of A's window entered late: GA evening 06-02 (18:59) 312, a box for 123 and 321.
    const late = await draw('GA', 'pick3', '2026-06-02', 'evening', '312');
    expect(said(await proof()).slice(3, 5)).toEqual([`123 box GA pick3 2026-06-02 evening ${A_PUBLISHED}`, `321 box GA pick3 2026-06-02 evening ${A_EDITED}`]);
    expect((await call('PUT', `/api/results/${ohio}`, { token: admin.token, body: { number: '124' } })).status).toBe(200);
    expect(said(await proof()).filter((h) => h.includes('OH pick3 2026-06-01'))).toEqual([]);
    expect((await call('PUT', `/api/results/${ohio}`, { token: admin.token, body: { number: '123' } })).status).toBe(200);
    expect((await call('DELETE', `/api/results/${late}`, { token: admin.token })).status).toBe(200);
    expect(said(await proof()).slice(1)).toEqual([...B_HITS, ...A_HITS]);
  });

  it('refuses a bad limit or before with 400 naming it, changing nothing', async () => {
    const before = await snapshot();
    const cases: [string, string, string][] = [
      ['limit=0', 'limit', 'Query parameter limit must be a whole number from 1 to 100.'],
      ['limit=101', 'limit', 'Query parameter limit must be a whole number from 1 to 100.'],
      ['limit=1.5', 'limit', 'Query parameter limit must be a whole number from 1 to 100.'],
      ['limit=ten', 'limit', 'Query parameter limit must be a whole number from 1 to 100.'],
      ['limit=', 'limit', 'Query parameter limit must be a whole number from 1 to 100.'],
      ['before=12', 'before', 'Query parameter before must be the _id of a hit from this list.'],
      ['before=', 'before', 'Query parameter before must be the _id of a hit from this list.'],
      ['before=TX-pick3-2026-02-30-evening-1-1', 'before', 'Query parameter before must be the _id of a hit from this list.'],
      ['before=FL-pick3-2026-06-01-morning-1-1', 'before', 'Query parameter before must be the _id of a hit from this list.'],
      ['before=ZZ-pick3-2026-06-01-midday-1-1', 'before', 'Query parameter before must be the _id of a hit from this list.'],
      ['before=OH-pick5-2026-06-01-midday-1-1', 'before', 'Query parameter before must be the _id of a hit from this list.'],
      ['before=OH-pick3-2026-06-01-midday-0-1', 'before', 'Query parameter before must be the _id of a hit from this list.'],
      ['before=OH-pick3-2026-06-01-midday-1-3', 'before', 'Query parameter before must be the _id of a hit from this list.'],
      [`before=${'x'.repeat(5000)}`, 'before', 'Query parameter before must be the _id of a hit from this list.'],
      ['before=hasOwnProperty-pick3-2026-06-01-midday-1-1', 'before', 'Query parameter before must be the _id of a hit from this list.'],
    ];
    const answers = await Promise.all(cases.map(([q]) => call('GET', `/api/track-record/hits?${q}`)));
    answers.forEach((r, i) => {
      expect(r.status, cases[i][0]).toBe(400);
      expect(r.json).toEqual({ message: cases[i][2], field: cases[i][1] });
    });
    expect(await snapshot()).toBe(before);
    // An id whose hit is gone still says where to go on from.
    expect((await call('GET', '/api/track-record/hits?before=OH-pick3-2026-06-01-midday-999999-1')).status).toBe(200);
  });
});

describe('the proof list over months', () => {
  it("is exactly the archive's hits of the batches past the cut-off, newest draw first, however it is paged", async () => {
    const gen = await createTestContext();
    const seeder = await gen.makeUser('admin');
    // mulberry32: a small generator whose every bit is random, so a run is the same each time.
    let seed = 11;
    const rand = (n: number) => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) % n;
    };
    // Few distinct numbers, so hits are many: 24 of 3 digits and 6 of 4, and draws drawn from them.
    const threes = Array.from({ length: 24 }, (_, i) => String(100 + i * 37).padStart(3, '0'));
    const fours = Array.from({ length: 6 }, (_, i) => String(1000 + i * 1111).slice(0, 4));
    const first = '2026-01-05';
    // Each set published through the API on its day (the public record is what is scored); now
    // and then a pair is added by an edit hours later, its window opening then.
    for (let d = 0; d < 80; d++) {
      const date = addDays(first, d);
      if (rand(4) === 0) continue;
      const validThrough = addDays(date, rand(14));
      const at = et(date, `0${rand(9) + 1}:00`);
      const pairs = [1, 2, 3, 4].map((p) => ({ number1: threes[rand(threes.length)], number2: p === 4 ? fours[rand(fours.length)] : threes[rand(threes.length)] }));
      const later = rand(5) === 0 ? 1 + rand(19) : 0;
      gen.clock.set(at);
      const body = (all: boolean) => ({ predictions: pairs.slice(0, 2), alternatives: all ? pairs.slice(2) : pairs.slice(2, 3) });
      const made = await gen.call('POST', '/api/predictions', { token: seeder.token, body: { ...body(later === 0), timeOfDay: 'Morning', validThrough } });
      expect(made.status, made.text).toBe(201);
      if (later === 0) continue;
      gen.clock.set(at + later * 3_600_000);
      const edited = await gen.call('PUT', `/api/predictions/${made.json.prediction._id}`, { token: seeder.token, body: body(true) });
      expect(edited.status, edited.text).toBe(200);
    }
    expect((await gen.call('POST', '/api/predictions/move-to-past', { token: seeder.token })).status).toBe(200);
    const states: [StateCode, DrawTime][] = [
      ['OH', 'midday'],
      ['OH', 'evening'],
      ['GA', 'night'],
      ['FL', 'evening'],
      ['MI', 'midday'],
    ];
    for (let d = 0; d < 100; d++) {
      const day = addDays(first, d);
      for (const [state, drawTime] of states) {
        for (const [game, pool] of [
          ['pick3', threes],
          ['pick4', fours],
        ] as const) {
          if (rand(3) === 0) continue;
          const base = pool[rand(pool.length)];
          const number = rand(2) === 0 ? base : [...base].reverse().join('');
          const drawnAt = drawnAtOf({ state, drawDate: day, drawTime });
          await gen.exec(
            "insert into draw_results (state, game, draw_date, draw_time, number, box_key, drawn_at, source, entered_by, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, 'import', ?, ?, ?)",
            [state, game, day, drawTime, number, boxKey(number), drawnAt, seeder.row.id, drawnAt, drawnAt],
          );
        }
      }
    }
    const archive: { validThrough: string; predictions: { hits: Record<string, string>[] }[]; alternatives: { hits: Record<string, string>[] }[] }[] = [];
    for (let before: string | undefined; ; ) {
      const page = (await gen.call('GET', `/api/predictions/past?limit=200${before ? `&before=${before}` : ''}`, { token: seeder.token })).json;
      if (page.length === 0) break;
      archive.push(...page);
      before = page.at(-1)._id;
    }
    const key = (h: Record<string, string>) => `${h.number} ${h.kind} ${h.state} ${h.game} ${h.drawDate} ${h.drawTime}`;
    const instant = (h: Record<string, string>) => drawnAtOf({ state: h.state as StateCode, drawDate: h.drawDate, drawTime: h.drawTime as DrawTime });

    for (const today of ['2026-01-20', '2026-02-11', '2026-03-09', '2026-04-30', '2026-06-15']) {
      gen.clock.set(et(today, '12:00'));
      const cutoff = addDays(today, -8);
      const expected = archive
        .filter((b) => b.validThrough <= cutoff)
        .flatMap((b) => [...b.predictions, ...b.alternatives].flatMap((p) => p.hits.map(key)))
        .sort();
      const pages: Record<string, string>[][] = [];
      for (let before: string | undefined; ; ) {
        const r = await gen.call('GET', `/api/track-record/hits?limit=${7 + pages.length}${before ? `&before=${before}` : ''}`);
        expect(r.status).toBe(200);
        if (r.json.length === 0) break;
        pages.push(r.json);
        before = r.json.at(-1)._id;
      }
      const listed = pages.flat();
      expect(listed.map(key).sort(), today).toEqual(expected);
      expect(new Set(listed.map((h) => h._id)).size).toBe(listed.length);
      const instants = listed.map(instant);
      expect(instants, today).toEqual([...instants].sort((p, q) => q - p));
      const hundred = await gen.call('GET', '/api/track-record/hits?limit=100');
      expect(hundred.json).toEqual(listed.slice(0, 100));
      if (today === '2026-06-15') expect(listed.length).toBeGreaterThan(150);
    }
  }, 180_000);
});

describe('PROOF_DELAY_DAYS=0', () => {
  it('answers an empty list, however old the hits', async () => {
    const none = await createTestContext({ PROOF_DELAY_DAYS: '0' });
    const boss = await none.makeUser('admin');
    none.clock.set(et('2026-06-01', '09:00'));
    expect((await none.call('POST', '/api/predictions', { token: boss.token, body: { predictions: [{ number1: '123', number2: '0003' }] } })).status).toBe(201);
    none.clock.set(et('2026-06-01', '13:00'));
    expect(
      (await none.call('POST', '/api/results', { token: boss.token, body: { state: 'OH', game: 'pick3', drawDate: '2026-06-01', drawTime: 'midday', number: '123' } })).status,
    ).toBe(201);
    none.clock.set(et('2027-06-01', '12:00'));
    const r = await none.call('GET', '/api/track-record/hits');
    expect(r.status).toBe(200);
    expect(r.json).toEqual([]);
    expect((await none.call('GET', '/api/track-record/hits?limit=500')).status).toBe(400);
  });
});
