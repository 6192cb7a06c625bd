// The admin imports a results file whose header the import does not know
// (docs/product.md, "Importing results files"), at phone and desktop width: the page shows the
// file's first lines, the admin says which column is which and chooses the state and game the file
// does not say, the strict check refuses the file over one bad line and lists it, and
// "Import the valid lines" stores the others. The next file with the same header gets the same
// mapping. The journey runs at phone width, where the file's columns fit worst; each state it
// checks for fit and accessibility is checked at desktop width too, in place. A file that disagrees
// with a result entered by hand is imported beside it and the result flagged. With E2E_SHOTS=1,
// screenshots go to /tmp/shots-29/.
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import type { ResultDto } from '@shared/results';
import { describeViolations, horizontalOverflow, seriousViolations, settle } from './a11y';
import { expect, makeUser, signIn, test } from './fixtures';
import { adminToken, atWidth, callApi, oldDays, PHONE, shortDay, VIEWPORTS } from './helpers';

const SHOTS = '/tmp/shots-29';

async function stored(request: APIRequestContext, state: string, day: string): Promise<string[]> {
  const r = await request.get(`/api/results?state=${state}&from=${day}&to=${day}`);
  return ((await r.json()) as ResultDto[]).map((x) => `${x.game} ${x.drawTime} ${x.number}`).sort();
}

/**
 * The import section alone, in a window tall enough to hold it: a taller section would be
 * scrolled and stitched, with the fixed navigation drawn across it. For a person to look at: only
 * with E2E_SHOTS=1, as helpers.ts's captures.
 */
async function shot(page: Page, name: string) {
  if (process.env.E2E_SHOTS !== '1') return;
  fs.mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: size.width, height: 3200 });
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    return Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)));
  });
  await page.getByRole('region', { name: 'Import a CSV file' }).screenshot({ path: path.join(SHOTS, name), animations: 'disabled' });
  await page.setViewportSize(size);
}

async function fitsAndPasses(page: Page, where: string) {
  expect(await horizontalOverflow(page), where).toBeNull();
  expect(describeViolations(where, await seriousViolations(page))).toEqual([]);
}

/** The state shown, at each width in turn (then back to the phone's): its screenshot, and when `where` is given, its fit and accessibility. */
async function atBothWidths(page: Page, name: string, where?: string) {
  for (const size of VIEWPORTS) {
    await atWidth(page, size);
    await shot(page, `${size.label}-${name}.png`);
    if (where) await fitsAndPasses(page, `${size.label}: ${where}`);
  }
  await atWidth(page, PHONE);
}

// One admin on the results page, files in turn (each check asks the server): at phone width the
// file of unknown columns, then at desktop width the web page, the Georgia layout and the file
// that disagrees with a hand entry (docs/architecture.md, "Tests": one journey walks on).
test('at phone width the admin maps a file of unknown columns, imports its valid lines, and the mapping is remembered; at desktop width a web page saved as .csv is named, the Georgia layout is read as it comes, and a file that disagrees with a hand entry is imported beside it and the result flagged', async ({
  page,
  request,
}) => {
  // Two journeys' work in one: three times a journey's time limit (playwright.config.ts).
  test.slow();
  await test.step('at phone width the admin maps a file of unknown columns, imports its valid lines, and the mapping is remembered', async () => {
    await page.setViewportSize(PHONE);
    await signIn(page, await makeUser(request, 'admin'));
    await page.goto('/admin/results');
    await settle(page);
    const [d1, d2, d3] = oldDays(3);
    const header = 'Fecha,Sorteo,Bola 1,Bola 2,Bola 3,Premio';
    const file = [header, `${d1.written},Midday,0,4,7,"$500 "`, `${d1.written},Evening,9,x,1,"$500 "`, `${d2.written},Night,3,1,0,"$500 "`].join('\r\n');

    const importer = page.getByRole('region', { name: 'Import a CSV file' });
    await importer.getByLabel('CSV file').setInputFiles({ name: 'georgia-cash3.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
    const lines = importer.getByRole('region', { name: 'First lines of the file' });
    await expect(lines.getByRole('row')).toHaveCount(5);
    await expect(lines.getByRole('row').nth(1)).toContainText('Fecha');
    await expect(importer.getByText("Say which column is which: the import does not take this file's columns for you.")).toBeVisible();
    await expect(lines.getByRole('columnheader', { name: 'Column 1 Not used' })).toBeVisible();

    // The admin says which column is which; the table follows each choice.
    await importer.getByLabel('Column 1: “Fecha”').selectOption('date');
    await importer.getByLabel('Column 2: “Sorteo”').selectOption('drawTime');
    await importer.getByLabel('Column 3: “Bola 1”').selectOption('digit1');
    await importer.getByLabel('Column 4: “Bola 2”').selectOption('digit2');
    await importer.getByLabel('Column 5: “Bola 3”').selectOption('digit3');
    await expect(lines.getByRole('columnheader', { name: 'Column 1 Date' })).toBeVisible();
    await expect(lines.getByRole('columnheader', { name: 'Column 5 Digit 3' })).toBeVisible();
    await expect(lines.getByRole('columnheader', { name: 'Column 6 Not used' })).toBeVisible();

    // The file says neither the state nor the game: asked for, and required.
    const lacking = importer.getByRole('group', { name: 'What the file does not say' });
    await expect(lacking.getByLabel('Draw time')).toHaveCount(0);
    await importer.getByRole('button', { name: 'Check the file' }).click();
    await expect(importer.getByText("Choose the file's state and game.")).toBeVisible();
    await lacking.getByLabel('State').selectOption('GA');
    await lacking.getByLabel('Game').selectOption('pick3');
    await atBothWidths(page, '1-mapped', 'the mapping');

    // The strict check refuses the file over its bad line and offers the valid lines.
    await importer.getByRole('button', { name: 'Check the file' }).click();
    await expect(importer.getByText('Nothing was imported: 1 line has a problem.')).toBeVisible();
    const rejected = importer.getByRole('region', { name: 'Rejected lines' });
    await expect(rejected.getByRole('row')).toHaveCount(2);
    await expect(rejected.getByRole('row').nth(1)).toContainText('3');
    await expect(rejected.getByRole('row').nth(1)).toContainText('Column "Bola 2" holds "x", not one digit (0-9).');
    await expect(importer.getByText(`The other lines hold 2 new results and 0 duplicates. Draws from ${shortDay(d2.day)} to ${shortDay(d1.day)}.`)).toBeVisible();
    expect(await stored(request, 'GA', d1.day)).toEqual([]);
    await atBothWidths(page, '2-refused', 'the refusal');

    await importer.getByRole('button', { name: 'Import the valid lines' }).click();
    await expect(importer.getByText('Imported 2 results; 0 duplicates left as they were; 1 line skipped (listed below).')).toBeVisible();
    await expect(importer.getByRole('region', { name: 'Skipped lines' }).getByRole('row')).toHaveCount(2);
    expect(await stored(request, 'GA', d1.day)).toEqual(['pick3 midday 047']);
    expect(await stored(request, 'GA', d2.day)).toEqual(['pick3 night 310']);
    await atBothWidths(page, '3-imported');

    // The next file with this header: the same columns, checked at once, and imported whole.
    const next = [header, `${d3.written},Evening,5,5,5,"$500 "`].join('\n');
    await importer.getByLabel('CSV file').setInputFiles({ name: 'georgia-cash3-more.csv', mimeType: 'text/csv', buffer: Buffer.from(next) });
    await expect(importer.getByText('The columns are as you chose them for the last file with this first line.')).toBeVisible();
    await expect(importer.getByLabel('Column 2: “Sorteo”')).toHaveValue('drawTime');
    // Last file's state and game are not carried over: this file's are chosen afresh.
    await expect(lacking.getByLabel('State')).toHaveValue('');
    await expect(lacking.getByLabel('Game')).toHaveValue('');
    await lacking.getByLabel('State').selectOption('GA');
    await lacking.getByLabel('Game').selectOption('pick3');
    await importer.getByRole('button', { name: 'Check the file' }).click();
    await expect(importer.getByRole('status').filter({ hasText: 'georgia-cash3-more.csv' })).toContainText(
      `georgia-cash3-more.csv: Draws of ${shortDay(d3.day)}. 1 new result, 0 duplicates. Read as Georgia Cash 3 draws.`,
    );
    await atBothWidths(page, '4-remembered');
    await importer.getByRole('button', { name: 'Import 1 result' }).click();
    await expect(importer.getByText('Imported 1 result; 0 duplicates left as they were.')).toBeVisible();
    expect(await stored(request, 'GA', d3.day)).toEqual(['pick3 evening 555']);
  });

  await test.step('at desktop width a web page saved as .csv is named for what it is, and the Georgia layout is read as it comes', async () => {
    await atWidth(page, VIEWPORTS[0]);
    const importer = page.getByRole('region', { name: 'Import a CSV file' });
    await importer
      .getByLabel('CSV file')
      .setInputFiles({ name: 'cash3.csv', mimeType: 'text/csv', buffer: Buffer.from('<!DOCTYPE html><html><body>Service unavailable</body></html>') });
    await expect(importer.getByText('This file is a web page, not a results file.')).toBeVisible();

    const [d1] = oldDays(1);
    const georgia = ['Date,Draw,DrawTime,Digit1,Digit2,Digit3,Winners,TotalPayout', `${d1.written.replace(/\d\d(\d\d)$/, '$1')},Night,11:34pm,8,5,9,471,"$42,048 "`].join('\n');
    await importer.getByLabel('CSV file').setInputFiles({ name: 'cash3.csv', mimeType: 'text/csv', buffer: Buffer.from(georgia) });
    const lines = importer.getByRole('region', { name: 'First lines of the file' });
    await expect(lines.getByRole('columnheader', { name: 'Column 2 Draw time' })).toBeVisible();
    await expect(lines.getByRole('columnheader', { name: 'Column 3 Clock time (not used)' })).toBeVisible();
    const lacking = importer.getByRole('group', { name: 'What the file does not say' });
    await lacking.getByLabel('State').selectOption('GA');
    await lacking.getByLabel('Game').selectOption('pick3');
    await importer.getByRole('button', { name: 'Check the file' }).click();
    await importer.getByRole('button', { name: 'Import 1 result' }).click();
    await expect(importer.getByText('Imported 1 result; 0 duplicates left as they were.')).toBeVisible();
    expect(await stored(request, 'GA', d1.day)).toEqual(['pick3 night 859']);
  });

  await test.step("a file that disagrees with a result entered by hand is imported beside it, and the result is flagged with the file's number", async () => {
    const importer = page.getByRole('region', { name: 'Import a CSV file' });
    const [d3] = oldDays(1);
    await callApi(request, await adminToken(request), 'post', '/api/results', { state: 'OH', game: 'pick3', drawDate: d3.day, drawTime: 'evening', number: '555' }, 201);
    const disagreeing = `state,game,draw_date,draw_time,number\nOH,pick3,${d3.day},evening,556\nOH,pick3,${d3.day},midday,100\n`;
    await importer.getByLabel('CSV file').setInputFiles({ name: 'ohio.csv', mimeType: 'text/csv', buffer: Buffer.from(disagreeing) });
    await importer.getByRole('button', { name: 'Import 1 result' }).click();
    await expect(importer.getByText('1 line of the file disagrees with results entered by hand.')).toBeVisible();
    await expect(importer.getByRole('region', { name: 'Lines that disagree with results entered by hand' }).getByRole('row').nth(1)).toContainText(
      'was entered by hand as 555; this file says 556',
    );
    const evening = ((await (await request.get(`/api/results?state=OH&game=pick3&from=${d3.day}&to=${d3.day}`)).json()) as ResultDto[]).find((r) => r.drawTime === 'evening');
    expect(evening).toMatchObject({ number: '555', fileNumber: '556' });
    const list = page.getByRole('region', { name: 'Stored results' });
    await expect(
      list
        .getByRole('row')
        .filter({ hasText: '555' })
        .filter({ hasText: shortDay(d3.day) }),
    ).toContainText("Flagged: the state's file says 556");
  });
});
