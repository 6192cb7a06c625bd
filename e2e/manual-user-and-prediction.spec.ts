// Journey 5: the admin adds a user and predictions by hand (docs/app.md, "Admin pages" and
// "Form checks"; passwords: docs/security.md, "Passwords"; dated predictions: docs/product.md,
// "Predictions").
import { dayFromNow, expect, login, makeUser, signIn, test } from './fixtures';
import { findInArchive, randomNumber, uniqueTag, viaConsoleMenu } from './helpers';

function dayLabel(day: string) {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' });
}

// One admin walks the console's two hand-entry forms in turn, each reached through its menu after
// the first load.
test("Add User creates a subscriber with an end date who can then log in; Add Prediction files a past date in the archive and today (or no date) in today's list", async ({
  page,
  request,
}) => {
  const admin = await makeUser(request, 'admin');
  await signIn(page, admin);
  await page.goto('/admin/manual-user');
  await expect(page.getByRole('heading', { name: 'Add User' })).toBeVisible();

  const username = uniqueTag('manual').replace(/-/g, '_');
  const email = `${username}@e2e.test`;
  const password = 'manual-pass-1';
  const endDate = page.getByLabel(/^Subscription end date/);
  const startDate = page.getByLabel(/^Subscription start date/);
  const role = page.getByRole('combobox', { name: /^Role/ });

  // Choosing subscriber asks for the dates, the start pre-filled with today; customer clears the end.
  await expect(endDate).toHaveCount(0);
  await role.selectOption({ label: 'Subscriber' });
  await expect(startDate).toHaveValue(dayFromNow(0));
  await endDate.fill(dayFromNow(3));
  await role.selectOption({ label: 'Customer' });
  await expect(endDate).toHaveCount(0);
  await role.selectOption({ label: 'Subscriber' });
  await expect(endDate).toHaveValue('');

  // The form checks before sending: a short password, a missing end date.
  await page.getByRole('textbox', { name: /^Username/ }).fill(username);
  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  await page.getByLabel(/^Password/).fill('short');
  await page.getByRole('button', { name: 'Create User' }).click();
  await expect(page.getByText('Password must be at least 8 characters.')).toBeVisible();
  await expect(page.getByText('Please select a subscription end date.')).toBeVisible();

  const end = dayFromNow(7);
  await page.getByLabel(/^Password/).fill(password);
  await endDate.fill(end);
  const sent = page.waitForRequest('**/api/users/manual');
  await page.getByRole('button', { name: 'Create User' }).click();
  expect((await sent).postDataJSON()).toEqual({ username, email, password, role: 'subscriber', subscriptionEnd: end });
  await expect(page.getByText('User created successfully.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Username/ })).toHaveValue('');

  // The new subscriber is in the Subscribers table with that end date.
  await page.getByRole('complementary', { name: 'Admin' }).getByRole('link', { name: 'Role Management' }).click();
  await page.getByPlaceholder('Search users...').fill(username);
  const row = page
    .getByRole('region', { name: /^Subscribers/ })
    .getByRole('row')
    .filter({ hasText: username });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell', { name: email, exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: dayLabel(end), exact: true })).toBeVisible();

  // ...and can sign in, as a subscriber (the login page itself is sign-in-return.spec.ts' and
  // admin-publish.spec.ts'; the rule, api/features/user-admin/user-admin.test.ts).
  expect((await login(request, email, password)).user.role).toBe('subscriber');

  await viaConsoleMenu(page, 'Add Prediction');
  await expect(page.getByRole('heading', { name: 'Add Prediction' })).toBeVisible();
  const content = page.getByRole('textbox', { name: /^Content/ });
  const submit = page.getByRole('button', { name: 'Add Prediction' });

  // Content and both numbers are required.
  await submit.click();
  await expect(page.getByText('Content is required.')).toBeVisible();
  await expect(page.getByText('Number 1 is required.')).toBeVisible();

  async function add(tag: string, n1: string, n2: string, date: string | null, timeOfDay: 'Morning' | 'Evening', alt?: [string, string]) {
    await content.fill(tag);
    await page.getByRole('textbox', { name: /^Number 1/ }).fill(n1);
    await page.getByRole('textbox', { name: /^Number 2/ }).fill(n2);
    if (alt) {
      await page.getByRole('textbox', { name: /^Alternative number 1/ }).fill(alt[0]);
      await page.getByRole('textbox', { name: /^Alternative number 2/ }).fill(alt[1]);
    }
    if (date) await page.getByLabel(/^Date/).fill(date);
    await page.getByRole('combobox', { name: /^Time of day/ }).selectOption(timeOfDay);
    const done = page.waitForResponse((r) => r.url().endsWith('/api/predictions/manual'));
    await submit.click();
    expect((await done).status()).toBe(201);
    await expect(page.getByText('Prediction added successfully!')).toBeVisible();
    await expect(content).toHaveValue('');
  }

  const past = { tag: uniqueTag('past'), n1: randomNumber(3), n2: randomNumber(3), alt: [randomNumber(3), randomNumber(3)] as [string, string] };
  const dated = { tag: uniqueTag('dated'), n1: randomNumber(4), n2: randomNumber(4) };
  const undated = { tag: uniqueTag('undated'), n1: randomNumber(3), n2: randomNumber(3) };
  await add(past.tag, past.n1, past.n2, dayFromNow(-2), 'Evening', past.alt);

  // Sets the worker's earlier journeys archived for later days come first: the archive's pages are loaded up to it.
  const pastRow = async () => {
    await viaConsoleMenu(page, 'Past Predictions');
    await expect(page.getByRole('heading', { name: 'Past Published Predictions' })).toBeVisible();
    return findInArchive(page, page.locator('tbody tr').filter({ hasText: past.tag }));
  };
  const archived = await pastRow();
  await expect(archived.getByText(dayLabel(dayFromNow(-2)))).toBeVisible();
  await expect(archived.getByText('Evening')).toBeVisible();
  await expect(archived.getByText(`${past.n1} - ${past.n2}`, { exact: true })).toBeVisible();
  await expect(archived.getByText(`${past.alt[0]} - ${past.alt[1]}`, { exact: true })).toBeVisible();

  await viaConsoleMenu(page, 'Add Prediction');
  await add(dated.tag, dated.n1, dated.n2, dayFromNow(0), 'Morning');
  await add(undated.tag, undated.n1, undated.n2, null, 'Evening');

  await viaConsoleMenu(page, "Today's Predictions");
  await expect(page.getByRole('heading', { name: "Today's Predictions" })).toBeVisible();
  const today = dayLabel(dayFromNow(0));
  for (const p of [dated, undated]) {
    const row = page.locator('tbody tr').filter({ hasText: p.tag });
    await expect(row).toHaveCount(1);
    await expect(row.getByText(today)).toBeVisible();
    await expect(row.getByText(`${p.n1} - ${p.n2}`, { exact: true })).toBeVisible();
  }
  await expect(page.locator('tbody tr').filter({ hasText: past.tag })).toHaveCount(0);

  // Neither of today's went to the archive (checked before anyone may move them there).
  await expect(await pastRow()).toHaveCount(1);
  await expect(page.locator('tbody tr').filter({ hasText: dated.tag })).toHaveCount(0);
  await expect(page.locator('tbody tr').filter({ hasText: undated.tag })).toHaveCount(0);
});
