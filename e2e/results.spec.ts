// Journeys of the official results (docs/product.md, "Official results"): the admin
// enters a day's draws through the form (a conflict resolved by "Correct it"), imports a CSV file
// (refused whole with its bad line shown, or previewed and confirmed; a file against a hand entry
// is results-import.spec.ts's), and anyone reads the latest
// draws by state, a picked day's, and finds a number exact or in any order. A subscriber's copy
// stays readable offline. The admin's journeys run on the worker's server, each on days no other
// journey of the worker names (helpers.ts, oldDays) and finding its rows as the newest stored; the
// public page's, which read the latest draws over all the data, on a server of their own. The
// rules (digits per game, conflicts, the import's checks) are the API's tests'
// (api/features/results); these journeys hold that the pages show them and work.
import type { APIRequestContext, Page } from '@playwright/test';
import type { LatestResultsDto, ResultDto } from '@shared/results';
import { settle } from './a11y';
import { expect, makeUser, signIn, test } from './fixtures';
import { adminToken, answerConfirm, callApi, checkedShot, oldDays, sameDigits, shortDay } from './helpers';

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Admin' });
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** A day between 1 and 8 years back. */
const oldDay = () => oldDays(1)[0].day;

async function stored(request: APIRequestContext, query: string): Promise<ResultDto[]> {
  const r = await request.get(`/api/results?${query}`);
  expect(r.status()).toBe(200);
  return (await r.json()) as ResultDto[];
}

async function enter(request: APIRequestContext, draw: Omit<ResultDto, '_id' | 'drawnAt'>): Promise<ResultDto> {
  return callApi<ResultDto>(request, await adminToken(request), 'post', '/api/results', draw, 201);
}

/** The slot's latest draw whose time has come, from the server's own schedule. */
async function lastDrawOf(request: APIRequestContext, state: string, game: string, drawTime: string): Promise<string> {
  const latest = (await (await request.get('/api/results/latest')).json()) as LatestResultsDto;
  const slot = latest.slots.find((s) => s.state === state && s.game === game && s.drawTime === drawTime)!;
  return slot.lastDraw!.drawDate;
}

// One admin on the results page: a sitting of entries, corrections and imports, then the stored
// results searched and gone through a page at a time.
test('the admin enters a day’s draws in one sitting, corrects a conflicting number, and imports a file refused for one bad line, then previewed; then searches the stored results and goes through them a page at a time', async ({
  page,
  request,
}) => {
  await test.step('the admin enters a day’s draws in one sitting, corrects a conflicting number, and imports a file refused for one bad line, then previewed', async () => {
    await signIn(page, await makeUser(request, 'admin'));
    await page.goto('/admin');
    await sidebar(page).getByRole('link', { name: 'Results' }).click();
    await expect(page.getByRole('heading', { name: 'Official Results' })).toBeVisible();

    const day = oldDay();
    const form = page.getByRole('region', { name: 'Enter a result' });
    await form.getByLabel('State').selectOption('GA');
    await form.getByLabel('Draw date').fill(day);
    // Georgia holds no morning draw: only its own three are offered.
    await expect(form.getByLabel('Draw time').locator('option')).toHaveText([/^Midday · 12:29 ET/, /^Evening · 18:59 ET/, /^Night · 23:34 ET/]);
    await form.getByLabel('Draw time').selectOption('midday');
    await form.getByLabel('Game').selectOption('pick3');
    await form.getByLabel('Number').fill('47');
    await form.getByRole('button', { name: 'Save result' }).click();
    await expect(form.getByText('must have 3 digits for Georgia Cash 3')).toBeVisible();

    // Typed but not saved: leaving asks first.
    await sidebar(page).getByRole('link', { name: 'Messages' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: 'Stay' }).click();
    await expect(page).toHaveURL(/\/admin\/results$/);

    // From the first save to the last correction the rows are found on the first page of the
    // stored results: the newest stored, as this journey stores them on the worker's server.
    await form.getByLabel('Number').fill('047');
    await form.getByRole('button', { name: 'Save result' }).click();
    const sitting = page.getByRole('region', { name: 'Results saved this sitting' });
    await expect(sitting.getByRole('row', { name: /Georgia Cash 3 Midday .* 047 Saved/ })).toBeVisible();
    // State and date stay, the number clears, and the form is on the next draw: Cash 4 at midday.
    await expect(form.getByLabel('State')).toHaveValue('GA');
    await expect(form.getByLabel('Draw date')).toHaveValue(day);
    await expect(form.getByLabel('Number')).toHaveValue('');
    await expect(form.getByLabel('Game')).toHaveValue('pick4');
    await expect(form.getByLabel('Draw time')).toHaveValue('midday');
    await form.getByLabel('Number').fill('0912');
    await form.getByRole('button', { name: 'Save result' }).click();
    await expect(sitting.getByRole('row', { name: /Georgia Cash 4 Midday .* 0912 Saved/ })).toBeVisible();

    // The same draw with another number: refused until corrected on purpose.
    await form.getByLabel('Game').selectOption('pick3');
    await form.getByLabel('Draw time').selectOption('midday');
    await form.getByLabel('Number').fill('048');
    await form.getByRole('button', { name: 'Save result' }).click();
    await expect(form.getByText(`Georgia Cash 3 Midday of ${day} is already stored with the number 047.`)).toBeVisible();
    expect((await stored(request, `state=GA&game=pick3&from=${day}&to=${day}`)).map((r) => r.number)).toEqual(['047']);
    await form.getByRole('button', { name: 'Correct it to 048' }).click();
    await expect(sitting.getByRole('row', { name: /Georgia Cash 3 Midday .* 048 Corrected/ })).toBeVisible();

    const rows = await stored(request, `state=GA&from=${day}&to=${day}`);
    expect(rows.map((r) => [r.game, r.drawTime, r.number]).sort()).toEqual([
      ['pick3', 'midday', '048'],
      ['pick4', 'midday', '0912'],
    ]);
    // Removed from the stored results, after a question in the app's own dialog: Cancel keeps it.
    const recent = page.getByRole('region', { name: 'Stored results', exact: true });
    const question = {
      title: 'Delete this result?',
      text: /^Delete the result 0912 of Georgia Cash 4 Midday of .*\? Hits are scored again without it\.$/,
      confirmLabel: 'Delete result',
    };
    await recent.getByRole('button', { name: `Delete Georgia Cash 4 Midday of ${day}` }).click();
    await answerConfirm(page, question, false);
    expect((await stored(request, `state=GA&from=${day}&to=${day}`)).map((r) => r.number).sort()).toEqual(['048', '0912']);
    await recent.getByRole('button', { name: `Delete Georgia Cash 4 Midday of ${day}` }).click();
    await answerConfirm(page, question, true);
    await expect(page.getByText(/^Removed 0912, Georgia Cash 4 Midday of /)).toBeVisible();
    expect((await stored(request, `state=GA&from=${day}&to=${day}`)).map((r) => r.number)).toEqual(['048']);
    // Corrected from the recent list: a refused number stays in the field with the server's sentence.
    await recent.getByRole('button', { name: `Correct Georgia Cash 3 Midday of ${day}` }).click();
    const correcting = page.getByRole('dialog', { name: 'Correct the result' });
    const digits = correcting.getByRole('textbox', { name: /^Number/ });
    await expect(digits).toHaveValue('048');
    await digits.fill('12');
    await digits.press('Enter');
    await expect(correcting.getByText(/^Number "12" must have 3 digits for Georgia Cash 3/)).toBeVisible();
    await expect(digits).toHaveValue('12');
    await digits.fill('049');
    await correcting.getByRole('button', { name: 'Save correction' }).click();
    await expect(page.getByText(/^Corrected Georgia Cash 3 Midday of .* to 049\.$/)).toBeVisible();
    await expect(correcting).toHaveCount(0);
    expect((await stored(request, `state=GA&from=${day}&to=${day}`)).map((r) => r.number)).toEqual(['049']);

    // Nothing typed now: leaving asks nothing.
    await sidebar(page).getByRole('link', { name: 'Messages' }).click();
    await expect(page).toHaveURL(/\/admin\/messages$/);

    // An import with one bad line shows it in a table and stores nothing; the good file is
    // previewed, then imported.
    await sidebar(page).getByRole('link', { name: 'Results' }).click();
    const [d1, d2] = [oldDay(), oldDay()];
    const [mm, dd, yyyy] = [d2.slice(5, 7), d2.slice(8, 10), d2.slice(0, 4)];
    const bad = `state,game,draw_date,draw_time,number\nOH,pick3,${d1},midday,123\nOH,pick4,${d1},midday,12x4\nOH,pick4,${mm}/${dd}/${yyyy},evening,0042\n`;
    const importer = page.getByRole('region', { name: 'Import a CSV file' });
    await importer.getByLabel('CSV file').setInputFiles({ name: 'ohio.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
    await expect(importer.getByText('Nothing was imported: 1 line has a problem.')).toBeVisible();
    const table = importer.getByRole('region', { name: 'Rejected lines' });
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('row').nth(1)).toContainText('3');
    await expect(table.getByRole('row').nth(1)).toContainText(`OH,pick4,${d1},midday,12x4`);
    await expect(table.getByRole('row').nth(1)).toContainText('Number "12x4" must be digits only');
    expect(await stored(request, `state=OH&from=${d1}&to=${d1}`)).toEqual([]);
    expect(await stored(request, `state=OH&from=${d2}&to=${d2}`)).toEqual([]);

    // The corrected file: checked and counted first, stored only when confirmed.
    const good = bad.replace('12x4', '1234');
    await importer.getByLabel('CSV file').setInputFiles({ name: 'ohio.csv', mimeType: 'text/csv', buffer: Buffer.from(good) });
    await expect(importer.getByText('3 new results, 0 duplicates')).toBeVisible();
    expect(await stored(request, `state=OH&from=${d1}&to=${d1}`)).toEqual([]);
    await importer.getByRole('button', { name: 'Import 3 results' }).click();
    await expect(importer.getByText('Imported 3 results; 0 duplicates left as they were.')).toBeVisible();
    expect((await stored(request, `state=OH&from=${d1}&to=${d1}`)).map((r) => r.number).sort()).toEqual(['123', '1234']);
    expect((await stored(request, `state=OH&from=${d2}&to=${d2}`)).map((r) => r.number)).toEqual(['0042']);

    // The same file again: all duplicates, nothing to import.
    await importer.getByLabel('CSV file').setInputFiles({ name: 'ohio.csv', mimeType: 'text/csv', buffer: Buffer.from(good) });
    await expect(importer.getByText('0 new results, 3 duplicates')).toBeVisible();
    // Nothing new: no Import button to press.
    await expect(importer.getByRole('button', { name: /^Import/ })).toHaveCount(0);
  });

  await test.step('the admin searches the stored results and goes through them a page at a time', async () => {
    // 35 evening draws of Michigan on days in a row, stored oldest first, after the sitting's: the
    // newest stored is the newest day, numbered 000 (newest) to 034 (oldest).
    const token = await adminToken(request);
    const days = oldDays(35).map((d) => d.day);
    const numberOf = (i: number) => String(i).padStart(3, '0');
    for (let i = days.length - 1; i >= 0; i--) {
      await callApi(request, token, 'post', '/api/results', { state: 'MI', game: 'pick3', drawDate: days[i], drawTime: 'evening', number: numberOf(i) }, 201);
    }
    // Stored while the page is open: each search and page of the stored results asks the server.

    const recent = page.getByRole('region', { name: 'Stored results', exact: true });
    const search = recent.getByRole('search', { name: 'Search the stored results' });
    const pages = recent.getByRole('navigation', { name: 'Pages of stored results' });
    const digits = recent.locator('td.admin-result-digits');
    await search.getByLabel('State').selectOption('MI');
    await search.getByLabel('Game').selectOption('pick3');
    await search.getByLabel('Draw time').selectOption('evening');
    await search.getByLabel('Drawn from').fill(days[34]);
    await search.getByLabel('Drawn to').fill(days[0]);
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(recent.getByText('Showing 1–30, the newest stored first')).toBeVisible();
    await expect(digits).toHaveText(Array.from({ length: 30 }, (_, i) => numberOf(i)));
    await expect(recent.getByRole('row').filter({ has: page.getByText('000', { exact: true }) })).toContainText(shortDay(days[0]));
    await expect(pages.getByRole('button', { name: 'Newer' })).toBeDisabled();

    // The older page: the last five, and no page after it.
    await pages.getByRole('button', { name: 'Older' }).click();
    await expect(recent.getByText('Showing 31–35, the newest stored first')).toBeVisible();
    await expect(digits).toHaveText(['030', '031', '032', '033', '034']);
    await expect(pages.getByRole('button', { name: 'Older' })).toBeDisabled();

    // Deleted from the second page, after the app's question: the page stays, one shorter.
    await recent
      .getByRole('row')
      .filter({ has: page.getByText('034', { exact: true }) })
      .getByRole('button', { name: /^Delete/ })
      .click();
    await answerConfirm(page, { title: 'Delete this result?', text: /^Delete the result 034 of .* Hits are scored again without it\.$/, confirmLabel: 'Delete result' }, true);
    await expect(page.getByText(/^Removed 034, /)).toBeVisible();
    await expect(recent.getByText('Showing 31–34, the newest stored first')).toBeVisible();
    await expect(digits).toHaveText(['030', '031', '032', '033']);
    expect(await stored(request, `state=MI&from=${days[34]}&to=${days[34]}`)).toEqual([]);
    await pages.getByRole('button', { name: 'Newer' }).click();
    await expect(recent.getByText('Showing 1–30, the newest stored first')).toBeVisible();

    // A number: a wrong one is named before anything is asked; in any order, the one draw of it.
    await search.getByLabel('Number').fill('70');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(search.getByText('Enter a number of 3 or 4 digits, e.g. 047 or 1234.')).toBeVisible();
    await search.getByLabel('Number').fill('700');
    await search.getByLabel('Any order (box)').check();
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(recent.getByText('Showing 1–1, the newest stored first')).toBeVisible();
    await expect(digits).toHaveText(['007']);
    await expect(pages).toHaveCount(0);
    await search.getByLabel('Any order (box)').uncheck();
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(recent.getByText('No stored results match this search.')).toBeVisible();

    // Clear: every stored result again, the newest stored first.
    await search.getByRole('button', { name: 'Clear' }).click();
    await expect(search.getByLabel('State')).toHaveValue('');
    await expect(search.getByLabel('Number')).toHaveValue('');
    await expect(recent.getByText('Showing 1–30, the newest stored first')).toBeVisible();
    await expect(digits.first()).toHaveText('000');
  });
});

test.describe(() => {
  // A server of the journey's own: it reads the latest of each state and every stored draw of a
  // number over all the data (fixtures.ts).
  test.use({ ownServer: true });

  test('the public page shows the latest draw of each state at phone and desktop width, filters by state and by day, and finds a number exact or in any order', async ({
    page,
    request,
  }) => {
    // Every slot's latest held draw, in one import, as a day's results come in.
    const latest = (await (await request.get('/api/results/latest')).json()) as LatestResultsDto;
    const held = latest.slots.filter((slot) => slot.lastDraw).map((slot) => ({ ...slot, number: sameDigits(slot.game === 'pick3' ? 3 : 4) }));
    const imported = await request.post('/api/results/import', {
      data: ['state,game,draw_date,draw_time,number', ...held.map((s) => `${s.state},${s.game},${s.lastDraw!.drawDate},${s.drawTime},${s.number}`)].join('\n'),
      headers: { Authorization: `Bearer ${await adminToken(request)}`, 'Content-Type': 'text/csv' },
    });
    expect(imported.status(), await imported.text()).toBe(200);
    const number = held.find((s) => s.state === 'MI' && s.game === 'pick3' && s.drawTime === 'evening')!.number;

    await page.goto('/');
    await mainNav(page).getByRole('link', { name: 'Results', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Lottery Results' })).toBeVisible();
    await expect(page.locator('.draw-card')).toHaveCount(7);
    const michigan = page.getByRole('region', { name: 'Michigan' });
    const michiganEvening = michigan
      .getByRole('row', { name: /^Evening/ })
      .getByRole('cell')
      .first();
    await expect(michiganEvening).toContainText(number);
    await expect(page.getByRole('region', { name: 'Texas' })).toBeVisible();
    // No place is left blank: a number, the time of a draw to come, or why there is none.
    for (const text of await page.locator('td.draw-cell').allInnerTexts()) expect(text.trim()).not.toBe('');
    // Every state's latest draws read well at both widths.
    await settle(page);
    await checkedShot(page, 'test-results/results', 'latest');

    await page.getByLabel('State').selectOption('MI');
    await expect(page).toHaveURL(/state=MI/);
    await expect(page.getByRole('region', { name: 'Texas' })).toHaveCount(0);
    await expect(michiganEvening).toContainText(number);

    const old = oldDay();
    await enter(request, { state: 'MI', game: 'pick4', drawDate: old, drawTime: 'midday', number: '0077' });
    await page.getByLabel('Draw date').fill(old);
    await expect(page.getByRole('heading', { name: /^Draws of / })).toBeVisible();
    await expect(
      michigan
        .getByRole('row', { name: /^Midday/ })
        .getByRole('cell')
        .nth(1),
    ).toContainText('0077');
    await expect(
      michigan
        .getByRole('row', { name: /^Midday/ })
        .getByRole('cell')
        .first(),
    ).toContainText('No result yet');
    await page.getByRole('button', { name: 'Latest draws' }).click();
    await expect(page.getByRole('heading', { name: 'Latest draws' })).toBeVisible();

    // A number is found exactly as drawn, or in any order with the box toggle. Four different
    // digits, so the reversed number is another number of the same box.
    const pool = [...'0123456789'].sort(() => Math.random() - 0.5);
    const exact = pool.slice(0, 4).join('');
    const boxed = [...exact].reverse().join('');
    const [d1, d2] = [oldDay(), oldDay()];
    await enter(request, { state: 'FL', game: 'pick4', drawDate: d1, drawTime: 'evening', number: exact });
    await enter(request, { state: 'FL', game: 'pick4', drawDate: d2, drawTime: 'midday', number: boxed });
    // The top bar's Results: the page again without a state or day chosen (a search asks the server).
    await mainNav(page).getByRole('link', { name: 'Results', exact: true }).click();
    await expect(page).toHaveURL(/\/results$/);
    const search = page.getByRole('region', { name: 'Search a number' });
    await search.getByLabel('Number').fill('12');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(search.getByText('Enter a number of 3 or 4 digits')).toBeVisible();
    await expect(search.getByLabel('Number')).toHaveValue('12');

    await search.getByLabel('Number').fill(exact);
    await search.getByRole('button', { name: 'Search' }).click();
    const list = search.getByRole('list', { name: 'Matching draws' });
    await expect(list.getByRole('listitem').filter({ hasText: 'Florida Pick 4 Evening' })).toContainText(exact);
    await expect(list.getByRole('listitem').filter({ hasText: boxed })).toHaveCount(0);

    await search.getByLabel('Any order (box)').check();
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(search.getByText(`of ${exact} in any order`)).toBeVisible();
    await expect(search.getByLabel('Any order (box)')).toBeChecked();
    await expect(list.getByRole('listitem').filter({ hasText: 'Florida Pick 4 Evening' }).filter({ hasText: exact })).toContainText('Exact');
    await expect(list.getByRole('listitem').filter({ hasText: 'Florida Pick 4 Midday' }).filter({ hasText: boxed })).toContainText('Box');

    // The search is in the address: opened again (shared, reloaded), it shows the same draws.
    await expect(page).toHaveURL(`/results?number=${exact}&box=1`);
    await page.reload();
    await expect(search.getByLabel('Number')).toHaveValue(exact);
    await expect(search.getByLabel('Any order (box)')).toBeChecked();
    await expect(list.getByRole('listitem').filter({ hasText: 'Florida Pick 4 Midday' }).filter({ hasText: boxed })).toContainText('Box');
    // With a state chosen, the same number is searched in that state.
    await page.getByLabel('State').selectOption('TX');
    await expect(page).toHaveURL(`/results?number=${exact}&box=1&state=TX`);
    await expect(search.getByText(`No draws of ${exact} in any order found.`)).toBeVisible();
  });

  test.describe(() => {
    // Reads offline: the service worker serves the app (playwright.config.ts).
    test.use({ serviceWorkers: 'allow' });

    test('a subscriber who opened the page reads the saved results offline; logout wipes them', async ({ page, context, request }) => {
      const day = await lastDrawOf(request, 'NC', 'pick4', 'evening');
      const number = sameDigits(4);
      await enter(request, { state: 'NC', game: 'pick4', drawDate: day, drawTime: 'evening', number });
      await signIn(page, await makeUser(request, 'subscriber'));
      await page.goto('/results');
      await expect(page.getByRole('region', { name: 'North Carolina' })).toContainText(number);
      await expect.poll(() => savedResults(page)).toContain(number);
      await page.waitForFunction(() => !!navigator.serviceWorker.controller);

      await context.setOffline(true);
      await page.reload();
      await expect(page.getByText(/^Saved copy from .+ at .+\./)).toBeVisible();
      await expect(page.getByText("You're offline; newer draws show once you are back online.")).toBeVisible();
      await expect(page.getByRole('region', { name: 'North Carolina' })).toContainText(number);

      await context.setOffline(false);
      await page.getByRole('button', { name: /Account menu/ }).click();
      await page.getByRole('button', { name: 'Logout' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect.poll(() => savedResults(page)).toBe('');
    });
  });
});

/** The device's saved latest results as JSON, '' when there are none. Only looks: never creates the database. */
function savedResults(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open('lotto-predict-offline');
        open.onerror = () => resolve('');
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('copies')) return (db.close(), resolve(''));
          const get = db.transaction('copies').objectStore('copies').get('latest-results');
          get.onsuccess = () => (db.close(), resolve(get.result ? JSON.stringify(get.result) : ''));
          get.onerror = () => (db.close(), resolve(''));
        };
      }),
  );
}
