// GET /api/ledger/days (docs/ledger.md, "Heads by day"): each chain's head at the end of each UTC
// day it grew, the same entry and hash the chains answer, newest day first; bad queries refused.
import { describe, expect, it } from 'vitest';
import type { LedgerDayDto, LedgerEntryDto, ResultEntryDto } from '@shared/ledger';
import { DAY } from '../../platform/clock';
import { createTestContext } from '../../test/harness';

const ctx = await createTestContext();
const { call, clock } = ctx;
const admin = await ctx.makeUser('admin');

const days = async (query = '') => {
  const r = await call('GET', `/api/ledger/days${query}`);
  expect(r.status, r.text).toBe(200);
  return r.json as LedgerDayDto[];
};
const publish = async () => expect((await call('POST', '/api/predictions', { token: admin.token, body: { predictions: [{ number1: '123', number2: '4567' }] } })).status).toBe(201);
let draw = 1;
const enterResult = async () =>
  expect(
    (
      await call('POST', '/api/results', {
        token: admin.token,
        body: { state: 'OH', game: 'pick3', drawDate: `2026-01-${String(draw++).padStart(2, '0')}`, drawTime: 'midday', number: '047' },
      })
    ).status,
  ).toBe(201);
const utcDay = () => new Date(clock.now()).toISOString().slice(0, 10);

describe('heads by day', () => {
  it('lists each chain’s last entry of each day it grew, as the chains answer it, newest day first', async () => {
    expect(await days()).toEqual([]);
    const first = utcDay();
    await publish();
    await publish();
    await enterResult();
    clock.advance(DAY);
    const second = utcDay();
    await publish();
    clock.advance(DAY);
    await enterResult();
    await enterResult();
    const third = utcDay();

    const sets = (await call('GET', '/api/ledger')).json as LedgerEntryDto[];
    const results = (await call('GET', '/api/ledger/results')).json as ResultEntryDto[];
    const at = (list: { seq: number; hash: string }[], seq: number) => ({ seq, hash: list.find((e) => e.seq === seq)!.hash });
    expect(await days()).toEqual([
      { day: third, chain: 'results', ...at(results, 3) },
      { day: second, chain: 'sets', ...at(sets, 3) },
      { day: first, chain: 'sets', ...at(sets, 2) },
      { day: first, chain: 'results', ...at(results, 1) },
    ]);
    expect(await days(`?before=${second}`)).toEqual([
      { day: first, chain: 'sets', ...at(sets, 2) },
      { day: first, chain: 'results', ...at(results, 1) },
    ]);
    expect((await days('?limit=1')).map((d) => d.day)).toEqual([third]);
  });

  it('answers a bad query 400 naming it, and changes nothing', async () => {
    for (const [query, message] of [
      ['?before=2026-02-30', 'Query parameter before must be a date (YYYY-MM-DD).'],
      ['?before=9999-12-31', 'Query parameter before must be a day from 1900-01-01 to 2999-12-31.'],
      ['?limit=0', 'Query parameter limit must be a whole number from 1 to 500.'],
      ['?limit=1e9', 'Query parameter limit must be a whole number from 1 to 500.'],
    ]) {
      const r = await call('GET', `/api/ledger/days${query}`);
      expect(r.status, query).toBe(400);
      expect(r.json.message, query).toBe(message);
    }
  });
});
