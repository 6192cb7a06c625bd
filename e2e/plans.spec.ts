// Plans the operator sets (docs/product.md, "Plans"): a yearly plan added in the console is on
// /plans at a phone's width and bought from the payment page; the console's plans page adds a plan,
// changes a price and retires a plan, and /plans follows. One journey on a server of its own, so
// the plans it sees are its own writes alone; it walks on from one state to the next
// (docs/architecture.md, "Tests").
import { ADMIN, expect, login, makeUser, signIn, test } from './fixtures';
import { atWidth, callApi, PHONE, VIEWPORTS } from './helpers';

test.use({ ownServer: true });

const YEARLY = { id: 'yearly', name: 'Yearly', amountCents: 150_000, durationDays: 365, description: 'A whole year of VIP predictions.', renewable: true };

test('a yearly plan added is on /plans at a phone’s width and bought there; the console’s plans page adds a plan, changes a price and retires a plan, and /plans follows', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  // A server of its own and two people's pages walked through: three times the usual two minutes,
  // so a busy machine cannot fail it.
  test.slow();
  const admin = await login(request, ADMIN.email, ADMIN.password);
  await callApi(request, admin.token, 'post', '/api/admin/plans', YEARLY, 201);

  // A buyer on a phone: the new plan on /plans, and its payment page.
  await signIn(page, await makeUser(request, 'customer'));
  await atWidth(page, PHONE);
  await page.goto('/plans');
  const options = page.locator('.plan-options button');
  await expect(options).toHaveText([/^Daily\s*\$20$/, /^3 Days\s*\$50$/, /^Weekly\s*\$80$/, /^Bi-Weekly\s*\$150$/, /^Monthly\s*Most Popular\s*\$200$/, /^Yearly\s*\$1,500$/]);
  await expect(page.locator('.plans-billing')).toHaveText(
    'Daily, 3 Days, and Bi-Weekly are paid once, with no automatic renewal. Weekly, Monthly, and Yearly you can pay once or let renew automatically until you cancel, as you choose at checkout.',
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: /^Yearly/ }).click();
  await expect(page).toHaveURL(/\/payment\?plan=yearly$/);
  await expect(page.getByRole('heading', { name: 'Yearly plan' })).toBeVisible();
  await expect(page.locator('.payment-price')).toHaveText('$1,500');
  await expect(page.getByText('365 days of VIP access · about $4.11 a day')).toBeVisible();
  await page.getByRole('radio', { name: /Renew automatically/ }).check();
  await expect(page.getByText('I agree that my Yearly membership renews automatically at $1,500 every 365 days until I cancel.')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.context().close();

  // The console's plans page, in an admin's browser of their own at the desktop's width.
  const desk = await (await browser.newContext({ baseURL, viewport: VIEWPORTS[0] })).newPage();
  await signIn(desk, await makeUser(request, 'admin'));
  await desk.goto('/admin/plans');
  const weekly = desk.getByRole('form', { name: 'Plan Weekly' });
  await expect(weekly).toContainText('On sale · $80 for 7 days · sold 0 times');

  const add = desk.getByRole('form', { name: 'Add a plan' });
  await add.getByLabel('Id').fill('quarter');
  await add.getByLabel('Name').fill('Quarter');
  await add.getByLabel('Price ($)').fill('450');
  await add.getByLabel('Days').fill('90');
  await add.getByLabel('Description').fill('Three months of VIP predictions.');
  await add.getByRole('button', { name: 'Add the plan' }).click();
  await expect(desk.getByText('Quarter is on sale.')).toBeVisible();
  await expect(desk.getByRole('form', { name: 'Plan Quarter' })).toContainText('On sale · $450 for 90 days');

  // A refusal is said in the server's words, and changes nothing.
  await add.getByLabel('Id').fill('quarter');
  await add.getByLabel('Name').fill('Again');
  await add.getByLabel('Price ($)').fill('1');
  await add.getByLabel('Days').fill('90');
  await add.getByLabel('Description').fill('x');
  await add.getByRole('button', { name: 'Add the plan' }).click();
  await expect(desk.getByText('A plan with this id exists already. Plans are never deleted: choose another id.')).toBeVisible();

  await weekly.getByLabel('Price ($)').fill('90');
  await weekly.getByRole('button', { name: 'Save Weekly' }).click();
  await expect(desk.getByText('Weekly is saved. A new price applies to purchases from now on; renewing members keep theirs.')).toBeVisible();
  await expect(desk.getByRole('form', { name: 'Plan Weekly' })).toContainText('On sale · $90 for 7 days');

  await desk
    .getByRole('form', { name: 'Plan Bi-Weekly' })
    .getByRole('button', { name: /^Retire/ })
    .click();
  await expect(desk.getByRole('form', { name: 'Plan Bi-Weekly' })).toContainText('Retired');

  await desk.goto('/plans');
  await expect(desk.locator('.plan-options button')).toHaveText([/^Daily/, /^3 Days/, /^Weekly\s*\$90$/, /^Monthly/, /^Yearly\s*\$1,500$/, /^Quarter\s*\$450$/]);
  await desk.context().close();
});
