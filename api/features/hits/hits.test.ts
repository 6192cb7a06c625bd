// Hits on every batch answer (docs/product.md, "Hits and the track record"): the window rules,
// straight and box, and hits that follow the results as they are stored, corrected and removed.
import { describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';

const ctx = await createTestContext();
const { call, clock, makeUser, snapshot } = ctx;
const admin = await makeUser('admin');
const reader = await makeUser('subscriber');
// The scenarios run over several weeks of the fixed clock.
await ctx.exec('update users set subscription_expires_at = ? where id = ?', [Date.parse('2027-01-01'), reader.row.id]);

/** An instant given as New York wall-clock time in June (UTC−4). */
const et = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00-04:00`).getTime();

async function result(c: TestContext, token: string, state: string, game: string, drawDate: string, drawTime: string, number: string) {
  const r = await c.call('POST', '/api/results', { token, body: { state, game, drawDate, drawTime, number } });
  expect(r.status, r.text).toBe(201);
  return r.json._id as string;
}
const draw = (state: string, game: string, drawDate: string, drawTime: string, number: string) => result(ctx, admin.token, state, game, drawDate, drawTime, number);

async function publish(body: Record<string, unknown>, c: TestContext = ctx, token = admin.token) {
  const r = await c.call('POST', '/api/predictions', { token, body });
  expect(r.status, r.text).toBe(201);
  return r.json.prediction;
}

type Pair = { number1: string; number2: string; hits: { number: string; state: string; drawTime: string; drawDate: string; kind: string; game: string; drawn: string }[] };
/** Each pair's hits of a batch as read by `token` now, said as "number kind state drawDate drawTime". */
async function hitsOf(id: string, token = reader.token, path = '/api/predictions', c: TestContext = ctx) {
  const r = await c.call('GET', path, { token });
  expect(r.status).toBe(200);
  const batch = r.json.find((b: { _id: string }) => b._id === id);
  const say = (p: Pair) => p.hits.map((h) => `${h.number} ${h.kind} ${h.state} ${h.drawDate} ${h.drawTime}`);
  return { predictions: batch.predictions.map(say), alternatives: batch.alternatives.map(say), validThrough: batch.validThrough };
}

describe('the scoring window', () => {
  it('counts draws after the publish and up to the end of validThrough; straight and box; a draw one minute before does not count', async () => {
    clock.set(et('2026-06-15', '12:30'));
    const batch = await publish({
      predictions: [
        { number1: '123', number2: '4567' },
        { number1: '321', number2: '890' },
      ],
      alternatives: [{ number1: '120', number2: '555' }],
    });
    expect(batch.validThrough).toBe('2026-06-15');
    expect(batch.predictions.map((p: Pair) => p.hits)).toEqual([[], []]);

    clock.set(et('2026-06-16', '13:00'));
    await draw('GA', 'pick3', '2026-06-15', 'midday', '123'); // 12:29, a minute before the publish
    await draw('MI', 'pick3', '2026-06-15', 'midday', '123'); // 12:59
    await draw('GA', 'pick4', '2026-06-15', 'evening', '4567');
    await draw('OH', 'pick4', '2026-06-15', 'evening', '7654');
    await draw('GA', 'pick3', '2026-06-15', 'night', '555'); // 23:34, the last draw of the day
    await draw('GA', 'pick3', '2026-06-16', 'midday', '123'); // the next day: outside the window
    await draw('FL', 'pick3', '2026-06-15', 'evening', '999'); // no hit

    expect(await hitsOf(batch._id)).toEqual({
      predictions: [['123 straight MI 2026-06-15 midday', '4567 straight GA 2026-06-15 evening', '4567 box OH 2026-06-15 evening'], ['321 box MI 2026-06-15 midday']],
      alternatives: [['555 straight GA 2026-06-15 night']],
      validThrough: '2026-06-15',
    });
    // The admin's view is the same answer.
    expect(await hitsOf(batch._id, admin.token)).toEqual(await hitsOf(batch._id));
    // Each hit says the number drawn: the same for a straight hit, the other order for a box hit.
    const answer = (await call('GET', '/api/predictions', { token: reader.token })).json.find((b: { _id: string }) => b._id === batch._id);
    expect(answer.predictions.map((p: Pair) => p.hits.map((h) => `${h.number} ${h.kind} ${h.drawn}`))).toEqual([
      ['123 straight 123', '4567 straight 4567', '4567 box 7654'],
      ['321 box 123'],
    ]);

    // Moving to the past changes nothing: the archive shows the same hits.
    const current = await hitsOf(batch._id);
    expect((await call('POST', '/api/predictions/move-to-past', { token: admin.token })).status).toBe(200);
    expect(await hitsOf(batch._id, reader.token, '/api/predictions/past')).toEqual(current);
    expect(await hitsOf(batch._id, admin.token, '/api/predictions/past')).toEqual(current);
  });

  it('an edit restarts the window of the pairs it changes or adds, and only those', async () => {
    clock.set(et('2026-06-20', '09:00'));
    const batch = await publish({
      predictions: [
        { number1: '246', number2: '1357' },
        { number1: '135', number2: '8642' },
      ],
      validThrough: '2026-06-21',
    });
    clock.set(et('2026-06-20', '13:00'));
    await draw('OH', 'pick3', '2026-06-20', 'midday', '246');
    await draw('OH', 'pick4', '2026-06-20', 'midday', '8642');
    // The second pair's second number changes; the first pair is sent again as it was.
    const edited = await call('PUT', `/api/predictions/${batch._id}`, {
      token: admin.token,
      body: {
        predictions: [
          { number1: '246', number2: '1357' },
          { number1: '135', number2: '2468' },
          { number1: '777', number2: '7777' },
        ],
      },
    });
    expect(edited.status).toBe(200);
    clock.set(et('2026-06-20', '20:00'));
    await draw('GA', 'pick4', '2026-06-20', 'evening', '2468');
    await draw('GA', 'pick3', '2026-06-20', 'evening', '531');
    await draw('MI', 'pick3', '2026-06-20', 'evening', '777');
    expect((await hitsOf(batch._id)).predictions).toEqual([
      ['246 straight OH 2026-06-20 midday'],
      // 8642 hit before the edit replaced it; 2468 counts from the edit on.
      ['135 box GA 2026-06-20 evening', '2468 straight GA 2026-06-20 evening'],
      ['777 straight MI 2026-06-20 evening'],
    ]);
    const pairs = (await ctx.rows('select number1, recorded_at r from prediction_pairs where batch_id = ? order by priority', [batch._id])) as { number1: string; r: number }[];
    expect(pairs.map((p) => p.r)).toEqual([et('2026-06-20', '09:00'), et('2026-06-20', '13:00'), et('2026-06-20', '13:00')]);

    // validThrough 2026-06-21 holds the next day's draws, and none after it.
    clock.set(et('2026-06-22', '20:00'));
    await draw('OH', 'pick3', '2026-06-21', 'evening', '264');
    await draw('OH', 'pick3', '2026-06-22', 'midday', '246');
    expect((await hitsOf(batch._id)).predictions[0]).toEqual(['246 straight OH 2026-06-20 midday', '246 box OH 2026-06-21 evening']);
  });

  it('follows a corrected and a removed result on the next read of the kept answer', async () => {
    clock.set(et('2026-06-25', '09:00'));
    const batch = await publish({ predictions: [{ number1: '314', number2: '2718' }] });
    clock.set(et('2026-06-25', '20:00'));
    const id = await draw('FL', 'pick3', '2026-06-25', 'midday', '314');
    expect((await hitsOf(batch._id)).predictions).toEqual([['314 straight FL 2026-06-25 midday']]);
    expect((await call('PUT', `/api/results/${id}`, { token: admin.token, body: { number: '413' } })).status).toBe(200);
    expect((await hitsOf(batch._id)).predictions).toEqual([['314 box FL 2026-06-25 midday']]);
    expect((await call('PUT', `/api/results/${id}`, { token: admin.token, body: { number: '999' } })).status).toBe(200);
    expect((await hitsOf(batch._id)).predictions).toEqual([[]]);
    expect((await call('PUT', `/api/results/${id}`, { token: admin.token, body: { number: '314' } })).status).toBe(200);
    expect((await hitsOf(batch._id)).predictions).toEqual([['314 straight FL 2026-06-25 midday']]);
    expect((await call('DELETE', `/api/results/${id}`, { token: admin.token })).status).toBe(200);
    expect((await hitsOf(batch._id)).predictions).toEqual([[]]);
  });

  it("ends with validThrough's day in APP_TIMEZONE, not in the state's calendar", async () => {
    // In UTC, 2026-06-15 ends at 20:00 New York time: Georgia's evening draw (18:59) is in, its night draw (23:34) is out.
    const utc = await createTestContext({ APP_TIMEZONE: 'UTC' });
    const boss = await utc.makeUser('admin');
    const batch = await publish({ predictions: [{ number1: '808', number2: '909' }] }, utc, boss.token);
    utc.clock.set(et('2026-06-16', '12:00'));
    await result(utc, boss.token, 'GA', 'pick3', '2026-06-15', 'evening', '808');
    await result(utc, boss.token, 'GA', 'pick3', '2026-06-15', 'night', '909');
    expect((await hitsOf(batch._id, boss.token, '/api/predictions', utc)).predictions).toEqual([['808 straight GA 2026-06-15 evening']]);
  });
});

describe('validThrough', () => {
  it("is the batch's date to 13 days after; outside that, 400 naming validThrough and nothing changes", async () => {
    clock.set(et('2026-07-01', '10:00'));
    const before = await snapshot();
    for (const [path, body] of [
      ['/api/predictions', { predictions: [{ number1: '123', number2: '456' }], validThrough: '2026-06-30' }],
      ['/api/predictions', { predictions: [{ number1: '123', number2: '456' }], validThrough: '2026-07-15' }],
      ['/api/predictions/manual', { sharedContent: 'x', date: '2026-06-01', predictions: [{ number1: '123', number2: '456' }], validThrough: '2026-06-15' }],
    ] as const) {
      const r = await call('POST', path, { token: admin.token, body });
      expect(r.status).toBe(400);
      expect(r.json.message).toMatch(/^validThrough must be a day from \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}/);
      expect(r.json.field).toBe('validThrough');
    }
    const garbled = await call('POST', '/api/predictions', { token: admin.token, body: { predictions: [{ number1: '001', number2: '002' }], validThrough: 'soon' } });
    expect(garbled.status).toBe(400);
    expect(garbled.json.message).toBe('Valid through must be a date (YYYY-MM-DD).');
    expect(await snapshot()).toBe(before);

    const last = await publish({ predictions: [{ number1: '123', number2: '456' }], validThrough: '2026-07-14' });
    expect(last.validThrough).toBe('2026-07-14');
    const manual = await call('POST', '/api/predictions/manual', {
      token: admin.token,
      body: { sharedContent: 'x', date: '2026-06-01', predictions: [{ number1: '001', number2: '002' }], validThrough: '2026-06-14' },
    });
    expect(manual.status).toBe(201);
    expect(manual.json.prediction.validThrough).toBe('2026-06-14');
  });

  it('an edit of the date moves a default validThrough with it, and re-checks a chosen one', async () => {
    clock.set(et('2026-07-02', '10:00'));
    const plain = await publish({ predictions: [{ number1: '123', number2: '456' }] });
    const moved = await call('PUT', `/api/predictions/${plain._id}`, { token: admin.token, body: { date: '2026-07-03' } });
    expect(moved.json.prediction).toMatchObject({ date: '2026-07-03', validThrough: '2026-07-03' });

    const chosen = await publish({ predictions: [{ number1: '123', number2: '456' }], validThrough: '2026-07-10' });
    const before = await snapshot();
    const refused = await call('PUT', `/api/predictions/${chosen._id}`, { token: admin.token, body: { date: '2026-07-11' } });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe("validThrough must be a day from 2026-07-11 to 2026-07-24: the batch's date to 13 days after it.");
    expect(await snapshot()).toBe(before);
    const both = await call('PUT', `/api/predictions/${chosen._id}`, { token: admin.token, body: { date: '2026-07-11', validThrough: '2026-07-24' } });
    expect(both.json.prediction).toMatchObject({ date: '2026-07-11', validThrough: '2026-07-24' });
    const kept = await call('PUT', `/api/predictions/${chosen._id}`, { token: admin.token, body: { date: '2026-07-12' } });
    expect(kept.json.prediction).toMatchObject({ date: '2026-07-12', validThrough: '2026-07-24' });
  });
});
