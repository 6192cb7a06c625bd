// The public reads: GET /api/results (filters, number search, newest first, limits, pages) and
// GET /api/results/latest (every draw slot's newest result and its scheduled draws).
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, T0 } from '../../test/harness';
import { genericCsv, scheduledDraws } from '../../test/results-files';
import type { DrawSlotDto, ResultDto } from '@shared/results';

const ctx = await createTestContext();
const { call, clock, makeUser } = ctx;
const admin = await makeUser('admin');
const enter = (body: Record<string, string>) => call('POST', '/api/results', { token: admin.token, body });
const list = async (query = '') => {
  const r = await call('GET', `/api/results${query}`);
  expect(r.status, r.text).toBe(200);
  return r.json as ResultDto[];
};

beforeEach(() => clock.set(T0)); // Monday 2026-06-15, 12:00 in New York (16:00 UTC)

describe('GET /api/results', () => {
  beforeAll(async () => {
    clock.set(T0);
    const r = await call('POST', '/api/results/import', {
      token: admin.token,
      body: genericCsv(scheduledDraws('2026-05-01', '2026-06-14')),
      headers: { 'Content-Type': 'text/csv' },
    });
    expect(r.status).toBe(200);
  });

  it('answers the newest first, 100 by default, at most 1000', async () => {
    const all = await list();
    expect(all).toHaveLength(100);
    // The newest stored draw: Georgia's night draw of the 14th, 23:34 Eastern.
    expect(all[0]).toMatchObject({ state: 'GA', drawDate: '2026-06-14', drawTime: 'night', drawnAt: '2026-06-15T03:34:00.000Z' });
    const instants = all.map((r) => Date.parse(r.drawnAt));
    expect(instants).toEqual([...instants].sort((a, b) => b - a));
    expect(await list('?limit=1000')).toHaveLength(1000);
    expect(await list('?limit=3')).toHaveLength(3);
  });

  it('filters by state, game and draw time', async () => {
    const tx = await list('?state=TX&game=pick4&drawTime=morning&limit=5');
    expect(tx.map((r) => `${r.state} ${r.game} ${r.drawTime} ${r.drawDate}`)).toEqual([
      'TX pick4 morning 2026-06-13',
      'TX pick4 morning 2026-06-12',
      'TX pick4 morning 2026-06-11',
      'TX pick4 morning 2026-06-10',
      'TX pick4 morning 2026-06-09',
    ]);
  });

  it("from and to are draw dates in each state's calendar, inclusive", async () => {
    // North Carolina's evening draw of the 13th is at 23:22 Eastern, already the 14th in UTC.
    const day = await list('?state=NC&from=2026-06-13&to=2026-06-13');
    expect(day.map((r) => `${r.drawDate} ${r.drawTime} ${r.game}`)).toEqual([
      '2026-06-13 evening pick4',
      '2026-06-13 evening pick3',
      '2026-06-13 midday pick4',
      '2026-06-13 midday pick3',
    ]);
    const week = await list('?from=2026-06-08&to=2026-06-14&limit=1000');
    // Seven days of 36 draws, less Sunday's twelve in Texas and Tennessee.
    expect(week).toHaveLength(7 * 36 - 12);
    expect(new Set(week.map((r) => r.drawDate))).toEqual(new Set(['2026-06-08', '2026-06-09', '2026-06-10', '2026-06-11', '2026-06-12', '2026-06-13', '2026-06-14']));
    expect(await list('?from=2026-06-15')).toEqual([]);
  });

  it('finds a number exactly, or in any order with box=1', async () => {
    const some = (await list('?game=pick3&limit=1000'))[17];
    const exact = await list(`?number=${some.number}&limit=1000`);
    expect(exact.length).toBeGreaterThan(0);
    expect(exact.every((r) => r.number === some.number && r.game === 'pick3')).toBe(true);
    expect(exact).toContainEqual(some);
    const reversed = [...some.number].reverse().join('');
    const box = await list(`?number=${reversed}&box=1&limit=1000`);
    const sorted = (n: string) => [...n].sort().join('');
    expect(box.every((r) => sorted(r.number) === sorted(some.number) && r.game === 'pick3')).toBe(true);
    expect(box).toContainEqual(some);
    expect(box.length).toBeGreaterThanOrEqual(exact.length);
    // Together with a state filter, and with a date range.
    expect(await list(`?number=${some.number}&box=1&state=${some.state}&from=${some.drawDate}&to=${some.drawDate}`)).toContainEqual(some);
    // A 4-digit number is a pick4 search.
    expect((await list('?number=0000&box=1&limit=1000')).every((r) => r.game === 'pick4' && r.number === '0000')).toBe(true);
  });

  it.each(['', '&sort=stored'])('pages with offset: each page starts where the one before ended (%s)', async (sort) => {
    const all = await list(`?limit=75${sort}`);
    const pages = [await list(`?limit=30${sort}`), await list(`?limit=30&offset=30${sort}`), await list(`?limit=30&offset=60${sort}`)];
    expect(pages.map((p) => p.length)).toEqual([30, 30, 30]);
    expect(pages.flat().slice(0, 75)).toEqual(all);
    expect(new Set(pages.flat().map((r) => r._id)).size).toBe(90);
    expect(await list(`?offset=0&limit=30${sort}`)).toEqual(pages[0]);
  });

  it('pages a search: the filters first, then the offset', async () => {
    const all = await list('?state=TX&game=pick4&drawTime=morning&limit=1000');
    expect(all.length).toBeGreaterThan(30);
    const second = await list('?state=TX&game=pick4&drawTime=morning&limit=2&offset=1');
    expect(second.map((r) => `${r.state} ${r.game} ${r.drawTime} ${r.drawDate}`)).toEqual(['TX pick4 morning 2026-06-12', 'TX pick4 morning 2026-06-11']);
    expect(await list(`?state=TX&game=pick4&drawTime=morning&offset=${all.length - 1}`)).toEqual([all.at(-1)]);
    expect(await list(`?state=TX&game=pick4&drawTime=morning&offset=${all.length}`)).toEqual([]);
    // A day's draws of a state, a page of three and then the last one.
    const day = '?state=NC&from=2026-06-13&to=2026-06-13&sort=stored&limit=3';
    const [p1, p2] = [await list(day), await list(`${day}&offset=3`)];
    expect(p1).toHaveLength(3);
    expect(p2).toHaveLength(1);
    expect([...p1, ...p2].map((r) => r.drawDate)).toEqual(['2026-06-13', '2026-06-13', '2026-06-13', '2026-06-13']);
    expect(new Set([...p1, ...p2].map((r) => `${r.game} ${r.drawTime}`)).size).toBe(4);
    // A number in any order, a page at a time.
    const some = (await list('?game=pick3&limit=1000'))[5];
    const box = await list(`?number=${some.number}&box=1&sort=stored&limit=1000`);
    const paged = [];
    for (let offset = 0; offset < box.length + 2; offset += 2) paged.push(...(await list(`?number=${some.number}&box=1&sort=stored&limit=2&offset=${offset}`)));
    expect(paged).toEqual(box);
    // Far past the end: nothing, not an error.
    expect(await list('?offset=1000000')).toEqual([]);
  });

  it('a result stored meanwhile moves the pages of sort=stored along by one', async () => {
    const before = await list('?sort=stored&limit=3');
    clock.set('2026-06-15T18:00:00Z'); // Florida's midday draw is at 13:30 Eastern
    const r = await enter({ state: 'FL', game: 'pick4', drawDate: '2026-06-15', drawTime: 'midday', number: '4321' });
    expect(r.status).toBe(201);
    expect(await list('?sort=stored&limit=1')).toEqual([expect.objectContaining({ _id: r.json._id, number: '4321' })]);
    expect(await list('?sort=stored&limit=3&offset=1')).toEqual(before);
    await call('DELETE', `/api/results/${r.json._id}`, { token: admin.token });
    expect(await list('?sort=stored&limit=3')).toEqual(before);
  });

  it('400, not a failure, for a parameter given twice', async () => {
    for (const [query, message] of [
      ['offset=1&offset=2', 'Query parameter offset must be a whole number from 0 to 1000000, given once.'],
      ['state=TX&state=GA', 'Query parameter state must be one of TN, TX, GA, OH, MI, FL, NC, given once.'],
    ]) {
      const r = await call('GET', `/api/results?${query}`);
      expect(r.status, query).toBe(400);
      expect(r.json.message).toBe(message);
    }
  });

  it.each([
    ['?state=CA', 'Query parameter state must be one of TN, TX, GA, OH, MI, FL, NC.'],
    ['?game=powerball', 'Query parameter game must be pick3 or pick4.'],
    ['?drawTime=noon', 'Query parameter drawTime must be morning, midday, evening or night.'],
    ['?from=2026-02-30', 'Query parameter from must be a date (YYYY-MM-DD).'],
    ['?to=yesterday', 'Query parameter to must be a date (YYYY-MM-DD).'],
    ['?from=2026-06-14&to=2026-06-13', 'Query parameter from must not be after to.'],
    ['?limit=1001', 'Query parameter limit must be a whole number from 1 to 1000.'],
    ['?limit=0', 'Query parameter limit must be a whole number from 1 to 1000.'],
    ['?number=12', 'Query parameter number must be a number of 3 or 4 digits.'],
    ['?number=12a', 'Query parameter number must be a number of 3 or 4 digits.'],
    ['?box=1', 'Query parameter box=1 finds a number in any order: give number too.'],
    ['?box=yes&number=123', 'Query parameter box must be 1 or 0.'],
    ['?sort=newest', 'Query parameter sort must be drawn or stored.'],
    ['?offset=-1', 'Query parameter offset must be a whole number from 0 to 1000000.'],
    ['?offset=1.5', 'Query parameter offset must be a whole number from 0 to 1000000.'],
    ['?offset=ten', 'Query parameter offset must be a whole number from 0 to 1000000.'],
    ['?offset=1e3', 'Query parameter offset must be a whole number from 0 to 1000000.'],
    ['?offset=1000001', 'Query parameter offset must be a whole number from 0 to 1000000.'],
    ['?offset=99999999999999999999999', 'Query parameter offset must be a whole number from 0 to 1000000.'],
    ['?offset=%2030', 'Query parameter offset must be a whole number from 0 to 1000000.'],
    ['?limit=30&offset=30&state=CA', 'Query parameter state must be one of TN, TX, GA, OH, MI, FL, NC.'],
  ])('400 for %s', async (query, message) => {
    const r = await call('GET', `/api/results${query}`);
    expect(r.status).toBe(400);
    expect(r.json.message).toBe(message);
  });

  it('shows a new result on the next read', async () => {
    const before = await list('?state=MI&limit=1');
    clock.set('2026-06-15T17:00:00Z');
    await enter({ state: 'MI', game: 'pick3', drawDate: '2026-06-15', drawTime: 'midday', number: '909' });
    const after = await list('?state=MI&limit=1');
    expect(after[0]).toMatchObject({ drawDate: '2026-06-15', number: '909' });
    expect(after[0]).not.toEqual(before[0]);
    await call('DELETE', `/api/results/${after[0]._id}`, { token: admin.token });
    expect(await list('?state=MI&limit=1')).toEqual(before);
  });
});

describe('GET /api/results/latest', () => {
  const latest = async () => {
    const r = await call('GET', '/api/results/latest');
    expect(r.status).toBe(200);
    return r.json.slots as DrawSlotDto[];
  };
  const slot = (slots: DrawSlotDto[], key: string) => slots.find((s) => `${s.state} ${s.game} ${s.drawTime}` === key)!;

  it('has every draw slot of the table: 18 draw times a day in each game', async () => {
    const slots = await latest();
    expect(slots).toHaveLength(36);
    expect(slots.slice(0, 3).map((s) => `${s.state} ${s.game} ${s.drawTime}`)).toEqual(['TN pick3 morning', 'TN pick3 midday', 'TN pick3 evening']);
  });

  it('gives each slot its newest result, its last scheduled draw and its next one', async () => {
    await ctx.exec('delete from draw_results');
    await enter({ state: 'TX', game: 'pick3', drawDate: '2026-06-12', drawTime: 'midday', number: '123' });
    await enter({ state: 'TX', game: 'pick3', drawDate: '2026-06-13', drawTime: 'midday', number: '456' });
    const slots = await latest();
    // 16:00 UTC is 11:00 in Texas: this morning's draw (10:00) is done, its result not yet entered;
    // midday (12:27) is still to come today.
    expect(slot(slots, 'TX pick3 morning')).toEqual({
      state: 'TX',
      game: 'pick3',
      drawTime: 'morning',
      result: null,
      lastDraw: { drawDate: '2026-06-15', drawnAt: '2026-06-15T15:00:00.000Z' },
      nextDraw: { drawDate: '2026-06-16', drawnAt: '2026-06-16T15:00:00.000Z' },
    });
    expect(slot(slots, 'TX pick3 midday')).toMatchObject({
      result: { drawDate: '2026-06-13', number: '456', drawnAt: '2026-06-13T17:27:00.000Z' },
      // Sunday has no draw in Texas: the last one was Saturday's.
      lastDraw: { drawDate: '2026-06-13', drawnAt: '2026-06-13T17:27:00.000Z' },
      nextDraw: { drawDate: '2026-06-15', drawnAt: '2026-06-15T17:27:00.000Z' },
    });
    expect(slot(slots, 'TN pick3 evening')).toMatchObject({
      result: null,
      lastDraw: { drawDate: '2026-06-14' },
      nextDraw: { drawDate: '2026-06-15', drawnAt: '2026-06-15T23:28:00.000Z' },
    });
  });

  it('moves on when a scheduled draw passes, and when a result is stored', async () => {
    await ctx.exec('delete from draw_results');
    expect(slot(await latest(), 'TX pick3 midday').nextDraw.drawDate).toBe('2026-06-15');
    clock.set('2026-06-15T17:27:00.000Z');
    const at = slot(await latest(), 'TX pick3 midday');
    expect(at.lastDraw).toEqual({ drawDate: '2026-06-15', drawnAt: '2026-06-15T17:27:00.000Z' });
    expect(at.nextDraw.drawDate).toBe('2026-06-16');
    await enter({ state: 'TX', game: 'pick3', drawDate: '2026-06-15', drawTime: 'midday', number: '321' });
    expect(slot(await latest(), 'TX pick3 midday').result).toMatchObject({ drawDate: '2026-06-15', number: '321' });
  });

  it('serialises the answer once until something changes', async () => {
    const a = await ctx.services.results.latestJson();
    expect(await ctx.services.results.latestJson()).toBe(a);
    clock.advance(1000);
    expect(await ctx.services.results.latestJson()).toBe(a);
    const q = { limit: 5 } as Parameters<typeof ctx.services.results.listJson>[0];
    const l = await ctx.services.results.listJson(q);
    expect(await ctx.services.results.listJson({ ...q })).toBe(l);
    await enter({ state: 'OH', game: 'pick3', drawDate: '2026-06-14', drawTime: 'midday', number: '777' });
    expect(await ctx.services.results.latestJson()).not.toBe(a);
    expect(await ctx.services.results.listJson(q)).not.toBe(l);
  });
});
