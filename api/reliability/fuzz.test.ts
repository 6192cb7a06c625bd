// Generated and malformed bodies on every JSON endpoint: no 5xx ever, and no database change
// on any 4xx. The seed is printed; FUZZ_SEED=<n> repeats a run. Then what a client may send
// anywhere, on every route: bodies nested thousands deep, a NUL character in any text (which
// PostgreSQL cannot store in text), junk in every query parameter and every part of the path.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonEndpoints, listApiRoutes } from '../test/routes';
import { createTestContext } from '../test/harness';
import { INPUT_MESSAGES, MAX_JSON_DEPTH } from '../platform/http/validate';
import { auditQuerySchema } from '@shared/audit';
import { contactListQuerySchema } from '@shared/contact';
import { PROOF_MESSAGES, proofQuerySchema, trackRecordQuerySchema } from '@shared/hits';
import { pastQuerySchema } from '@shared/predictions';
import { receiptsRangeSchema } from '@shared/receipts';
import { importQuerySchema, resultsQuerySchema } from '@shared/results-schemas';

const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
console.log(`fuzz: seed ${seed} (FUZZ_SEED=${seed} repeats it)`);

const ctx = await createTestContext();
const admin = await ctx.makeUser('admin');
const someone = await ctx.makeUser('customer');
const batch = (await ctx.call('POST', '/api/predictions', { token: admin.token, body: { predictions: [{ number1: '001', number2: '002' }] } })).json.prediction;

const ENDPOINTS: [string, string][] = [...jsonEndpoints({ batch: batch._id, user: someone.id }), ['POST', '/api/subscription/trial']];

const KEYS = [
  'username',
  'email',
  'password',
  'currentPassword',
  'newPassword',
  'name',
  'message',
  'sharedContent',
  'predictions',
  'alternatives',
  'timeOfDay',
  'date',
  'role',
  'subscriptionExpiresAt',
  'subscriptionEnd',
  'endpoint',
  'keys',
  'plan',
  'userId',
  'session_id',
  'ageConfirmed',
  'days',
  'monthlyLimitCents',
  'handled',
  'states',
  'number',
  '__proto__',
  'constructor',
];

/** `depth` levels of arrays or of objects around one value. */
const nested = (depth: number, kind: 'array' | 'object') => (kind === 'array' ? `${'['.repeat(depth)}1${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);

const scalar = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom('', ' ', '0', '2026-02-30', 'a@b.c', 'weekly', 'subscriber', 'Morning', 'x'.repeat(300), 'ann\u0000@example.com', '\u0000'),
);
const pair = fc.record({ number1: scalar, number2: scalar, priority: scalar }, { requiredKeys: [] });
const value = fc.oneof(scalar, fc.array(pair, { maxLength: 4 }), fc.array(scalar, { maxLength: 3 }), fc.dictionary(fc.string(), scalar, { maxKeys: 3 }));
const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...KEYS), value, { maxKeys: 6 }).map((o) => JSON.stringify(o)),
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 200 }),
  fc.string({ maxLength: 50 }).map((s) => `{"email": ${s}`),
  fc
    .tuple(fc.constantFrom(...KEYS), fc.integer({ min: MAX_JSON_DEPTH - 2, max: 6000 }), fc.constantFrom('array' as const, 'object' as const))
    .map(([key, depth, kind]) => `{"${key}":${nested(depth, kind)}}`),
);

describe('fuzzing every JSON endpoint', () => {
  for (const [method, url] of ENDPOINTS) {
    it(`${method} ${url}`, async () => {
      await fc.assert(
        fc.asyncProperty(body, fc.constantFrom(admin.token, someone.token), async (raw, token) => {
          const before = await ctx.snapshot();
          const r = await ctx.call(method, url, { token, body: raw, headers: { 'Content-Type': 'application/json' } });
          expect(r.status, `${r.status} for ${raw.slice(0, 200)}`).toBeLessThan(500);
          expect(typeof r.json?.message === 'string' || r.status < 300, `no message for ${raw.slice(0, 200)}`).toBe(true);
          if (r.status >= 400) expect(await ctx.snapshot(), `a ${r.status} changed the database for ${raw.slice(0, 200)}`).toBe(before);
        }),
        { seed, numRuns: 60 },
      );
    });
  }
});

/** The bodies read as JSON: not the webhook's (Stripe's signature first) nor the trial's (no body). */
const JSON_BODIES = ENDPOINTS.filter(([, url]) => url !== '/api/stripe/webhook' && url !== '/api/subscription/trial');

describe('what no endpoint takes: 400 naming it, nothing changed', () => {
  it.each(JSON_BODIES)('%s %s: a body nested 5,000 deep, in any field', async (method, url) => {
    const before = await ctx.snapshot();
    for (const raw of [nested(5000, 'array'), nested(5000, 'object'), ...['states', 'predictions', 'keys', 'email'].map((k) => `{"${k}":${nested(5000, 'array')}}`)]) {
      const r = await ctx.call(method, url, { token: admin.token, body: raw });
      expect(r.status, raw.slice(0, 30)).toBe(400);
      expect(r.json.message).toMatch(/nested too deeply|must be a JSON object/);
    }
    expect(await ctx.snapshot()).toBe(before);
  });

  it.each(JSON_BODIES)('%s %s: a NUL character in any field', async (method, url) => {
    const before = await ctx.snapshot();
    for (const key of KEYS.filter((k) => k !== '__proto__')) {
      for (const text of ['a\u0000b@example.com', '\u0000']) {
        const r = await ctx.call(method, url, { token: admin.token, body: { [key]: text } });
        expect(r.status, key).toBe(400);
        expect(r.json).toMatchObject({ message: INPUT_MESSAGES.nul(key), field: key });
      }
      // Deeper down too, named by its path.
      const r = await ctx.call(method, url, { token: admin.token, body: { [key]: [{ number1: 'x\u0000' }] } });
      expect(r.json).toMatchObject({ message: INPUT_MESSAGES.nul(`${key}.0.number1`), field: `${key}.0.number1` });
    }
    expect(await ctx.snapshot()).toBe(before);
  });

  it('the cases seen: the login e-mail and a contact message with a NUL, anonymous', async () => {
    const login = await ctx.call('POST', '/api/auth/login', { body: { email: `${someone.email}\u0000`, password: 'x' } });
    expect(login.status).toBe(400);
    expect(login.json).toMatchObject({ field: 'email', msg: INPUT_MESSAGES.nul('email') });
    const contact = await ctx.call('POST', '/api/contact', { body: { name: 'Ann', email: 'ann@example.com', message: 'Hello\u0000there' } });
    expect(contact.status).toBe(400);
    expect(contact.json).toMatchObject({ field: 'message', message: INPUT_MESSAGES.nul('message') });
    expect(await ctx.rows('select id from contact_messages')).toEqual([]);
  });
});

// Every query parameter any route reads, and values a client may send in any of them.
const QUERY_KEYS = [
  ...new Set(
    [auditQuerySchema, contactListQuerySchema, proofQuerySchema, trackRecordQuerySchema, pastQuerySchema, receiptsRangeSchema, importQuerySchema.in, resultsQuerySchema].flatMap(
      (s) => Object.keys(s.shape),
    ),
  ),
  'format',
  'download',
];
const JUNK = [
  'x-constructor-y',
  'TX-pick3-2026-06-15-constructor-1-1',
  'TX-pick3-2026-06-15-__proto__-1-1',
  '__proto__',
  'constructor',
  'a\u0000b',
  '9'.repeat(400),
  '-1',
  '1e309',
  '2026-02-30',
  '{"date":0}',
  '%',
];
const ROUTES = listApiRoutes(ctx.services).map((r) => r.split(' ') as [string, string]);

describe('junk in queries and paths: never a 5xx', () => {
  it('GET /api/track-record/hits?before=x-constructor-y, and a real-looking id with a key of every object', async () => {
    for (const before of ['x-constructor-y', 'TX-pick3-2026-06-15-constructor-1-1', 'TX-pick3-2026-06-15-toString-1-1']) {
      const r = await ctx.call('GET', `/api/track-record/hits?before=${before}`);
      expect(r.status, before).toBe(400);
      expect(r.json).toEqual({ message: PROOF_MESSAGES.before, field: 'before' });
    }
  });

  it.each(ROUTES.filter(([method]) => method === 'GET'))('%s %s, each query parameter', async (method, path) => {
    const before = await ctx.snapshot();
    for (const key of QUERY_KEYS) {
      for (const junk of JUNK) {
        const url = `${path.replace(/:[a-z]+/gi, 'x')}?${key}=${encodeURIComponent(junk)}`;
        const r = await ctx.call(method, url, { token: admin.token });
        expect(r.status, `${url}: ${JSON.stringify(r.json)}`).toBeLessThan(500);
      }
    }
    expect(await ctx.snapshot()).toBe(before);
  });

  it.each(ROUTES.filter(([, path]) => path.includes(':')))('%s %s, each part of the path', async (method, path) => {
    const before = await ctx.snapshot();
    for (const junk of [...JUNK, '0', '1.5', ' 1']) {
      const url = path.replace(/:[a-z]+/gi, encodeURIComponent(junk));
      const r = await ctx.call(method, url, { token: admin.token, body: method === 'GET' ? undefined : {} });
      expect(r.status, `${method} ${url}: ${JSON.stringify(r.json)}`).toBeLessThan(500);
      if (junk.includes('\u0000')) expect(r.json, url).toMatchObject({ message: INPUT_MESSAGES.nul('The address') });
    }
    expect(await ctx.snapshot()).toBe(before);
  });
});
