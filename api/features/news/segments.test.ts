// The segments a news e-mail is written to (docs/api.md, "News e-mails"): each one's live count is
// whom a news e-mail would reach now: the segment's accounts with news on, not on a break, not
// deleted.
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/harness';
import { buy } from '../../test/purchase';
import { DAY } from '../../platform/clock';
import { NEWS_MESSAGES } from '@shared/news';

const ctx = await createTestContext();
const { call, clock, makeUser } = ctx;
type User = Awaited<ReturnType<typeof makeUser>>;

const count = async (segment: string, token = admin.token) => {
  const r = await call('GET', `/api/admin/segments/${segment}`, { token });
  expect(r.status, r.text).toBe(200);
  expect(r.json.segment).toBe(segment);
  return r.json.count as number;
};
const ok = (r: { status: number; text: string }) => expect(r.status, r.text).toBe(200);

let admin: User;
let newsOff: User;

beforeAll(async () => {
  admin = await makeUser('admin');
  // Paid, access now; follows every state (never chose).
  const paying = await makeUser('customer');
  await buy(ctx, paying, 'weekly');
  // On the free trial alone.
  const trial = await makeUser('customer');
  ok(await call('POST', '/api/subscription/trial', { token: trial.token }));
  // Paid, and the time ended ten days ago.
  const lapsedPaid = await makeUser('customer');
  await buy(ctx, lapsedPaid, 'weekly');
  await ctx.exec('update users set subscription_expires_at = ? where id = ?', [clock.now() - 10 * DAY, lapsedPaid.row.id]);
  // Never paid; access (an admin's grant) ended yesterday.
  await makeUser('expired');
  // Never paid; access ended a hundred days ago: no longer lapsed.
  const longGone = await makeUser('expired');
  await ctx.exec('update users set subscription_expires_at = ? where id = ?', [clock.now() - 100 * DAY, longGone.row.id]);
  // Never paid, follows Texas alone.
  const texan = await makeUser('customer');
  ok(await call('PUT', '/api/account/states', { token: texan.token, body: { states: ['TX'] } }));
  // Never paid, follows Ohio alone.
  const ohioan = await makeUser('customer');
  ok(await call('PUT', '/api/account/states', { token: ohioan.token, body: { states: ['OH'] } }));
  // Members with access who are reached by nothing: on a break, and news turned off.
  const resting = await makeUser('subscriber');
  ok(await call('POST', '/api/account/self-exclusion', { token: resting.token, body: { days: 7 } }));
  newsOff = await makeUser('subscriber');
  ok(await call('PUT', '/api/account/mail-preferences', { token: newsOff.token, body: { kind: 'news', on: false } }));
  // A deleted account is gone from every segment.
  const gone = await makeUser('subscriber');
  ok(await call('DELETE', '/api/account', { token: gone.token, body: { password: gone.password } }));
});

describe('GET /api/admin/segments/{segment}', () => {
  it('counts whom each segment reaches: on a break, news off and deleted accounts left out', async () => {
    // admin, paying, trial, lapsedPaid, expired, longGone, texan, ohioan.
    expect(await count('all')).toBe(8);
    // paying and trial (resting and newsOff have access but are not reached).
    expect(await count('subscribers')).toBe(2);
    expect(await count('trials')).toBe(1);
    // lapsedPaid (10 days) and expired (1 day); not longGone (100 days).
    expect(await count('lapsed')).toBe(2);
    // Never paid and no access: expired, longGone, texan, ohioan (the trial has access; lapsedPaid paid).
    expect(await count('customers')).toBe(4);
    // Everyone who never chose follows all seven.
    expect(await count('state:TX')).toBe(7);
    expect(await count('state:OH')).toBe(7);
    expect(await count('state:GA')).toBe(6);
  });

  it('follows a change at once: news on again counts the member again', async () => {
    ok(await call('PUT', '/api/account/mail-preferences', { token: newsOff.token, body: { kind: 'news', on: true } }));
    expect(await count('subscribers')).toBe(3);
    ok(await call('PUT', '/api/account/mail-preferences', { token: newsOff.token, body: { kind: 'news', on: false } }));
    expect(await count('subscribers')).toBe(2);
  });

  it('answers an unknown segment with 400 naming the segments, and a member with 403', async () => {
    for (const bad of ['everyone', 'state:XX', 'state:tx', 'state:', 'ALL']) {
      const r = await call('GET', `/api/admin/segments/${encodeURIComponent(bad)}`, { token: admin.token });
      expect(r.status, bad).toBe(400);
      expect(r.json.message).toBe(NEWS_MESSAGES.segment);
    }
    const member = await makeUser('subscriber');
    expect((await call('GET', '/api/admin/segments/all', { token: member.token })).status).toBe(403);
    expect((await call('GET', '/api/admin/segments/all')).status).toBe(401);
  });
});
