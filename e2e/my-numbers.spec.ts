// My numbers (docs/product.md, "My numbers"; docs/app.md, "My numbers") on a phone (390×844): a
// customer reaches the page from the menu, adds numbers (a bad one refused with the server's own
// sentence), reorders them with the keyboard, changes a play, turns e-mails on, sees a notice and
// each number's year with the same figures as the API, and reads the device's copy offline.
// Screenshots at phone and desktop width go to /tmp/shots-41 with E2E_SHOTS=1.
import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import type { MyNumberDto } from '@shared/my-numbers';
import { describeViolations, seriousViolations } from './a11y';
import { dayFromNow, expect, makeUser, signIn, test } from './fixtures';
import { adminToken, callApi, shortDay } from './helpers';
import { freshNumber, reordered } from './hits-seed';
import { yearSentence } from '../app/features/my-numbers/my-numbers-format';

const SHOTS = '/tmp/shots-41';

/**
 * Stores `number` as an Ohio, Michigan or Florida midday Pick 3 of 60 to 359 days ago, inside the
 * year the page counts, one the worker's earlier journeys did not store; the draw.
 */
async function storeDraw(request: APIRequestContext, number: string) {
  const token = await adminToken(request);
  for (let tries = 0; tries < 50; tries++) {
    const body = { state: ['OH', 'MI', 'FL'][tries % 3], game: 'pick3', drawDate: dayFromNow(-60 - Math.floor(Math.random() * 300)), drawTime: 'midday', number };
    const r = await request.post('/api/results', { data: body, headers: { Authorization: `Bearer ${token}` } });
    if (r.status() === 201) return body;
    expect(r.status(), await r.text()).toBe(409);
  }
  throw new Error('no free draw found');
}

/**
 * A whole-page capture for people to look at, from the top, nothing focused: only with
 * E2E_SHOTS=1, as every journey's captures (e2e/helpers.ts, checkedShot). No check reads it.
 */
const SHOOT = process.env.E2E_SHOTS === '1';
async function shoot(page: Page, name: string) {
  if (!SHOOT) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await page.screenshot({ path: `${SHOTS}/${name}-top.png` });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const rows = (page: Page) => page.locator('.number-row .number-digits');
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id);

test.describe(() => {
  // Reads offline: the service worker serves the app (playwright.config.ts).
  test.use({ serviceWorkers: 'allow' });

  test('a customer keeps numbers on a phone: adds, reorders with the keyboard, changes a play, sees a notice and the year as the API counts it, and reads them offline', async ({
    page,
    context,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const customer = await makeUser(request, 'customer');
    const [three, four] = [freshNumber(3, []), freshNumber(4, [])];
    await signIn(page, customer);
    await page.goto('/');
    // From the phone's menu.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'My Numbers' }).click();
    await expect(page).toHaveURL(/\/my-numbers$/);
    await expect(page.getByRole('heading', { name: 'My numbers', level: 1 })).toBeVisible();
    await expect(page.getByText('No numbers yet.')).toBeVisible();

    const number = page.getByLabel('Number', { exact: true });
    const play = page.getByLabel('Play', { exact: true });
    const add = page.getByRole('button', { name: 'Add number' });
    await number.fill('47');
    await add.click();
    await expect(page.getByText('The number must be 3 or 4 digits written as text, such as "047" or "1234"; got "47".')).toBeVisible();
    // A refused number stays in the field to be corrected.
    await expect(number).toHaveValue('47');
    await number.fill(three);
    await play.selectOption('box');
    await add.click();
    await expect(page.getByRole('status').filter({ hasText: 'Your number is saved.' })).toBeVisible();
    await expect(number).toHaveValue('');
    await number.fill(four);
    await add.click();
    await expect(page.getByText('Your 2 numbers are saved.')).toBeVisible();
    await expect(rows(page)).toHaveText([three, four]);
    await number.fill(three);
    await add.click();
    await expect(page.getByText(`${three} is already in row 1.`)).toBeVisible();
    await number.fill('');

    // Reordered from the keyboard: the moved number's button keeps the focus.
    await page.getByRole('button', { name: `Move ${four} up` }).focus();
    await page.keyboard.press('Enter');
    await expect(rows(page)).toHaveText([four, three]);
    await expect.poll(() => focusedId(page)).toBe(`my-number-${four}-down`);
    await page.keyboard.press('Enter');
    await expect(rows(page)).toHaveText([three, four]);
    await expect.poll(() => focusedId(page)).toBe(`my-number-${four}-up`);
    await page.getByLabel(`Play for ${four}`).selectOption('both');
    await expect(page.getByText('Your 2 numbers are saved.')).toBeVisible();

    // E-mails, off until turned on.
    const mails = page.getByRole('switch', { name: 'E-mail me when one of my numbers comes up' });
    await expect(mails).not.toBeChecked();
    await mails.check();
    await expect(page.getByText('We will e-mail you when one of your numbers comes up.')).toBeVisible();
    expect(await callApi(request, customer.token, 'get', '/api/account/number-mails')).toEqual({ on: true });

    // A result stored since: a notice, and the year with it, the same as the API's. The worker's
    // earlier journeys stored results too, some of them in an order of these digits: the draw is
    // found by its day too, and the year's figures are the API's answer.
    const draw = await storeDraw(request, reordered(three));
    const stateName = { OH: 'Ohio', MI: 'Michigan', FL: 'Florida' }[draw.state]!;
    const drawDay = shortDay(draw.drawDate);
    const sentence = `Your number ${three} came up in ${stateName} Midday, box.`;
    const notice = page.getByRole('region', { name: 'Recent notices' }).getByRole('listitem').filter({ hasText: drawDay }).filter({ hasText: sentence });
    const first = page.locator('.number-row').first();
    const api = await callApi<MyNumberDto[]>(request, customer.token, 'get', '/api/account/numbers');
    expect(api.map((n) => `${n.number} ${n.play}`)).toEqual([`${three} box`, `${four} both`]);
    // The notice is made by a job once the result is stored: the page shows it once that has run.
    await expect(async () => {
      await page.reload();
      await expect(notice).toBeVisible({ timeout: 5_000 });
    }).toPass();
    await expect(first.locator('.number-year')).toHaveText(yearSentence(api[0]));
    await expect(page.locator('.number-row').nth(1).locator('.number-year')).toHaveText(yearSentence(api[1]));
    await expect(first.getByText(`Came up in ${stateName} Midday, ${drawDay}`)).toBeVisible();
    await first.getByText(/draws? it came up in/).click();
    await expect(first.locator('.number-hits li').filter({ hasText: `${drawDay} · ${stateName} Midday · Box` })).toHaveCount(1);

    expect(describeViolations('/my-numbers at 390px', await seriousViolations(page))).toEqual([]);
    await shoot(page, 'phone');
    if (SHOOT) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await shoot(page, 'desktop');
      await page.setViewportSize({ width: 390, height: 844 });
    }

    // Offline: the device's copy, read-only.
    await page.waitForFunction(() => !!navigator.serviceWorker.controller);
    await context.setOffline(true);
    await page.goto('/my-numbers');
    await expect(page.getByText("You're offline.")).toBeVisible();
    await expect(rows(page)).toHaveText([three, four]);
    await expect(notice).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add number' })).toBeDisabled();
    await expect(page.getByRole('button', { name: `Remove ${three}` })).toHaveAttribute('aria-disabled', 'true');
    await shoot(page, 'phone-offline');
    await context.setOffline(false);

    // Back online, removing the first number leaves the focus on the next one's Remove.
    await page.goto('/my-numbers');
    await page.getByRole('button', { name: `Remove ${three}` }).click();
    await expect(rows(page)).toHaveText([four]);
    await expect.poll(() => focusedId(page)).toBe(`my-number-${four}-remove`);
    expect((await callApi<MyNumberDto[]>(request, customer.token, 'get', '/api/account/numbers')).map((n) => n.number)).toEqual([four]);
  });
});
