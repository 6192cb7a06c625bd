// On /track-record, chance is said as a person says it ("by pure chance,
// 0.029 would have" became the odds of even one hit), the page explains why hits subscribers have
// seen are not counted yet (a number counts in the period holding its window's last day), and the
// "How we count" card uses its width on desktop. The figures are a fixed answer in place of the
// server's, so the words are known.
import type { Page } from '@playwright/test';
import type { TrackRecordDto } from '@shared/hits';
import { dayFromNow, expect, test } from './fixtures';
import { shot } from './helpers';

const figures = (numbersHit: number, hits: number, expectedHits: number, expectedNumbersHit: number) => ({ numbersHit, hits, expectedHits, expectedNumbersHit });

function answer(numbers: number): TrackRecordDto {
  return {
    from: dayFromNow(-29),
    to: dayFromNow(0),
    numbers,
    draws: numbers * 3,
    straight: numbers ? figures(2, 2, 0.03, 0.029) : figures(0, 0, 0, 0),
    box: numbers ? figures(3, 4, 1.6, 1.42) : figures(0, 0, 0, 0),
    byState: numbers ? [{ state: 'GA', straight: figures(2, 2, 0.03, 0.029), box: figures(3, 4, 1.6, 1.42) }] : [],
    withdrawn: 0,
    // Every draw of the windows has its result: the page compares with chance.
    coverage: { scheduled: numbers * 3, stored: numbers * 3 },
  };
}

async function serve(page: Page, numbers: number) {
  await page.route(/\/api\/track-record\/weekly\?/, (route) => route.fulfill({ json: { from: dayFromNow(-364), to: dayFromNow(0), weeks: [] } }));
  await page.route(/\/api\/track-record\?/, (route) => route.fulfill({ json: answer(numbers) }));
}

const PERIOD_RULE =
  /A number counts in the period that holds the last day of its window .+ Numbers whose window is still open, or ends after the period's last day, are not counted yet, even when they have already hit/;

test('chance reads as a person says it, and the page says which period a number counts in; a period with nothing scored says why hits already seen may not be counted yet', async ({
  page,
}) => {
  await serve(page, 10);
  await page.goto('/track-record');
  const straight = page.getByRole('article', { name: 'Straight hits' });
  await expect(straight).toContainText('2 of 10 numbers hit straight at least once; by pure chance, the odds of even one were about 3 in 100.');
  await expect(straight).toContainText('2 straight hits over all draws; by pure chance, the odds of even one were about 3 in 100.');
  await expect(page.getByRole('article', { name: 'Box hits' })).toContainText('3 of 10 numbers hit box at least once; pure chance would give about 1.4.');
  await expect(page.getByText(/\d\.\d+ would have/)).toHaveCount(0);
  await expect(page.getByText(/Numbers whose window ends after .+ count once it has ended, even when they have hit already\./)).toBeVisible();

  const method = page.locator('.method');
  await expect(method.getByRole('heading', { name: 'Which period a number counts in' })).toBeVisible();
  await expect(method).toContainText(PERIOD_RULE);
  // The card's parts fill its width: no empty third on the right.
  const used = await method.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const right = Math.max(...[...el.querySelectorAll('p')].map((p) => p.getBoundingClientRect().right));
    return (right - box.left) / box.width;
  });
  expect(used).toBeGreaterThan(0.9);
  await shot(page.locator('.method'), '/tmp/shots-32/track-method-desktop.png');
  await shot(page, '/tmp/shots-32/track-record-desktop.png');

  // A period with nothing scored says why hits already seen may not be counted yet: the same page
  // opened again with that answer (the newer route answers first).
  await serve(page, 0);
  await page.reload();
  const empty = page.getByRole('region', { name: 'The last 30 days' }).locator('.empty-state');
  await expect(empty).toContainText('No numbers have been scored in this period yet');
  await expect(empty).toContainText(PERIOD_RULE);
});
