// Gifts (docs/app.md, "Gifts"; docs/product.md, "Gifts"), at a phone's width: a signed-in buyer
// gives a plan from /plans through the simulated checkout and sees it on the account page; a new
// visitor opens the e-mailed link, signs up, comes back to it, redeems it and sees their access.
// The rules (once, 365 days, sendOn, bad input) are the API's (api/features/gifts/gifts.test.ts).
// One journey, which walks on from the buyer to the recipient (docs/architecture.md, "Tests").
import { expect, lastMailTo, makeUser, signIn, test } from './fixtures';
import { checkedShot, PHONE, uniqueTag } from './helpers';

const SHOTS = process.env.SHOTS_DIR || '/tmp/shots-gifts';

test.use({ viewport: PHONE });

test('a buyer gives a plan on a phone, and a new visitor signs up through the link and redeems it; an unknown link says so', async ({ page, browser, request, baseURL }) => {
  // Two people's pages, a purchase, a sign-up and a sign-in walked through: three times the usual
  // two minutes, so a busy machine cannot fail it.
  test.slow();
  const buyer = await makeUser(request, 'customer');
  const to = `${uniqueTag('gift')}@e2e.test`;
  await signIn(page, buyer);

  // From /plans to the gift form, then the simulated checkout.
  await page.goto('/plans');
  await page.getByRole('link', { name: 'Give a plan as a gift' }).click();
  await expect(page).toHaveURL(/\/gift$/);
  await expect(page.getByRole('heading', { name: 'Give a plan' })).toBeVisible();
  await page.getByLabel('Plan').selectOption('weekly');
  await page.getByRole('textbox', { name: /^Recipient's e-mail/ }).fill('not-an-address');
  await page.getByRole('textbox', { name: /^Message/ }).fill('Happy birthday! Good luck with the numbers.');
  await page.getByRole('button', { name: /^Pay \$80 for this gift/ }).click();
  await expect(page.getByText('Please enter the recipient’s e-mail address.')).toBeVisible();
  await page.getByRole('textbox', { name: /^Recipient's e-mail/ }).fill(to);
  await checkedShot(page, SHOTS, 'gift-form');
  await page.getByRole('button', { name: /^Pay \$80 for this gift/ }).click();

  await expect(page).toHaveURL(/\/checkout\/simulated\/[\w-]+$/);
  await expect(page.getByText('Weekly, as a gift')).toBeVisible();
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page).toHaveURL(/\/payment-success\?.*&gift=1$/);
  await expect(page.getByRole('heading', { name: 'Gift paid! Thank you.' })).toBeVisible();
  await expect(page.getByText(`We e-mail ${to} a link to redeem it now.`)).toBeVisible();
  await checkedShot(page, SHOTS, 'gift-paid');

  // The account page, from the success page's own link, lists it, sent.
  await page.getByRole('link', { name: 'Go to My Account' }).click();
  await expect(page).toHaveURL(/\/account#gifts$/);
  const gifts = page.getByRole('region', { name: 'Gifts' });
  await expect(gifts.getByRole('listitem').filter({ hasText: to })).toContainText('Sent');

  // The recipient's e-mail carries the message and the link.
  await expect.poll(() => lastMailTo(to) ?? '').toContain('Happy birthday!');
  const link = lastMailTo(to)!.match(/https?:\/\/[^\s/]+(\/gift\/[A-Za-z0-9_-]{43})/)![1];

  // A new visitor, on a phone of their own, opens it, signs up, signs in, and is back at the gift.
  const phone = await browser.newContext({ viewport: PHONE, baseURL });
  try {
    const visitor = await phone.newPage();
    // A link mistyped, or made up: it says so.
    await visitor.goto(`/gift/${'x'.repeat(43)}`);
    await expect(visitor.getByRole('heading', { name: 'This gift link does not work' })).toBeVisible();
    await expect(visitor.getByText(/This gift link is not valid/)).toBeVisible();
    await visitor.goto(link);
    await expect(visitor.getByRole('heading', { name: `${buyer.username} sent you a gift` })).toBeVisible();
    await expect(visitor.getByText('Happy birthday! Good luck with the numbers.')).toBeVisible();
    await checkedShot(visitor, SHOTS, 'gift-link-visitor');
    await visitor.getByRole('button', { name: 'Sign up to redeem' }).click();
    await expect(visitor).toHaveURL(/\/register$/);
    const name = uniqueTag('giftee').replace(/-/g, '_');
    const email = `${name}@e2e.test`;
    await visitor.getByRole('textbox', { name: /^Username/ }).fill(name);
    await visitor.getByRole('textbox', { name: /^Email/ }).fill(email);
    await visitor.getByLabel(/^Password/).fill('password-123');
    await visitor.getByRole('checkbox', { name: 'I am 18 or older' }).check();
    await visitor.getByRole('button', { name: 'Sign Up' }).click();
    await expect(visitor).toHaveURL(/\/login$/);
    await visitor.getByRole('textbox', { name: /^Email/ }).fill(email);
    await visitor.getByLabel(/^Password/).fill('password-123');
    await visitor.getByRole('button', { name: 'Sign In' }).click();
    await expect(visitor).toHaveURL(new RegExp(`${link}$`));

    await visitor.getByRole('button', { name: 'Redeem gift' }).click();
    await expect(visitor.getByRole('heading', { name: 'Gift redeemed!' })).toBeVisible();
    await expect(visitor.getByText(/We added 7 days to your membership\. It now runs until/)).toBeVisible();
    await checkedShot(visitor, SHOTS, 'gift-redeemed');
    // Their access: the account, from the account menu, says so, and the link is used.
    await visitor.getByRole('button', { name: /Account menu/ }).click();
    await visitor.getByRole('link', { name: 'My Account' }).click();
    await expect(visitor).toHaveURL(/\/account$/);
    await expect(visitor.getByText('Active', { exact: true })).toBeVisible();
    await expect(visitor.getByText(/Ends on .* \(7 days left\)\./)).toBeVisible();
    await visitor.goto(link);
    await expect(visitor.getByText('This gift has already been redeemed.')).toBeVisible();
  } finally {
    await phone.close();
  }

  // The buyer sees it redeemed, not by whom.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Gifts' }).getByRole('listitem').filter({ hasText: to })).toContainText('Redeemed');
});
