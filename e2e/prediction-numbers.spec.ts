// "55", "12345" and "1" were published without a word, never scored, and still
// counted as misses. The sharing form, the manual form and the edit of today's predictions say
// which row and number is wrong before anything is sent; the server says the same (API tests).
// Words, not layout: at the one width (e2e/helpers.ts, VIEWPORTS).
import type { Page } from '@playwright/test';
import { ADMIN, expect, login, publish, signIn, test, type TestUser } from './fixtures';
import { randomNumber, uniqueTag, viaConsoleMenu } from './helpers';

const LENGTH_RULE = 'A prediction is a Pick 3 or Pick 4 number: 3 or 4 digits, leading zeros kept (e.g. 047).';

/** Records every write the page sends to the predictions API. */
function predictionWrites(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET' && new URL(r.url()).pathname.startsWith('/api/predictions')) sent.push(`${r.method()} ${r.url()}`);
  });
  return sent;
}

async function asAdmin(page: Page, request: Parameters<typeof login>[0]) {
  const session = await login(request, ADMIN.email, ADMIN.password);
  const admin: TestUser = { id: session.user._id, username: ADMIN.username, email: ADMIN.email, password: ADMIN.password, token: session.token, user: session.user };
  await signIn(page, admin);
}

// One admin walks the three forms in turn, each after the first reached through the console's menu.
test("the sharing form, the manual form and an edit of today's predictions refuse numbers that are not 3 or 4 digits, naming the row; the pair stays as it was", async ({
  page,
  request,
}) => {
  const tag = uniqueTag('edit-length');
  const [a, b] = [randomNumber(3), randomNumber(4)];
  await publish(request, { sharedContent: tag, predictions: [{ number1: a, number2: b }] });
  await asAdmin(page, request);
  const sent = predictionWrites(page);
  await page.goto('/admin');
  const daily = page.getByRole('region', { name: 'Table of daily predictions' });
  await daily.getByRole('textbox', { name: 'Prediction 1 Number 1' }).fill('123');
  await daily.getByRole('textbox', { name: 'Prediction 1 Number 2' }).fill('55');
  await page.getByRole('button', { name: 'Publish Predictions' }).click();
  await expect(page.getByText(`Prediction row 1, number 2: "55" has 2 digits. ${LENGTH_RULE}`)).toBeVisible();
  await daily.getByRole('textbox', { name: 'Prediction 1 Number 2' }).fill('12345');
  await page.getByRole('button', { name: 'Publish Predictions' }).click();
  await expect(page.getByText(`Prediction row 1, number 2: "12345" has 5 digits. ${LENGTH_RULE}`)).toBeVisible();

  // Leaving the form with numbers typed asks first (unsaved-changes.spec.ts); leave.
  await viaConsoleMenu(page, 'Add Prediction');
  await page.getByRole('dialog', { name: 'Leave without publishing?' }).getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/admin\/manual-prediction$/);
  await page.getByRole('textbox', { name: /^Content/ }).fill(uniqueTag('short'));
  await page.getByRole('textbox', { name: /^Number 1/ }).fill('1');
  await page.getByRole('textbox', { name: /^Number 2/ }).fill('047');
  await page.getByRole('button', { name: 'Add Prediction' }).click();
  await expect(page.getByText(`Prediction row 1, number 1: "1" has 1 digit. ${LENGTH_RULE}`)).toBeVisible();
  expect(sent).toEqual([]);

  await viaConsoleMenu(page, "Today's Predictions");
  await page.getByRole('dialog', { name: 'Leave without saving?' }).getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/admin\/todays-predictions$/);
  const row = page.getByRole('row').filter({ hasText: tag });
  await row.getByRole('button', { name: 'Edit' }).click();
  await row.getByRole('textbox', { name: 'Prediction 1, number 1' }).fill('55');
  await row.getByRole('button', { name: 'Update' }).click();
  await expect(row.getByRole('alert')).toHaveText(`Prediction row 1, number 1: "55" has 2 digits. ${LENGTH_RULE}`);
  expect(sent).toEqual([]);
  await row.getByRole('button', { name: 'Cancel' }).click();
  await expect(row.getByText(`${a} - ${b}`)).toBeVisible();
});
