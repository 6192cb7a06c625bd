// Codes the operator makes (docs/product.md, "Codes"): made in the console (unique whatever their
// case, in the activity log), listed with how often they were redeemed, turned off; and what a code
// does to a plan's price for a member, or why it does not apply.
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/harness';
import { buy } from '../../test/purchase';
import { DAY } from '../../platform/clock';
import { OFFER_MESSAGES } from '@shared/offers';

const ctx = await createTestContext();
const { call, clock, makeUser } = ctx;
const admin = await makeUser('admin');
const member = await makeUser('customer');

const create = (body: unknown, token = admin.token) => call('POST', '/api/admin/offers', { token, body });
const patch = (code: string, body: unknown, token = admin.token) => call('PATCH', `/api/admin/offers/${code}`, { token, body });
const quote = (code: string, plan: string, token = member.token) => call('GET', `/api/offers/${encodeURIComponent(code)}?plan=${plan}`, { token });
const list = async () => (await call('GET', '/api/admin/offers', { token: admin.token })).json as { code: string; active: boolean; redeemed: number }[];

describe('an admin', () => {
  it('makes a code, typed in any case, kept in capitals, on every plan by default, in the activity log', async () => {
    const r = await create({ code: 'spring-20', percentOff: 20 });
    expect(r.status, r.text).toBe(201);
    expect(r.json).toEqual({
      message: OFFER_MESSAGES.created('SPRING-20'),
      offer: {
        code: 'SPRING-20',
        percentOff: 20,
        amountOffCents: null,
        plans: null,
        maxRedemptions: null,
        expiresAt: null,
        firstPaymentOnly: false,
        renewals: 'first',
        retention: false,
        active: true,
        redeemed: 0,
        createdAt: new Date(clock.now()).toISOString(),
      },
    });
    expect((await list()).find((o) => o.code === 'SPRING-20')).toMatchObject({ active: true, redeemed: 0 });
    const log = await call('GET', '/api/admin/audit?action=offer.create', { token: admin.token });
    expect(log.json[0]).toMatchObject({ action: 'offer.create', target: 'code SPRING-20', detail: { code: 'SPRING-20', percentOff: 20 } });
    // Every plan: 20% off the monthly plan's $200 and the daily plan's $20.
    expect((await quote('spring-20', 'monthly')).json).toEqual({ code: 'SPRING-20', plan: 'monthly', amountCents: 20_000, discountCents: 4000, payCents: 16_000 });
    expect((await quote('SPRING-20', 'daily')).json).toEqual({ code: 'SPRING-20', plan: 'daily', amountCents: 2000, discountCents: 400, payCents: 1600 });
  });

  it('is refused, naming the field, for a bad or taken code or discount, and nothing changes', async () => {
    const before = await ctx.snapshot();
    for (const [body, status, field, message] of [
      [{ code: 'AB', percentOff: 10 }, 400, 'code', OFFER_MESSAGES.code],
      [{ code: 'TWO WORDS', percentOff: 10 }, 400, 'code', OFFER_MESSAGES.code],
      [{ code: 'X'.repeat(33), percentOff: 10 }, 400, 'code', OFFER_MESSAGES.code],
      [{ code: 'spring-20', percentOff: 10 }, 409, undefined, OFFER_MESSAGES.codeTaken],
      [{ code: 'NEITHER' }, 400, 'percentOff', OFFER_MESSAGES.discount],
      [{ code: 'BOTH', percentOff: 10, amountOffCents: 100 }, 400, 'percentOff', OFFER_MESSAGES.discount],
      [{ code: 'ALL-OFF', percentOff: 100 }, 400, 'percentOff', OFFER_MESSAGES.percentOff],
      [{ code: 'NONE-OFF', percentOff: 0 }, 400, 'percentOff', OFFER_MESSAGES.percentOff],
      [{ code: 'HALF', percentOff: 10.5 }, 400, 'percentOff', OFFER_MESSAGES.percentOff],
      // The daily plan costs $20: $20 off would make it free.
      [{ code: 'TWENTY', amountOffCents: 2000 }, 400, 'amountOffCents', OFFER_MESSAGES.amountOffTooBig('Daily ($20)')],
      [{ code: 'MONTHLY-50', amountOffCents: 20_000, plans: ['monthly'] }, 400, 'amountOffCents', OFFER_MESSAGES.amountOffTooBig('Monthly ($200)')],
      [{ code: 'NOPLAN', percentOff: 10, plans: ['yearly'] }, 400, 'plans', OFFER_MESSAGES.unknownPlan('yearly')],
      [{ code: 'NOPLANS', percentOff: 10, plans: [] }, 400, 'plans', OFFER_MESSAGES.plans],
      [{ code: 'MAX', percentOff: 10, maxRedemptions: 0 }, 400, 'maxRedemptions', OFFER_MESSAGES.maxRedemptions],
      [{ code: 'PAST', percentOff: 10, expiresAt: '2026-06-14' }, 400, 'expiresAt', OFFER_MESSAGES.expiresAt],
      [{ code: 'BADDATE', percentOff: 10, expiresAt: 'soon' }, 400, 'expiresAt', OFFER_MESSAGES.expiresAt],
      [{ code: 'RENEW', percentOff: 10, renewals: 'some' }, 400, 'renewals', OFFER_MESSAGES.renewals],
      [{ code: 'FIRST', percentOff: 10, firstPaymentOnly: 'yes' }, 400, 'firstPaymentOnly', OFFER_MESSAGES.flag('firstPaymentOnly')],
    ] as const) {
      const r = await create(body);
      expect(r.status, JSON.stringify(body)).toBe(status);
      expect(r.json.message).toBe(message);
      if (field) expect(r.json.field).toBe(field);
    }
    expect(await ctx.snapshot()).toBe(before);
  });

  it('keeps at most one active retention offer', async () => {
    expect((await create({ code: 'STAY-25', percentOff: 25, retention: true })).status).toBe(201);
    const second = await create({ code: 'STAY-50', percentOff: 50, retention: true });
    expect(second.status).toBe(409);
    expect(second.json.message).toBe(OFFER_MESSAGES.retentionTaken('STAY-25'));
    expect((await create({ code: 'STAY-50', percentOff: 50 })).status).toBe(201);
    expect((await patch('stay-50', { retention: true })).json.message).toBe(OFFER_MESSAGES.retentionTaken('STAY-25'));
    // Once the first is off, the second may be the one.
    expect((await patch('STAY-25', { active: false })).status).toBe(200);
    const r = await patch('STAY-50', { retention: true });
    expect(r.status, r.text).toBe(200);
    expect(r.json.offer).toMatchObject({ code: 'STAY-50', retention: true, active: true });
    expect((await patch('STAY-25', { active: true })).status).toBe(409);
    // A retention offer is not typed at a checkout.
    expect((await quote('STAY-50', 'monthly')).json.message).toBe(OFFER_MESSAGES.invalid);
  });

  it('turns a code off and on: off, it is not valid; each change in the activity log', async () => {
    expect((await create({ code: 'PAUSED', amountOffCents: 500 })).status).toBe(201);
    const off = await patch('paused', { active: false });
    expect(off.status, off.text).toBe(200);
    expect(off.json).toMatchObject({ message: OFFER_MESSAGES.saved('PAUSED'), offer: { code: 'PAUSED', active: false } });
    expect((await quote('PAUSED', 'weekly')).json).toEqual({ message: OFFER_MESSAGES.invalid, field: 'code' });
    expect((await patch('PAUSED', { active: true })).status).toBe(200);
    expect((await quote('PAUSED', 'weekly')).json).toMatchObject({ discountCents: 500, payCents: 7500 });
    const log = await call('GET', '/api/admin/audit?action=offer.update', { token: admin.token });
    expect(log.json.slice(0, 2).map((e: { target: string; detail: unknown }) => [e.target, e.detail])).toEqual([
      ['code PAUSED', { changes: { active: true }, was: { active: false, retention: false } }],
      ['code PAUSED', { changes: { active: false }, was: { active: true, retention: false } }],
    ]);
    expect((await patch('NO-SUCH', { active: false })).status).toBe(404);
    expect((await patch('PAUSED', {})).status).toBe(400);
  });

  it('alone may make, list and change codes; a member asks signed in', async () => {
    expect((await create({ code: 'MINE', percentOff: 10 }, member.token)).status).toBe(403);
    expect((await call('GET', '/api/admin/offers', { token: member.token })).status).toBe(403);
    expect((await patch('SPRING-20', { active: false }, member.token)).status).toBe(403);
    expect((await call('GET', '/api/offers/SPRING-20?plan=weekly')).status).toBe(401);
  });
});

describe('a code at a plan', () => {
  it('names why it does not apply: unknown, expired, another plan, a first payment only', async () => {
    await create({ code: 'JUNE', percentOff: 10, expiresAt: '2026-06-20' });
    await create({ code: 'WEEKLY-ONLY', amountOffCents: 1000, plans: ['weekly'] });
    await create({ code: 'WELCOME', percentOff: 50, firstPaymentOnly: true });
    expect((await quote('NOPE', 'weekly')).json.message).toBe(OFFER_MESSAGES.invalid);
    expect((await quote('<script>', 'weekly')).json.message).toBe(OFFER_MESSAGES.invalid);
    expect((await quote('JUNE', 'weekly')).status).toBe(200);
    expect((await quote('WEEKLY-ONLY', 'monthly')).json.message).toBe(OFFER_MESSAGES.otherPlan);
    expect((await quote('WEEKLY-ONLY', 'weekly')).json).toMatchObject({ payCents: 7000 });
    expect((await quote('WEEKLY-ONLY', 'no_such_plan')).json.message).toBe(OFFER_MESSAGES.otherPlan);
    expect((await quote('WELCOME', 'weekly')).json).toMatchObject({ payCents: 4000 });
    const buyer = await makeUser('customer');
    await buy(ctx, buyer, 'daily');
    const after = await quote('WELCOME', 'weekly', buyer.token);
    expect(after.status).toBe(400);
    expect(after.json.message).toBe(OFFER_MESSAGES.firstOnly);

    // The end of 2026-06-20 in New York, and a moment after it.
    clock.set('2026-06-21T03:59:59.000Z');
    expect((await quote('JUNE', 'weekly')).status).toBe(200);
    clock.advance(2000);
    expect((await quote('JUNE', 'weekly')).json).toEqual({ message: OFFER_MESSAGES.expired, field: 'code' });
    clock.set(Date.parse('2026-06-15T16:00:00.000Z') + DAY);
  });
});
