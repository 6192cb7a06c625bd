// TRIAL_DAYS (docs/product.md, "The free trial"): the grant, the answers and the e-mails that name
// the trial follow the setting, and the rules that tell a trial from paid time use it too.
import path from 'node:path';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { createTestContext } from '../../test/harness';
import { buy, mailsTo } from '../../test/purchase';
import { DAY, HOUR } from '../../platform/clock';

const ctx = await createTestContext({ TRIAL_DAYS: '5' });
const { call, clock, makeUser } = ctx;
const trial = (token: string) => call('POST', '/api/subscription/trial', { token });

async function register(name: string) {
  const r = await call('POST', '/api/auth/register', { body: { username: name, email: `${name}@example.com`, password: 'correct horse battery', ageConfirmed: true } });
  expect(r.status, r.text).toBe(201);
  const login = await call('POST', '/api/auth/login', { body: { email: `${name}@example.com`, password: 'correct horse battery' } });
  return { email: `${name}@example.com`, token: login.json.token as string };
}

describe('a free trial of TRIAL_DAYS=5', () => {
  it('ends 5 days after it is taken, and the account page calls it the trial', async () => {
    const u = await makeUser('customer');
    const r = await trial(u.token);
    expect(r.status).toBe(200);
    expect(r.json.subscriptionExpiresAt).toBe(new Date(clock.now() + 5 * DAY).toISOString());
    expect(r.json.membership).toMatchObject({ status: 'trial', daysLeft: 5 });
    // Four days on, beyond what a 3-day trial gives, the time is still the trial's alone.
    clock.advance(4 * DAY);
    expect((await call('GET', '/api/account', { token: u.token })).json.membership).toMatchObject({ status: 'trial', daysLeft: 1 });
    clock.advance(-4 * DAY);
  });

  it('answers in its own length when taken twice or while a membership runs', async () => {
    const u = await makeUser('customer');
    expect((await trial(u.token)).status).toBe(200);
    const again = await trial(u.token);
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('You have already used your free 5-day membership.');
    const member = await makeUser('subscriber');
    const r = await trial(member.token);
    expect(r.status).toBe(409);
    expect(r.json.message).toBe('Your membership already runs until June 25, 2026. The free 5-day membership is for people who have not joined yet.');
  });

  it('is offered in the welcome e-mail, and its last day is told in its own length', async () => {
    const u = await register('trial_five');
    const [welcome] = await mailsTo(ctx, u.email);
    expect(welcome).toContain('- Try 5 days of VIP predictions free, no payment needed: http://app.test/');
    expect((await trial(u.token)).status).toBe(200);
    // Three days and an hour on: a 3-day trial would be ending, this one has not reached its last day.
    clock.advance(3 * DAY + HOUR);
    await ctx.runJob('lifecycle-mails');
    expect(await mailsTo(ctx, u.email)).toHaveLength(1);
    clock.advance(DAY);
    await ctx.runJob('lifecycle-mails');
    const mails = await mailsTo(ctx, u.email);
    expect(mails).toHaveLength(2);
    expect(mails.find((m) => m.includes('free trial ends'))).toContain('Your free 5-day Lotto Predict membership ends on');
    clock.advance(-(4 * DAY + HOUR));
  });

  it('is counted among the active trials for its whole length, and paid time added to it is not', async () => {
    const admin = await makeUser('admin');
    const activeTrials = async () => (await call('GET', '/api/admin/overview', { token: admin.token })).json.activeTrials as number;
    const before = await activeTrials();
    const u = await makeUser('customer');
    const paying = await makeUser('customer');
    expect((await trial(u.token)).status).toBe(200);
    expect((await trial(paying.token)).status).toBe(200);
    clock.advance(4 * DAY);
    expect(await activeTrials()).toBe(before + 2);
    await buy(ctx, paying, 'daily');
    expect(await activeTrials()).toBe(before + 1);
    clock.advance(-4 * DAY);
  });

  it('is named in the page the server serves, for the web app to read', async () => {
    const dist = path.join(ctx.dataDir, 'dist-trial');
    fs.mkdirSync(dist, { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>app</title></head><body></body></html>');
    const html = await (await createApp(ctx.services, { distDir: dist }).request('/register')).text();
    expect(html).toContain('<meta name="app-trial-days" content="5">');
  });
});
