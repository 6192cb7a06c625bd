// Why members leave, and one offer to stay (docs/product.md, "Cancelling"): the reason and comment
// kept with a cancellation, the retention offer shown to a renewing member and taken off the next
// renewal only, once a year, and the operator's counts; deleting the account erases the comment.
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/harness';
import { buyRenewing } from '../../test/purchase';
import { DAY } from '../../platform/clock';
import { signToken } from '../../platform/http/tokens';
import { OFFER_MESSAGES } from '@shared/offers';

const ctx = await createTestContext();
const { call, clock, makeUser } = ctx;
const admin = await makeUser('admin');

type Member = Awaited<ReturnType<typeof makeUser>>;
const cancel = (u: Member, body?: unknown) => call('POST', '/api/account/membership/cancel', { token: u.token, ...(body !== undefined && { body }) });
const offerFor = async (u: Member) => (await call('GET', '/api/account/membership/offer', { token: u.token })).json.offer;
const accept = (u: Member, code: string) => call('POST', '/api/account/membership/accept-offer', { token: u.token, body: { code } });
const report = async (query = '') => (await call('GET', `/api/admin/cancellations${query}`, { token: admin.token })).json;
const member = async () => {
  const u = await makeUser('customer');
  await buyRenewing(ctx, u, 'monthly');
  return u;
};

describe('cancelling', () => {
  it('keeps the reason and the comment given, and cancels without them too; the console counts them by reason', async () => {
    const [a, b, c] = [await member(), await member(), await member()];
    const r = await cancel(a, { reason: 'too-expensive', comment: '  Too much for me right now.  ' });
    expect(r.status, r.text).toBe(200);
    expect(r.json.membership).toMatchObject({ renews: true, cancelAtPeriodEnd: true });
    expect((await cancel(b, { reason: 'not-winning' })).status).toBe(200);
    // As older clients send it: no body at all.
    expect((await cancel(c)).status).toBe(200);
    expect(await report()).toEqual({
      from: '2026-05-17',
      to: '2026-06-15',
      byReason: [
        { reason: 'too-expensive', count: 1 },
        { reason: 'not-winning', count: 1 },
        { reason: 'not-using', count: 0 },
        { reason: 'taking-a-break', count: 0 },
        { reason: 'other', count: 0 },
        { reason: 'none', count: 1 },
      ],
      comments: [{ at: new Date(clock.now()).toISOString(), reason: 'too-expensive', comment: 'Too much for me right now.' }],
      retained: 0,
    });
    // A range without them counts none.
    expect((await report('?from=2026-06-01&to=2026-06-14')).byReason.every((x: { count: number }) => x.count === 0)).toBe(true);
  });

  it('refuses a reason it does not know, a comment over 500 characters and a bad range, and nothing changes', async () => {
    const u = await member();
    const before = await ctx.snapshot();
    expect((await cancel(u, { reason: 'bored' })).json).toEqual({ message: OFFER_MESSAGES.reason, field: 'reason' });
    expect((await cancel(u, { comment: 'x'.repeat(501) })).json).toEqual({ message: OFFER_MESSAGES.comment, field: 'comment' });
    expect((await cancel(u, '[1]')).status).toBe(400);
    expect((await call('POST', '/api/account/membership/cancel', { token: u.token, body: 'reason=other', headers: { 'Content-Type': 'text/plain' } })).status).toBe(400);
    expect(await ctx.snapshot()).toBe(before);
    expect((await cancel(u, { comment: 'y'.repeat(500) })).status).toBe(200);
    expect((await call('GET', '/api/admin/cancellations?from=June', { token: admin.token })).status).toBe(400);
    expect((await call('GET', '/api/admin/cancellations?from=2026-06-15&to=2026-06-01', { token: admin.token })).status).toBe(400);
  });

  it("erases the member's comment with the account; the reason still counts", async () => {
    const u = await member();
    await cancel(u, { reason: 'other', comment: 'My neighbour Jane Doe told me to stop.' });
    const deleted = await call('DELETE', '/api/account', { token: u.token, body: { password: u.password } });
    expect(deleted.status, deleted.text).toBe(200);
    const after = await report();
    expect(after.comments.map((x: { comment: string }) => x.comment)).not.toContain('My neighbour Jane Doe told me to stop.');
    expect(after.byReason.find((x: { reason: string }) => x.reason === 'other').count).toBeGreaterThanOrEqual(1);
    expect(await ctx.rows('select count(*) as n from cancellations where user_id = ? or comment like ?', [u.row.id, '%Jane Doe%'])).toEqual([{ n: 0 }]);
  });
});

describe('the retention offer', () => {
  it('is shown to a renewing member, takes its discount off the next renewal only, and counts as retained', async () => {
    expect((await call('POST', '/api/admin/offers', { token: admin.token, body: { code: 'STAY-20', percentOff: 20, retention: true } })).status).toBe(201);
    const u = await member();
    expect(await offerFor(u)).toEqual({ code: 'STAY-20', percentOff: 20, amountOffCents: null, discountCents: 4000, nextAmountCents: 20_000, payCents: 16_000 });
    const r = await accept(u, 'stay-20');
    expect(r.status, r.text).toBe(200);
    expect(r.json.message).toBe(OFFER_MESSAGES.accepted('$40', 'July 15, 2026'));
    expect(r.json.membership).toMatchObject({ renews: true, cancelAtPeriodEnd: false, nextAmountCents: 16_000 });

    const renew = () => call('POST', '/api/dev/renew-now', { token: admin.token, body: { userId: u.id } });
    expect((await renew()).status).toBe(200);
    expect((await renew()).status).toBe(200);
    const receipts = (await call('GET', '/api/receipts/mine', { token: u.token })).json;
    expect(receipts.map((x: { amount: number; discount: unknown }) => [x.amount, x.discount])).toEqual([
      [200, null],
      [160, { code: 'STAY-20', amount: 40, listAmount: 200 }],
      [200, null],
    ]);
    expect((await report()).retained).toBeGreaterThanOrEqual(1);
    expect((await call('GET', '/api/admin/offers', { token: admin.token })).json.find((o: { code: string }) => o.code === 'STAY-20').redeemed).toBe(1);
  });

  it('is taken once per member in 365 days, once also when asked for twice at once', async () => {
    const u = await member();
    const both = await Promise.all([accept(u, 'STAY-20'), accept(u, 'STAY-20')]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.status === 409)!.json.message).toBe(OFFER_MESSAGES.retentionUsed);
    expect(await offerFor(u)).toBeNull();
    // A year on (signed in again: a session lasts 30 days).
    const later = () => ({ ...u, token: signToken(ctx.deps.jwtSecret, u.row.id, u.row.tokenVersion, clock.now()) });
    clock.advance(364 * DAY);
    expect((await accept(later(), 'STAY-20')).json.message).toBe(OFFER_MESSAGES.retentionUsed);
    clock.advance(2 * DAY);
    expect((await accept(later(), 'STAY-20')).status).toBe(200);
    clock.advance(-366 * DAY);
  });

  it('is for a renewing member only, and only the retention offer; a wrong code changes nothing', async () => {
    const customer = await makeUser('customer');
    expect(await offerFor(customer)).toBeNull();
    expect((await accept(customer, 'STAY-20')).json.message).toBe(OFFER_MESSAGES.retentionNotRenewing);
    const cancelled = await member();
    await cancel(cancelled, { reason: 'not-using' });
    expect(await offerFor(cancelled)).toBeNull();
    expect((await accept(cancelled, 'STAY-20')).status).toBe(409);
    expect((await call('POST', '/api/admin/offers', { token: admin.token, body: { code: 'NOT-RETENTION', percentOff: 50 } })).status).toBe(201);
    const u = await member();
    const before = await ctx.snapshot();
    expect((await accept(u, 'NOT-RETENTION')).json).toEqual({ message: OFFER_MESSAGES.invalid, field: 'code' });
    expect((await accept(u, 'x')).json).toEqual({ message: OFFER_MESSAGES.invalid, field: 'code' });
    expect(await ctx.snapshot()).toBe(before);
    // Turned off, it is shown to no one.
    await call('PATCH', '/api/admin/offers/STAY-20', { token: admin.token, body: { active: false } });
    expect(await offerFor(u)).toBeNull();
    expect((await cancel(u, {})).json.message).toMatch(/^Your membership will not renew/);
  });
});
