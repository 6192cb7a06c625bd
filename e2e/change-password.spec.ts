// Journey 7: a signed-in user changes their password (docs/app.md, "Signing in and passwords",
// "Form checks" and "Error messages"; docs/security.md, "Sign-out and sessions": a changed
// password ends every older token).
import { expect, makeUser, sessionCookie, signIn, test } from './fixtures';
import { recordRequests } from './helpers';

test('a user changes their password, is signed out, and signs in with the new one', async ({ page, request }) => {
  const user = await makeUser(request, 'subscriber');
  const newPassword = 'changed-pass-77';
  await signIn(page, user);
  const calls = recordRequests(page, '/api/auth/user/change-password');

  await page.goto('/predictions');
  await page.getByRole('button', { name: new RegExp(`Account menu for ${user.username}`) }).click();
  await page.getByRole('link', { name: 'Change Password' }).click();
  await expect(page).toHaveURL(/\/change-password$/);
  await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();

  const current = page.getByLabel(/^Current Password/);
  const next = page.getByLabel(/^New Password/);
  const confirm = page.getByLabel(/^Confirm New Password/);
  const submit = page.getByRole('button', { name: 'Change Password' });

  // A wrong current password: the server's sentence, and the user stays signed in.
  await current.fill('not-my-password');
  await next.fill(newPassword);
  await confirm.fill(newPassword);
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Current password is incorrect.');
  expect(calls).toHaveLength(1);
  await expect(page).toHaveURL(/\/change-password$/);
  expect((await sessionCookie(page))?.value).toBe(user.token);

  // New and confirmation differ: refused before sending.
  await current.fill(user.password);
  await confirm.fill(`${newPassword}-typo`);
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('New passwords do not match.');
  expect(calls).toHaveLength(1);

  await confirm.fill(newPassword);
  await submit.click();
  await expect(page.getByText('Password changed successfully!')).toBeVisible();
  expect(calls).toHaveLength(2);
  await expect(page).toHaveURL(/\/change-password$/);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  expect(await sessionCookie(page)).toBeUndefined();
  await expect(page.getByRole('button', { name: /Account menu for/ })).toHaveCount(0);

  // The old token and the old password are finished; the new password works.
  const me = await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${user.token}` } });
  expect(me.status()).toBe(401);
  const old = await request.post('/api/auth/login', { data: { email: user.email, password: user.password } });
  expect(old.status()).toBe(401);
  await page.getByRole('textbox', { name: /^Email/ }).fill(user.email);
  await page.getByLabel(/^Password/).fill(newPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/predictions$/);
  await expect(page.getByRole('heading', { name: "Today's Predictions" })).toBeVisible();
});
