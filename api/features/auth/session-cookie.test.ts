// The web app's session in a cookie (docs/security.md, "The session cookie"): a sign-in that asks
// for it gets an HttpOnly, SameSite=Lax cookie and no token in the answer; the cookie signs in
// reads; a change made with it must name the app's own origin; Logout and a refused cookie clear
// it; API clients' bearer tokens work as before, with no Origin and no cookie.
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/harness';
import { AUTH_MESSAGES } from '@shared/auth';
import { TOKEN_LIFETIME_MS } from '../../platform/http/tokens';
import { sessionCookie } from './session-cookie';

// APP_URL is http://app.test (harness.ts).
const ctx = await createTestContext();
const { call, makeUser } = ctx;
/** The same server served over https. */
const secure = await createTestContext({ APP_URL: 'https://predictions.example' });
const APP = 'http://app.test';

/** The Set-Cookie lines of an answer. */
const setCookies = (r: { headers: Headers }) => r.headers.getSetCookie();

/** Signs in as the web app does; the cookie it was given, as a browser would send it back. */
async function browserSignIn(u: { email: string; password: string }, c = ctx) {
  const r = await c.call('POST', '/api/auth/login', {
    headers: { Origin: new URL(c.deps.config.appUrl).origin },
    body: { email: u.email, password: u.password, session: 'cookie' },
  });
  expect(r.status, r.text).toBe(200);
  const [line] = setCookies(r);
  return { answer: r, line, cookie: line.split(';')[0] };
}

const numbersOf = async (cookie: string) => (await call('GET', '/api/account/numbers', { headers: { Cookie: cookie } })).json.map((n: { number: string }) => n.number);
const saveNumber = (cookie: string, number: string, headers: Record<string, string> = {}) =>
  call('PUT', '/api/account/numbers', { headers: { Cookie: cookie, ...headers }, body: { numbers: [{ number, play: 'straight' }] } });

describe('signing in for the web app', () => {
  it('sets an HttpOnly, SameSite=Lax cookie for the token’s 30 days, and answers the user without the token', async () => {
    const u = await makeUser('subscriber');
    const { answer, line } = await browserSignIn(u);
    expect(answer.json).toEqual({ user: expect.objectContaining({ email: u.email, role: 'subscriber' }) });
    expect(answer.text).not.toMatch(/token/);
    expect(line).toMatch(/^session=[\w-]+\.[\w-]+\.[\w-]+;/);
    const attributes = line.split(/;\s*/).slice(1);
    expect(attributes).toEqual(expect.arrayContaining([`Max-Age=${TOKEN_LIFETIME_MS / 1000}`, 'Path=/', 'HttpOnly', 'SameSite=Lax']));
    // Served over plain http: a Secure cookie would never come back.
    expect(attributes).not.toContain('Secure');
    expect(attributes.some((a) => /^Domain=/i.test(a))).toBe(false);
  });

  it('leaves an API client’s sign-in as it was: {user, token}, no cookie', async () => {
    const u = await makeUser('customer');
    const r = await call('POST', '/api/auth/login', { body: { email: u.email, password: u.password } });
    expect(r.status).toBe(200);
    expect(Object.keys(r.json).sort()).toEqual(['token', 'user']);
    expect(setCookies(r)).toEqual([]);
    expect((await call('GET', '/api/auth/me', { token: r.json.token })).status).toBe(200);
  });

  it('refuses any other kind of session, naming the field', async () => {
    const u = await makeUser('customer');
    const r = await call('POST', '/api/auth/login', { body: { email: u.email, password: u.password, session: 'token' } });
    expect(r.status).toBe(400);
    expect(r.json).toMatchObject({ field: 'session', message: 'Session must be "cookie" when given.' });
  });

  it('sets a cookie only for a sign-in from the app’s own pages, before checking the password', async () => {
    const u = await makeUser('customer');
    for (const headers of [{}, { Origin: 'https://elsewhere.example' }] as Record<string, string>[]) {
      const r = await call('POST', '/api/auth/login', { headers, body: { email: u.email, password: u.password, session: 'cookie' } });
      expect(r.status, JSON.stringify(headers)).toBe(403);
      expect(r.json.message).toBe(AUTH_MESSAGES.crossSiteWrite);
      expect(setCookies(r)).toEqual([]);
    }
    // Refused before the password was checked: no attempt was counted against the account.
    expect(await ctx.rows('select key from rate_limits where key like ?', [`%${u.email}%`])).toEqual([]);
  });

  it('sets no cookie for a wrong password', async () => {
    const u = await makeUser('customer');
    const r = await call('POST', '/api/auth/login', { headers: { Origin: APP }, body: { email: u.email, password: 'not the password', session: 'cookie' } });
    expect(r.status).toBe(401);
    expect(setCookies(r)).toEqual([]);
    // Counted, as every wrong password is (what the test above finds none of).
    expect(await ctx.rows('select key from rate_limits where key like ?', [`%${u.email}%`])).not.toEqual([]);
  });
});

describe('the cookie as the credential', () => {
  it('signs in reads, with no Origin needed', async () => {
    const u = await makeUser('subscriber');
    const { cookie } = await browserSignIn(u);
    const me = await call('GET', '/api/auth/me', { headers: { Cookie: cookie } });
    expect(me.status).toBe(200);
    expect(me.json.user.email).toBe(u.email);
    expect((await call('GET', '/api/predictions', { headers: { Cookie: cookie } })).status).toBe(200);
  });

  it('takes a change only when Origin (or, without it, Referer) is the app’s own', async () => {
    const u = await makeUser('customer');
    const { cookie } = await browserSignIn(u);
    const refused: Record<string, string>[] = [
      {},
      { Origin: 'https://elsewhere.example' },
      { Origin: 'null' },
      { Origin: 'http://app.test.elsewhere.example' },
      { Referer: 'https://elsewhere.example/app.test' },
    ];
    for (const headers of refused) {
      const r = await saveNumber(cookie, '111', headers);
      expect(r.status, JSON.stringify(headers)).toBe(403);
      expect(r.json.message).toBe(AUTH_MESSAGES.crossSiteWrite);
      // Refused, not signed out: the cookie is the person's and still good.
      expect(setCookies(r)).toEqual([]);
    }
    expect(await numbersOf(cookie)).toEqual([]);
    expect((await saveNumber(cookie, '222', { Origin: APP })).status).toBe(200);
    expect(await numbersOf(cookie)).toEqual(['222']);
    expect((await saveNumber(cookie, '333', { Referer: `${APP}/my-numbers` })).status).toBe(200);
    expect(await numbersOf(cookie)).toEqual(['333']);
  });

  it('checks every method that changes something, and only those', async () => {
    const u = await makeUser('customer');
    const { cookie } = await browserSignIn(u);
    for (const [method, url] of [
      ['POST', '/api/auth/logout'],
      ['PUT', '/api/account/numbers'],
      ['PATCH', '/api/users/1'],
      ['DELETE', '/api/account'],
    ]) {
      expect((await call(method, url, { headers: { Cookie: cookie }, body: {} })).status, `${method} ${url}`).toBe(403);
    }
    expect((await call('GET', '/api/auth/me', { headers: { Cookie: cookie, Origin: 'https://elsewhere.example' } })).status).toBe(200);
    expect((await call('GET', '/api/auth/me', { headers: { Cookie: cookie } })).status).toBe(200);
  });

  it('leaves a bearer token’s changes unchecked: API clients send no Origin', async () => {
    const u = await makeUser('customer');
    const r = await call('PUT', '/api/account/numbers', { token: u.token, body: { numbers: [{ number: '444', play: 'box' }] } });
    expect(r.status).toBe(200);
    const other = await call('PUT', '/api/account/numbers', { token: u.token, headers: { Origin: 'https://elsewhere.example' }, body: { numbers: [] } });
    expect(other.status).toBe(200);
  });

  it('goes by the Authorization header when a request sends both', async () => {
    const u = await makeUser('customer');
    const { cookie } = await browserSignIn(u);
    const r = await call('GET', '/api/auth/me', { headers: { Cookie: cookie, Authorization: 'Bearer not-a-token' } });
    expect(r.status).toBe(401);
    // The cookie was not what failed: it stays.
    expect(setCookies(r)).toEqual([]);
    expect((await call('GET', '/api/auth/me', { headers: { Cookie: cookie } })).status).toBe(200);
  });

  it('keeps the public writes open without a cookie check: the contact form, with a cookie and no Origin', async () => {
    const u = await makeUser('customer');
    const { cookie } = await browserSignIn(u);
    const r = await call('POST', '/api/contact', { headers: { Cookie: cookie }, body: { name: 'Pat', email: u.email, message: 'A question about plans.' } });
    expect(r.status).toBe(201);
  });
});

describe('ending the cookie', () => {
  it('Logout ends its session and clears the cookie', async () => {
    const u = await makeUser('customer');
    const { cookie } = await browserSignIn(u);
    const r = await call('POST', '/api/auth/logout', { headers: { Cookie: cookie, Origin: APP } });
    expect(r.status).toBe(200);
    expect(r.json.message).toBe(AUTH_MESSAGES.signedOut);
    const [cleared] = setCookies(r);
    expect(cleared).toMatch(/^session=;/);
    expect(cleared).toContain('Max-Age=0');
    expect((await call('GET', '/api/auth/me', { headers: { Cookie: cookie } })).status).toBe(401);
  });

  it('Sign out everywhere clears it too, and ends the bearer tokens of the account', async () => {
    const u = await makeUser('customer');
    const { cookie } = await browserSignIn(u);
    const r = await call('POST', '/api/auth/logout-all', { headers: { Cookie: cookie, Origin: APP } });
    expect(r.status).toBe(200);
    expect(setCookies(r)[0]).toMatch(/^session=;.*Max-Age=0/);
    expect((await call('GET', '/api/auth/me', { token: u.token })).status).toBe(401);
  });

  it('a bearer Logout sets no cookie', async () => {
    const u = await makeUser('customer');
    const r = await call('POST', '/api/auth/logout', { token: u.token });
    expect(r.status).toBe(200);
    expect(setCookies(r)).toEqual([]);
  });

  it('a cookie the server no longer accepts is cleared with the 401', async () => {
    const u = await makeUser('subscriber');
    const { cookie } = await browserSignIn(u);
    // Ended from elsewhere (another device's "Sign out everywhere").
    await call('POST', '/api/auth/logout-all', { token: u.token });
    for (const sent of [cookie, 'session=not-a-token']) {
      const r = await call('GET', '/api/predictions', { headers: { Cookie: sent } });
      expect(r.status).toBe(401);
      expect(setCookies(r)[0]).toMatch(/^session=;.*Max-Age=0/);
    }
  });

  it('no cookie and no token: 401 "Please log in to continue.", nothing to clear', async () => {
    const r = await call('GET', '/api/auth/me', { headers: { Cookie: 'other=1' } });
    expect(r.status).toBe(401);
    expect(r.json.message).toBe('Please log in to continue.');
    expect(setCookies(r)).toEqual([]);
  });
});

describe('moving a bearer token into the cookie', () => {
  it('sets the cookie to the same token, until that token’s own end', async () => {
    const u = await makeUser('customer');
    const r = await call('POST', '/api/auth/session-cookie', { token: u.token });
    expect(r.status).toBe(200);
    expect(r.json.user.email).toBe(u.email);
    const [line] = setCookies(r);
    expect(line.split(';')[0]).toBe(`session=${u.token}`);
    expect(line).toMatch(/HttpOnly/);
    // makeUser's token was signed at the fixed clock's now: all of its 30 days are left.
    expect(line).toContain(`Max-Age=${TOKEN_LIFETIME_MS / 1000}`);
    expect((await call('GET', '/api/auth/me', { headers: { Cookie: `session=${u.token}` } })).status).toBe(200);
  });

  it('refuses a token that has ended', async () => {
    const u = await makeUser('customer');
    await call('POST', '/api/auth/logout', { token: u.token });
    const r = await call('POST', '/api/auth/session-cookie', { token: u.token });
    expect(r.status).toBe(401);
    expect(setCookies(r)).toEqual([]);
  });
});

describe('under https', () => {
  it('is Secure in production whatever APP_URL says, which must be https there', () => {
    expect(sessionCookie({ appUrl: 'http://localhost:3000', production: true })).toMatchObject({ secure: true, name: '__Host-session' });
    expect(sessionCookie({ appUrl: 'http://localhost:3000', production: false })).toMatchObject({ secure: false, name: 'session' });
  });

  it('the cookie is Secure, named __Host-session, and changes must come from the https origin', async () => {
    const u = await secure.makeUser('customer');
    const { line, cookie } = await browserSignIn(u, secure);
    expect(line).toMatch(/^__Host-session=/);
    expect(line.split(/;\s*/)).toEqual(expect.arrayContaining(['Secure', 'HttpOnly', 'SameSite=Lax', 'Path=/']));
    const put = (origin: string) => secure.call('PUT', '/api/account/numbers', { headers: { Cookie: cookie, Origin: origin }, body: { numbers: [] } });
    expect((await put('http://predictions.example')).status).toBe(403);
    expect((await put('https://predictions.example')).status).toBe(200);
    // The name without its prefix is not the session: a page over plain http could have set it.
    expect((await secure.call('GET', '/api/auth/me', { headers: { Cookie: cookie.replace('__Host-', '') } })).status).toBe(401);
  });
});
