// Journey 2: what a subscriber reads (docs/app.md, "Predictions and the archive" and "Guards";
// docs/api.md, "JSON, ids and dates" and "Who may call what"; docs/product.md, "Predictions").
import { expect, makeUser, publish, signIn, test } from './fixtures';
import { adminToken, callApi, findInArchive, randomNumber, recordRequests, uniqueTag } from './helpers';
import { serverTimeZone } from './server-zone';

test("a subscriber reads today's predictions and the plan cards after them (a link to the plans if their code cannot load), then finds the predictions in the archive once moved", async ({
  page,
  request,
}) => {
  const subscriber = await makeUser(request, 'subscriber');
  const tag = uniqueTag('batch');
  const [a1, a2, b1, b2] = [randomNumber(3), randomNumber(3), randomNumber(4), randomNumber(4)];
  // The leading-zero case named by the contract, alongside random ones.
  const pairs = [
    { number1: '047', number2: a1 },
    { number1: a2, number2: b1 },
  ];
  const alternatives = [{ number1: b2, number2: '0099' }];
  await signIn(page, subscriber);

  await publish(request, { sharedContent: tag, predictions: pairs, alternatives, timeOfDay: 'Morning' });

  await page.goto('/predictions');
  await expect(page.getByRole('heading', { name: "Today's Predictions" })).toBeVisible();
  const card = page.locator('article').filter({ hasText: tag });
  await expect(card).toHaveCount(1);
  await expect(card.getByText(`047 - ${a1}`, { exact: true })).toBeVisible();
  await expect(card.getByText(`${a2} - ${b1}`, { exact: true })).toBeVisible();
  await expect(card.getByText(`${b2} - 0099`, { exact: true })).toBeVisible();
  await expect(card.getByText('Morning')).toBeVisible();
  // The publish time, on the operator's clock (a few minutes ago at most).
  const published = new Date(Date.now() - 60_000).toLocaleTimeString('en-US', { timeZone: serverTimeZone(), hour: 'numeric', minute: '2-digit' });
  const now = new Date().toLocaleTimeString('en-US', { timeZone: serverTimeZone(), hour: 'numeric', minute: '2-digit' });
  await expect(card.getByText(/^Published \d{1,2}:\d{2} [AP]M$/)).toHaveText(new RegExp(`Published (${published}|${now})`));
  // A subscriber sees no call to subscribe in place of the list; the plan cards follow the numbers.
  await expect(page.getByText(/Only subscribers can view today's predictions/)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Extend your membership' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Choose Plan/ })).toHaveCount(5);

  // Archiving moves every current batch to the past.
  const moved = await callApi<{ moved: number }>(request, await adminToken(request), 'post', '/api/predictions/move-to-past', {});
  expect(moved.moved).toBeGreaterThanOrEqual(1);

  // The next load's plan-card code never arrives (say, offline before it was ever cached): a link
  // to the plans stands in. The chunk is failed with page.route, which cannot reach what a service
  // worker serves; none runs here (playwright.config.ts).
  await page.route(/\/assets\/plan-grid-[^/]*\.js$/, (route) => route.abort());
  await page.reload();
  await expect(page.locator('article').filter({ hasText: tag })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: "Today's Predictions" })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See all plans →' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Choose Plan/ })).toHaveCount(0);
  await page.getByRole('link', { name: 'See all plans →' }).click();
  await expect(page).toHaveURL(/\/plans$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/predictions$/);

  const pastCalls = recordRequests(page, '/api/predictions/past');
  await page
    .getByRole('main')
    .getByRole('link', { name: /past predictions/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/past-predictions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Past Predictions' })).toBeVisible();
  // Once the lock is let go, other journeys archive theirs of today too, which come first.
  const archived = await findInArchive(page, page.locator('article').filter({ hasText: tag }));
  await expect(archived.getByText(`047 - ${a1}`, { exact: true })).toBeVisible();
  await expect(archived.getByText(`${b2} - 0099`, { exact: true })).toBeVisible();
  expect(pastCalls.length).toBeGreaterThanOrEqual(1);
});

test('an expired subscriber is treated as a customer', async ({ page, request }) => {
  const expired = await makeUser(request, 'expired');
  // The API itself reports the lapsed subscriber as a customer and refuses the predictions.
  expect(expired.user.role).toBe('customer');
  const r = await request.get('/api/predictions', { headers: { Authorization: `Bearer ${expired.token}` } });
  expect(r.status()).toBe(403);

  // Even a browser still holding the old "subscriber" copy of the user learns the truth on load.
  const yesterday = new Date(Date.now() - 86_400_000).toISOString();
  await signIn(page, { ...expired, user: { ...expired.user, role: 'subscriber', subscriptionExpiresAt: yesterday } });
  const pastCalls = recordRequests(page, '/api/predictions/past');
  await page.goto('/predictions');
  await expect(page.getByText(/Only subscribers can view today's predictions/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Subscribe Now' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').role)).toBe('customer');

  await page
    .getByRole('main')
    .getByRole('link', { name: /past predictions/i })
    .click();
  await expect(page).toHaveURL(/\/past-predictions$/);
  await expect(page.getByRole('heading', { name: 'Subscribe to Access Past Predictions' })).toBeVisible();
  expect(pastCalls).toEqual([]);
});
