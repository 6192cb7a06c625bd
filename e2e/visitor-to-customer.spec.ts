// Journey 1: a visitor reads the home page, signs up, signs in and meets the customer's view of
// the subscribers-only pages (docs/app.md, "Home and plans", "Signing in and passwords",
// "Sign-in state in the browser", "Form checks" and "Guards").
import { expect, test } from './fixtures';
import { recordRequests, uniqueTag } from './helpers';

test('a visitor reads the home page, registers, logs in and sees the customer view', async ({ page }) => {
  const authCalls = recordRequests(page, '/api/auth/');
  const pastCalls = recordRequests(page, '/api/predictions/past');

  // Home: hero, the counters only once their figures are set, a way to the plans.
  await page.goto('/');
  await expect(page.locator('#home-hero')).toBeVisible();
  await expect(page.locator('#home-hero').getByRole('heading', { level: 1 })).toBeVisible();
  // No claim about the business until the operator sets one (e2e/console.spec.ts sets them).
  await expect(page.locator('.what-we-do')).toBeAttached();
  await expect(page.locator('.what-we-do')).not.toContainText(/\bMembers\b|Positive Rating/);
  await page.getByRole('main').getByRole('link', { name: 'Explore Plans' }).click();
  await expect(page).toHaveURL(/\/explore-plans$/);
  await expect(page.getByRole('button', { name: /Choose Plan/ })).toHaveCount(5);

  // Register, reached from the login page: a username with a space is refused before anything is sent.
  await page.getByRole('link', { name: 'Login', exact: true }).click();
  await page.getByRole('link', { name: 'Create one' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
  const name = uniqueTag('visitor').replace(/-/g, '_');
  const email = `${name}@e2e.test`;
  const password = 'visitor-pass-1';
  await page.getByRole('textbox', { name: /^Username/ }).fill('john doe');
  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Username cannot contain spaces. Use underscores (_) or periods (.) if necessary.')).toBeVisible();
  expect(authCalls.filter((c) => c.includes('/register'))).toEqual([]);

  // Without the 18+ confirmation nothing is sent either (docs/product.md, "Responsible play").
  await page.getByRole('textbox', { name: /^Username/ }).fill(name);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Please confirm that you are 18 or older.')).toBeVisible();
  expect(authCalls.filter((c) => c.includes('/register'))).toEqual([]);

  // A valid sign-up: success message, a cleared form, and /login three seconds later.
  await page.getByRole('checkbox', { name: 'I am 18 or older' }).check();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Registration successful! You can now log in.')).toBeVisible();
  expect(authCalls.filter((c) => c.includes('/register'))).toHaveLength(1);
  await expect(page.getByRole('textbox', { name: /^Username/ })).toHaveValue('');
  await expect(page).toHaveURL(/\/register$/);
  await expect(page).toHaveURL(/\/login$/);

  // Login: the e-mail is sent lowercased and trimmed; the overlay shows while the request runs.
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/api/auth/login', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('textbox', { name: /^Email/ }).fill(`  ${email.toUpperCase()}  `);
  await page.getByLabel(/^Password/).fill(password);
  const loginRequest = page.waitForRequest('**/api/auth/login');
  await page.getByRole('button', { name: 'Sign In' }).click();
  // The page asks for its session as an HttpOnly cookie (docs/app.md, "Sign-in state in the browser").
  expect((await loginRequest).postDataJSON()).toEqual({ email, password, session: 'cookie' });
  await expect(page.getByText('Logging in... Please wait.')).toBeVisible();
  release();

  // A new account is a customer: the subscribers-only note and the call to subscribe.
  await expect(page).toHaveURL(/\/predictions$/);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`Welcome, ${name}`) })).toBeVisible();
  await expect(page.getByText(/Only subscribers can view today's predictions/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Subscribe Now' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /past predictions/i })).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
  expect(stored).toMatchObject({ email, username: name, role: 'customer' });
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // The archive is for subscribers; a customer's browser does not even ask for it.
  await page
    .getByRole('main')
    .getByRole('link', { name: /past predictions/i })
    .click();
  await expect(page).toHaveURL(/\/past-predictions$/);
  await expect(page.getByRole('heading', { name: 'Subscribe to Access Past Predictions' })).toBeVisible();
  await expect(page.getByText('You need to be a subscriber to view our archive of past predictions.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Subscribe to Access Past Predictions' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Subscribe Now' }).click();
  await expect(page).toHaveURL(/\/plans$/);
  expect(pastCalls).toEqual([]);
});
