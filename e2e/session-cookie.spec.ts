// The session out of reach of the page's scripts (docs/security.md, "The session cookie"; docs/app.md,
// "Sign-in state in the browser"): signing in through the login page leaves no token in
// localStorage or sessionStorage, only an HttpOnly, SameSite=Lax cookie; a change sent with that
// cookie from another origin is refused; Logout clears it; a token an older install stored is moved
// into the cookie and forgotten.
import type { Page } from '@playwright/test';
import { AUTH_MESSAGES } from '@shared/auth-messages';
import { expect, makeUser, sessionCookie, test } from './fixtures';

/** Every key and value in the page's localStorage and sessionStorage, as the page's scripts see them. */
const storage = (page: Page) =>
  page.evaluate(() => {
    const all = (s: Storage) => Object.fromEntries(Array.from({ length: s.length }, (_, i) => s.key(i)!).map((k) => [k, s.getItem(k)]));
    return { local: all(localStorage), session: all(sessionStorage) };
  });

/** A JWT's shape: three base64url parts joined by dots. */
const TOKEN_SHAPE = /[\w-]{10,}\.[\w-]{10,}\.[\w-]{10,}/;

// One person signs in through the login page, meets a forged form from another origin, and logs
// out; then a second, whose browser an older install left a token in, opens the app in the same tab.
test('signing in through the login page keeps the session in an HttpOnly cookie and no token in storage; a change sent with it from another origin is refused and the session goes on; Logout ends it and clears the cookie; a token an older install kept moves into the cookie', async ({
  page,
  request,
  server,
}) => {
  await test.step('signing in through the login page keeps the session in an HttpOnly cookie and no token in storage', async () => {
    const u = await makeUser(request, 'subscriber');
    await page.goto('/login');
    await page.getByRole('textbox', { name: /^Email/ }).fill(u.email);
    await page.getByLabel(/^Password/).fill(u.password);
    const signedIn = page.waitForResponse('**/api/auth/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    // The answer the page read holds the user, not the token.
    expect(Object.keys(await (await signedIn).json())).toEqual(['user']);
    await expect(page).toHaveURL(/\/predictions$/);
    await expect(page.getByRole('heading', { name: "Today's Predictions" })).toBeVisible();

    const cookie = await sessionCookie(page);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', secure: false });
    expect(cookie!.value).toMatch(TOKEN_SHAPE);
    // Nothing the page's scripts can read holds it: storage, or document.cookie.
    const stored = await storage(page);
    expect(JSON.stringify(stored)).not.toContain(cookie!.value);
    expect(JSON.stringify(stored)).not.toMatch(TOKEN_SHAPE);
    expect(stored.local.token).toBeUndefined();
    expect(JSON.parse(stored.local.user!)).toMatchObject({ email: u.email, role: 'subscriber' });
    expect(await page.evaluate(() => document.cookie)).not.toContain(cookie!.value);

    // The cookie alone keeps the person signed in: a new page load reads today's predictions.
    await page.reload();
    await expect(page.getByRole('heading', { name: "Today's Predictions" })).toBeVisible();
    await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
  });

  await test.step("a change sent with the cookie from another origin is refused, and the person's session goes on", async () => {
    const before = (await sessionCookie(page))!.value;
    // A page of another origin on the same site (the same host, another port: the browser sends a
    // SameSite=Lax cookie with its form), posting to Logout as a forged form would. The server's
    // rule is api/features/auth/session-cookie.test.ts's; this is the browser sending the cookie.
    const app = new URL(server.url);
    const other = `${app.protocol}//${app.hostname}:${Number(app.port) === 65535 ? 65534 : Number(app.port) + 1}`;
    await page.route(`${other}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: `<form method="post" action="${server.url}/api/auth/logout"><button>Win a prize</button></form>` }),
    );
    await page.goto(`${other}/prize`);
    const forged = page.waitForResponse(`${server.url}/api/auth/logout`);
    await page.getByRole('button', { name: 'Win a prize' }).click();
    const answer = await forged;
    expect(answer.status()).toBe(403);
    expect((await answer.request().allHeaders()).cookie).toContain(before);
    expect(await answer.json()).toMatchObject({ message: AUTH_MESSAGES.crossSiteWrite });

    // Nothing ended: the same cookie still signs the person in.
    expect((await sessionCookie(page))?.value).toBe(before);
    await page.goto(`${server.url}/account`);
    await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
    expect((await page.request.get('/api/auth/me')).status()).toBe(200);
  });

  await test.step('Logout ends the session on the server and clears the cookie', async () => {
    const token = (await sessionCookie(page))!.value;
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => sessionCookie(page)).toBeUndefined();
    expect((await storage(page)).local.user).toBeUndefined();
    // A copy of the token taken before is refused too.
    expect((await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(401);
  });

  await test.step('a token an older install kept in localStorage moves into the cookie and leaves storage', async () => {
    const u = await makeUser(request, 'customer');
    await page.addInitScript(
      ([token, user]) => {
        if (!sessionStorage.getItem('e2e-old-install')) {
          localStorage.setItem('token', token);
          localStorage.setItem('user', user);
          sessionStorage.setItem('e2e-old-install', '1');
        }
      },
      [u.token, JSON.stringify(u.user)],
    );
    await page.goto('/account');
    await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
    await expect.poll(async () => (await storage(page)).local.token).toBeUndefined();
    expect((await sessionCookie(page))?.value).toBe(u.token);
    expect(JSON.stringify(await storage(page))).not.toContain(u.token);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
  });
});
