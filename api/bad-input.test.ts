// Every JSON path, given malformed JSON, the wrong shape, wrong types, missing fields, the
// wrong content type or a huge body, answers 4xx with a sentence and changes nothing.
import { describe, expect, it } from 'vitest';
import { jsonEndpoints } from './test/routes';
import { createTestContext } from './test/harness';

const ctx = await createTestContext();
const admin = await ctx.makeUser('admin');
const someone = await ctx.makeUser('customer');
const batch = (await ctx.call('POST', '/api/predictions', { token: admin.token, body: { predictions: [{ number1: '001', number2: '002' }] } })).json.prediction;

const JSON_PATHS = jsonEndpoints({ batch: batch._id, user: someone.id });

const WRONG_TYPES = {
  username: 1,
  email: ['a@b.c'],
  password: { x: 1 },
  currentPassword: 5,
  newPassword: false,
  name: 7,
  message: {},
  sharedContent: 12,
  predictions: 'x',
  alternatives: { number1: '1' },
  timeOfDay: 'Noon',
  date: 20260101,
  role: 'root',
  subscriptionExpiresAt: 5,
  subscriptionEnd: [],
  endpoint: 42,
  keys: 'k',
};

const BODIES: [label: string, body: string, contentType?: string][] = [
  ['malformed JSON', '{"email": '],
  ['a JSON array', '[1,2,3]'],
  ['a JSON string', '"hello"'],
  ['JSON null', 'null'],
  ['wrong types', JSON.stringify(WRONG_TYPES)],
  ['rows of the wrong shape', JSON.stringify({ predictions: [1, 'x', null], alternatives: [[]], sharedContent: 'x' })],
  ['text/plain', JSON.stringify({ email: 'a@example.com' }), 'text/plain'],
  ['over 100 KB', JSON.stringify({ sharedContent: 'x'.repeat(110 * 1024) })],
];

describe.each(JSON_PATHS)('%s %s', (method, url) => {
  it.each(BODIES)('rejects %s with a message and changes nothing', async (label, body, contentType) => {
    const before = await ctx.snapshot();
    const r = await ctx.call(method, url, { token: admin.token, body, headers: { 'Content-Type': contentType ?? 'application/json' } });
    expect(r.status, label).toBeGreaterThanOrEqual(400);
    expect(r.status, label).toBeLessThan(500);
    if (label === 'over 100 KB') expect(r.status).toBe(413);
    expect(typeof r.json?.message, label).toBe('string');
    expect(r.json.message.length).toBeGreaterThan(5);
    expect(await ctx.snapshot(), label).toBe(before);
  });

  it('rejects a body with every field missing', async () => {
    const before = await ctx.snapshot();
    const r = await ctx.call(method, url, { token: admin.token, body: {} });
    expect(r.status).toBe(400);
    expect(r.json.message).toMatch(/required|select|at least one|must be|Send at least|Invalid subscription plan|Stripe|Enter a /);
    expect(await ctx.snapshot()).toBe(before);
  });
});
