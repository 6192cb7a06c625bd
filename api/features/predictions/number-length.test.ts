// A prediction number is a Pick 3 or Pick 4 number: "55", "12345" or "1" were
// published without a word, never scored, and still counted as misses. Publish, manual
// prediction and edit refuse them with 400, naming the row, the number and the field, and
// change nothing; the form shows the same sentence (shared/predictions.ts, pairRowsProblem).
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/harness';
import { PAIR_ROW_MESSAGES } from '@shared/predictions';

const ctx = await createTestContext();
const { call, makeUser, snapshot } = ctx;
const admin = await makeUser('admin');
const as = { token: admin.token };
const whole = { number1: '047', number2: '4567' };

describe('numbers that are not 3 or 4 digits', () => {
  it.each([
    ['55', { predictions: [whole, { number1: '123', number2: '55' }] }, PAIR_ROW_MESSAGES.length('Prediction', 2, 2, '55'), 'predictions.1'],
    ['12345', { predictions: [{ number1: '12345', number2: '123' }] }, PAIR_ROW_MESSAGES.length('Prediction', 1, 1, '12345'), 'predictions.0'],
    ['1', { predictions: [whole], alternatives: [{ number1: '1', number2: '222' }] }, PAIR_ROW_MESSAGES.length('Alternative', 1, 1, '1'), 'alternatives.0'],
  ])('publish refuses %s', async (_, rows, message, field) => {
    const before = await snapshot();
    const r = await call('POST', '/api/predictions', { ...as, body: { sharedContent: 'x', ...rows } });
    expect(r.status).toBe(400);
    expect(r.json.message).toBe(message);
    expect(r.json.message).toMatch(/has \d digits?\. A prediction is a Pick 3 or Pick 4 number: 3 or 4 digits/);
    expect(r.json.field).toBe(field);
    expect(await snapshot()).toBe(before);
  });

  it('the manual prediction and an edit refuse them too, and the batch stays as it was', async () => {
    const before = await snapshot();
    const manual = await call('POST', '/api/predictions/manual', { ...as, body: { sharedContent: 'x', predictions: [{ number1: '55', number2: '123' }] } });
    expect(manual.status).toBe(400);
    expect(manual.json.message).toBe(PAIR_ROW_MESSAGES.length('Prediction', 1, 1, '55'));
    expect(await snapshot()).toBe(before);

    const id = (await call('POST', '/api/predictions', { ...as, body: { predictions: [whole] } })).json.prediction._id;
    const published = await snapshot();
    const edit = await call('PUT', `/api/predictions/${id}`, { ...as, body: { predictions: [whole, { number1: '123', number2: '12345' }] } });
    expect(edit.status).toBe(400);
    expect(edit.json.message).toBe(PAIR_ROW_MESSAGES.length('Prediction', 2, 2, '12345'));
    expect(edit.json.field).toBe('predictions.1');
    expect(await snapshot()).toBe(published);
  });

  it('3 and 4 digits, leading zeros kept, are taken', async () => {
    const r = await call('POST', '/api/predictions', { ...as, body: { predictions: [{ number1: '007', number2: '0007' }] } });
    expect(r.status).toBe(201);
    expect(r.json.prediction.predictions[0]).toMatchObject({ number1: '007', number2: '0007' });
  });
});
