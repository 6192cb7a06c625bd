// Referrals (docs/product.md, "Referrals"): the link, a sign-up through it, the
// reward on the first paid purchase, its limits, and deleting either side.
import { describe, expect, it } from 'vitest';
import { DAY } from '../../platform/clock';
import { createTestContext, type TestContext } from '../../test/harness';
import { buy, mailsTo } from '../../test/purchase';

// Each sign-up from an address of its own: the per-address limit on sign-ups is not under test here.
const ctx = await createTestContext({ REFERRAL_DAYS: '7', TRUST_PROXY: '1' });
const { call } = ctx;

let seq = 0;
/** A new account through the API (as the web app signs up), with `ref` when given; signed in. */
async function signUp(c: TestContext, ref?: string) {
  const n = ++seq;
  const email = `joiner${n}.${Date.now()}@example.com`;
  const headers = { 'X-Forwarded-For': `10.9.${n >> 8}.${n & 255}` };
  const r = await c.call('POST', '/api/auth/register', {
    headers,
    body: { username: `joiner_${n}_${Date.now() % 100000}`, email, password: 'a-good-password', ageConfirmed: true, ...(ref !== undefined && { ref }) },
  });
  expect(r.status).toBe(201);
  const login = await c.call('POST', '/api/auth/login', { headers, body: { email, password: 'a-good-password' } });
  return { id: login.json.user._id as string, token: login.json.token as string, email };
}

const referralOf = async (c: TestContext, token: string) => {
  const r = await c.call('GET', '/api/account/referral', { token });
  expect(r.status).toBe(200);
  return r.json as { code: string; url: string; joined: number; rewarded: number; rewardDays: number };
};

const expiryOf = async (c: TestContext, id: string) => (await c.rows<{ e: number | null }>('select subscription_expires_at as e from users where id = ?', [Number(id)]))[0].e;

describe('a referral link', () => {
  it('is the same code every time, on APP_URL, writes nothing, and counts nothing before anyone joins', async () => {
    const owner = await signUp(ctx);
    const first = await referralOf(ctx, owner.token);
    expect(first.code).toMatch(/^[A-HJ-NP-Z2-9]{5,12}$/);
    expect(first.url).toBe(`${ctx.deps.config.appUrl}/?ref=${first.code}`);
    expect(first).toMatchObject({ joined: 0, rewarded: 0, rewardDays: 7 });
    // Reading it changes nothing; many asking at once get one code.
    const other = await signUp(ctx);
    const before = await ctx.snapshot();
    const codes = await Promise.all(Array.from({ length: 8 }, () => referralOf(ctx, other.token)));
    expect(new Set(codes.map((c) => c.code)).size).toBe(1);
    expect(await ctx.snapshot()).toBe(before);
    expect((await referralOf(ctx, owner.token)).code).toBe(first.code);
  });

  it('needs a signed-in caller', async () => {
    expect((await call('GET', '/api/account/referral')).status).toBe(401);
  });
});

describe('the reward', () => {
  it('adds REFERRAL_DAYS to the referrer when the one who joined first pays, once, with an e-mail', async () => {
    const referrer = await signUp(ctx);
    await buy(ctx, referrer, 'weekly');
    const before = await expiryOf(ctx, referrer.id);
    const { code } = await referralOf(ctx, referrer.token);
    // The code as a link carries it, whatever its case.
    const joiner = await signUp(ctx, code.toLowerCase());
    expect(await referralOf(ctx, referrer.token)).toMatchObject({ joined: 1, rewarded: 0 });
    // The free trial is not a payment.
    expect((await call('POST', '/api/subscription/trial', { token: joiner.token })).status).toBe(200);
    await ctx.runJob('referral-rewards');
    expect(await expiryOf(ctx, referrer.id)).toBe(before);

    await buy(ctx, joiner, 'weekly');
    await ctx.runJob('referral-rewards');
    expect(await expiryOf(ctx, referrer.id)).toBe(before! + 7 * DAY);
    expect(await referralOf(ctx, referrer.token)).toMatchObject({ joined: 1, rewarded: 1 });
    const mails = (await mailsTo(ctx, referrer.email)).filter((t) => t.includes('Subject: 7 days added to your Lotto Predict membership'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Someone who signed up through your link has bought a plan, so we added 7 days to your membership.');
    expect(mails[0]).not.toContain(joiner.email);

    // A second purchase, and the job run again: nothing more.
    await buy(ctx, joiner, 'weekly');
    await ctx.runJob('referral-rewards');
    await ctx.runJob('referral-rewards');
    expect(await expiryOf(ctx, referrer.id)).toBe(before! + 7 * DAY);
  });

  it('is given once per referral when rounds run at once (as in several processes)', async () => {
    const referrer = await signUp(ctx);
    const { code } = await referralOf(ctx, referrer.token);
    for (let i = 0; i < 3; i++) await buy(ctx, await signUp(ctx, code), 'daily');
    await ctx.deps.db.write(async (tx) => {
      for (let i = 0; i < 4; i++) await ctx.services.queue.add(tx, { kind: 'referral-rewards' });
    });
    await ctx.settle();
    expect(await referralOf(ctx, referrer.token)).toMatchObject({ joined: 3, rewarded: 3 });
    expect(await expiryOf(ctx, referrer.id)).toBe(ctx.clock.now() + 3 * 7 * DAY);
    expect((await mailsTo(ctx, referrer.email)).filter((t) => t.includes('7 days added'))).toHaveLength(3);
  });

  it('starts a lapsed referrer from now', async () => {
    const referrer = await signUp(ctx);
    const { code } = await referralOf(ctx, referrer.token);
    const joiner = await signUp(ctx, code);
    await buy(ctx, joiner, 'daily');
    await ctx.runJob('referral-rewards');
    expect(await expiryOf(ctx, referrer.id)).toBe(ctx.clock.now() + 7 * DAY);
  });

  it('is given at most twelve times in 365 days, and again after', async () => {
    const referrer = await signUp(ctx);
    const { code } = await referralOf(ctx, referrer.token);
    const joiners = [];
    for (let i = 0; i < 13; i++) joiners.push(await signUp(ctx, code));
    for (const j of joiners) await buy(ctx, j, 'daily');
    await ctx.runJob('referral-rewards');
    expect(await referralOf(ctx, referrer.token)).toMatchObject({ joined: 13, rewarded: 12 });
    const capped = await expiryOf(ctx, referrer.id);
    expect(capped).toBe(ctx.clock.now() + 12 * 7 * DAY);

    // A year on, a new one earns again.
    ctx.clock.advance(366 * DAY);
    try {
      const late = await signUp(ctx, code);
      await buy(ctx, late, 'daily');
      await ctx.runJob('referral-rewards');
      // (The referrer's session of a year ago has ended: its figures read from the table.)
      const [figures] = await ctx.rows<{ joined: number; rewarded: number }>('select count(*) as joined, count(rewarded_at) as rewarded from referrals where referrer_id = ?', [
        Number(referrer.id),
      ]);
      expect({ joined: Number(figures.joined), rewarded: Number(figures.rewarded) }).toEqual({ joined: 14, rewarded: 13 });
    } finally {
      ctx.clock.advance(-366 * DAY);
    }
  });

  it('earns nothing for an unknown code, for an account that paid before it was linked, or for an admin', async () => {
    // A code made up, or one of a real account with its check letters changed, names nobody.
    const { code: real } = await referralOf(ctx, (await signUp(ctx)).token);
    const forged = real.slice(0, -1) + (real.endsWith('A') ? 'B' : 'A');
    expect((await ctx.rows('select * from referrals where referred_id = ?', [Number((await signUp(ctx, forged)).id)])).length).toBe(0);
    const stranger = await signUp(ctx, 'NOSUCHCODE');
    expect((await ctx.rows('select * from referrals where referred_id = ?', [Number(stranger.id)])).length).toBe(0);

    // An account that had paid before its link was recorded (as a link stored by hand would be).
    const referrer = await signUp(ctx);
    const before = await expiryOf(ctx, referrer.id);
    const paidFirst = await signUp(ctx);
    await buy(ctx, paidFirst, 'daily');
    await ctx.exec('insert into referrals (referrer_id, referred_id, joined_at) values (?, ?, ?)', [Number(referrer.id), Number(paidFirst.id), ctx.clock.now() + 1]);
    await ctx.runJob('referral-rewards');
    expect(await expiryOf(ctx, referrer.id)).toBe(before);
    expect((await ctx.rows<{ s: number | null }>('select settled_at as s from referrals where referred_id = ?', [Number(paidFirst.id)]))[0].s).not.toBeNull();

    const admin = await ctx.makeUser('admin');
    const { code } = await referralOf(ctx, admin.token);
    const joiner = await signUp(ctx, code);
    await buy(ctx, joiner, 'daily');
    await ctx.runJob('referral-rewards');
    expect((await ctx.rows<{ role: string; e: number | null }>('select role, subscription_expires_at as e from users where id = ?', [Number(admin.id)]))[0]).toEqual({
      role: 'admin',
      e: null,
    });
  });
});

describe('deleting an account', () => {
  it('keeps the other side’s days and erases the link', async () => {
    const referrer = await signUp(ctx);
    const { code } = await referralOf(ctx, referrer.token);
    const joiner = await signUp(ctx, code);
    await buy(ctx, joiner, 'daily');
    await ctx.runJob('referral-rewards');
    const rewarded = await expiryOf(ctx, referrer.id);

    const del = await call('DELETE', '/api/account', { token: joiner.token, body: { password: 'a-good-password' } });
    expect(del.status).toBe(200);
    expect(await expiryOf(ctx, referrer.id)).toBe(rewarded);
    expect(await ctx.rows('select * from referrals where referred_id = ?', [Number(joiner.id)])).toEqual([]);
    // The year's count keeps the reward.
    expect(await referralOf(ctx, referrer.token)).toMatchObject({ joined: 1, rewarded: 1 });

    // The referrer deleted: the one who joined keeps what they bought.
    const second = await signUp(ctx, code);
    await buy(ctx, second, 'daily');
    const bought = await expiryOf(ctx, second.id);
    expect((await call('DELETE', '/api/account', { token: referrer.token, body: { password: 'a-good-password' } })).status).toBe(200);
    expect(await ctx.rows('select * from referrals where referrer_id = ?', [Number(referrer.id)])).toEqual([]);
    expect(await expiryOf(ctx, second.id)).toBe(bought);
  });
});

describe('REFERRAL_DAYS=0', () => {
  it('turns referrals off: no link, no linking, no reward', async () => {
    const off = await createTestContext({ REFERRAL_DAYS: '0', TRUST_PROXY: '1' });
    const owner = await signUp(off);
    const r = await off.call('GET', '/api/account/referral', { token: owner.token });
    expect(r.status).toBe(404);
    expect(r.json.message).toBe('Referrals are not offered.');
    expect(off.services.scheduler).toBeDefined();
    expect(off.services.background.schedules.map((s) => s.name)).not.toContain('referral-rewards');
  });
});
