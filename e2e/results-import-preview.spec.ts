// What the results import's preview tells the admin (docs/operations.md, "Official draw results"):
// a new file starts without the last file's state, game and draw time; the preview gives the
// file's dates and tells a line repeated in the file from a draw already stored; a file with nothing
// new offers no Import button; a file whose every number has the other game's digits says which
// game it looks like; the first lines' table scrolls inside its own box on a desktop; and the
// activity log names the file, the state, the game and the draw time. With E2E_SHOTS=1, screenshots
// of the preview go to /tmp/shots-43/.
import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { horizontalOverflow, settle } from './a11y';
import { expect, makeUser, signIn, test } from './fixtures';
import { atWidth, oldDays, shortDay, uniqueTag, VIEWPORTS, viaConsoleMenu } from './helpers';

const SHOTS = process.env.SHOTS_DIR || '/tmp/shots-43';
const [DESKTOP, PHONE] = VIEWPORTS;

const csv = (name: string, lines: string[]) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n')) });

async function openImport(page: Page, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport);
  await page.goto('/admin/results');
  await settle(page);
  return page.getByRole('region', { name: 'Import a CSV file' });
}

/**
 * The import section alone, in a window tall enough to hold it (a scrolled capture draws the fixed
 * bar across it), for a person to look at: only with E2E_SHOTS=1, as helpers.ts's captures.
 */
async function shot(page: Page, importer: Locator, name: string) {
  if (process.env.E2E_SHOTS !== '1') return;
  fs.mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: size.width, height: 3200 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await importer.screenshot({ path: `${SHOTS}/${name}-${size.width}.png`, animations: 'disabled' });
  await page.setViewportSize(size);
}

async function choose(importer: Locator, params: { state: string; game: string; drawTime?: string }) {
  const lacking = importer.getByRole('group', { name: 'What the file does not say' });
  await lacking.getByLabel('State').selectOption(params.state);
  await lacking.getByLabel('Game').selectOption(params.game);
  if (params.drawTime) await lacking.getByLabel('Draw time').selectOption(params.drawTime);
  await importer.getByRole('button', { name: 'Check the file' }).click();
}

// One admin on the results page, files in turn (each check asks the server), at desktop width and
// then at a phone's: the preview's words are the same at both (api/features/results holds them),
// so each is checked once, and the width is what the wide file's box and the fit check.
test("a new file's preview: nothing carried over, its dates, repeats told from stored draws, no Import of nothing, the other game's digits named, a wide file scrolled in its own box; the activity log names the import", async ({
  page,
  request,
}) => {
  // Four journeys' work in one: three times a journey's time limit (playwright.config.ts).
  test.slow();
  const admin = await makeUser(request, 'admin');
  await signIn(page, admin);
  const importer = await openImport(page, DESKTOP);
  // The Michigan file the preview reads and the activity log names.
  const [d1, d2] = oldDays(2);
  const name = `${uniqueTag('mi')}-daily3-midday.csv`;

  await test.step('on a desktop the first lines of a wide file scroll inside their own box, which says so: nothing is cut at the right', async () => {
    const [day] = oldDays(1);
    const extra = Array.from({ length: 12 }, (_, i) => `Prize tier ${i + 1} payout (USD)`);
    const file = csv('wide.csv', [['Draw Date', 'Midday Daily #', ...extra].join(','), [day.written, '123', ...extra.map((_, i) => `$${(i + 1) * 1000}.00`)].join(',')]);
    await importer.getByLabel('CSV file').setInputFiles(file);
    const lines = importer.getByRole('region', { name: 'First lines of the file' });
    await expect(lines.getByRole('columnheader', { name: /Column 14/ })).toBeAttached();
    await lines.scrollIntoViewIfNeeded();

    // The box ends inside the form's card, and scrolls sideways to its last column.
    const card = importer.locator('.card').first();
    const [box, cardBox] = [await lines.boundingBox(), await card.boundingBox()];
    expect(box!.x + box!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width);
    expect(await lines.evaluate((el) => el.scrollWidth > el.clientWidth && getComputedStyle(el).overflowX === 'auto')).toBe(true);
    expect(await horizontalOverflow(page)).toBeNull();
    await expect(importer.getByText('Scroll the table sideways to see all 14 columns.')).toBeVisible();
    await lines.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect(lines.getByRole('columnheader', { name: /Column 14/ })).toBeInViewport();
    await shot(page, importer, 'import-wide');
  });

  await test.step("a new file's preview: nothing carried over from the last file, its dates, repeats told from stored draws, and no Import of nothing", async () => {
    // A Georgia file, its state, game and draw time chosen and checked.
    await importer.getByLabel('CSV file').setInputFiles(csv('georgia-cash3.csv', ['Date,Number', `${d1.written},901`]));
    await choose(importer, { state: 'GA', game: 'pick3', drawTime: 'night' });
    await expect(importer.getByRole('status').filter({ hasText: 'georgia-cash3.csv' })).toContainText('Read as Georgia Cash 3 Night draws.');

    // The next file, from Michigan, starts with nothing chosen.
    const michigan = csv(name, ['Date,Number', `${d1.written},123`, `${d2.written},456`, `${d1.written},123`]);
    await importer.getByLabel('CSV file').setInputFiles(michigan);
    const lacking = importer.getByRole('group', { name: 'What the file does not say' });
    for (const field of ['State', 'Game', 'Draw time']) await expect(lacking.getByLabel(field)).toHaveValue('');
    await importer.getByRole('button', { name: 'Check the file' }).click();
    await expect(importer.getByText("Choose the file's state, game and draw time.")).toBeVisible();
    await choose(importer, { state: 'MI', game: 'pick3', drawTime: 'midday' });
    const preview = importer.getByRole('status').filter({ hasText: name });
    await expect(preview).toContainText(
      `${name}: Draws from ${shortDay(d2.day)} to ${shortDay(d1.day)}. 2 new results, 1 duplicate (repeated in this file), left as they are. Read as Michigan Daily 3 Midday draws.`,
    );
    await expect(preview).not.toContainText('already stored');
    await shot(page, importer, 'import-preview');
    await preview.getByRole('button', { name: 'Import 2 results' }).click();
    await expect(importer.getByText('Imported 2 results; 1 duplicate (repeated in this file) left as they were.')).toBeVisible();

    // The same file again: nothing new, so no Import button at all.
    await importer.getByLabel('CSV file').setInputFiles(michigan);
    await choose(importer, { state: 'MI', game: 'pick3', drawTime: 'midday' });
    const again = importer.getByRole('status').filter({ hasText: name });
    await expect(again).toContainText(
      '3 duplicates (2 already stored, 1 repeated in this file), left as they are. Read as Michigan Daily 3 Midday draws. Nothing to import: every draw in it is already stored.',
    );
    await expect(again.getByRole('button', { name: /^Import/ })).toHaveCount(0);
    await expect(importer.getByRole('button', { name: /Import 0/ })).toHaveCount(0);
    await expect(again.getByRole('button', { name: 'Choose another file' })).toBeVisible();
  });

  await test.step("at a phone's width, every number with the other game's digits: the refusal says which game the file looks like, and offers no empty import", async () => {
    await atWidth(page, PHONE);
    const [d3, d4] = oldDays(2);
    await importer.getByLabel('CSV file').setInputFiles(csv('daily4.csv', ['Date,Number', `${d3.written},1234`, `${d4.written},5678`]));
    await choose(importer, { state: 'MI', game: 'pick3', drawTime: 'evening' });
    await expect(importer.getByText('Nothing was imported: 2 lines have problems.')).toBeVisible();
    await expect(
      importer.getByText('Every number in this file has 4 digits: it looks like a Daily 4 file, not Daily 3. Choose Daily 4 as the game and check the file again.'),
    ).toBeVisible();
    await expect(importer.getByRole('button', { name: 'Import the valid lines' })).toHaveCount(0);

    await importer.getByRole('group', { name: 'What the file does not say' }).getByLabel('Game').selectOption('pick4');
    await importer.getByRole('button', { name: 'Check the file' }).click();
    await expect(importer.getByRole('status').filter({ hasText: 'daily4.csv' })).toContainText('2 new results, 0 duplicates. Read as Michigan Daily 4 Evening draws.');
    await expect(importer.getByText(/looks like a/)).toHaveCount(0);
  });

  await test.step('the activity log names the file, the state, the game, the draw time and the dates', async () => {
    // It shows the newest 50 entries, and the worker's earlier journeys logged theirs: this admin's imports alone.
    await viaConsoleMenu(page, 'Activity Log');
    await expect(page).toHaveURL(/\/admin\/activity$/);
    await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Imported results' });
    await page.getByLabel('Person', { exact: true }).selectOption({ label: admin.username });
    const entry = page.getByRole('row').filter({ hasText: name });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText('Imported results');
    for (const part of [`file: ${name}`, 'states: Michigan', 'games: Pick 3', 'draw times: Midday', `from: ${shortDay(d2.day)}`, `to: ${shortDay(d1.day)}`, 'imported: 2']) {
      await expect(entry.getByRole('listitem').filter({ hasText: part })).toHaveCount(1);
    }
  });
});
