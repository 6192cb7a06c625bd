// Generated and malformed bodies on every JSON endpoint: no 5xx ever, and no database change
// on any 4xx. The seed is printed; FUZZ_SEED=<n> repeats a run.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonEndpoints } from '../test/routes';
import { createTestContext } from '../test/harness';

const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
console.log(`fuzz: seed ${seed} (FUZZ_SEED=${seed} repeats it)`);

const ctx = await createTestContext();
const admin = await ctx.makeUser('admin');
const someone = await ctx.makeUser('customer');
const batch = (await ctx.call('POST', '/api/predictions', { token: admin.token, body: { predictions: [{ number1: '001', number2: '002' }] } })).json.prediction;

const ENDPOINTS: [string, string][] = [...jsonEndpoints({ batch: batch._id, user: someone.id }),
  ['POST', '/api/subscription/trial'],
];

const KEYS = [
  'username', 'email', 'password', 'currentPassword', 'newPassword', 'name', 'message', 'sharedContent', 'predictions',
  'alternatives', 'timeOfDay', 'date', 'role', 'subscriptionExpiresAt', 'subscriptionEnd', 'endpoint', 'keys', 'plan',
  'userId', 'session_id', 'ageConfirmed', 'days', 'monthlyLimitCents', 'handled', '__proto__', 'constructor',
];
const scalar = fc.oneof(fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constantFrom('', ' ', '0', '2026-02-30', 'a@b.c', 'weekly', 'subscriber', 'Morning', 'x'.repeat(300)));
const pair = fc.record({ number1: scalar, number2: scalar, priority: scalar }, { requiredKeys: [] });
const value = fc.oneof(scalar, fc.array(pair, { maxLength: 4 }), fc.array(scalar, { maxLength: 3 }), fc.dictionary(fc.string(), scalar, { maxKeys: 3 }));
const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...KEYS), value, { maxKeys: 6 }).map((o) => JSON.stringify(o)),
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 200 }),
  fc.string({ maxLength: 50 }).map((s) => `{"email": ${s}`),
);

describe('fuzzing every JSON endpoint', () => {
  for (const [method, url] of ENDPOINTS) {
    it(`${method} ${url}`, async () => {
      await fc.assert(
        fc.asyncProperty(body, fc.constantFrom(admin.token, someone.token), async (raw, token) => {
          const before = await ctx.snapshot();
          const r = await ctx.call(method, url, { token, body: raw, headers: { 'Content-Type': 'application/json' } });
          expect(r.status, `${r.status} for ${raw}`).toBeLessThan(500);
          expect(typeof r.json?.message === 'string' || r.status < 300, `no message for ${raw}`).toBe(true);
          if (r.status >= 400) expect(await ctx.snapshot(), `a ${r.status} changed the database for ${raw}`).toBe(before);
        }),
        { seed, numRuns: 60 },
      );
    });
  }
});
