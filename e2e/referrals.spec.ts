// Referrals (docs/product.md, "Referrals"): a member's link on the account page, a visitor who
// arrives through it and signs up on a phone, and the link's count. The reward and its limits are
// the API's (api/features/referrals/referrals.test.ts).
import { expect, makeUser, signIn, test } from './fixtures';
import { checkedShot, uniqueTag } from './helpers';

const SHOTS = process.env.SHOTS_DIR || '/tmp/shots-referrals';

test('a visitor arriving through a member’s link signs up on a phone, and the member’s link counts them', async ({ page, browser, request, baseURL }) => {
  const member = await makeUser(request, 'subscriber');
  const link = await request.get('/api/account/referral', { headers: { Authorization: `Bearer ${member.token}` } });
  expect(link.status()).toBe(200);
  const { code } = (await link.json()) as { code: string };

  // The visitor, on a phone of their own, opens the link and signs up a few pages later.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL });
  try {
    const visitor = await phone.newPage();
    await visitor.goto(`/?ref=${code}`);
    await visitor.getByRole('button', { name: 'Open menu' }).click();
    await visitor.getByRole('link', { name: 'Create free account' }).click();
    await expect(visitor).toHaveURL(/\/register$/);
    const name = uniqueTag('ref').replace(/-/g, '_');
    await visitor.getByRole('textbox', { name: /^Username/ }).fill(name);
    await visitor.getByRole('textbox', { name: /^Email/ }).fill(`${name}@e2e.test`);
    await visitor.getByLabel(/^Password/).fill('password-123');
    await visitor.getByRole('checkbox', { name: 'I am 18 or older' }).check();
    await visitor.getByRole('button', { name: 'Sign Up' }).click();
    await expect(visitor.getByText('Registration successful! You can now log in.')).toBeVisible();
    // Used once: the browser no longer holds it.
    expect(await visitor.evaluate(() => localStorage.getItem('referralArrival'))).toBeNull();
  } finally {
    await phone.close();
  }

  await signIn(page, member);
  await page.goto('/account#invite');
  const section = page.getByRole('region', { name: 'Invite a friend' });
  await expect(section.getByRole('textbox', { name: 'Your link' })).toHaveValue(new RegExp(`/\\?ref=${code}$`));
  await expect(section).toContainText('Signed up through your link: 1');
  await expect(section).toContainText('Rewards earned: 0');
  await checkedShot(page, SHOTS, 'account-invite', section);
});
