// Every date a route reads is a day the product serves (docs/api.md, "JSON, ids and dates"):
// from 1900-01-01 to 2999-12-31. Any other value of `from`, `to` or `before` answers 400 naming
// the parameter, a day inside answers, and no value answers 5xx; the same on both databases (this
// file runs on each). The routes hold data, so every date reaches the code that reads it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIRST_DAY, isServedDay, LAST_DAY } from '@shared/calendar';
import { createTestContext, TODAY } from './test/harness';
import { buy } from './test/purchase';
import { listApiRoutes } from './test/routes';

const ctx = await createTestContext();
const admin = await ctx.makeUser('admin');
const reader = await ctx.makeUser('subscriber');
const buyer = await ctx.makeUser('customer');
await buy(ctx, buyer);
const batch = (await ctx.call('POST', '/api/predictions', { token: admin.token, body: { predictions: [{ number1: '047', number2: '1234' }] } })).json.prediction;
ctx.clock.advance(60 * 60_000);
expect((await ctx.call('POST', '/api/results', { token: admin.token, body: { state: 'OH', game: 'pick3', drawDate: TODAY, drawTime: 'midday', number: '047' } })).status).toBe(201);
await ctx.settle();

/** The edges the rule is about: the first and last days any date type holds, a day that does not exist, nothing, a number. */
const EDGES = ['0001-01-01', '9999-12-31', '2026-02-30', '', '1e9', '0000-01-01', '0050-06-01', '1899-12-31', FIRST_DAY, LAST_DAY, '3000-01-01', TODAY];

const pad = (n: number, w: number) => String(n).padStart(w, '0');
/** Strings shaped as days, real or not, of any four-digit year. */
const dayLike = fc
  .record({ y: fc.integer({ min: 0, max: 9999 }), m: fc.integer({ min: 0, max: 13 }), d: fc.integer({ min: 0, max: 32 }) })
  .map(({ y, m, d }) => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`);
const dateValue = fc.oneof(fc.constantFrom(...EDGES), dayLike, fc.string({ maxLength: 12 }), fc.integer().map(String));

/** The GET routes that read a day in `from` and `to`, and whom they answer. */
const RANGE_ROUTES: [path: string, token?: string][] = [
  ['/api/results'],
  ['/api/track-record'],
  ['/api/track-record/weekly'],
  ['/api/track-record/money'],
  ['/api/track-record/money/weekly'],
  ['/api/receipts', admin.token],
  ['/api/receipts/summary', admin.token],
  ['/api/receipts/export.csv', admin.token],
];
/** The track record answers at most 400 days, counted back from `to` (today when left out): a served `from` may be refused for that, naming it. */
const SPANNED = (path: string) => path.startsWith('/api/track-record');

const get = (path: string, query: Record<string, string>, token?: string) => ctx.call('GET', `${path}?${new URLSearchParams(query)}`, { token });

describe('from and to', () => {
  it.each(RANGE_ROUTES)('%s answers a served day, and 400 naming the parameter for any other', async (path, token) => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('from', 'to'), dateValue, async (param, value) => {
        const r = await get(path, { [param]: value }, token);
        expect(r.status, `${param}=${value}: ${r.text}`).toBeLessThan(500);
        if (value.trim() === '') expect(r.status, `${param}=${value}`).toBe(200);
        else if (!isServedDay(value.trim())) expect([r.status, r.json?.field], `${param}=${value}: ${r.text}`).toEqual([400, param]);
        else if (isServedDay(value) && !(SPANNED(path) && param === 'from')) expect(r.status, `${param}=${value}: ${r.text}`).toBe(200);
        else expect(r.status === 200 || (r.status === 400 && r.json.field === param), `${param}=${value}: ${r.text}`).toBe(true);
      }),
      { numRuns: 60, examples: EDGES.flatMap((v) => [['from', v] as [string, string], ['to', v] as [string, string]]) },
    );
  });

  it.each(RANGE_ROUTES)('%s answers a range within the served days at both ends', async (path, token) => {
    for (const [from, to] of [
      [FIRST_DAY, '1900-01-31'],
      ['2999-12-01', LAST_DAY],
      [TODAY, TODAY],
    ])
      expect((await get(path, { from, to }, token)).status, `${from}..${to}`).toBe(200);
    for (const [from, to, field] of [
      ['0050-01-01', '0050-12-31', 'from'],
      ['9999-12-25', '9999-12-31', 'from'],
      [TODAY, '9999-12-31', 'to'],
    ])
      expect([(await get(path, { from, to }, token)).json?.field], `${from}..${to}`).toEqual([field]);
  });
});

describe('before', () => {
  const hitId = fc
    .tuple(fc.constantFrom('OH', 'TX', 'ZZ'), fc.constantFrom('pick3', 'pick4'), fc.oneof(fc.constantFrom(...EDGES), dayLike), fc.constantFrom('midday', 'evening'))
    .map(([state, game, day, time]) => `${state}-${game}-${day}-${time}-${batch._id}-1`);

  it('of the proof list: a hit id on a served day answers, any other value is 400 naming before', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(dateValue, hitId), async (value) => {
        const r = await get('/api/track-record/hits', { before: value });
        const served = /^(OH|TX)-pick[34]-(\d{4}-\d{2}-\d{2})-(midday|evening)-/.exec(value);
        if (served && isServedDay(served[2])) expect(r.status, `${value}: ${r.text}`).toBe(200);
        else if (value.trim() !== '') expect([r.status, r.json?.field], `${value}: ${r.text}`).toEqual([400, 'before']);
        else expect(r.status, value).toBeLessThan(500);
      }),
      { numRuns: 80, examples: EDGES.map((v) => [v]) },
    );
  });

  it.each([
    ['/api/predictions/past', reader.token],
    ['/api/admin/audit', admin.token],
  ])('of %s: an edge is 400 naming before', async (path, token) => {
    for (const value of EDGES.filter((v) => v !== '')) expect([(await get(path, { before: value }, token)).json?.field], value).toEqual(['before']);
  });
});

describe('every GET route', () => {
  it('answers every edge of from, to and before without a 5xx', async () => {
    const routes = listApiRoutes(ctx.services)
      .filter((r) => r.startsWith('GET '))
      .map((r) => r.slice(4).replace(':token', 'not-a-token').replace(':id', '1'));
    expect(routes.length).toBeGreaterThan(30);
    for (const path of routes)
      for (const param of ['from', 'to', 'before'])
        for (const value of EDGES) {
          const r = await get(path, { [param]: value }, admin.token);
          expect(r.status, `${path}?${param}=${value}: ${r.text.slice(0, 200)}`).toBeLessThan(500);
        }
  });
});

describe('dates in bodies', () => {
  it('a draw date before 1900 is refused, naming drawDate, and nothing is stored', async () => {
    for (const drawDate of ['0000-01-01', '0050-06-01', '1899-12-31']) {
      const r = await ctx.call('POST', '/api/results', { token: admin.token, body: { state: 'OH', game: 'pick3', drawDate, drawTime: 'evening', number: '123' } });
      expect([r.status, r.json.field, r.json.message]).toEqual([400, 'drawDate', `Draw date ${drawDate} is before 1900-01-01: no state held a daily game then.`]);
    }
    const file = 'state,game,draw_date,draw_time,number\nOH,pick3,0050-06-01,evening,123\n';
    const imported = await ctx.call('POST', '/api/results/import', { token: admin.token, body: file, headers: { 'Content-Type': 'text/csv' } });
    expect(imported.status).toBe(400);
    expect(imported.json.rejected).toEqual([{ line: 2, message: 'Draw date 0050-06-01 is before 1900-01-01: no state held a daily game then.' }]);
    expect(await ctx.rows('select count(*) as n from draw_results')).toEqual([{ n: 1 }]);
  });

  it('a prediction date or validThrough outside the served days is refused, naming it', async () => {
    for (const [body, field] of [
      [{ date: '0001-01-01' }, 'date'],
      [{ date: '9999-12-31' }, 'date'],
      [{ validThrough: '9999-12-31' }, 'validThrough'],
    ] as const) {
      const r = await ctx.call('PUT', `/api/predictions/${batch._id}`, { token: admin.token, body });
      expect([r.status, r.json.field, r.json.message], JSON.stringify(body)).toEqual([
        400,
        field,
        `${field === 'date' ? 'Date' : 'Valid through'} must be a day from 1900-01-01 to 2999-12-31.`,
      ]);
    }
  });

  it('a subscription end outside the served days is refused, naming it', async () => {
    for (const end of ['9999-12-31', '9999-12-31T00:00:00Z', '3000-01-01']) {
      const r = await ctx.call('PUT', `/api/users/${buyer.id}`, { token: admin.token, body: { role: 'subscriber', subscriptionExpiresAt: end } });
      expect([r.status, r.json.field], end).toEqual([400, 'subscriptionExpiresAt']);
    }
    expect((await ctx.call('PUT', `/api/users/${buyer.id}`, { token: admin.token, body: { role: 'subscriber', subscriptionExpiresAt: LAST_DAY } })).status).toBe(200);
  });
});
