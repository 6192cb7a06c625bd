import { beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, TODAY } from '../../test/harness';
import { DAY, HOUR } from '../../platform/clock';
import { PREDICTION_MESSAGES } from '@shared/predictions';

const ctx = await createTestContext();
const { call, clock, makeUser, snapshot } = ctx;
const admin = await makeUser('admin');
const subscriber = await makeUser('subscriber');

const publish = (body: unknown) => call('POST', '/api/predictions', { token: admin.token, body });
const current = async () => (await call('GET', '/api/predictions', { token: subscriber.token })).json;

beforeEach(() => clock.set('2026-06-15T16:00:00.000Z'));

/** Empties the table; the move through the API first drops the cached answer of GET /api/predictions. */
async function clean() {
  await call('POST', '/api/predictions/move-to-past', { token: admin.token, body: {} });
  await ctx.exec('delete from prediction_batches');
}

describe('publishing', () => {
  it('drops empty rows, renumbers priorities, keeps leading zeros and dates the batch today', async () => {
    await clean();
    const r = await publish({
      sharedContent: '  Tennessee evening draw  ',
      predictions: [
        { number1: ' 047 ', number2: '1234', priority: 9 },
        { number1: '', number2: '  ' },
        { number1: '555', number2: '0099' },
      ],
      alternatives: [
        { number1: '', number2: '' },
        { number1: '321', number2: '007' },
      ],
      timeOfDay: 'Evening',
    });
    expect(r.status).toBe(201);
    expect(r.json.message).toBe('Prediction posted successfully!');
    expect(r.json.prediction).toMatchObject({
      date: TODAY,
      timeOfDay: 'Evening',
      sharedContent: 'Tennessee evening draw',
      predictions: [
        { number1: '047', number2: '1234', priority: 1 },
        { number1: '555', number2: '0099', priority: 2 },
      ],
      alternatives: [{ number1: '321', number2: '007', priority: 1 }],
      archived: false,
      timestamp: '2026-06-15T16:00:00.000Z',
    });
    const list = await current();
    expect(list).toHaveLength(1);
    expect(list[0]).toEqual(r.json.prediction);
  });

  it('needs at least one row, with the spec message, and stores nothing', async () => {
    await clean();
    const before = await snapshot();
    const r = await publish({ sharedContent: 'x', predictions: [{ number1: ' ', number2: '' }], alternatives: [] });
    expect(r.status).toBe(400);
    expect(r.json.message).toBe('Please enter at least one prediction or alternative');
    expect(await snapshot()).toBe(before);
  });

  it('rejects numbers that are not digits', async () => {
    const r = await publish({ predictions: [{ number1: '12a', number2: '001' }] });
    expect(r.status).toBe(400);
    expect(r.json.message).toBe('Prediction numbers may contain digits only.');
    expect(r.json.field).toBe('predictions.0.number1');
  });

  it('uses the calendar of APP_TIMEZONE for "today"', async () => {
    await clean();
    // 02:00 UTC on the 16th is still the evening of the 15th in New York.
    clock.set('2026-06-16T02:00:00.000Z');
    const r = await publish({ predictions: [{ number1: '001', number2: '002' }] });
    expect(r.json.prediction.date).toBe('2026-06-15');
    clock.set('2026-06-16T04:30:00.000Z');
    expect((await publish({ predictions: [{ number1: '001', number2: '002' }] })).json.prediction.date).toBe('2026-06-16');
  });

  it('lists current batches newest first, and a write is seen by the next read', async () => {
    await clean();
    const a = (await publish({ predictions: [{ number1: '001', number2: '001' }] })).json.prediction;
    clock.advance(HOUR);
    const b = (await publish({ predictions: [{ number1: '002', number2: '002' }] })).json.prediction;
    expect((await current()).map((p: { _id: string }) => p._id)).toEqual([b._id, a._id]);
    await call('DELETE', `/api/predictions/${b._id}`, { token: admin.token });
    expect((await current()).map((p: { _id: string }) => p._id)).toEqual([a._id]);
  });
});

describe('editing and deleting', () => {
  it('replaces what the edit names, renumbers, and removes a single pair', async () => {
    await clean();
    const p = (
      await publish({
        sharedContent: 'old',
        predictions: [
          { number1: '001', number2: '002' },
          { number1: '003', number2: '004' },
        ],
        alternatives: [{ number1: '005', number2: '006' }],
      })
    ).json.prediction;
    clock.advance(HOUR);
    const edited = { ...p, sharedContent: 'new text', predictions: [p.predictions[1]] };
    const r = await call('PUT', `/api/predictions/${p._id}`, { token: admin.token, body: edited });
    expect(r.status).toBe(200);
    expect(r.json.prediction).toMatchObject({
      sharedContent: 'new text',
      predictions: [{ number1: '003', number2: '004', priority: 1 }],
      alternatives: [{ number1: '005', number2: '006', priority: 1 }],
      timestamp: '2026-06-15T17:00:00.000Z',
    });
    expect((await current())[0].sharedContent).toBe('new text');
  });

  it('refuses an edit that would leave no rows, and unknown ids are 404', async () => {
    await clean();
    const p = (await publish({ predictions: [{ number1: '001', number2: '002' }] })).json.prediction;
    const before = await snapshot();
    const r = await call('PUT', `/api/predictions/${p._id}`, { token: admin.token, body: { predictions: [], alternatives: [] } });
    expect(r.status).toBe(400);
    expect(r.json.message).toBe(PREDICTION_MESSAGES.needOneRow);
    expect(await snapshot()).toBe(before);
    expect((await call('PUT', '/api/predictions/999999', { token: admin.token, body: { sharedContent: 'x' } })).status).toBe(404);
    expect((await call('PUT', '/api/predictions/abc', { token: admin.token, body: { sharedContent: 'x' } })).status).toBe(404);
    expect((await call('DELETE', '/api/predictions/999999', { token: admin.token })).status).toBe(404);
  });

  it('deletes a batch with its pairs', async () => {
    await clean();
    const p = (await publish({ predictions: [{ number1: '001', number2: '002' }] })).json.prediction;
    expect((await call('DELETE', `/api/predictions/${p._id}`, { token: admin.token })).status).toBe(200);
    expect(await current()).toEqual([]);
    const pairs = (await ctx.rows('select count(*) n from prediction_pairs where batch_id = ?', [Number(p._id)]))[0] as { n: number };
    expect(pairs.n).toBe(0);
  });
});

describe('the archive', () => {
  it('move-to-past archives every current batch and answers a message', async () => {
    await clean();
    await publish({ predictions: [{ number1: '001', number2: '002' }] });
    await publish({ predictions: [{ number1: '003', number2: '004' }] });
    const r = await call('POST', '/api/predictions/move-to-past', { token: admin.token, body: {} });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ moved: 2, message: 'Moved 2 predictions to past.' });
    expect(await current()).toEqual([]);
    const past = await call('GET', '/api/predictions/past', { token: subscriber.token });
    expect(past.json).toHaveLength(2);
    expect(past.json.every((p: { archived: boolean }) => p.archived)).toBe(true);
  });

  it('pages newest first by date, then id, with ?limit and ?before', async () => {
    await clean();
    // Ten days, published in shuffled order, so id order and date order differ; three of them
    // have a morning and an evening batch, so pages also end between two batches of one day.
    for (const d of [3, 1, 7, 5, 9, 2, 8, 4, 6, 10, 7, 3, 10]) {
      clock.set(new Date(Date.parse('2026-06-01T16:00:00Z') + d * DAY));
      await publish({ predictions: [{ number1: String(d).padStart(3, '0'), number2: String(d).padStart(3, '0') }] });
    }
    await call('POST', '/api/predictions/move-to-past', { token: admin.token, body: {} });
    const seen: { date: string; id: number }[] = [];
    let before: string | undefined;
    for (;;) {
      const r = await call('GET', `/api/predictions/past?limit=3${before ? `&before=${before}` : ''}`, { token: subscriber.token });
      expect(r.status).toBe(200);
      if (r.json.length === 0) break;
      seen.push(...r.json.map((p: { date: string; _id: string }) => ({ date: p.date, id: Number(p._id) })));
      before = r.json.at(-1)._id;
    }
    const newestFirst = [...seen].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
    expect(seen).toEqual(newestFirst);
    expect(new Set(seen.map((p) => p.id)).size).toBe(13);
    expect(seen[0].date).toBe('2026-06-11');
  });

  it('checks limit and before', async () => {
    for (const q of ['limit=0', 'limit=201', 'limit=abc', 'before=nope', 'before=999999']) {
      const r = await call('GET', `/api/predictions/past?${q}`, { token: subscriber.token });
      expect(r.status, q).toBe(400);
      expect(r.json.message).toMatch(/limit|before/);
    }
    expect((await call('GET', '/api/predictions/past?limit=200', { token: subscriber.token })).status).toBe(200);
  });

  it('DELETE /past/{id} removes an archived batch only', async () => {
    await clean();
    const live = (await publish({ predictions: [{ number1: '001', number2: '002' }] })).json.prediction;
    expect((await call('DELETE', `/api/predictions/past/${live._id}`, { token: admin.token })).status).toBe(404);
    await call('POST', '/api/predictions/move-to-past', { token: admin.token, body: {} });
    expect((await call('DELETE', `/api/predictions/past/${live._id}`, { token: admin.token })).status).toBe(200);
    expect((await call('GET', '/api/predictions/past', { token: subscriber.token })).json).toEqual([]);
  });
});

describe('manual predictions', () => {
  it('needs content and both numbers; defaults to Morning and today', async () => {
    await clean();
    const missing = await call('POST', '/api/predictions/manual', { token: admin.token, body: { sharedContent: 'x', predictions: [{ number1: '', number2: ' ' }] } });
    expect(missing.status).toBe(400);
    expect(missing.json.message).toBe(PREDICTION_MESSAGES.manualNumbersRequired);
    const noContent = await call('POST', '/api/predictions/manual', { token: admin.token, body: { predictions: [{ number1: '001', number2: '002' }] } });
    expect(noContent.json.message).toBe('Content is required.');

    const r = await call('POST', '/api/predictions/manual', {
      token: admin.token,
      body: { sharedContent: 'Ohio', predictions: [{ number1: '123', number2: '4567' }], alternatives: [] },
    });
    expect(r.status).toBe(201);
    expect(r.json.message).toBe('Prediction added successfully!');
    expect(r.json.prediction).toMatchObject({ date: TODAY, timeOfDay: 'Morning', archived: false });
    expect(await current()).toHaveLength(1);
  });

  it('a date before today goes straight to the archive; today or later stays current', async () => {
    await clean();
    const past = await call('POST', '/api/predictions/manual', {
      token: admin.token,
      body: {
        sharedContent: 'old',
        date: '2026-06-10',
        timeOfDay: 'Evening',
        predictions: [{ number1: '001', number2: '002' }],
        alternatives: [{ number1: '003', number2: '004' }],
      },
    });
    expect(past.json.prediction).toMatchObject({ date: '2026-06-10', archived: true, timeOfDay: 'Evening' });
    const future = await call('POST', '/api/predictions/manual', {
      token: admin.token,
      body: { sharedContent: 'soon', date: TODAY, predictions: [{ number1: '001', number2: '002' }] },
    });
    expect(future.json.prediction.archived).toBe(false);
    expect((await call('GET', '/api/predictions/past', { token: subscriber.token })).json.map((p: { sharedContent: string }) => p.sharedContent)).toEqual(['old']);
    const bad = await call('POST', '/api/predictions/manual', {
      token: admin.token,
      body: { sharedContent: 'x', date: '2026-02-30', predictions: [{ number1: '001', number2: '002' }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe('Date must be a date (YYYY-MM-DD).');
  });
});
