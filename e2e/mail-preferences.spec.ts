// E-mail preferences (docs/product.md, "E-mails"): an unsubscribe is not final. After the welcome
// e-mail's link turned the optional e-mails off, the done page leads to My Account → E-mails,
// where each can be turned on again; a link that no longer works shows a page saying so.
import { expect, lastMailTo, login, signIn, test } from './fixtures';
import { checkedShot, uniqueTag } from './helpers';

const SHOTS = process.env.SHOTS_DIR || '/tmp/shots-mail-preferences';

test('a link that no longer works shows a page saying so; unsubscribed, then one e-mail turned back on from the account page', async ({ page, request }) => {
  await test.step('a link that no longer works shows a page saying so, and where to choose instead', async () => {
    const response = await page.goto('/api/mail/unsubscribe/123456789.not-a-signature');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'This unsubscribe link does not work' })).toBeVisible();
    await expect(page.getByText('Please use the link from your latest e-mail.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'My Account → E-mails' })).toHaveAttribute('href', '/account#emails');
    await checkedShot(page, SHOTS, 'unsubscribe-invalid');
  });

  const name = uniqueTag('prefs').replace(/-/g, '_');
  const email = `${name}@e2e.test`;
  expect((await request.post('/api/auth/register', { data: { username: name, email, password: 'password-123', ageConfirmed: true } })).status()).toBe(201);
  await expect.poll(() => lastMailTo(email)).toContain('Subject: Welcome to Lotto Predict');
  const link = lastMailTo(email)!
    .replace(/\r?\n[ \t]+/g, ' ')
    .match(/^List-Unsubscribe: <https?:\/\/[^/]+(\/api\/mail\/unsubscribe\/[^>]+)>$/m)![1];

  await page.goto(link);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  const back = page.getByRole('link', { name: 'My Account → E-mails' });
  await expect(back).toHaveAttribute('href', '/account#emails');

  const session = await login(request, email, 'password-123');
  await signIn(page, { id: session.user._id, username: name, email, password: 'password-123', token: session.token, user: session.user });
  await back.click();
  const section = page.getByRole('region', { name: 'E-mails' });
  const trial = section.getByRole('switch', { name: /Your free trial ends/ });
  const ended = section.getByRole('switch', { name: /Your membership has ended/ });
  await expect(trial).not.toBeChecked();
  await expect(ended).not.toBeChecked();
  await expect(section).toBeInViewport();

  await trial.check();
  await expect(section.getByRole('status')).toHaveText('You will get the “Your free trial ends” e-mail again.');
  // At both widths (checkedShot resizes in place).
  await checkedShot(page, SHOTS, 'account-emails', section);
  // Read again from the server: away and back through the app's links.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('link', { name: 'My Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(trial).toBeChecked();
  await expect(ended).not.toBeChecked();
  // The link's page no longer says "unsubscribed": one e-mail comes again.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: /^Unsubscribe from Lotto Predict e.mails\?$/ })).toBeVisible();
});
