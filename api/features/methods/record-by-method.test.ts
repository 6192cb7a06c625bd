// The record by method (docs/product.md, "The record by method"): ?method= on GET /api/track-record
// and /money counts that method's sets alone, and GET /api/track-record/methods answers each
// method's figures beside the control's, recomputed over the same dates, times of day, windows and
// places: here checked against the control's own numbers published as a set of their own at the
// same moment, scored by the track record.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { controlNumberOf, controlText } from '@shared/methods';
import { et, resultPoster } from '../../test/draws';
import { createTestContext } from '../../test/harness';

const ctx = await createTestContext();
const { call, clock, makeUser, services } = ctx;
const admin = await makeUser('admin');
const draw = resultPoster(ctx, admin.token);
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const control = (game: 'pick3' | 'pick4', k: number) => controlNumberOf(sha256(controlText(game, '2026-06-15', 'Evening', k)), game === 'pick3' ? 3 : 4);
const byMethod = (method: 'hot' | 'control', predictions: { number1: string; number2: string }[], alternatives: { number1: string; number2: string }[] = []) =>
  services.predictions.publishByMethod(
    { date: '2026-06-15', timeOfDay: 'Evening', sharedContent: '', predictions, alternatives, method },
    { id: null, username: 'schedule' },
    async () => true,
  );

// 2026-06-15 at 09:00: an admin's set; a hot set of two pairs and an alternative; and, at the same
// moment, the control's numbers for the same places as a set of their own.
clock.set(et('2026-06-15', '09:00'));
await call('POST', '/api/predictions', { token: admin.token, body: { timeOfDay: 'Morning', predictions: [{ number1: '555', number2: '6666' }] } });
await byMethod(
  'hot',
  [
    { number1: '123', number2: '4567' },
    { number1: '890', number2: '1234' },
  ],
  [{ number1: '246', number2: '1357' }],
);
const places = [1, 2, 3].map((k) => ({ number1: control('pick3', k), number2: control('pick4', k) }));
await byMethod('control', places.slice(0, 2), places.slice(2));
// Draws that hit each: the admin's straight, hot's box, the control's straight and box.
clock.set(et('2026-06-16', '09:00'));
await draw('OH', 'pick3', '2026-06-15', 'midday', '555');
await draw('GA', 'pick3', '2026-06-15', 'midday', '321');
await draw('TX', 'pick4', '2026-06-15', 'evening', '7654');
await draw('MI', 'pick3', '2026-06-15', 'evening', places[0].number1);
await draw('FL', 'pick4', '2026-06-15', 'evening', [...places[2].number2].reverse().join(''));
const range = 'from=2026-06-15&to=2026-06-15';
const get = async (url: string) => {
  const r = await call('GET', url);
  expect(r.status, r.text).toBe(200);
  return r.json;
};

describe('?method= on the track record and the money', () => {
  it("counts that method's sets alone, and all of them without it", async () => {
    const all = await get(`/api/track-record?${range}`);
    const parts = await Promise.all(['manual', 'hot', 'control'].map((m) => get(`/api/track-record?${range}&method=${m}`)));
    expect(parts.map((p) => p.numbers)).toEqual([2, 6, 6]);
    expect(parts.reduce((n, p) => n + p.numbers, 0)).toBe(all.numbers);
    expect(parts.reduce((n, p) => n + p.straight.hits, 0)).toBe(all.straight.hits);
    expect(parts.map((p) => p.straight.hits + p.box.hits)).toEqual([1, 2, 2]);
    const money = await Promise.all(['hot', 'manual'].map((m) => get(`/api/track-record/money?${range}&method=${m}`)));
    const allMoney = await get(`/api/track-record/money?${range}`);
    expect(money[0].straight.plays + money[1].straight.plays).toBeLessThan(allMoney.straight.plays);
    expect(money[1].straight.won).toBe(500);
  });

  it('refuses a method that is not one', async () => {
    for (const url of [`/api/track-record?method=lucky`, `/api/track-record/money?method=HOT`]) {
      const r = await call('GET', url);
      expect(r.status, url).toBe(400);
      expect(r.json.message).toBe('method must be one of manual, hot, cold, mirror, sums, control.');
    }
  });
});

describe('GET /api/track-record/methods', () => {
  it("answers each method with sets in the range, its own figures beside the control's over the same places", async () => {
    const r = await get(`/api/track-record/methods?${range}`);
    expect(r.methods.map((m: { method: string; sets: number }) => `${m.method} ${m.sets}`)).toEqual(['manual 1', 'hot 1', 'control 1']);
    const hot = r.methods[1];
    const hotRecord = await get(`/api/track-record?${range}&method=hot`);
    const hotMoney = await get(`/api/track-record/money?${range}&method=hot`);
    expect(hot).toMatchObject({ numbers: hotRecord.numbers, draws: hotRecord.draws, straight: hotRecord.straight, box: hotRecord.box, coverage: hotRecord.coverage });
    expect(hot.money).toEqual({ straight: hotMoney.straight, box: hotMoney.box });
    // The control beside hot is the control's published set, scored by the track record.
    const controlRecord = await get(`/api/track-record?${range}&method=control`);
    const controlMoney = await get(`/api/track-record/money?${range}&method=control`);
    expect(hot.control).toEqual({
      numbers: controlRecord.numbers,
      draws: controlRecord.draws,
      straight: controlRecord.straight,
      box: controlRecord.box,
      money: { straight: controlMoney.straight, box: controlMoney.box },
    });
    expect(hot.control.straight.hits + hot.control.box.hits).toBe(2);
  });

  it('answers no method for a range without sets', async () => {
    expect((await get('/api/track-record/methods?from=2026-05-01&to=2026-05-02')).methods).toEqual([]);
  });
});
