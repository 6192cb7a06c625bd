// The public track record (docs/product.md, "The track record"), its figures against the
// API's, its chart loaded only on that page, at phone and desktop width.
import type { Page } from '@playwright/test';
import type { TrackRecordDto } from '@shared/hits';
import { addDays } from '@shared/calendar';
import { STATES, type StateCode } from '@shared/results';
import { describeViolations, seriousViolations } from './a11y';
import { dayFromNow, expect, test } from './fixtures';
import { atWidth, PHONE, recordRequests, shot } from './helpers';
import { seedCoveredDay, showDay } from './covered-day';

const CHART_CHUNK = /\/assets\/chart-setup-[\w-]+\.js$/;
const SHOTS = 'test-results/track-record';

async function trackRecord(page: Page, day: string): Promise<TrackRecordDto> {
  const r = await page.request.get(`/api/track-record?from=${day}&to=${day}`);
  expect(r.status()).toBe(200);
  return (await r.json()) as TrackRecordDto;
}

test.describe(() => {
  // A server of the journey's own: it reads its track record over all the data (fixtures.ts), and
  // its clock moves to enter a set before the draws it scores (covered-day.ts). The journeys below
  // read no figure of the data (links, and a range before any set), on the worker's server.
  test.use({ movableClock: true });

  test('the track record shows its figures against chance, per state and week, at desktop and phone width', async ({ page, request, server }) => {
    // A server of its own whose clock moves back and forth for each set entered, and two widths of
    // pages: three times the usual minute, so a busy machine cannot fail it.
    test.slow();
    // Every draw of the set's window stored: enough to compare with chance (docs/product.md, "Coverage").
    // The page is pointed at that day alone, so other journeys' sets, with few results, do not count.
    const day = dayFromNow(-35);
    await seedCoveredDay(request, server, day);
    await showDay(page, day);
    const chartLoads: string[] = [];
    page.on('request', (r) => CHART_CHUNK.test(r.url()) && chartLoads.push(r.url()));

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    // The claim, with the measured record beside it (app/content/marketing.ts); the home page never loads the chart.
    const hero = page.locator('#home-hero');
    await expect(hero).toContainText('Every number is checked against the official draws, and the count is public.');
    await expect(hero.locator('.measured-record')).toContainText(/^Measured/);
    await hero.getByRole('link', { name: 'See our track record' }).click();
    await expect(page).toHaveURL(/\/track-record$/);
    await expect(page).toHaveTitle('Track Record · Lotto Predict');
    await expect(page.getByRole('heading', { level: 1, name: 'How often our numbers hit' })).toBeVisible();

    const record = await trackRecord(page, day);
    expect(record.straight.numbersHit).toBeGreaterThanOrEqual(1);
    expect(record.box.numbersHit).toBeGreaterThanOrEqual(1);
    const straight = page.getByRole('article', { name: 'Straight hits' });
    await expect(straight).toContainText(`${record.straight.numbersHit} of ${record.numbers} numbers hit straight at least once`);
    await expect(straight).toContainText(`${record.straight.hits} straight ${record.straight.hits === 1 ? 'hit' : 'hits'} over all draws`);
    const box = page.getByRole('article', { name: 'Box hits' });
    await expect(box).toContainText(`${record.box.numbersHit} of ${record.numbers} numbers hit box at least once`);
    await expect(page.getByText(`${record.numbers.toLocaleString('en-US')} numbers checked against their draws`)).toBeVisible();

    const states = page.getByRole('table', { name: 'Hits per state against pure chance' });
    for (const s of record.byState) {
      // Other journeys on the same server enter results of other states too: every state listed is checked.
      const name = STATES[s.state as StateCode].name;
      await expect(states.getByRole('row', { name: new RegExp(`^${name}`) })).toContainText(String(s.straight.hits));
    }
    for (const name of ['Tennessee', 'Texas', 'Georgia', 'Ohio', 'Michigan', 'Florida', 'North Carolina']) await expect(states.getByRole('rowheader', { name })).toBeVisible();

    // The chart: its chunk loaded here only, drawn, with its figures also as a table.
    await expect(page.getByRole('img', { name: /straight hit each week/ })).toBeVisible();
    await expect.poll(() => chartLoads.length).toBeGreaterThanOrEqual(1);
    await expect
      .poll(() =>
        page
          .locator('canvas')
          .first()
          .evaluate((c: HTMLCanvasElement) => c.width > 0 && c.toDataURL().length > 5000),
      )
      .toBe(true);
    await page.getByText('Weekly straight figures as a table').click();
    await expect(page.getByRole('region', { name: 'Weekly straight figures' }).getByRole('row')).not.toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: 'How we count' })).toBeVisible();
    expect(describeViolations('/track-record at 1280px', await seriousViolations(page))).toEqual([]);
    await shot(page, `${SHOTS}/desktop.png`);

    // Another period asks the server for that range and says so in the address.
    const asked = recordRequests(page, '/api/track-record');
    await page.getByRole('button', { name: '1 year' }).click();
    await expect(page.getByRole('button', { name: '1 year' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/\?period=1y$/);
    await expect(page.getByRole('heading', { level: 2, name: 'The last year' })).toBeVisible();
    await expect.poll(() => asked).toContain(`GET /api/track-record?from=${dayFromNow(-364)}&to=${dayFromNow(0)}`);

    // Turned to a phone's width in place (axe read the same markup above).
    await atWidth(page, PHONE);
    await expect(straight).toBeVisible();
    await expect(page.getByRole('img', { name: /box hit each week/ })).toBeVisible();
    await page.getByText('Weekly box figures as a table').click();
    // Readable on a phone: nothing wider than the screen, the weekly table open (it scrolls in its own box).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, `${SHOTS}/phone.png`);
  });
});

test('the home page and plans link to the record without loading the chart', async ({ page }) => {
  const chartLoads = recordRequests(page, '/assets/chart-setup-');
  await page.goto('/');
  await expect(page.locator('#services').getByRole('link', { name: 'See our track record' })).toHaveAttribute('href', '/track-record');
  await page.goto('/plans');
  await expect(page.getByRole('link', { name: 'See our track record' })).toHaveAttribute('href', '/track-record');
  await page.goto('/explore-plans');
  expect(chartLoads).toEqual([]);
  await page.getByRole('link', { name: 'See our track record' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'How often our numbers hit' })).toBeVisible();
});

test('a period with no scored numbers says so plainly and still explains the method', async ({ page }) => {
  // The real server's answers for a range long before any prediction, in place of the last 30 days'.
  const before = '2020-01-01';
  await page.route(/\/api\/track-record(\/weekly|\/money|\/money\/weekly)?\?/, async (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set('from', addDays(before, -29));
    url.searchParams.set('to', before);
    await route.fulfill({ response: await route.fetch({ url: url.toString() }) });
  });
  await page.goto('/track-record');
  await expect(page.getByText(/No numbers have been scored in this period yet/)).toBeVisible();
  await expect(page.getByRole('article', { name: 'Straight hits' })).toHaveCount(0);
  await expect(page.locator('canvas')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'In money' })).toContainText('No numbers have been played on a stored draw in this period yet.');
  await expect(page.getByRole('heading', { level: 2, name: 'How we count' })).toBeVisible();
  await shot(page, `${SHOTS}/empty.png`);
});
