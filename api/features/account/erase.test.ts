// "What deleting an account erases" (docs/security.md): a deleted account leaves nothing of the
// person readable in the database (on SQLite its files, the file itself and its write-ahead log,
// read as bytes; on PostgreSQL, whose files are the server's, every row of every table), takes its
// contact messages and push subscriptions with it, and a new account with the same e-mail gets no
// second free trial.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/harness';
import { buy } from '../../test/purchase';
import { browserKeys } from '../../test/push-stand-in';
import { PAYMENT_MESSAGES } from '@shared/payments';

const ctx = await createTestContext();
const { call } = ctx;

/** Where `text` is in the database: the SQLite files holding it as bytes, or the PostgreSQL tables holding it in a row. */
async function whereStored(text: string): Promise<string[]> {
  if (ctx.deps.db.engine === 'postgres') {
    const tables = await ctx.deps.db.tableNames();
    const holding = await Promise.all(tables.map(async (t) => JSON.stringify(await ctx.rows(`select * from "${t}"`)).includes(JSON.stringify(text).slice(1, -1))));
    return tables.filter((_, i) => holding[i]);
  }
  const files = ['app.db', 'app.db-wal'].map((f) => path.join(ctx.dataDir, f)).filter((f) => fs.existsSync(f));
  return files.filter((f) => fs.readFileSync(f).includes(Buffer.from(text)));
}

async function register(username: string, email: string) {
  const r = await call('POST', '/api/auth/register', { body: { username, email, password: 'a-good-password', ageConfirmed: true } });
  expect(r.status).toBe(201);
  const login = await call('POST', '/api/auth/login', { body: { email, password: 'a-good-password' } });
  return { id: login.json.user._id as string, token: login.json.token as string, email };
}

describe('deleting an account', () => {
  it('leaves neither the e-mail nor the username readable in the database', async () => {
    const email = 'erase.me.please@example.com';
    const u = await register('erase_me_please', email);
    await call('POST', '/api/subscription/trial', { token: u.token });
    await buy(ctx, u, 'daily', 'erase.billing@example.com');
    await call('POST', '/api/contact', { body: { name: 'Erase Me', email, message: 'erase-me-message' } });
    await call('POST', '/api/push/subscribe', { token: u.token, body: { endpoint: 'https://fcm.googleapis.com/fcm/send/erase-me', keys: browserKeys() } });
    await call('POST', '/api/auth/forgot-password', { body: { email } });
    // A wrong password counts a row keyed by the address.
    await call('POST', '/api/auth/login', { body: { email, password: 'wrong password' } });
    await ctx.settle();
    expect((await whereStored(email)).length).toBeGreaterThan(0);

    const r = await call('DELETE', '/api/account', { token: u.token, body: { password: 'a-good-password' } });
    expect(r.status).toBe(200);
    for (const text of [email, 'erase_me_please', 'erase.billing@example.com', 'erase-me-message', 'fcm/send/erase-me']) expect(await whereStored(text), text).toEqual([]);
    expect(await ctx.rows('select * from contact_messages where email = ?', [email])).toEqual([]);
    expect(await ctx.rows('select * from push_subscriptions where user_id = ?', [Number(u.id)])).toEqual([]);
    expect(await ctx.rows('select * from sessions where user_id = ?', [Number(u.id)])).toEqual([]);
  });

  it('an admin deleting an account leaves nothing either', async () => {
    const admin = await ctx.makeUser('admin');
    const u = await register('erased_by_admin', 'erased.by.admin@example.com');
    // The welcome e-mail goes out first, as the first test's work does: one being sent as the
    // account goes is sent, and its job forgets the address only once done.
    await ctx.settle();
    expect((await call('DELETE', `/api/admin/users/${u.id}`, { token: admin.token })).status).toBe(200);
    for (const text of ['erased.by.admin@example.com', 'erased_by_admin']) expect(await whereStored(text), text).toEqual([]);
  });
});

describe('the free trial, once per e-mail address', () => {
  it('is not taken again by a new account with the address of a deleted one, in any case', async () => {
    const first = await register('trial_once', 'Trial.Once@example.com');
    expect((await call('POST', '/api/subscription/trial', { token: first.token })).status).toBe(200);
    expect((await call('DELETE', '/api/account', { token: first.token, body: { password: 'a-good-password' } })).status).toBe(200);
    const again = await register('trial_twice', 'trial.once@example.com');
    const r = await call('POST', '/api/subscription/trial', { token: again.token });
    expect(r.status).toBe(409);
    expect(r.json.message).toBe(PAYMENT_MESSAGES.trialUsed(3));
    // Only a keyed hash was kept, not the address.
    expect((await ctx.rows<{ email_hash: string }>('select email_hash from trial_claims')).every((c) => /^[A-Za-z0-9_-]{43}$/.test(c.email_hash))).toBe(true);
  });

  it('twenty asks at once grant it once', async () => {
    const u = await register('trial_race', 'trial.race@example.com');
    const answers = await Promise.all(Array.from({ length: 20 }, () => call('POST', '/api/subscription/trial', { token: u.token })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
  });
});
