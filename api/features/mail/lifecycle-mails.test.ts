// The lifecycle e-mails (docs/product.md, "E-mails"): each once, naming the product; the optional
// ones with List-Unsubscribe (RFC 8058 one-click and a page for GET) and none to someone on a break
// or unsubscribed.
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/harness';
import { buyRenewing, confirm, mailsTo } from '../../test/purchase';
import { DAY, HOUR } from '../../platform/clock';
import { LIFECYCLE_MAIL_KINDS } from '@shared/mail-preferences';

const ctx = await createTestContext();
const { call, clock, makeUser } = ctx;

type User = { id: string; token: string; email: string };
const scan = () => ctx.runJob('lifecycle-mails');
/** A header's value, folded lines joined. */
const header = (mail: string, name: string) => mail.replace(/\r?\n[ \t]+/g, ' ').match(new RegExp(`^${name}: (.*)$`, 'mi'))?.[1];
const unsubscribePath = (mail: string) => header(mail, 'List-Unsubscribe')!.match(/^<http:\/\/app\.test(\/api\/mail\/unsubscribe\/[^>]+)>$/)![1];
const takeBreak = (u: User, days = 7) => call('POST', '/api/account/self-exclusion', { token: u.token, body: { days } });

async function register(name: string) {
  const r = await call('POST', '/api/auth/register', { body: { username: name, email: `${name}@example.com`, password: 'correct horse battery', ageConfirmed: true } });
  expect(r.status, r.text).toBe(201);
  return `${name}@example.com`;
}

describe('the welcome e-mail', () => {
  it('goes once after sign-up, names the product and carries a one-click unsubscribe', async () => {
    const to = await register('welcome_one');
    await scan();
    const mails = await mailsTo(ctx, to);
    expect(mails).toHaveLength(1);
    expect(header(mails[0], 'Subject')).toBe('Welcome to Lotto Predict');
    expect(header(mails[0], 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(unsubscribePath(mails[0])).toMatch(/^\/api\/mail\/unsubscribe\/\d+\.[\w-]{32}$/);
    expect(mails[0]).toContain(`unsubscribe: http://app.test${unsubscribePath(mails[0])}`);
  });

  it('is not sent for accounts an admin makes', async () => {
    const u = await makeUser('customer', { email: 'made-by-admin@example.com' });
    await scan();
    expect(await mailsTo(ctx, u.email)).toHaveLength(0);
  });
});

describe('unsubscribing', () => {
  it('GET shows a page and changes nothing; the one-click POST unsubscribes without signing in, once and for all', async () => {
    const to = await register('leaver');
    const [welcome] = await mailsTo(ctx, to);
    const path = unsubscribePath(welcome);
    const before = await ctx.snapshot();
    const page = await call('GET', path);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.text).toMatch(/<form method="post">/);
    expect(page.text).toContain('Unsubscribe from Lotto Predict e&#8209;mails?');
    expect(await ctx.snapshot()).toBe(before);

    for (let i = 0; i < 2; i++) {
      const post = await call('POST', path, { body: 'List-Unsubscribe=One-Click', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
      expect(post.status).toBe(200);
      expect(post.text).toContain('You are unsubscribed');
    }
    // Every lifecycle e-mail is off, a row for each kind; news has its own link and stays on.
    expect((await ctx.rows('select kind from mail_opt_outs order by kind')).map((r) => r.kind)).toEqual([...LIFECYCLE_MAIL_KINDS].sort());
    expect((await call('GET', path)).text).toContain('You are unsubscribed');
  });

  it('answers a made-up or altered link with a 404 page that says so, never JSON, changing nothing', async () => {
    const to = await register('tamper');
    const path = unsubscribePath((await mailsTo(ctx, to))[0]);
    const [, id, sig] = path.match(/(\d+)\.([\w-]+)$/)!;
    const before = await ctx.snapshot();
    for (const bad of [
      `/api/mail/unsubscribe/${Number(id) + 1}.${sig}`,
      `/api/mail/unsubscribe/${id}.${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`,
      '/api/mail/unsubscribe/nonsense',
    ]) {
      for (const method of ['GET', 'POST']) {
        const r = await call(method, bad, method === 'POST' ? { body: 'List-Unsubscribe=One-Click', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } } : {});
        expect(r.status, `${method} ${bad}`).toBe(404);
        expect(r.headers.get('content-type')).toMatch(/^text\/html/);
        expect(r.text).toContain('<h1>This unsubscribe link does not work</h1>');
        expect(r.text).toContain('href="/account#emails"');
      }
    }
    expect(await ctx.snapshot()).toBe(before);
  });
});

describe('the time-driven e-mails', () => {
  it('trial ends: once in its last 24 hours; none after unsubscribing or during a break', async () => {
    const people = await Promise.all(['trial_mail', 'trial_quiet', 'trial_resting'].map(async (name) => makeUser('customer', { email: `${name}@example.com`, username: name })));
    for (const u of people) expect((await call('POST', '/api/subscription/trial', { token: u.token })).status).toBe(200);
    await ctx.exec("insert into mail_opt_outs (user_id, kind, created_at) values (?, 'trial-ends', ?)", [people[1].row.id, clock.now()]);
    expect((await takeBreak(people[2])).status).toBe(200);
    await scan();
    expect(await mailsTo(ctx, people[0].email)).toHaveLength(0);
    clock.advance(2 * DAY + 1 * HOUR);
    await scan();
    await scan();
    const mails = await mailsTo(ctx, people[0].email);
    expect(mails).toHaveLength(1);
    expect(header(mails[0], 'Subject')).toMatch(/^Your Lotto Predict free trial ends /);
    expect(header(mails[0], 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(mails[0]).toContain('http://app.test/explore-plans');
    expect(await mailsTo(ctx, people[1].email)).toHaveLength(0);
    expect(await mailsTo(ctx, people[2].email)).toHaveLength(0);
  });

  it('trial ends: none to a trial member who already bought a renewing plan, which starts when the trial ends', async () => {
    const u = await makeUser('customer', { email: 'trial_renewing@example.com', username: 'trial_renewing' });
    expect((await call('POST', '/api/subscription/trial', { token: u.token })).status).toBe(200);
    const bought = await buyRenewing(ctx, u, 'monthly');
    expect(bought.json.renewal).toMatchObject({ plan: 'monthly', startsLater: true });
    clock.advance(2 * DAY + 1 * HOUR);
    await scan();
    expect((await mailsTo(ctx, u.email)).filter((m) => /free trial ends/.test(header(m, 'Subject') ?? ''))).toEqual([]);
  });

  it('renewal over the spending limit: once, 3 days before, for a weekly membership too; none once it fits', async () => {
    clock.set(Date.parse('2026-09-01T16:00:00.000Z'));
    const over = await makeUser('customer', { email: 'renew-over@example.com' });
    const fits = await makeUser('customer', { email: 'renew-fits@example.com' });
    for (const u of [over, fits]) {
      await buyRenewing(ctx, u, 'weekly'); // $80, renews September 8
      const limit = u === over ? 10000 : 16000;
      expect((await call('PUT', '/api/account/limits', { token: u.token, body: { monthlyLimitCents: limit } })).status).toBe(200);
    }
    await scan();
    expect((await mailsTo(ctx, over.email)).filter((m) => /spending limit/.test(m))).toHaveLength(0);
    clock.advance(5 * DAY);
    await scan();
    await scan();
    const mails = (await mailsTo(ctx, over.email)).filter((m) => /spending limit/.test(header(m, 'Subject') ?? ''));
    expect(mails).toHaveLength(1);
    expect(header(mails[0], 'Subject')).toBe('Your Lotto Predict renewal on September 8, 2026 would go over your spending limit');
    expect(mails[0].replace(/=\r?\n/g, '')).toContain(
      'Your Weekly membership renews on September 8, 2026 at 12:00 PM EDT for $80, which would take that month over your spending limit of $100.',
    );
    expect((await mailsTo(ctx, fits.email)).filter((m) => /spending limit/.test(m))).toHaveLength(0);
  });

  it('membership ended: once within 24 hours of the end, with the plans; not for a membership that renews', async () => {
    clock.set(Date.parse('2026-08-01T16:00:00.000Z'));
    const ended = await makeUser('subscriber', { email: 'ended@example.com' });
    const resting = await makeUser('subscriber', { email: 'ended-resting@example.com' });
    const renewing = await makeUser('customer', { email: 'ended-renewing@example.com' });
    const s = await call('POST', '/api/stripe/create-checkout-session', { token: renewing.token, body: { userId: renewing.id, plan: 'weekly', renew: true } });
    await call('POST', `/api/stripe/simulated/${s.json.id}/pay`, { token: renewing.token });
    await confirm(ctx, renewing, s.json.id, 'weekly');
    await ctx.exec('update users set subscription_expires_at = ? where id = ?', [clock.now() + 10 * DAY, renewing.row.id]);
    await ctx.exec('update memberships set current_period_end = ? where user_id = ?', [clock.now() + 10 * DAY, renewing.row.id]);
    // makeUser's subscribers end 10 days from now.
    clock.advance(10 * DAY + 2 * HOUR);
    expect((await takeBreak(resting, 1)).status).toBe(200);
    await scan();
    await scan();
    const mails = await mailsTo(ctx, ended.email);
    expect(mails).toHaveLength(1);
    expect(header(mails[0], 'Subject')).toBe('Your Lotto Predict membership has ended');
    expect(mails[0]).toMatch(/- Monthly: \$200 for 30 days, or as a membership that renews until you cancel/);
    expect(mails[0]).toMatch(/- Daily: \$20 for 1 day$/m);
    expect(header(mails[0], 'List-Unsubscribe')).toMatch(/^<http:\/\/app\.test\/api\/mail\/unsubscribe\//);
    expect(await mailsTo(ctx, 'ended-resting@example.com')).toHaveLength(0);
    expect((await mailsTo(ctx, 'ended-renewing@example.com')).filter((m) => /has ended/.test(m))).toHaveLength(0);
    // A day later it is no longer news.
    const late = await makeUser('subscriber', { email: 'ended-late@example.com' });
    await ctx.exec('update users set subscription_expires_at = ? where id = ?', [clock.now() - 25 * HOUR, late.row.id]);
    await scan();
    expect(await mailsTo(ctx, 'ended-late@example.com')).toHaveLength(0);
  });

  it('renewal notice: once, 3 days before a monthly renewal, with amount, date and how to cancel; also during a break; none for weekly', async () => {
    clock.set(Date.parse('2026-10-01T16:00:00.000Z'));
    const monthly = await makeUser('customer', { email: 'notice-monthly@example.com' });
    const weekly = await makeUser('customer', { email: 'notice-weekly@example.com' });
    for (const [u, plan] of [
      [monthly, 'monthly'],
      [weekly, 'weekly'],
    ] as const) {
      const s = await call('POST', '/api/stripe/create-checkout-session', { token: u.token, body: { userId: u.id, plan, renew: true } });
      await call('POST', `/api/stripe/simulated/${s.json.id}/pay`, { token: u.token });
      expect((await confirm(ctx, u, s.json.id, plan)).status).toBe(200);
    }
    const renewsAt = clock.now() + 30 * DAY;
    clock.advance(26 * DAY);
    await scan();
    expect((await mailsTo(ctx, monthly.email)).filter((m) => /renews on/.test(m))).toHaveLength(0);
    clock.advance(1 * DAY + HOUR);
    expect((await takeBreak(monthly, 1)).status).toBe(200);
    await scan();
    await scan();
    const notices = (await mailsTo(ctx, monthly.email)).filter((m) => /renews on/.test(m));
    expect(notices).toHaveLength(1);
    expect(header(notices[0], 'Subject')).toBe('Your Lotto Predict membership renews on October 31, 2026');
    expect(notices[0]).toMatch(/Monthly membership renews automatically on October 31, 2026 at 12:00 PM EDT for \$200/);
    expect(notices[0]).toMatch(/Cancel renewal/);
    expect(header(notices[0], 'List-Unsubscribe')).toBeUndefined();
    expect(new Date(renewsAt).toISOString()).toBe('2026-10-31T16:00:00.000Z');
    expect((await mailsTo(ctx, weekly.email)).filter((m) => /renews on/.test(m))).toHaveLength(0);
  });
});

describe('at start-up', () => {
  it('a scan is queued as the server starts, one for processes starting in the same minute', async () => {
    const fresh = await createTestContext();
    fresh.services.start();
    fresh.services.start();
    await expect
      .poll(async () => (await fresh.rows("select key from jobs where kind = 'lifecycle-mails'")).map((r) => r.key))
      .toEqual([expect.stringMatching(/^lifecycle-mails@start:\d+$/)]);
  });
});
