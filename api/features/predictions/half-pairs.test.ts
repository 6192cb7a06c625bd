// A pair is two numbers or none: publish, manual prediction and edit refuse a row with one
// number empty, naming the row, and change nothing; rows with both empty are still dropped
// (docs/product.md, "Predictions"). Subscribers never see "048 - –".
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/harness';
import { PAIR_ROW_MESSAGES } from '@shared/predictions';

const ctx = await createTestContext();
const { call, makeUser, snapshot } = ctx;
const admin = await makeUser('admin');
const subscriber = await makeUser('subscriber');
const as = (token: string) => ({ token });

const whole = { number1: '123', number2: '4567' };

describe('a pair with one number empty', () => {
  it.each([
    [{ predictions: [whole, whole, { number1: '048', number2: '' }] }, 'Prediction row 3: enter both numbers or leave both empty.', 'predictions.2'],
    [{ predictions: [{ number1: ' ', number2: '7' }] }, 'Prediction row 1: enter both numbers or leave both empty.', 'predictions.0'],
    [{ predictions: [whole], alternatives: [{ number1: '', number2: '' }, { number1: '9' }] }, 'Alternative row 2: enter both numbers or leave both empty.', 'alternatives.1'],
  ])('publish refuses %j', async (rows, message, field) => {
    const before = await snapshot();
    const r = await call('POST', '/api/predictions', { ...as(admin.token), body: { sharedContent: 'x', ...rows } });
    expect(r.status).toBe(400);
    expect(r.json.message).toBe(message);
    expect(r.json.field).toBe(field);
    expect(await snapshot()).toBe(before);
  });

  it('manual prediction refuses it, in the prediction or the alternative', async () => {
    const before = await snapshot();
    const p = await call('POST', '/api/predictions/manual', { ...as(admin.token), body: { sharedContent: 'x', predictions: [{ number1: '12', number2: '' }] } });
    expect(p.status).toBe(400);
    expect(p.json.message).toBe(PAIR_ROW_MESSAGES.halfEmpty('Prediction', 1));
    const a = await call('POST', '/api/predictions/manual', {
      ...as(admin.token),
      body: { sharedContent: 'x', predictions: [whole], alternatives: [{ number1: '', number2: '33' }] },
    });
    expect(a.status).toBe(400);
    expect(a.json.message).toBe(PAIR_ROW_MESSAGES.halfEmpty('Alternative', 1));
    expect(await snapshot()).toBe(before);
  });

  it('an edit refuses it and the batch stays as it was; subscribers never see half a pair', async () => {
    const published = await call('POST', '/api/predictions', { ...as(admin.token), body: { sharedContent: 'edit me', predictions: [{ number1: '048', number2: '012' }, whole] } });
    expect(published.status).toBe(201);
    const id = published.json.prediction._id;
    const before = await snapshot();
    // The edit form's body: every pair, one of them with its second number emptied.
    const r = await call('PUT', `/api/predictions/${id}`, { ...as(admin.token), body: { predictions: [{ number1: '048', number2: '' }, whole], alternatives: [] } });
    expect(r.status).toBe(400);
    expect(r.json.message).toBe('Prediction row 1: enter both numbers or leave both empty.');
    expect(await snapshot()).toBe(before);
    const seen = await call('GET', '/api/predictions', as(subscriber.token));
    const batch = seen.json.find((b: { _id: string }) => b._id === id);
    expect(batch.predictions.map((p: { number1: string; number2: string }) => `${p.number1} - ${p.number2}`)).toEqual(['048 - 012', '123 - 4567']);
  });

  it('rows with both numbers empty are still dropped, and whole rows renumbered', async () => {
    const r = await call('POST', '/api/predictions', {
      ...as(admin.token),
      body: { predictions: [{ number1: '', number2: '' }, whole, { number1: ' ', number2: ' ' }, { number1: '001', number2: '002' }], alternatives: [{}] },
    });
    expect(r.status).toBe(201);
    expect(r.json.prediction.predictions).toEqual([
      { ...whole, priority: 1, hits: [] },
      { number1: '001', number2: '002', priority: 2, hits: [] },
    ]);
    expect(r.json.prediction.alternatives).toEqual([]);
  });
});
