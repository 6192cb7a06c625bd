// Sign-out ends the session (docs/security.md, "Sign-out and sessions"): after Logout the token the
// browser held is refused by the server, and "Sign out everywhere" on the account page ends every
// other sign-in too.
import { expect, login, makeUser, signIn, test } from './fixtures';

const me = (request: import('@playwright/test').APIRequestContext, token: string) =>
  request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } }).then((r) => r.status());

for (const width of [1280, 390]) {
  test(`Logout ends the session on the server, not only in the browser, at ${width} px`, async ({ page, request }) => {
    const u = await makeUser(request, 'subscriber');
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, u);
    await page.goto('/predictions');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await me(request, u.token)).toBe(200);
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    // A copy of the token taken before the Logout is refused.
    await expect.poll(() => me(request, u.token)).toBe(401);
  });
}

test('Sign out everywhere ends every sign-in of the account, at phone width', async ({ page, request }) => {
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
});
