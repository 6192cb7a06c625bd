// The footer's responsible-play line on every page, the policies it links to, and a
// browser title per page so tabs and history can be told apart. One visitor walks from page to
// page through the app's own links (the footer is the layout's, the same on every route), then
// signs in and follows the titles through the subscriber's pages.
import type { Page } from '@playwright/test';
import { expect, makeUser, signIn, test } from './fixtures';

const FOOTER_LINE = '18+ · Not affiliated with any state lottery · Play responsibly';

async function footerSaysIt(page: Page) {
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(FOOTER_LINE, { exact: true })).toBeVisible();
  // The quick link reads as the navigation bar does.
  await expect(footer.getByRole('link', { name: 'How It Works', exact: true })).toBeVisible();
  // No social icon points at a site's bare front page: none is set out of the box.
  await expect(page.getByRole('list', { name: 'Social media' })).toHaveCount(0);
}

test('every page’s footer says 18+, not a state lottery, play responsibly, and links the policies, which name the seller and the helplines; each page has its own title, following the route', async ({
  page,
  request,
}) => {
  const mainNav = page.getByRole('navigation', { name: 'Main' });
  const footer = page.getByRole('contentinfo');

  await test.step('every page’s footer says 18+, not a state lottery, play responsibly', async () => {
    await page.goto('/no-such-page');
    await expect(page).toHaveTitle('Page Not Found · Lotto Predict');
    await footerSaysIt(page);
    await mainNav.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle('Lotto Predict | Daily 3 & 4 Digit Lottery Predictions');
    await footerSaysIt(page);
    await mainNav.getByRole('link', { name: 'Explore Plans' }).click();
    await expect(page).toHaveURL(/\/explore-plans$/);
    await footerSaysIt(page);
    await page.getByRole('link', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await footerSaysIt(page);
  });

  await test.step('the footer links the policies, which name the seller from the operator’s details', async () => {
    const policies = [
      ['Terms', '/terms', 'Terms of Service'],
      ['Privacy', '/privacy', 'Privacy Policy'],
      ['Refund Policy', '/refund-policy', 'Refund Policy'],
      ['Responsible Play', '/responsible-play', 'Responsible Play'],
    ] as const;
    for (const [link, path, heading] of policies) {
      await footer.getByRole('link', { name: link, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(`${heading} · Lotto Predict`);
      if (path === '/terms') await expect(page.getByRole('main')).toContainText('Lotto Predict LLC, 1200 Peachtree Street NE, Suite 400');
      if (path === '/privacy') await expect(page.getByRole('main')).toContainText('support@lottopredict.com');
    }
  });

  await test.step("responsible play: the age rule, the odds, the national helpline, every state's line to a visitor and the NCPG", async () => {
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: '18+ only' })).toBeVisible();
    await expect(main).toContainText('1 in 1,000');
    await expect(main).toContainText('1 in 10,000');
    await expect(main.getByRole('link', { name: 'Call 1-800-MY-RESET (1-800-697-3738)' })).toHaveAttribute('href', 'tel:+18006973738');
    await expect(main.getByRole('link', { name: 'Call 1-800-426-2537' })).toHaveCount(0);
    // A visitor follows no one state: every state's line is shown.
    await expect(main.getByRole('list', { name: 'Helplines' }).getByRole('listitem')).toHaveCount(8);
    await expect(main.getByRole('link', { name: 'ncpgambling.org' })).toHaveAttribute('href', 'https://www.ncpgambling.org/');
    await expect(main.getByRole('link', { name: 'Sign in' })).toBeVisible();
  });

  await test.step('each page has its own title, following the route, and Back restores the previous one', async () => {
    await signIn(page, await makeUser(request, 'subscriber'));
    await page.goto('/predictions');
    await expect(page).toHaveTitle('Predictions · Lotto Predict');
    await footer.getByRole('link', { name: 'Past Predictions' }).click();
    await expect(page).toHaveTitle('Past Predictions · Lotto Predict');
    const titles: [string, string][] = [
      ['Combinations', 'Combination Calculator · Lotto Predict'],
      ['How It Works', 'How It Works · Lotto Predict'],
      ['Home', 'Lotto Predict | Daily 3 & 4 Digit Lottery Predictions'],
    ];
    for (const [link, title] of titles) {
      await mainNav.getByRole('link', { name: link, exact: true }).click();
      await expect(page).toHaveTitle(title);
    }
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('link', { name: 'My Account' }).click();
    await expect(page).toHaveTitle('My Account · Lotto Predict');
    await mainNav.getByRole('link', { name: 'Predictions', exact: true }).click();
    await expect(page).toHaveTitle('Predictions · Lotto Predict');
    await mainNav.getByRole('link', { name: 'Explore Plans' }).click();
    await expect(page).toHaveTitle('Explore Plans · Lotto Predict');
    await page.goBack();
    await expect(page).toHaveTitle('Predictions · Lotto Predict');
  });
});
