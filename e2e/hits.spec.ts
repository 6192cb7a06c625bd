// Subscribers and admins see which numbers hit, how and where (docs/product.md,
// "Hits and the track record"), and the admin sets how long a batch is scored.
import { dayFromNow, expect, makeUser, signIn, test } from './fixtures';
import { findInArchive, shot, uniqueTag } from './helpers';
import { hasDrawLeft } from '@shared/results';
import { seedScoredBatch } from './hits-seed';
import { serverTimeZone } from './server-zone';

const SHOTS = 'test-results/hits';

/** "Nov 23" for a YYYY-MM-DD day, as the badges say it. */
const monthDay = (day: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' });

test.describe(() => {
  // A server of the journey's own: it reads the draws it stores over all the data (fixtures.ts), and
  // its clock moves to publish a set before the draws it scores (hits-seed.ts). The Valid through
  // journeys below read only their own sets, on the worker's server.
  test.use({ movableClock: true });

  test('a subscriber sees a straight and a box hit marked on the archive, and the admin sees them too', async ({ page, browser, request, server }) => {
    const subscriber = await makeUser(request, 'subscriber');
    // Under the lock: the track record journey compares its page with the API while no results change.
    const seeded = await seedScoredBatch(request, server, { digits: 3, straightDraw: { state: 'GA', drawTime: 'evening' }, boxDraw: { state: 'OH', drawTime: 'evening' } });
    const day = monthDay(seeded.drawDate);

    await signIn(page, subscriber);
    await page.goto('/past-predictions');
    const card = await findInArchive(page, page.locator('article').filter({ hasText: seeded.tag }));
    // The numbers read as before; the marks are beside them, in words.
    await expect(card.getByText(`${seeded.straight} - ${seeded.misses[0]}`, { exact: true })).toBeVisible();
    await expect(card.getByText(`${seeded.box} - ${seeded.misses[1]}`, { exact: true })).toBeVisible();
    const straight = card.getByRole('list', { name: `Hits of ${seeded.straight}` });
    await expect(straight.getByRole('listitem')).toHaveCount(1);
    await expect(straight.getByRole('listitem')).toContainText('Straight hit');
    await expect(straight.getByRole('listitem')).toContainText(`Georgia Evening, ${day}`);
    const box = card.getByRole('list', { name: `Hits of ${seeded.box}` });
    await expect(box.getByRole('listitem')).toHaveCount(1);
    await expect(box.getByRole('listitem')).toContainText('Box hit');
    await expect(box.getByRole('listitem')).toContainText(`Ohio Evening, ${day}`);
    for (const miss of seeded.misses) await expect(card.getByRole('list', { name: `Hits of ${miss}` })).toHaveCount(0);
    await expect(card.getByText('2 of 4 numbers hit', { exact: true })).toBeVisible();
    await expect(card.getByText(`Valid through ${monthDay(seeded.validThrough)}`, { exact: true })).toBeVisible();
    // The number that hit is marked in the pair itself too, not by colour alone.
    await expect(card.locator('mark', { hasText: seeded.straight })).toHaveCount(1);
    await shot(card, `${SHOTS}/archive-card-desktop.png`);

    const admin = await browser.newPage({ baseURL: process.env.E2E_BASE_URL });
    await signIn(admin, await makeUser(request, 'admin'));
    await admin.goto('/admin/past-predictions');
    const row = await findInArchive(admin, admin.getByRole('row').filter({ hasText: seeded.tag }));
    await expect(row.getByRole('list', { name: `Hits of ${seeded.straight}` })).toContainText(`Straight hit`);
    await expect(row.getByRole('list', { name: `Hits of ${seeded.box}` })).toContainText(`Box hit`);
    await expect(row.getByText('2 of 4 numbers hit')).toBeVisible();
    await expect(row.getByText(`Valid through ${monthDay(seeded.validThrough)}`)).toBeVisible();
    await shot(row, `${SHOTS}/admin-past-row.png`);
    await admin.close();
  });
});

test("the manual form's Valid through: the server's message when out of range, kept when in range", async ({ page, request }) => {
  const admin = await makeUser(request, 'admin');
  await signIn(page, admin);
  await page.goto('/admin/manual-prediction');
  const date = dayFromNow(-3);
  await page.getByLabel('Content', { exact: true }).fill(uniqueTag('valid'));
  await page.getByLabel('Number 1', { exact: true }).fill('123');
  await page.getByLabel('Number 2', { exact: true }).fill('456');
  await page.getByLabel('Date (optional)').fill(date);
  const field = page.getByLabel('Valid through');
  // It follows the batch's day until picked, and offers that day to 13 days after it.
  await expect(field).toHaveValue(date);
  await expect(field).toHaveAttribute('min', date);
  await expect(field).toHaveAttribute('max', dayFromNow(10));

  await field.fill(dayFromNow(11));
  const refused = page.waitForResponse((r) => r.url().endsWith('/api/predictions/manual'));
  await page.getByRole('button', { name: 'Add Prediction' }).click();
  const answer = await refused;
  expect(answer.status()).toBe(400);
  const { message } = (await answer.json()) as { message: string };
  expect(message).toMatch(/validThrough/);
  await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();

  await field.fill(dayFromNow(4));
  const added = page.waitForResponse((r) => r.url().endsWith('/api/predictions/manual'));
  await page.getByRole('button', { name: 'Add Prediction' }).click();
  const ok = await added;
  expect(ok.status()).toBe(201);
  expect(((await ok.json()) as { prediction: { validThrough: string } }).prediction.validThrough).toBe(dayFromNow(4));
  await expect(page.getByText('Prediction added successfully!')).toBeVisible();
});

test("the sharing form publishes with Valid through, and the edit of today's predictions changes it", async ({ page, request }) => {
  const admin = await makeUser(request, 'admin');
  await signIn(page, admin);
  await page.goto('/admin');
  const tag = uniqueTag('valid');
  await page.getByRole('textbox', { name: /^Shared content/ }).fill(tag);
  const daily = page.getByRole('region', { name: 'Daily Predictions' });
  await daily.getByRole('textbox', { name: 'Prediction 1 Number 1' }).fill('123');
  await daily.getByRole('textbox', { name: 'Prediction 1 Number 2' }).fill('456');
  const field = page.getByLabel('Valid through');
  // Today, or tomorrow once today's last draw is over (e2e/valid-through-late.spec.ts).
  await expect(field).toHaveValue(hasDrawLeft(dayFromNow(0), Date.now(), serverTimeZone()) ? dayFromNow(0) : dayFromNow(1));
  await expect(field).toHaveAttribute('max', dayFromNow(13));
  await field.fill(dayFromNow(2));

  const published = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/predictions');
  await page.getByRole('button', { name: 'Publish Predictions' }).click();
  expect(((await (await published).json()) as { prediction: { validThrough: string } }).prediction.validThrough).toBe(dayFromNow(2));
  await expect(page.getByText('Prediction posted successfully!')).toBeVisible();

  await page.goto('/admin/todays-predictions');
  const row = page.getByRole('row').filter({ hasText: tag });
  await expect(row.getByText(`Valid through ${monthDay(dayFromNow(2))}`)).toBeVisible();
  // No draw of its window is in yet: nothing to score.
  await expect(row.getByText('Awaiting draws')).toBeVisible();
  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = row.getByLabel('Valid through');
  await expect(edit).toHaveValue(dayFromNow(2));
  // Past the last day allowed: the server's own message, and nothing changes.
  await edit.fill(dayFromNow(14));
  await row.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /validThrough must be a day from/ })).toBeVisible();
  await edit.fill(dayFromNow(6));
  await row.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Prediction updated.')).toBeVisible();
  await expect(row.getByText(`Valid through ${monthDay(dayFromNow(6))}`)).toBeVisible();
  await shot(row, `${SHOTS}/admin-today-row.png`);
});
