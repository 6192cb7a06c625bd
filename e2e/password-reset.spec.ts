// Journey 6: forgot password -> e-mailed link -> new password (docs/app.md, "Signing in and
// passwords", "Form checks" and "Error messages"; docs/api.md, "Accounts": reset by e-mail
// works, with no "still being built" banner).
import { expect, lastMailTo, login, makeUser, test } from './fixtures';
import { recordRequests } from './helpers';

const SENT = "If your email exists, you'll receive a reset link shortly.";

test('a user resets a forgotten password through the e-mailed link', async ({ page, request }) => {
  const user = await makeUser(request, 'customer');
  const newPassword = 'brand-new-pass-1';
  const authCalls = recordRequests(page, '/api/auth/');

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Forgot Your Password?' })).toBeVisible();
  await expect(page.getByText(/still being built/i)).toHaveCount(0);

  // An unknown address gets the very same answer, and no mail.
  const email = page.getByRole('textbox', { name: /^Email/ });
  await email.fill('nobody-here@e2e.test');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText(SENT)).toBeVisible();
  // The address it went to stays in the field.
  await expect(email).toHaveValue('nobody-here@e2e.test');
  expect(lastMailTo('nobody-here@e2e.test')).toBeUndefined();

  await email.fill(user.email.toUpperCase());
  const forgot = page.waitForResponse('**/api/auth/forgot-password');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  const forgotRequest = (await forgot).request();
  expect(forgotRequest.postDataJSON()).toEqual({ email: user.email });
  expect(await forgotRequest.headerValue('authorization')).toBeNull();
  await expect(page.getByText(SENT)).toBeVisible();

  // The link comes by e-mail, to this server's address.
  let mail: string | undefined;
  await expect.poll(() => (mail = lastMailTo(user.email))).toBeTruthy();
  const link = mail!.match(/https?:\/\/[^\s"<>]+\/reset-password\/[A-Za-z0-9_-]+/)?.[0];
  expect(link, mail).toBeTruthy();
  expect(new URL(link!).origin).toBe(new URL(page.url()).origin);

  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  const before = authCalls.length;
  await page.getByLabel(/^New Password/).fill(newPassword);
  await page.getByLabel(/^Confirm New Password/).fill(`${newPassword}x`);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Passwords do not match!')).toBeVisible();
  expect(authCalls.length).toBe(before);

  await page.getByLabel(/^Confirm New Password/).fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Your password has been reset successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/reset-password\//);
  await expect(page).toHaveURL(/\/login$/);

  // The old password no longer works; the new one does, through the form.
  const old = await request.post('/api/auth/login', { data: { email: user.email, password: user.password } });
  expect(old.status()).toBe(401);
  await page.getByRole('textbox', { name: /^Email/ }).fill(user.email);
  await page.getByLabel(/^Password/).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid email or password.');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel(/^Password/).fill(newPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/predictions$/);
  expect((await login(request, user.email, newPassword)).token).toBeTruthy();

  // The link is single use.
  await page.goto(link!);
  await page.getByLabel(/^New Password/).fill('another-pass-12');
  await page.getByLabel(/^Confirm New Password/).fill('another-pass-12');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert')).toContainText('This reset link is invalid or has expired.');
});
