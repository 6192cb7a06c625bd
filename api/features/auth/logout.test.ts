// Sign-out ends the session (docs/security.md, "Sign-out and sessions"): Logout ends the token it
// is called with, on the very next request; Sign out everywhere ends every token of the account.
// Other sign-ins stay.
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/harness';
import { AUTH_MESSAGES } from '@shared/auth';

const ctx = await createTestContext();
const { call, makeUser } = ctx;

async function signIn(email: string, password: string): Promise<string> {
  const r = await call('POST', '/api/auth/login', { body: { email, password } });
  expect(r.status).toBe(200);
  return r.json.token;
}
const me = (token: string) => call('GET', '/api/auth/me', { token }).then((r) => r.status);

describe('POST /api/auth/logout', () => {
  it('ends the token it is called with, and only that one', async () => {
    const u = await makeUser('subscriber');
    const phone = await signIn(u.email, u.password);
    const laptop = await signIn(u.email, u.password);
    expect(await me(phone)).toBe(200);
    const out = await call('POST', '/api/auth/logout', { token: phone });
    expect(out.status).toBe(200);
    expect(out.json).toEqual({ message: AUTH_MESSAGES.signedOut, msg: AUTH_MESSAGES.signedOut });
    expect(await me(phone)).toBe(401);
    expect((await call('GET', '/api/predictions', { token: phone })).status).toBe(401);
    // Once ended, a second Logout with it is a 401 like any other request.
    expect((await call('POST', '/api/auth/logout', { token: phone })).status).toBe(401);
    expect(await me(laptop)).toBe(200);
  });

  it('without a token: 401', async () => {
    expect((await call('POST', '/api/auth/logout')).status).toBe(401);
  });

  it('a token from before sessions existed ends with every other such token', async () => {
    const u = await makeUser('customer');
    // makeUser signs a token the old way, without a session.
    const fresh = await signIn(u.email, u.password);
    expect((await call('POST', '/api/auth/logout', { token: u.token })).status).toBe(200);
    expect(await me(u.token)).toBe(401);
    // The version moved: the session's token was issued at the old one too.
    expect(await me(fresh)).toBe(401);
  });
});

describe('POST /api/auth/logout-all', () => {
  it('ends every token of the account, the caller’s included; a new sign-in works', async () => {
    const u = await makeUser('subscriber');
    const tokens = [await signIn(u.email, u.password), await signIn(u.email, u.password), u.token];
    const r = await call('POST', '/api/auth/logout-all', { token: tokens[0] });
    expect(r.status).toBe(200);
    expect(r.json.message).toBe(AUTH_MESSAGES.signedOutEverywhere);
    for (const t of tokens) expect(await me(t)).toBe(401);
    expect(await me(await signIn(u.email, u.password))).toBe(200);
  });

  it('leaves other accounts signed in', async () => {
    const a = await makeUser('customer');
    const b = await makeUser('customer');
    const tb = await signIn(b.email, b.password);
    await call('POST', '/api/auth/logout-all', { token: await signIn(a.email, a.password) });
    expect(await me(tb)).toBe(200);
  });
});
