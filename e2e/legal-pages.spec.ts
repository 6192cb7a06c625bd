// The footer's responsible-play line on every page, the policies it links to, and a
// browser title per page so tabs and history can be told apart.
import { expect, makeUser, signIn, test } from './fixtures';

const FOOTER_LINE = '18+ · Not affiliated with any state lottery · Play responsibly';

test('every page’s footer says 18+, not a state lottery, play responsibly, and links the policies', async ({ page }) => {
  for (const path of ['/', '/explore-plans', '/login', '/no-such-page']) {
    await page.goto(path);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(FOOTER_LINE, { exact: true })).toBeVisible();
    // The quick link reads as the navigation bar does.
    await expect(footer.getByRole('link', { name: 'How It Works', exact: true })).toBeVisible();
    // No social icon points at a site's bare front page: none is set out of the box.
    await expect(page.getByRole('list', { name: 'Social media' })).toHaveCount(0);
  }

  const footer = page.getByRole('contentinfo');
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
  }
});

test('the policies name the seller from the operator’s details', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByRole('main')).toContainText('Lotto Predict LLC, 1200 Peachtree Street NE, Suite 400');
  await page.goto('/privacy');
  await expect(page.getByRole('main')).toContainText('support@lottopredict.com');
});

test("responsible play: the age rule, the odds, the national helpline, every state's line to a visitor and the NCPG", async ({ page }) => {
  await page.goto('/responsible-play');
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

test('each page has its own title, following the route', async ({ page, request }) => {
  const u = await makeUser(request, 'subscriber');
  await signIn(page, u);
  const titles: [string, string][] = [
    ['/', 'Lotto Predict | Daily 3 & 4 Digit Lottery Predictions'],
    ['/past-predictions', 'Past Predictions · Lotto Predict'],
    ['/predictions', 'Predictions · Lotto Predict'],
    ['/combinations', 'Combination Calculator · Lotto Predict'],
    ['/about', 'How It Works · Lotto Predict'],
    ['/account', 'My Account · Lotto Predict'],
    ['/no-such-page', 'Page Not Found · Lotto Predict'],
  ];
  for (const [path, title] of titles) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
  }
  // In-app navigation changes it too, and Back restores the previous one.
  await page.goto('/predictions');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Explore Plans' }).click();
  await expect(page).toHaveTitle('Explore Plans · Lotto Predict');
  await page.goBack();
  await expect(page).toHaveTitle('Predictions · Lotto Predict');
});
