// What a batch answer says about itself beyond its numbers: `awaitingDraws` until a
// draw of its window has a stored result (so no page says "0 of 10 numbers hit" before anything
// was drawn), and `createdAt`, when it was entered, so a back-dated batch is not shown as
// published on time.
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/harness';

const ctx = await createTestContext();
const { call, clock, makeUser } = ctx;
const admin = await makeUser('admin');
const et = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00-04:00`).getTime();

async function result(state: string, game: string, drawDate: string, drawTime: string, number: string) {
  const r = await call('POST', '/api/results', { token: admin.token, body: { state, game, drawDate, drawTime, number } });
  expect(r.status, r.text).toBe(201);
}
const current = async (id: string) => (await call('GET', '/api/predictions', { token: admin.token })).json.find((b: { _id: string }) => b._id === id);

describe('awaitingDraws', () => {
  it('is true until a draw of its window is stored; a draw before the publish or of the other game does not count', async () => {
    clock.set(et('2026-06-15', '12:30'));
    const r = await call('POST', '/api/predictions', { token: admin.token, body: { predictions: [{ number1: '123', number2: '456' }] } });
    expect(r.json.prediction.awaitingDraws).toBe(true);
    const id = r.json.prediction._id;
    clock.set(et('2026-06-15', '20:00'));
    await result('GA', 'pick3', '2026-06-15', 'midday', '999'); // 12:29: before the publish
    await result('GA', 'pick4', '2026-06-15', 'evening', '9999'); // no 4-digit number in the batch
    expect((await current(id)).awaitingDraws).toBe(true);
    await result('OH', 'pick3', '2026-06-15', 'evening', '888'); // 19:29: in the window, no hit
    const after = await current(id);
    expect(after.awaitingDraws).toBe(false);
    expect(after.predictions[0].hits).toEqual([]);
  });
});

describe('createdAt', () => {
  it('is when the batch was entered, and stays so through an edit', async () => {
    clock.set(et('2026-06-15', '23:47'));
    const r = await call('POST', '/api/predictions/manual', {
      token: admin.token,
      body: { sharedContent: 'late', date: '2026-06-14', predictions: [{ number1: '123', number2: '456' }] },
    });
    expect(r.status).toBe(201);
    expect(r.json.prediction).toMatchObject({ date: '2026-06-14', createdAt: '2026-06-16T03:47:00.000Z', timestamp: '2026-06-16T03:47:00.000Z' });
    clock.set(et('2026-06-16', '09:00'));
    const edited = await call('PUT', `/api/predictions/${r.json.prediction._id}`, { token: admin.token, body: { sharedContent: 'late, edited' } });
    expect(edited.json.prediction).toMatchObject({ createdAt: '2026-06-16T03:47:00.000Z', timestamp: '2026-06-16T13:00:00.000Z' });
  });
});
