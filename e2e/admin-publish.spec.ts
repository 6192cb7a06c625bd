// Journey 3: the admin publishes through the Predictions Sharing Form, a subscriber reads it, and
// the admin edits, archives and deletes (docs/app.md, "Admin pages", "Form checks" and
// "Error messages").
import type { Page } from '@playwright/test';
import { instantAt } from '@shared/calendar';
import { ADMIN, dayFromNow, expect, makeUser, publish, signIn, test } from './fixtures';
import { answerConfirm, findInArchive, randomNumber, uniqueTag, viaConsoleMenu } from './helpers';
import { serverTimeZone } from './server-zone';

const CONFIRM = { title: 'Delete this prediction?', text: 'Are you sure you want to delete this prediction?', confirmLabel: 'Delete' };

async function loginThroughForm(page: Page) {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Email/ }).fill(ADMIN.email);
  await page.getByLabel(/^Password/).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/predictions$/);
}

test('the admin publishes with the sharing form and a subscriber reads it', async ({ page, browser, baseURL, request }) => {
  const subscriber = await makeUser(request, 'subscriber');
  // The form decides by the browser's clock (Morning before noon; after the day's last draw, a
  // window from tomorrow): ten o'clock of the operator's today, whenever the journey runs.
  await page.clock.install({ time: new Date(instantAt(dayFromNow(0), '10:00', serverTimeZone())) });
  await loginThroughForm(page);
  // ADMIN opens the overview; the sharing form is the sidebar's "Predictions".
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'ADMIN' }).click();
  await expect(page).toHaveURL(/\/admin\/overview$/);
  await page.getByRole('complementary', { name: 'Admin' }).getByRole('link', { name: 'Predictions', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Predictions Sharing Form' })).toBeVisible();

  const daily = page.getByRole('region', { name: 'Daily Predictions' });
  const alts = page.getByRole('region', { name: 'Best Alternatives' });
  const dailyRows = daily.locator('tbody tr');
  const altRows = alts.locator('tbody tr');
  await expect(dailyRows).toHaveCount(2);
  await expect(altRows).toHaveCount(3);

  // Rows come and go, but one always stays.
  await daily.getByRole('button', { name: /Add prediction row/ }).click();
  await expect(dailyRows).toHaveCount(3);
  await daily
    .getByRole('button', { name: /Remove/ })
    .first()
    .click();
  await daily
    .getByRole('button', { name: /Remove/ })
    .first()
    .click();
  await expect(dailyRows).toHaveCount(1);
  await expect(daily.getByRole('button', { name: /Remove/ })).toBeDisabled();
  await alts
    .getByRole('button', { name: /Remove/ })
    .first()
    .click();
  await alts
    .getByRole('button', { name: /Remove/ })
    .first()
    .click();
  await expect(altRows).toHaveCount(1);
  await expect(alts.getByRole('button', { name: /Remove/ })).toBeDisabled();

  // Nothing typed: refused in the browser, nothing is sent.
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/predictions') posts.push(r.url());
  });
  await page.getByRole('button', { name: 'Publish Predictions' }).click();
  await expect(page.getByText('Please enter at least one prediction or alternative')).toBeVisible();
  expect(posts).toEqual([]);

  // A real batch: two predictions (a blank row between them is dropped), one alternative.
  const tag = uniqueTag('shared');
  const [p1, p2, p3, p4, q1, q2] = [randomNumber(3), randomNumber(3), randomNumber(4), randomNumber(4), randomNumber(3), randomNumber(3)];
  await daily.getByRole('button', { name: /Add prediction row/ }).click();
  await daily.getByRole('button', { name: /Add prediction row/ }).click();
  await expect(dailyRows).toHaveCount(3);
  await page.getByRole('textbox', { name: /^Shared content/ }).fill(tag);
  await daily.getByRole('textbox', { name: 'Prediction 1 Number 1' }).fill(p1);
  await daily.getByRole('textbox', { name: 'Prediction 1 Number 2' }).fill(p2);
  await daily.getByRole('textbox', { name: 'Prediction 3 Number 1' }).fill(p3);
  await daily.getByRole('textbox', { name: 'Prediction 3 Number 2' }).fill(p4);
  await alts.getByRole('textbox', { name: 'Alternative 1 Number 1' }).fill(q1);
  await alts.getByRole('textbox', { name: 'Alternative 1 Number 2' }).fill(q2);

  // Morning or Evening, preselected by the operator's clock; the preview shows the batch.
  await expect(page.getByRole('radio', { name: 'Morning' })).toBeChecked();
  await page.getByRole('radio', { name: 'Evening' }).check();
  const preview = page.getByRole('complementary', { name: 'Preview' });
  await expect(preview.getByText(tag)).toBeVisible();
  await expect(preview.getByText(`${p1} - ${p2}`, { exact: true })).toBeVisible();
  await expect(preview.getByText('Evening', { exact: true })).toBeVisible();

  const sent = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/predictions');
  await page.getByRole('button', { name: 'Publish Predictions' }).click();
  expect((await sent).postDataJSON()).toEqual({
    sharedContent: tag,
    predictions: [
      { number1: p1, number2: p2, priority: 1 },
      { number1: p3, number2: p4, priority: 2 },
    ],
    alternatives: [{ number1: q1, number2: q2, priority: 1 }],
    timeOfDay: 'Evening',
  });
  await expect(page.getByText('Prediction posted successfully!')).toBeVisible();
  // The form starts over.
  await expect(dailyRows).toHaveCount(2);
  await expect(altRows).toHaveCount(3);

  // A subscriber, in a browser of their own, reads the batch.
  const context = await browser.newContext({ baseURL });
  try {
    const other = await context.newPage();
    await signIn(other, subscriber);
    await other.goto('/predictions');
    const card = other.locator('article').filter({ hasText: tag });
    await expect(card).toHaveCount(1);
    await expect(card.getByText(`${p1} - ${p2}`, { exact: true })).toBeVisible();
    await expect(card.getByText(`${p3} - ${p4}`, { exact: true })).toBeVisible();
    await expect(card.getByText(`${q1} - ${q2}`, { exact: true })).toBeVisible();
    await expect(card.getByText('Evening')).toBeVisible();
  } finally {
    await context.close();
  }
});

test("the admin edits, trims, archives and deletes on Today's and Past Predictions", async ({ page, request }) => {
  const admin = await makeUser(request, 'admin');
  await signIn(page, admin);
  const tag = uniqueTag('today');
  const doomed = uniqueTag('doomed');
  const [n1, n2, n3, n4, m1, m2] = [randomNumber(3), randomNumber(3), randomNumber(3), randomNumber(3), randomNumber(3), randomNumber(3)];
  const edited = randomNumber(3);

  await publish(request, {
    sharedContent: tag,
    predictions: [
      { number1: n1, number2: n2 },
      { number1: n3, number2: n4 },
    ],
    alternatives: [{ number1: m1, number2: m2 }],
  });
  await publish(request, { sharedContent: doomed, predictions: [{ number1: randomNumber(3), number2: randomNumber(3) }] });

  await page.goto('/admin/todays-predictions');
  await expect(page.getByRole('heading', { name: "Today's Predictions" })).toBeVisible();
  for (const col of ['Priority', 'Date', 'Shared Content', 'Predictions', 'Alternatives', 'Actions']) {
    await expect(page.getByRole('columnheader', { name: col, exact: true })).toBeVisible();
  }
  const row = page.locator('tbody tr').filter({ hasText: tag });
  await expect(row).toHaveCount(1);
  await expect(row.getByText(`${n1} - ${n2}`, { exact: true })).toBeVisible();

  // Edit in place, then Cancel leaves it as it was...
  await row.getByRole('button', { name: 'Edit' }).click();
  await row.getByRole('textbox', { name: 'Prediction 1, number 1' }).fill(edited);
  await row.getByRole('button', { name: 'Cancel' }).click();
  await expect(row.getByText(`${n1} - ${n2}`, { exact: true })).toBeVisible();

  // ...and Update saves it and reloads the list.
  await row.getByRole('button', { name: 'Edit' }).click();
  await row.getByRole('textbox', { name: 'Prediction 1, number 1' }).fill(edited);
  const put = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/api/predictions/'));
  await row.getByRole('button', { name: 'Update' }).click();
  expect((await put).status()).toBe(200);
  await expect(row.getByText(`${edited} - ${n2}`, { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Edit' })).toBeVisible();

  // One pair deleted on its own.
  await row.getByRole('button', { name: `Delete prediction ${n3} - ${n4}` }).click();
  await expect(row.getByText(`${n3} - ${n4}`, { exact: true })).toHaveCount(0);
  // Undo puts it back where it was; deleted again, it stays gone.
  await page
    .getByRole('status')
    .filter({ hasText: `Pair ${n3} - ${n4} deleted.` })
    .getByRole('button', { name: 'Undo' })
    .click();
  await expect(page.getByText(`Pair ${n3} - ${n4} restored.`)).toBeVisible();
  await expect(row.getByText(`${n3} - ${n4}`, { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Delete prediction ${n3} - ${n4}` }).click();
  await expect(row.getByText(`${n3} - ${n4}`, { exact: true })).toHaveCount(0);
  await expect(row.getByText(`${edited} - ${n2}`, { exact: true })).toBeVisible();

  // A whole batch: the question is asked, and "no" keeps it.
  const doomedRow = page.locator('tbody tr').filter({ hasText: doomed });
  await doomedRow.getByRole('button', { name: 'Delete', exact: true }).click();
  await answerConfirm(page, CONFIRM, false);
  await expect(doomedRow).toHaveCount(1);
  await doomedRow.getByRole('button', { name: 'Delete', exact: true }).click();
  await answerConfirm(page, CONFIRM, true);
  await expect(doomedRow).toHaveCount(0);

  // What stays is shown to subscribers as edited (checked through the API the page uses).
  const current = await request.get('/api/predictions', { headers: { Authorization: `Bearer ${admin.token}` } });
  const batch = ((await current.json()) as { sharedContent: string; predictions: { number1: string; number2: string }[] }[]).find((b) => b.sharedContent === tag);
  expect(batch?.predictions.map((p) => `${p.number1} - ${p.number2}`)).toEqual([`${edited} - ${n2}`]);

  // Moving asks first; with nothing left it is disabled and says why.
  await page.getByRole('button', { name: "Move Today's Predictions to Past" }).click();
  await answerConfirm(
    page,
    { title: 'Move to Past Predictions?', text: /^Move (today's prediction|all \d+ of today's predictions) to Past Predictions\?/, confirmLabel: 'Move to past' },
    true,
  );
  await expect(page.getByText('No predictions published today.')).toBeVisible();
  await expect(page.getByRole('button', { name: "Move Today's Predictions to Past" })).toBeDisabled();
  await expect(page.getByText('Nothing to move: no predictions are published now.')).toBeVisible();

  await page.getByRole('complementary', { name: 'Admin' }).getByRole('link', { name: 'Past Predictions' }).click();
  await expect(page).toHaveURL(/\/admin\/past-predictions$/);
  await expect(page.getByRole('heading', { name: 'Past Published Predictions' })).toBeVisible();
  // The worker's earlier journeys archived sets of today too, which may come first.
  const pastRow = await findInArchive(page, page.locator('tbody tr').filter({ hasText: tag }));
  await expect(pastRow.getByText(`${edited} - ${n2}`, { exact: true })).toBeVisible();
  await expect(pastRow.getByText(`${m1} - ${m2}`, { exact: true })).toBeVisible();

  await pastRow.getByRole('button', { name: 'Delete' }).click();
  await answerConfirm(page, CONFIRM, false);
  await expect(pastRow).toHaveCount(1);
  await pastRow.getByRole('button', { name: 'Delete' }).click();
  await answerConfirm(page, CONFIRM, true);
  await expect(pastRow).toHaveCount(0);
  // Read again from the server, through the menu: still gone.
  await viaConsoleMenu(page, "Today's Predictions");
  await expect(page.getByText('No predictions published today.')).toBeVisible();
  await viaConsoleMenu(page, 'Past Predictions');
  await expect(page.getByRole('heading', { name: 'Past Published Predictions' })).toBeVisible();
  await expect(page.locator('tbody tr').first().or(page.getByText('No past predictions found.'))).toBeVisible();
  await expect(page.locator('tbody tr').filter({ hasText: tag })).toHaveCount(0);
});
