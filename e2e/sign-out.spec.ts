// Sign-out ends the session (docs/security.md, "Sign-out and sessions"): after Logout the token the
// browser held is refused by the server, and "Sign out everywhere" on the account page ends every
// other sign-in too.
import { expect, login, makeUser, sessionCookie, signIn, test } from './fixtures';

const me = (request: import('@playwright/test').APIRequestContext, token: string) =>
  request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } }).then((r) => r.status());

// At a phone's width (Logout at the desktop's is e2e/session-cookie.spec.ts's): Sign out everywhere
// from the account page, then a sign-in through the login page, then Logout from the account menu.
// That the server refuses the ended tokens is api/features/auth/logout.test.ts's; here, that the
// buttons reach it.
test('Sign out everywhere ends every sign-in of the account; Logout ends the session on the server, not only in the browser, at phone width', async ({ page, request }) => {
  const u = await makeUser(request, 'subscriber');
  const other = await login(request, u.email, u.password);
  await page.setViewportSize({ width: 390, height: 900 });
  await signIn(page, u);
  await page.goto('/account');
  const button = page.getByRole('button', { name: 'Sign out everywhere' });
  await button.scrollIntoViewIfNeeded();
  await button.click();
  await expect(page.getByText('You are signed out on every device, this one included.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await me(request, other.token)).toBe(401);
  expect(await me(request, u.token)).toBe(401);

  // Signed in again through the form, then out through the account menu.
  await page.getByRole('textbox', { name: /^Email/ }).fill(u.email);
  await page.getByLabel(/^Password/).fill(u.password);
  const signedIn = page.waitForResponse('**/api/auth/login');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await signedIn;
  await expect(page).toHaveURL(/\/predictions$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const token = (await sessionCookie(page))!.value;
  expect(await me(request, token)).toBe(200);
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  // A copy of the token taken before the Logout is refused.
  await expect.poll(() => me(request, token)).toBe(401);
});
