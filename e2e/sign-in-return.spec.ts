// Journey: signing in takes a person where they were going. A deep
// link opened signed out comes back to its page after the sign-in; a plan chosen before signing in
// is kept for an hour, never outranks a deep link and is never offered to someone whose
// membership already runs; an admin page opened signed out says why it asks for a sign-in.
// Where the app goes, not layout: at the one width (e2e/helpers.ts, VIEWPORTS). Each journey is
// one browser that signs in and out again as it walks on (docs/architecture.md, "Tests").
import type { Page } from '@playwright/test';
import { ADMIN, expect, makeUser, test, type TestUser } from './fixtures';

async function signInOnPage(page: Page, u: Pick<TestUser, 'email' | 'password'>) {
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(u.email);
  await page.getByLabel('Password', { exact: true }).fill(u.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signed out again: the session cookie and what the page keeps (the user, any plan chosen). */
async function signOut(page: Page) {
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
}

/** Signed out, Choose Plan on /plans (Daily): the app asks for a sign-in first. */
async function chooseDailySignedOut(page: Page) {
  await page.goto('/plans');
  await page.getByRole('button', { name: /^Daily/ }).click();
  await expect(page).toHaveURL(/\/login$/);
}

const path = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;

test('deep links opened signed out return to their page after signing in; a running membership is not sent to a plan chosen before; an admin page says why it asks', async ({
  page,
  request,
}) => {
  // Six sign-ins walked through: three times the usual two minutes, so a busy machine cannot fail it.
  test.slow();
  const u = await makeUser(request, 'subscriber');
  for (const deep of ['/past-predictions', '/account', '/combinations', '/account/receipts']) {
    await page.goto(deep);
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    await signInOnPage(page, u);
    await expect.poll(() => path(page)).toBe(deep);
    await signOut(page);
  }

  // A subscriber whose membership runs is not sent to a checkout chosen before signing in.
  await chooseDailySignedOut(page);
  await signInOnPage(page, u);
  await expect.poll(() => path(page)).toBe('/predictions');
  await expect(page.getByRole('heading', { name: 'Confirm your subscription' })).toHaveCount(0);
  // Nothing is left to hijack a later sign-in either.
  expect(await page.evaluate(() => localStorage.getItem('redirectAfterLogin'))).toBeNull();
  // Chosen on purpose from the predictions page, the checkout names the running membership before any payment.
  await page
    .getByRole('region', { name: 'Extend your membership' })
    .getByRole('article', { name: 'Daily', exact: true })
    .getByRole('button', { name: /Choose Plan/ })
    .click();
  await expect.poll(() => path(page)).toBe('/payment?plan=daily');
  await expect(page.getByText(/^Your membership already runs until .+\. This plan adds its day after that\.$/)).toBeVisible();
  await signOut(page);

  // An admin page opened signed out asks for a sign-in, says why, and returns to it.
  await page.goto('/admin/todays-predictions');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Sign in with an admin account to open that page.')).toBeVisible();
  await signInOnPage(page, ADMIN);
  await expect.poll(() => path(page)).toBe('/admin/todays-predictions');
  await expect(page.getByRole('heading', { name: "Today's Predictions" })).toBeVisible();
});

test('a plan chosen signed out leads to its checkout after signing in, unless a deep link came after, it is over an hour old, or an older app stored it', async ({
  page,
  request,
}) => {
  // Four sign-ins walked through: three times the usual two minutes, so a busy machine cannot fail it.
  test.slow();
  const u = await makeUser(request, 'customer');
  // Chosen, then signed in: its checkout, and the sign-in page says so.
  await chooseDailySignedOut(page);
  await expect(page.getByText('Sign in to continue to checkout: Daily plan, $20.')).toBeVisible();
  await expect(page.getByText("Today's predictions are waiting for you.")).toHaveCount(0);
  await signInOnPage(page, u);
  await expect.poll(() => path(page)).toBe('/payment?plan=daily');
  await expect(page.getByRole('heading', { name: 'Confirm your subscription' })).toBeVisible();
  await signOut(page);

  // A deep link wins over a plan chosen earlier.
  await chooseDailySignedOut(page);
  await page.goto('/combinations');
  await signInOnPage(page, u);
  await expect.poll(() => path(page)).toBe('/combinations');
  await signOut(page);

  // A plan chosen more than an hour ago is forgotten: days later, as the browser kept it, the
  // choice's clock moved back by more than an hour.
  await chooseDailySignedOut(page);
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('redirectAfterLogin')!);
    localStorage.setItem('redirectAfterLogin', JSON.stringify({ ...stored, at: stored.at - 3 * 86_400_000 }));
  });
  await page.goto('/login');
  await expect(page.getByText("Today's predictions are waiting for you.")).toBeVisible();
  await signInOnPage(page, u);
  await expect.poll(() => path(page)).toBe('/predictions');
  await signOut(page);

  // A plan target stored by an older version of the app (no time) is not followed.
  await page.evaluate(() => localStorage.setItem('redirectAfterLogin', '/payment?plan=daily'));
  await page.goto('/login');
  await signInOnPage(page, u);
  await expect.poll(() => path(page)).toBe('/predictions');
});
