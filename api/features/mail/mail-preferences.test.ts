// E-mail preferences (docs/product.md, "E-mails"): unsubscribing is not final. The account's
// GET/PUT /api/account/mail-preferences show each optional e-mail and turn it off or on again, and
// the time-driven scan follows them; a stale unsubscribe link answers a readable page for GET and
// for the one-click POST.
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/harness';
import { mailsTo } from '../../test/purchase';
import { DAY, HOUR } from '../../platform/clock';
import { MAIL_PREFERENCE_MESSAGES } from '@shared/mail-preferences';
import { unsubscribeUrl } from './unsubscribe';

const ctx = await createTestContext();
const { call, clock } = ctx;
const ONE_CLICK = { body: 'List-Unsubscribe=One-Click', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } };

/** A person who signed up (their welcome e-mail carries the unsubscribe link) and took the free trial. */
async function person(name: string) {
  const email = `${name}@example.com`;
  expect((await call('POST', '/api/auth/register', { body: { username: name, email, password: 'correct horse battery', ageConfirmed: true } })).status).toBe(201);
  const login = await call('POST', '/api/auth/login', { body: { email, password: 'correct horse battery' } });
  const token = login.json.token as string;
  expect((await call('POST', '/api/subscription/trial', { token })).status).toBe(200);
  const [welcome] = await mailsTo(ctx, email);
  const link = welcome.replace(/\r?\n[ \t]+/g, ' ').match(/^List-Unsubscribe: <http:\/\/app\.test([^>]+)>$/m)![1];
  return { email, token, link };
}
const preferences = async (token: string) => (await call('GET', '/api/account/mail-preferences', { token })).json;
const set = (token: string, body: unknown) => call('PUT', '/api/account/mail-preferences', { token, body });

describe('e-mail preferences', () => {
  it('lists each optional e-mail, on until turned off', async () => {
    const p = await person('prefs_new');
    expect(await preferences(p.token)).toEqual({
      mails: [
        { kind: 'trial-ends', on: true },
        { kind: 'membership-ended', on: true },
        { kind: 'news', on: true },
      ],
    });
    expect((await call('GET', '/api/account/mail-preferences')).status).toBe(401);
  });

  it('after the unsubscribe link turned the lifecycle e-mails off (news has its own link), turns one back on: it comes again', async () => {
    const p = await person('prefs_back');
    expect((await call('POST', p.link, ONE_CLICK)).status).toBe(200);
    expect(await preferences(p.token)).toEqual({
      mails: [
        { kind: 'trial-ends', on: false },
        { kind: 'membership-ended', on: false },
        { kind: 'news', on: true },
      ],
    });

    const on = await set(p.token, { kind: 'trial-ends', on: true });
    expect(on.status).toBe(200);
    expect(on.json).toEqual({
      mails: [
        { kind: 'trial-ends', on: true },
        { kind: 'membership-ended', on: false },
        { kind: 'news', on: true },
      ],
      message: MAIL_PREFERENCE_MESSAGES.turnedOn('trial-ends'),
    });
    // Asking again changes nothing.
    expect((await set(p.token, { kind: 'trial-ends', on: true })).json.mails).toEqual(on.json.mails);
    // The link's page says the person is no longer unsubscribed from everything.
    expect((await call('GET', p.link)).text).toContain('<form method="post">');

    // The trial's last day: its e-mail goes.
    clock.advance(2 * DAY + HOUR);
    await ctx.runJob('lifecycle-mails');
    expect((await mailsTo(ctx, p.email)).filter((m) => /^Subject: Your Lotto Predict free trial ends/m.test(m))).toHaveLength(1);
  });

  it('the membership-ended e-mail back on, the other left off: only it comes', async () => {
    const member = await ctx.makeUser('subscriber', { email: 'prefs_member@example.com' });
    const link = new URL(unsubscribeUrl(ctx.deps, member.row.id)).pathname;
    expect((await call('POST', link, ONE_CLICK)).status).toBe(200);
    expect((await set(member.token, { kind: 'membership-ended', on: true })).status).toBe(200);
    clock.advance(10 * DAY + HOUR);
    await ctx.runJob('lifecycle-mails');
    expect((await mailsTo(ctx, member.email)).map((m) => m.match(/^Subject: (.*)$/m)![1])).toEqual(['Your Lotto Predict membership has ended']);
  });

  it('turns one off and leaves the rest', async () => {
    const p = await person('prefs_off');
    const off = await set(p.token, { kind: 'trial-ends', on: false });
    expect(off.json).toMatchObject({
      mails: [
        { kind: 'trial-ends', on: false },
        { kind: 'membership-ended', on: true },
        { kind: 'news', on: true },
      ],
      message: MAIL_PREFERENCE_MESSAGES.turnedOff('trial-ends'),
    });
    clock.advance(2 * DAY + HOUR);
    await ctx.runJob('lifecycle-mails');
    expect((await mailsTo(ctx, p.email)).filter((m) => /free trial ends/.test(m))).toHaveLength(0);
  });

  it('refuses what is not an optional e-mail, naming the field, changing nothing', async () => {
    const p = await person('prefs_bad');
    const before = await ctx.snapshot();
    for (const [body, field] of [
      [{ kind: 'receipt', on: false }, 'kind'],
      [{ kind: 'welcome', on: false }, 'kind'],
      [{ kind: 'trial-ends', on: 'no' }, 'on'],
      [{ on: true }, 'kind'],
    ] as const) {
      const r = await set(p.token, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.json.field).toBe(field);
    }
    expect(await ctx.snapshot()).toBe(before);
  });
});

describe('a stale unsubscribe link', () => {
  it('of a deleted account shows a page saying so for GET, and answers the one-click POST the same, never JSON', async () => {
    const p = await person('prefs_gone');
    expect((await call('DELETE', '/api/account', { token: p.token, body: { password: 'correct horse battery' } })).status).toBe(200);
    for (const method of ['GET', 'POST']) {
      const r = await call(method, p.link, method === 'POST' ? ONE_CLICK : {});
      expect(r.status).toBe(404);
      expect(r.headers.get('content-type')).toMatch(/^text\/html/);
      expect(r.headers.get('cache-control')).toBe('no-store');
      expect(r.text).toContain('<h1>This unsubscribe link does not work</h1>');
      expect(r.text).toContain('Please use the link from your latest e-mail.');
    }
  });

  it('already used: the page says it is done, with the way back', async () => {
    const p = await person('prefs_used');
    expect((await call('POST', p.link, ONE_CLICK)).status).toBe(200);
    for (const method of ['GET', 'POST']) {
      const r = await call(method, p.link, method === 'POST' ? ONE_CLICK : {});
      expect(r.status).toBe(200);
      expect(r.text).toContain('<h1>You are unsubscribed</h1>');
      expect(r.text).toContain('<a href="/account#emails">My Account → E-mails</a>');
    }
  });
});
