// Methods in the browser (docs/app.md, "Admin pages", "Track record"): the console's Lab and
// Schedule pages, reached from its menu, at desktop and phone width; and /track-record's record by
// method beside the control at a phone's width. The rules (the methods, the scoring, once per
// round) are the API tests' (api/features/methods/); here, that the pages show and work.
import type { APIRequestContext, Page } from '@playwright/test';
import { addDays, endOfDay, instantAt } from '@shared/calendar';
import type { LabDto, MethodsRecordDto } from '@shared/methods';
import type { PredictionBatchDto } from '@shared/predictions';
import { drawsBetween, drawTimesOn, type StateCode } from '@shared/results';
import { ADMIN, dayFromNow, expect, login, signIn, test } from './fixtures';
import { atWidth, callApi, checkedShot, PHONE, randomNumber, VIEWPORTS, viaConsoleMenu } from './helpers';
import { serverTimeZone } from './server-zone';

const SHOTS = 'test-results/methods';

/** Results of `day`'s draws of `states`, both games, made-up numbers. */
async function storeDay(request: APIRequestContext, token: string, day: string, states: StateCode[]) {
  for (const state of states)
    for (const drawTime of drawTimesOn(state, day))
      for (const game of ['pick3', 'pick4'] as const)
        await callApi(request, token, 'post', '/api/results', { state, game, drawDate: day, drawTime, number: randomNumber(game === 'pick3' ? 3 : 4) }, 201);
}

async function openFromMenu(page: Page, label: string) {
  await page.goto('/admin/overview');
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  // On a phone the console's menu is a drawer behind its button.
  const menu = page.getByRole('button', { name: /Admin menu/ });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('link', { name: label, exact: true }).click();
}

test.describe('the console', () => {
  // The lab reads every result stored: a server of its own, so the figures are this journey's.
  test.use({ ownServer: true });

  // One admin walks on from the Lab to the Schedule (docs/architecture.md, "Tests"): the same
  // server, sign-in and console.
  test('the Lab runs a method over stored history and shows it beside the control; the Schedule page saves entries, says a refusal in the server words, and keeps them', async ({
    page,
    request,
  }) => {
    // Two journeys' work in one: three times a journey's time limit (playwright.config.ts).
    test.slow();
    const admin = await login(request, ADMIN.email, ADMIN.password);
    for (const back of [12, 11, 10, 9]) await storeDay(request, admin.token, dayFromNow(-back), ['OH', 'TX', 'GA']);
    const from = dayFromNow(-10);
    const to = dayFromNow(-9);
    const answer = await callApi<LabDto>(request, admin.token, 'get', `/api/admin/lab?method=mirror&from=${from}&to=${to}&pairs=3`);
    expect(answer.sets).toBe(4);

    await signIn(page, admin);
    await atWidth(page, PHONE);
    await openFromMenu(page, 'Lab');
    await expect(page).toHaveURL(/\/admin\/lab$/);
    const form = page.getByRole('form', { name: 'Try a method' });
    await form.getByLabel('Method', { exact: true }).selectOption('mirror');
    await expect(form.getByText('The latest draws with 5 added to each digit')).toBeVisible();
    await form.getByLabel('From').fill(from);
    await form.getByLabel('To', { exact: true }).fill(to);
    await form.getByLabel('Pairs per set').fill('3');
    await form.getByRole('button', { name: 'Run the lab' }).click();
    const table = page.getByRole('region', { name: 'The method beside the control' });
    await expect(table.getByRole('columnheader')).toHaveText(['Figure', 'Mirror', 'Control']);
    await expect(table.getByRole('row', { name: /^Sets/ })).toHaveText(/Sets\s*4\s*4/);
    await expect(table.getByRole('row', { name: /^Plays/ })).toContainText(`${answer.plays.toLocaleString('en-US')}${answer.control.plays.toLocaleString('en-US')}`);
    await expect(table.getByRole('row', { name: /^Straight hits/ })).toContainText(`${answer.straight.hits} (chance`);
    await checkedShot(page, SHOTS, 'lab', page.getByRole('region', { name: 'Lab results' }));

    // A refusal in the server's words.
    await form.getByLabel('Pairs per set').fill('11');
    await form.getByRole('button', { name: 'Run the lab' }).click();
    await expect(page.getByRole('alert')).toHaveText('pairs must be a whole number from 1 to 10.');

    // The Schedule, reached from the console's menu at desktop width, where the Lab was at a phone's.
    await atWidth(page, VIEWPORTS[0]);
    await viaConsoleMenu(page, 'Schedule');
    await expect(page).toHaveURL(/\/admin\/schedule$/);
    await expect(page.getByText('No entries: nothing is published by itself.')).toBeVisible();
    await page.getByRole('button', { name: 'Add an entry' }).click();
    const first = page.getByRole('group', { name: 'Entry 1' });
    await first.getByLabel('Publish at').fill('08:45');
    await first.getByLabel('Method').selectOption('sums');
    await first.getByLabel('Pairs').fill('11');
    await page.getByRole('button', { name: 'Save the schedule' }).click();
    await expect(page.getByRole('alert')).toHaveText('entries.0.pairs: pairs must be a whole number from 1 to 10.');

    await first.getByLabel('Pairs').fill('3');
    await page.getByRole('button', { name: 'Add an entry' }).click();
    const second = page.getByRole('group', { name: 'Entry 2' });
    await second.getByLabel('Time of day').selectOption('Evening');
    await second.getByLabel('Publish at').fill('17:30');
    await second.getByLabel('Method').selectOption('control');
    await second.getByLabel('Valid days').fill('2');
    await page.getByRole('button', { name: 'Save the schedule' }).click();
    await expect(page.getByText('The schedule is saved.')).toBeVisible();
    const saved = await callApi<{ entries: unknown[] }>(request, admin.token, 'get', '/api/admin/schedule');
    expect(saved.entries).toEqual([
      { timeOfDay: 'Morning', publishAt: '08:45', method: 'sums', pairs: 3, alternatives: 0, validDays: 1 },
      { timeOfDay: 'Evening', publishAt: '17:30', method: 'control', pairs: 2, alternatives: 0, validDays: 2 },
    ]);
    // Opened again from the menu, the page reads the saved schedule from the server.
    await viaConsoleMenu(page, 'Lab');
    await expect(page).toHaveURL(/\/admin\/lab$/);
    await viaConsoleMenu(page, 'Schedule');
    await expect(page.getByRole('group', { name: 'Entry 2' }).getByLabel('Method')).toHaveValue('control');
    await checkedShot(page, SHOTS, 'schedule');
  });
});

test.describe('/track-record', () => {
  // Its server publishes on its schedule with the clock moved on to a day ahead, then stores that
  // day's results: the record is this journey's alone.
  test.use({ movableClock: true });

  test("shows each method's record beside the control's at a phone's width", async ({ page, request, server }) => {
    test.slow();
    const zone = serverTimeZone();
    const day = dayFromNow(2);
    const admin = await login(request, ADMIN.email, ADMIN.password);
    // The evening before: results for hot to work from. Then an entry for each method, due 00:30.
    await server.moveClock(instantAt(day, '00:20', zone) - Date.now());
    await storeDay(request, admin.token, addDays(day, -1), ['OH', 'TX', 'GA', 'FL']);
    await callApi(request, admin.token, 'put', '/api/admin/schedule', {
      entries: [
        { timeOfDay: 'Morning', publishAt: '00:30', method: 'hot', pairs: 2, alternatives: 0, validDays: 1 },
        { timeOfDay: 'Evening', publishAt: '00:30', method: 'control', pairs: 1, alternatives: 0, validDays: 1 },
      ],
    });
    await server.moveClock(instantAt(day, '00:31', zone) - Date.now());
    const current = () => callApi<PredictionBatchDto[]>(request, admin.token, 'get', '/api/predictions');
    await expect.poll(async () => (await current()).map((s) => s.method).sort()).toEqual(['control', 'hot']);
    const hot = (await current()).find((s) => s.method === 'hot')!;

    // Every draw of the day, one of them the hot set's first number.
    await server.moveClock(instantAt(addDays(day, 1), '00:10', zone) - Date.now());
    for (const [i, d] of drawsBetween(instantAt(day, '00:31', zone), endOfDay(day, zone)).entries())
      for (const game of ['pick3', 'pick4'] as const) {
        const number = i === 0 && game === 'pick3' ? hot.predictions[0].number1 : randomNumber(game === 'pick3' ? 3 : 4);
        await callApi(request, admin.token, 'post', '/api/results', { state: d.state, game, drawDate: d.drawDate, drawTime: d.drawTime, number }, 201);
      }
    const record = await callApi<MethodsRecordDto>(request, admin.token, 'get', `/api/track-record/methods?from=${day}&to=${day}`);
    expect(record.methods.map((m) => m.method)).toEqual(['hot', 'control']);

    // The page's calls pointed at that day.
    await page.route(/\/api\/track-record(\/weekly|\/money|\/money\/weekly|\/methods)?(\?|$)/, async (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set('from', day);
      url.searchParams.set('to', day);
      await route.fulfill({ response: await route.fetch({ url: url.toString() }) });
    });
    await atWidth(page, PHONE);
    await page.goto('/track-record');
    const section = page.getByRole('region', { name: 'By method' });
    const hotCard = section.getByRole('article', { name: 'Hot: 1 set' });
    await expect(hotCard).toBeVisible();
    const hotTable = hotCard.getByRole('region', { name: 'Hot beside the control' });
    await expect(hotTable.getByRole('columnheader')).toHaveText(['Figure', 'Hot', 'Control']);
    const hotFigures = record.methods[0];
    await expect(hotTable.getByRole('row', { name: /^Numbers checked/ })).toHaveText(new RegExp(`Numbers checked\\s*${hotFigures.numbers}\\s*${hotFigures.control.numbers}`));
    await expect(hotTable.getByRole('row', { name: /^Straight hits/ })).toContainText(`${hotFigures.straight.hits} (chance`);
    await expect(section.getByRole('article', { name: 'Control: 1 set' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await checkedShot(page, SHOTS, 'track-record-methods', section);
  });
});
