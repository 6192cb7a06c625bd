// The track record cannot be bent after the draws (docs/ledger.md, "Scoring follows the record"):
// what a dishonest operator can do through the admin screens and the API (move a window later,
// delete the sets that missed, edit missed numbers away) or in the database (move a pair's
// recorded time, change its numbers) changes nothing already drawn. Every figure here is worked
// out by hand from the draws the scenario stores.
import { describe, expect, it } from 'vitest';
import { et, resultPoster } from '../../test/draws';
import { createTestContext } from '../../test/harness';

const ctx = await createTestContext();
const { call, clock, makeUser } = ctx;
// Each scenario signs in afresh at its own dates (a session ends with time).
let admin = await makeUser('admin');
let draw = resultPoster(ctx, admin.token);
async function startAt(at: number) {
  clock.set(at);
  admin = await makeUser('admin');
  draw = resultPoster(ctx, admin.token);
}

async function publish(body: Record<string, unknown>) {
  const r = await call('POST', '/api/predictions', { token: admin.token, body });
  expect(r.status, r.text).toBe(201);
  return r.json.prediction as { _id: string; validThrough: string };
}

async function edit(id: string, body: Record<string, unknown>) {
  const r = await call('PUT', `/api/predictions/${id}`, { token: admin.token, body });
  expect(r.status, r.text).toBe(200);
}

const record = async (from: string, to: string) => {
  const r = await call('GET', `/api/track-record?from=${from}&to=${to}`);
  expect(r.status).toBe(200);
  return r.json as { numbers: number; draws: number; withdrawn: number; straight: { hits: number }; box: { hits: number } };
};

/** The set's hits as the predictions list answers them, "number state drawDate", for its first pair. */
async function setHits(id: string) {
  const r = await call('GET', '/api/predictions/past?limit=200', { token: admin.token });
  const current = await call('GET', '/api/predictions', { token: admin.token });
  const set = [...r.json, ...current.json].find((b: { _id: string }) => b._id === id);
  return set.predictions.flatMap((p: { hits: { number: string; state: string; drawDate: string }[] }) => p.hits.map((h) => `${h.number} ${h.state} ${h.drawDate}`));
}

/** Every hit of the proof list, "number state drawDate seq". */
async function proof() {
  const r = await call('GET', '/api/track-record/hits?limit=100');
  expect(r.status).toBe(200);
  return r.json.map(
    (h: { number: string; state: string; drawDate: string; ledgerSeq: number; publishedAt: string }) => `${h.number} ${h.state} ${h.drawDate} ${h.ledgerSeq} ${h.publishedAt}`,
  );
}

const head = async () => (await call('GET', '/api/ledger/head')).json.seq as number;

describe('moving a window later after the draws', () => {
  it('never makes a past draw count: only draws after the edit, on the days it added', async () => {
    await startAt(et('2026-07-06', '09:00'));
    const set = await publish({ predictions: [{ number1: '123', number2: '4567' }], validThrough: '2026-07-08' });
    const published = await head();
    clock.set(et('2026-07-10', '20:00'));
    await draw('OH', 'pick3', '2026-07-07', 'midday', '555'); // in the window: a miss
    await draw('OH', 'pick3', '2026-07-10', 'midday', '123'); // after the window closed
    expect(await record('2026-07-06', '2026-07-12')).toMatchObject({ numbers: 1, draws: 1, straight: { hits: 0 } });

    // Stretched through 07-12 once 07-10's 123 was known: that draw stays outside.
    await edit(set._id, { validThrough: '2026-07-12' });
    const stretched = await head();
    expect(await record('2026-07-06', '2026-07-12')).toMatchObject({ numbers: 1, draws: 1, straight: { hits: 0 }, withdrawn: 0 });
    expect(await setHits(set._id)).toEqual([]);

    // A draw after the edit, on a day it added, counts from the edit.
    clock.set(et('2026-07-11', '20:00'));
    await draw('OH', 'pick3', '2026-07-11', 'midday', '123');
    expect(await record('2026-07-06', '2026-07-12')).toMatchObject({ numbers: 1, draws: 2, straight: { hits: 1 } });
    expect(await setHits(set._id)).toEqual(['123 OH 2026-07-11']);
    clock.set(et('2026-07-25', '12:00'));
    expect(await proof()).toEqual([`123 OH 2026-07-11 ${stretched} ${new Date(et('2026-07-10', '20:00')).toISOString()}`]);
    expect(stretched).toBe(published + 1);
  });

  it('never makes draws before the new date count: a window moved to next year holds none of this year', async () => {
    await startAt(et('2026-08-03', '09:00'));
    const set = await publish({ predictions: [{ number1: '246', number2: '8642' }] });
    clock.set(et('2026-08-03', '20:00'));
    await draw('OH', 'pick3', '2026-08-03', 'midday', '111');
    await edit(set._id, { date: '2027-06-01', validThrough: '2027-06-14' });
    // Every draw from the edit to the new date is a draw of a day the set did not hold.
    clock.set(et('2026-08-05', '20:00'));
    await draw('OH', 'pick3', '2026-08-04', 'midday', '246');
    await draw('OH', 'pick3', '2026-08-05', 'midday', '642');
    expect(await setHits(set._id)).toEqual([]);
    // The one draw it was checked against is the one before the edit, on the day it then held (a
    // miss); it is filed under the latest day the set held, 2027-06-14.
    expect(await record('2027-06-01', '2027-06-14')).toMatchObject({ numbers: 1, draws: 1, straight: { hits: 0 }, box: { hits: 0 } });
    expect(await record('2026-08-01', '2026-08-05')).toMatchObject({ numbers: 0 });
  });
});

describe('deleting or editing away the sets and numbers that missed', () => {
  it('leaves every number checked against a draw counted, and says how many the sets no longer hold', async () => {
    await startAt(et('2026-09-07', '09:00'));
    const hit = await publish({ predictions: [{ number1: '314', number2: '3141' }] });
    const missA = await publish({ predictions: [{ number1: '901', number2: '9012' }] });
    const missB = await publish({
      predictions: [
        { number1: '902', number2: '9022' },
        { number1: '314', number2: '9023' },
      ],
    });
    clock.set(et('2026-09-07', '21:00'));
    await draw('OH', 'pick3', '2026-09-07', 'midday', '314');
    await draw('OH', 'pick4', '2026-09-07', 'midday', '0000');
    // 314 (twice), 3141, 901, 9012, 902, 9022, 9023: 8 numbers, each checked against one draw of its game.
    const before = await record('2026-09-07', '2026-09-07');
    expect(before).toMatchObject({ numbers: 8, draws: 8, straight: { hits: 2 }, withdrawn: 0 });

    // After the draws: missA deleted, missB's missing pair edited away.
    expect((await call('DELETE', `/api/predictions/${missA._id}`, { token: admin.token })).status).toBe(200);
    await edit(missB._id, { predictions: [{ number1: '314', number2: '9023' }] });
    const after = await record('2026-09-07', '2026-09-07');
    expect(after).toMatchObject({ numbers: 8, draws: 8, straight: { hits: 2 }, withdrawn: 4 });
    expect(after.straight).toEqual(before.straight);
    expect(after.box).toEqual(before.box);
    expect(await setHits(hit._id)).toEqual(['314 OH 2026-09-07']);

    // A later draw of the same day counts only for the numbers the sets still hold.
    clock.set(et('2026-09-07', '23:59'));
    await draw('GA', 'pick3', '2026-09-07', 'night', '902');
    expect(await record('2026-09-07', '2026-09-07')).toMatchObject({ numbers: 8, draws: 10, straight: { hits: 2 }, withdrawn: 4 });
  });

  it('an edit before the draw is what counts: a number taken away before it was drawn is not scored on it', async () => {
    await startAt(et('2026-10-05', '09:00'));
    const set = await publish({ predictions: [{ number1: '777', number2: '7770' }] });
    clock.set(et('2026-10-05', '10:00'));
    await edit(set._id, { predictions: [{ number1: '778', number2: '7780' }] });
    clock.set(et('2026-10-05', '20:00'));
    await draw('OH', 'pick3', '2026-10-05', 'midday', '777');
    expect(await record('2026-10-05', '2026-10-05')).toMatchObject({ numbers: 1, draws: 1, straight: { hits: 0 }, withdrawn: 0 });
  });
});

describe('changing the tables behind the product', () => {
  it('a recorded time moved back or a number changed in the database scores nothing', async () => {
    await startAt(et('2026-11-02', '12:00'));
    const set = await publish({ predictions: [{ number1: '135', number2: '1357' }] });
    clock.set(et('2026-11-02', '20:00'));
    // OH midday is drawn at 12:29 New York time.
    await draw('OH', 'pick3', '2026-11-01', 'evening', '135'); // the evening before the publish
    await draw('OH', 'pick3', '2026-11-02', 'midday', '999');
    // Moved back a day: the evening draw before the publish would be a hit.
    await ctx.exec('update prediction_pairs set recorded_at = recorded_at - ? where batch_id = ?', [24 * 3_600_000, Number(set._id)]);
    expect(await record('2026-11-01', '2026-11-02')).toMatchObject({ numbers: 1, draws: 1, straight: { hits: 0 }, box: { hits: 0 } });
    expect(await setHits(set._id)).toEqual([]);
    clock.set(et('2026-11-20', '12:00'));
    expect((await proof()).filter((h: string) => h.includes(' 2026-11-'))).toEqual([]);
    // 135 changed to the number drawn at midday: still a miss.
    await ctx.exec("update prediction_pairs set number1 = '999' where batch_id = ?", [Number(set._id)]);
    expect(await record('2026-11-02', '2026-11-02')).toMatchObject({ numbers: 1, draws: 1, straight: { hits: 0 } });
    expect(await setHits(set._id)).toEqual([]);
  });
});
