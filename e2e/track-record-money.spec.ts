// /track-record in money and its coverage (docs/product.md, "The money", "Coverage"): with every
// draw of the windows stored, the money beside the counts against chance, with the running net's
// chart and the prizes used; with only some stored, the share in words and no comparison with
// chance, on /track-record and the home page alike. Shown at a phone's width, each state checked at
// desktop width too; the figures themselves are the API's tests' (api/features/hits), and the page
// is held to show the API's answer.
import type { Page } from '@playwright/test';
import type { TrackRecordDto } from '@shared/hits';
import type { MoneyDto, MoneyFigures } from '@shared/money';
import { seedCoveredDay, showDay } from './covered-day';
import { dayFromNow, expect, test } from './fixtures';
import { atWidth, checkedShot, PHONE } from './helpers';

// A server of the journey's own: it reads its track record over all the data (fixtures.ts), and its
// clock moves to enter a set before the draws it scores (covered-day.ts).
test.use({ movableClock: true });

const SHOTS = 'test-results/track-record-money';
const CANDOUR =
  'The lottery pays back about half of what is played: on average a $1 play of these games returns about 48 to 50 cents. No record, ours included, changes the odds of the next draw: every draw is random.';

/** Dollars as the page writes them: "$5,500", "−$12", "+$4,983". */
const dollars = (n: number) => `${n < 0 ? '−' : ''}$${Math.abs(n).toLocaleString('en-US', { maximumFractionDigits: 2, minimumFractionDigits: Number.isInteger(n) ? 0 : 2 })}`;
const net = (n: number) => (n > 0 ? `+${dollars(n)}` : dollars(n));

async function answers(page: Page, day: string) {
  const get = async <T>(path: string) => (await (await page.request.get(`${path}?from=${day}&to=${day}`)).json()) as T;
  return { record: await get<TrackRecordDto>('/api/track-record'), money: await get<MoneyDto>('/api/track-record/money') };
}

async function expectCard(page: Page, title: string, f: MoneyFigures) {
  const card = page.getByRole('article', { name: title });
  await expect(card).toContainText(`Plays${f.plays.toLocaleString('en-US')}Cost${dollars(f.cost)}`);
  await expect(card).toContainText(`Won${dollars(f.won)}`);
  await expect(card).toContainText(`Net${net(f.net)}`);
  await expect(card).toContainText(`Chance would have won${dollars(f.expectedWon)}`);
  await expect(card).toContainText(`Chance's net${net(Math.round((f.expectedWon - f.cost) * 100) / 100)}`);
  return card;
}

test('every draw stored: the money beside the counts against chance; some stored: the share in words and no comparison, on the track record and the home page', async ({
  page,
  request,
  server,
}) => {
  // A server of its own whose clock moves back and forth for each set entered, two days of draws
  // stored and both widths checked: three times the usual two minutes, so a busy machine cannot fail it.
  test.slow();
  const day = dayFromNow(-40);
  const seeded = await seedCoveredDay(request, server, day);
  // A day of the same server with only three of its draws stored: each is shown alone (showDay).
  const fewDay = dayFromNow(-50);
  const few = await seedCoveredDay(request, server, fewDay, 3);
  const { record, money } = await answers(page, day);
  expect(record.coverage).toEqual({ scheduled: seeded.scheduled, stored: seeded.scheduled });
  expect(money.coverage).toEqual(record.coverage);
  // Six numbers played straight on every draw of their game; the triple has no box play.
  expect(money.straight.plays).toBe(4 * (seeded.scheduled / 2) + 2 * (seeded.scheduled / 2));
  expect(money.box.plays).toBe(money.straight.plays - seeded.scheduled / 2);
  expect(money.straight.won).toBeGreaterThanOrEqual(5500);
  await showDay(page, day);

  await atWidth(page, PHONE);
  await page.goto('/track-record');
  // Enough results: the counts are compared with chance.
  const straight = page.getByRole('article', { name: 'Straight hits' });
  await expect(straight).toContainText(`${record.straight.numbersHit} of ${record.numbers} numbers hit straight at least once`);
  await expect(straight).toContainText('Pure chance');
  await expect(straight).toContainText(/range pure chance gives/);
  await expect(page.getByText(/Results stored for/)).toHaveCount(0);

  const section = page.getByRole('region', { name: 'In money' });
  await expectCard(page, '$1 straight', money.straight);
  const box = await expectCard(page, '$1 box', money.box);
  await expect(box).toContainText('Numbers with all digits equal have no box play.');
  const both = { plays: money.straight.plays + money.box.plays, cost: money.straight.cost + money.box.cost, won: money.straight.won + money.box.won };
  await expect(page.getByRole('article', { name: 'Both plays' })).toContainText(`Net${net(both.won - both.cost)}`);
  // The running net against chance's: drawn, and said as a table.
  await expect(section.getByRole('img', { name: /running net of \$1 straight and box plays/ })).toBeVisible();
  await expect.poll(() => section.locator('canvas').evaluate((c: HTMLCanvasElement) => c.width > 0 && c.toDataURL().length > 3000)).toBe(true);
  await section.getByText('Running net by week as a table').click();
  await expect(section.getByRole('region', { name: 'Running net by week' }).getByRole('row')).toHaveCount(2);
  await section.getByText('The prizes used').click();
  await expect(section).toContainText('Ohio Pick 3: Straight $500 · 3-way box $167 · 6-way box $83');
  await expect(section).toContainText('Michigan Pick 3: Straight $500 · 3-way box $160* · 6-way box $83');
  await expect(section).toContainText("* This state's own amount could not be found: the amount most states pay is used.");
  await expect(section.getByText(CANDOUR)).toBeVisible();
  await checkedShot(page, SHOTS, 'covered', section);

  // Only some draws stored: the share in words, and no comparison with chance.
  const shown = await answers(page, fewDay);
  expect(shown.record.coverage).toEqual({ scheduled: few.scheduled, stored: 6 });
  expect(shown.money.coverage).toEqual(shown.record.coverage);
  const share = `results stored for 6 of ${few.scheduled} draws`;
  await page.unrouteAll();
  await showDay(page, fewDay);
  await page.goto('/track-record');
  const period = page.getByRole('region', { name: 'The last 30 days' });
  await expect(period.getByRole('note')).toContainText(
    `R${share.slice(1)} in this period's windows. Until results for 95% of them are stored, this page makes no comparison with pure chance`,
  );
  await expect(period.getByRole('article', { name: 'Straight hits' })).toContainText(
    `${shown.record.straight.numbersHit} of ${shown.record.numbers} numbers hit straight at least once on the stored results`,
  );
  await expect(period).not.toContainText(/pure chance would give|Pure chance|range pure chance gives|by pure chance/);
  await expect(page.getByRole('table', { name: 'Hits per state', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Week by week' })).toHaveCount(0);
  await expect(section).toContainText(`R${share.slice(1)} in this period's windows: the money would count only those draws`);
  await expect(section.getByRole('article')).toHaveCount(0);
  await expect(section.getByText(CANDOUR)).toBeVisible();
  await checkedShot(page, SHOTS, 'few');

  await page.goto('/');
  await expect(page.locator('#home-hero .measured-record-figures')).toHaveText(`Measured over the last 30 days: ${share}, too few to compare our numbers with pure chance.`);
});
