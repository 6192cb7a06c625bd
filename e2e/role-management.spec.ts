// Journey 4: User Role Management and the route guards (docs/app.md, "Admin pages", "Form
// checks", "Guards" and "Error messages").
import type { Page } from '@playwright/test';
import { dayFromNow, expect, makeUser, signIn, test } from './fixtures';
import { adminToken, answerConfirm, callApi, inApp, uniqueTag } from './helpers';

interface ApiUser {
  _id: string;
  email: string;
  role: string;
  subscriptionExpiresAt: string | null;
}

/** The "Subscription Ends at" cell for a calendar day, e.g. "Jan 5, 2026". */
function dayLabel(day: string) {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' });
}

const table = (page: Page, name: 'Admins' | 'Subscribers' | 'Customers') => page.getByRole('region', { name: new RegExp(`^${name}`) });

test('the admin searches, promotes with an end date, demotes and deletes users', async ({ page, browser, baseURL, request }) => {
  const tag = uniqueTag('rm').replace(/-/g, '_');
  const admin = await makeUser(request, 'admin', { username: `${tag}_adm` });
  const customer = await makeUser(request, 'customer', { username: `${tag}_cus` });
  const subscriber = await makeUser(request, 'subscriber', { username: `${tag}_sub` });
  const doomed = await makeUser(request, 'customer', { username: `${tag}_del` });
  await signIn(page, admin);
  await page.goto('/role-management');
  await expect(page.getByRole('heading', { name: 'User Role Management' })).toBeVisible();
  for (const name of ['Admins', 'Subscribers', 'Customers'] as const) {
    await expect(table(page, name)).toBeVisible();
    for (const col of ['User', 'Email', 'Status', 'Subscription Ends at', 'Actions']) {
      await expect(table(page, name).getByRole('columnheader', { name: col, exact: true })).toBeVisible();
    }
  }

  // Search narrows all three tables, by username, e-mail or role, whatever the case.
  const search = page.getByPlaceholder('Search users...');
  await search.fill(tag.toUpperCase());
  await expect(table(page, 'Admins').locator('tbody tr')).toHaveCount(1);
  await expect(table(page, 'Admins').getByRole('cell', { name: admin.username, exact: true })).toBeVisible();
  await expect(table(page, 'Subscribers').locator('tbody tr')).toHaveCount(1);
  await expect(table(page, 'Subscribers').getByRole('cell', { name: subscriber.username, exact: true })).toBeVisible();
  await expect(table(page, 'Subscribers').getByRole('cell', { name: dayLabel(dayFromNow(10)) })).toBeVisible();
  await expect(table(page, 'Customers').locator('tbody tr')).toHaveCount(2);
  await expect(table(page, 'Customers').getByRole('cell', { name: 'N/A', exact: true })).toHaveCount(2);

  await search.fill(customer.email.toUpperCase());
  await expect(table(page, 'Customers').locator('tbody tr')).toHaveCount(1);
  await expect(table(page, 'Customers').getByRole('cell', { name: customer.username, exact: true })).toBeVisible();
  await expect(table(page, 'Admins').getByText('No admins found.')).toBeVisible();
  await expect(table(page, 'Subscribers').getByText('No subscribers found.')).toBeVisible();

  await search.fill('SUBSCRIBER');
  await expect(table(page, 'Subscribers').getByRole('cell', { name: subscriber.username, exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: customer.username, exact: true })).toHaveCount(0);
  await expect(table(page, 'Admins').getByText('No admins found.')).toBeVisible();

  await search.fill(tag);
  const roleOf = (u: { username: string }) => page.getByRole('combobox', { name: `Role of ${u.username}` });

  // Subscriber needs an end date first: Cancel keeps the customer as they were.
  await roleOf(customer).selectOption({ label: 'Subscriber' });
  const modal = page.getByRole('dialog', { name: 'Select Subscription End Date' });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expect(modal).toBeHidden();
  await expect(table(page, 'Customers').getByRole('cell', { name: customer.username, exact: true })).toBeVisible();
  await expect(roleOf(customer)).toHaveValue('customer');

  // Submit without a date is refused at the field; with a date the user becomes a subscriber.
  await roleOf(customer).selectOption({ label: 'Subscriber' });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Submit' }).click();
  await expect(modal.getByText('Please select a subscription end date.')).toBeVisible();
  await expect(modal).toBeVisible();
  const end = dayFromNow(5);
  await modal.getByLabel(/^Subscription end date/).fill(end);
  await modal.getByRole('button', { name: 'Submit' }).click();
  await expect(modal).toBeHidden();
  const promoted = table(page, 'Subscribers').getByRole('row').filter({ hasText: customer.username });
  await expect(promoted).toHaveCount(1);
  await expect(promoted.getByRole('cell', { name: dayLabel(end), exact: true })).toBeVisible();
  await expect(promoted.getByText('Active')).toBeVisible();
  await expect(table(page, 'Customers').getByRole('cell', { name: customer.username, exact: true })).toHaveCount(0);

  const token = await adminToken(request);
  const fromApi = async (id: string) => (await callApi<ApiUser[]>(request, token, 'get', '/api/users')).find((u) => u._id === id);
  expect(await fromApi(customer.id)).toMatchObject({ role: 'subscriber' });
  expect((await fromApi(customer.id))?.subscriptionExpiresAt).toBeTruthy();

  // The promoted user, in a browser of their own (still holding the old "customer" copy), can now read predictions.
  const context = await browser.newContext({ baseURL });
  try {
    const other = await context.newPage();
    await signIn(other, customer);
    await other.goto('/predictions');
    await expect(other.getByRole('heading', { name: "Today's Predictions" })).toBeVisible();
    await expect(other.getByText(/Only subscribers can view today's predictions/)).toHaveCount(0);
    const r = await request.get('/api/predictions', { headers: { Authorization: `Bearer ${customer.token}` } });
    expect(r.status()).toBe(200);
  } finally {
    await context.close();
  }

  // Back to Customer: asked first, since the membership still runs; then applied, and the end date goes.
  await roleOf(customer).selectOption({ label: 'Customer' });
  await answerConfirm(
    page,
    { title: `Make ${customer.username} a customer?`, text: `Make ${customer.username} a customer? Their running membership ends now.`, confirmLabel: 'Change role' },
    true,
  );
  const demoted = table(page, 'Customers').getByRole('row').filter({ hasText: customer.username });
  await expect(demoted).toHaveCount(1);
  await expect(demoted.getByRole('cell', { name: 'N/A', exact: true })).toBeVisible();
  await expect.poll(async () => (await fromApi(customer.id))?.role).toBe('customer');
  expect((await fromApi(customer.id))?.subscriptionExpiresAt ?? null).toBeNull();
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(table(page, 'Customers').getByRole('row').filter({ hasText: customer.username }).getByRole('cell', { name: 'N/A', exact: true })).toBeVisible();

  // Deleting asks first, then says so; the account is gone.
  const asked = { title: `Delete ${doomed.username}?`, text: `Are you sure you want to delete ${doomed.username}? This cannot be undone.`, confirmLabel: 'Delete user' };
  await page.getByRole('button', { name: `Delete ${doomed.username}` }).click();
  await answerConfirm(page, asked, false);
  await expect(page.getByRole('cell', { name: doomed.username, exact: true })).toHaveCount(1);
  await page.getByRole('button', { name: `Delete ${doomed.username}` }).click();
  await answerConfirm(page, asked, true);
  await expect(page.getByRole('cell', { name: doomed.username, exact: true })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'User deleted successfully.' })).toBeVisible();
  expect(await fromApi(doomed.id)).toBeUndefined();
  const gone = await request.post('/api/auth/login', { data: { email: doomed.email, password: doomed.password } });
  expect(gone.status()).toBe(401);
});

// One load per person: every guarded address is then reached inside the running app, where the
// guards decide (app/features/layout/guards.tsx); the server's own refusals are
// api/permissions.test.ts'.
test('signed-out visitors are sent to /login, and customers and subscribers home from admin pages', async ({ page, request }) => {
  const [customer, subscriber] = [await makeUser(request, 'customer'), await makeUser(request, 'subscriber')];
  await page.goto('/');
  await expect(page.locator('#home-hero')).toBeVisible();
  for (const path of ['/predictions', '/past-predictions', '/combinations', '/change-password']) {
    await inApp(page, path);
    await expect(page, path).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  }

  await signIn(page, customer);
  await page.goto('/');
  // Each address is in the bar before the guard answers (the history entry is pushed at once):
  // the wait is for the guard's redirect.
  for (const path of ['/admin', '/role-management', '/admin/todays-predictions', '/admin/past-predictions', '/admin/manual-user']) {
    await inApp(page, path);
    await expect(page, path).toHaveURL(/\/$/);
    await expect(page.locator('#home-hero')).toBeVisible();
  }

  // A subscriber, in a tab of their own (the session cookie is the browser's: theirs from now on).
  const tab = await page.context().newPage();
  await signIn(tab, subscriber);
  await tab.goto('/');
  await expect(tab.locator('#home-hero')).toBeVisible();
  for (const path of ['/admin', '/role-management', '/admin/todays-predictions']) {
    await inApp(tab, path);
    await expect(tab, path).toHaveURL(/\/$/);
  }
  await expect(tab.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'ADMIN' })).toHaveCount(0);
});
