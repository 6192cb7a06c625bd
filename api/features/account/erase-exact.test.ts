// "Deleting an account removes exactly that account's data" (docs/security.md, "What deleting an
// account erases"): promised e-mails and counted limits are found by the account's id or its exact
// address, never by a pattern or a substring. Deleting a_ice@example.com leaves
// alice@example.com's counted wrong logins (an `_` is a LIKE wildcard); deleting alice@example.com
// leaves what is promised to malice@example.com (which holds "alice@example.com").
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/harness';
import { queueMail } from '../../platform/mail/mail.job';

const ctx = await createTestContext();
const { call } = ctx;
// The promised work stays queued: nothing runs it here.
await ctx.services.worker.stop();

async function register(name: string) {
  const email = `${name}@example.com`;
  const r = await call('POST', '/api/auth/register', { body: { username: name.replace('_', 'u'), email, password: 'a-good-password', ageConfirmed: true } });
  expect(r.status, r.text).toBe(201);
  const login = await call('POST', '/api/auth/login', { body: { email, password: 'a-good-password' } });
  return { email, token: login.json.token as string };
}

const wrongLogin = (email: string) => call('POST', '/api/auth/login', { body: { email, password: 'not the password' } });
const limitRows = async () =>
  (await ctx.rows<{ key: string; count: number }>("select key, count from rate_limits where key like 'loginPerAccount:%' order by key")).map((r) => [r.key, Number(r.count)]);
/** Each queued job's kind, and whom it is for or from. */
const promised = async () =>
  (await ctx.rows<{ kind: string; payload: string }>("select kind, payload from jobs where state = 'queued' and kind in ('mail', 'password-reset') order by id")).map((j) => {
    const p = JSON.parse(j.payload);
    return `${j.kind} ${p.email ?? ([] as string[]).concat(p.to).join(',')}${p.replyTo ? ` from ${p.replyTo}` : ''}`;
  });

describe('deleting an account', () => {
  it('takes its own counted limits and promised e-mails, found by its exact address, and nobody else’s', async () => {
    const alice = await register('alice');
    const aIce = await register('a_ice');
    const malice = await register('malice');
    for (const u of [alice, aIce, malice]) expect((await wrongLogin(u.email)).status).toBe(401);
    for (const u of [alice, aIce, malice]) await call('POST', '/api/auth/forgot-password', { body: { email: u.email } });
    await ctx.deps.db.write(async (tx) => {
      // To malice, about alice; and one to both.
      await queueMail(ctx.services.queue, tx, { to: malice.email, subject: 'About alice@example.com', text: 'alice@example.com wrote to you.' });
      await queueMail(ctx.services.queue, tx, { to: [alice.email, malice.email], subject: 'To both', text: 'Hello both.' });
      await queueMail(ctx.services.queue, tx, { to: 'operator@example.com', replyTo: alice.email, subject: 'A message', text: 'From alice.' });
    });
    const welcome = (email: string) => `mail ${email}`;
    expect(await limitRows()).toEqual([
      ['loginPerAccount:a_ice@example.com', 1],
      ['loginPerAccount:alice@example.com', 1],
      ['loginPerAccount:malice@example.com', 1],
    ]);

    expect((await call('DELETE', '/api/account', { token: aIce.token, body: { password: 'a-good-password' } })).status).toBe(200);
    expect(await limitRows()).toEqual([
      ['loginPerAccount:alice@example.com', 1],
      ['loginPerAccount:malice@example.com', 1],
    ]);
    expect((await promised()).filter((p) => p.includes('a_ice'))).toEqual([]);

    expect((await call('DELETE', '/api/account', { token: alice.token, body: { password: 'a-good-password' } })).status).toBe(200);
    expect(await limitRows()).toEqual([['loginPerAccount:malice@example.com', 1]]);
    expect(await promised()).toEqual([
      welcome(malice.email),
      `password-reset ${malice.email}`,
      `mail ${malice.email}`,
      // The mail to both goes to malice alone.
      `mail ${malice.email}`,
    ]);
  });
});
