// `method` on every set (docs/product.md, "Methods"; docs/ledger.md, "Entries"): `manual` for an
// admin's publish and manual set, the method's id for a set a method made, in every set answer and
// in the reveal text in its alphabetical place; an admin's change of numbers makes a set manual;
// an entry written before sets carried a method is revealed in its own text, still matching.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { et } from '../../test/draws';
import { createTestContext } from '../../test/harness';

const ctx = await createTestContext();
const { call, clock, makeUser, services } = ctx;
const admin = await makeUser('admin');
const subscriber = await makeUser('subscriber');
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const actor = { id: null, username: 'schedule' };

clock.set(et('2026-06-15', '09:00'));
const typed = (await call('POST', '/api/predictions', { token: admin.token, body: { predictions: [{ number1: '123', number2: '4567' }] } })).json.prediction;
const made = (await services.predictions.publishByMethod(
  { date: '2026-06-15', timeOfDay: 'Evening', sharedContent: '', predictions: [{ number1: '992', number2: '1417' }], alternatives: [], method: 'control' },
  actor,
  async () => true,
))!;
const manual = (
  await call('POST', '/api/predictions/manual', { token: admin.token, body: { sharedContent: 'x', date: '2026-06-15', predictions: [{ number1: '111', number2: '2222' }] } })
).json.prediction;
// An entry as the ledger wrote them before sets carried a method: its text has no `method` key.
const legacy = (await call('POST', '/api/predictions', { token: admin.token, body: { predictions: [{ number1: '777', number2: '8888' }] } })).json.prediction;
await ctx.deps.db.write((tx) =>
  services.ledger.append(tx, {
    setId: Number(legacy._id),
    set: { alternatives: [], date: '2026-06-15', pairs: [['777', '8888']], timeOfDay: 'Evening', validThrough: '2026-06-15' },
  }),
);

describe('method on a set', () => {
  it('is manual for what an admin typed and the method for what a method made, in every set answer', async () => {
    expect([typed.method, made.method, manual.method]).toEqual(['manual', 'control', 'manual']);
    const current = await call('GET', '/api/predictions', { token: subscriber.token });
    const byId = new Map(current.json.map((b: { _id: string; method: string }) => [b._id, b.method]));
    expect([byId.get(typed._id), byId.get(made._id), byId.get(manual._id)]).toEqual(['manual', 'control', 'manual']);
  });

  it('is written in the reveal text between date and pairs, and the entry hashes that text', async () => {
    clock.set(et('2026-06-24', '09:00'));
    const entries = (await call('GET', '/api/ledger')).json as { setId: string; reveal?: string; commitment: string }[];
    const of = (id: string) => entries.filter((e) => e.setId === id);
    const [made1] = of(made._id);
    expect(made1.reveal).toMatch(
      /^\{"alternatives":\[\],"date":"2026-06-15","method":"control","pairs":\[\["992","1417"\]\],"salt":"[0-9a-f]{32}","setId":"\d+","timeOfDay":"Evening",/,
    );
    expect(sha256(made1.reveal!)).toBe(made1.commitment);
    expect(JSON.parse(of(typed._id)[0].reveal!).method).toBe('manual');
    // The legacy entry is the set's newest: revealed from the tables as they are now, in its own keys.
    const old = of(legacy._id).at(-1)!;
    expect(old.reveal).not.toContain('method');
    expect(sha256(old.reveal!)).toBe(old.commitment);
  });

  it("becomes manual when an admin changes the set's numbers, and stays when only the text changes", async () => {
    const text = await call('PUT', `/api/predictions/${made._id}`, { token: admin.token, body: { sharedContent: 'Tonight' } });
    expect(text.json.prediction.method).toBe('control');
    const numbers = await call('PUT', `/api/predictions/${made._id}`, { token: admin.token, body: { predictions: [{ number1: '992', number2: '1418' }] } });
    expect(numbers.json.prediction.method).toBe('manual');
    const entries = (await call('GET', '/api/ledger')).json as { setId: string; reveal?: string }[];
    const versions = entries.filter((e) => e.setId === made._id).map((e) => JSON.parse(e.reveal!).method);
    expect(versions).toEqual(['control', 'control', 'manual']);
  });
});
