// Play types and help where the player lives (docs/product.md, "Money by play", "A plan to play",
// "Help where the player lives"), at a phone's width: a visitor switches the play the track record
// counts; a member's plan is held against their own monthly limit; a person following Ohio sees
// the national line and Ohio's, and no other state's.
import type { MoneyByPlayDto } from '@shared/money';
import { seedCoveredDay, showDay } from './covered-day';
import { dayFromNow, expect, login, makeUser, publish, signIn, test } from './fixtures';
import { callApi, PHONE, uniqueTag } from './helpers';

test.use({ viewport: { width: PHONE.width, height: PHONE.height } });

/** Dollars as the page writes them: "$5,500", "−$12". */
const dollars = (n: number) => `${n < 0 ? '−' : ''}$${Math.abs(n).toLocaleString('en-US', { maximumFractionDigits: 2, minimumFractionDigits: Number.isInteger(n) ? 0 : 2 })}`;

test.describe('the track record by play', () => {
  // Its figures are over all the data: a server of its own, whose clock the seed moves back to
  // enter the day's set before its draws (fixtures.ts, covered-day.ts).
  test.use({ movableClock: true });

  test('a visitor switches the play: front pair names the states that sell none, combo costs per ordering, and back', async ({ page, request, server }) => {
    const day = dayFromNow(-40);
    await seedCoveredDay(request, server, day);
    const byPlay = async (play: string) => (await (await page.request.get(`/api/track-record/money?from=${day}&to=${day}&play=${play}`)).json()) as MoneyByPlayDto;
    const pairs = await byPlay('front-pair');
    const combo = await byPlay('combo');
    // Texas sells pairs on Daily 4: only Tennessee and Michigan sell none.
    expect(pairs.notSold).toEqual(['TN', 'MI']);
    expect(combo.cost).toBeGreaterThan(combo.plays);
    await showDay(page, day);
    await page.goto('/track-record');
    const section = page.getByRole('region', { name: 'In money' });
    await expect(section.getByRole('article', { name: '$1 straight' })).toBeVisible();

    await section.getByRole('combobox', { name: 'Play' }).selectOption('front-pair');
    const card = section.getByRole('article', { name: 'Front pair' });
    await expect(card).toContainText(`Plays${pairs.plays.toLocaleString('en-US')}Cost${dollars(pairs.cost)}`);
    await expect(card).toContainText(`Won${dollars(pairs.won)}`);
    await expect(section).toContainText('Not sold in Tennessee and Michigan: left out of these figures.');
    await expect(section.getByRole('article', { name: '$1 straight' })).toHaveCount(0);

    await section.getByRole('combobox', { name: 'Play' }).selectOption('combo');
    await expect(section.getByRole('article', { name: 'Combo' })).toContainText(`Cost${dollars(combo.cost)}`);
    await expect(section.getByText(/Not sold in/)).toHaveCount(0);
    // Fits the phone: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await section.getByRole('combobox', { name: 'Play' }).selectOption('');
    await expect(section.getByRole('article', { name: '$1 straight' })).toBeVisible();
  });
});

test("plan my plays: the window cost held against the member's own limit, within it at the limit and over it a cent below", async ({ page, request }) => {
  const member = await makeUser(request, 'subscriber');
  const tag = uniqueTag('plan');
  await publish(request, { sharedContent: tag, predictions: [{ number1: '123', number2: '4567' }] });
  const setLimit = (cents: number) => callApi(request, member.token, 'put', '/api/account/limits', { monthlyLimitCents: cents });
  await setLimit(1_000_000);
  await signIn(page, member);
  await page.goto('/predictions');
  const set = page.locator('.batch-with-plan').filter({ hasText: tag });
  await set.getByText('Plan my plays').click();
  const panel = set.locator('details.plan-plays');
  await panel.getByLabel('Play').selectOption('straight');
  await panel.getByLabel('Stake').selectOption('100');
  // Two numbers at $1 a draw.
  await expect(panel.getByRole('definition').first()).toHaveText('$2');
  const windowText = await panel.locator('dd').nth(2).innerText();
  const windowCents = Math.round(Number(windowText.replace(/[$,]/g, '')) * 100);
  expect(windowCents).toBeGreaterThan(200);
  await expect(panel).toContainText('this plan stays within your monthly limit of $10,000');

  // At the limit exactly: still within. A cent below it: passed, and said plainly.
  await setLimit(windowCents);
  await page.reload();
  await set.getByText('Plan my plays').click();
  await expect(panel).toContainText(`stays within your monthly limit of ${dollars(windowCents / 100)}`);
  await expect(panel.getByRole('alert')).toHaveCount(0);

  await setLimit(windowCents - 1);
  await page.reload();
  await set.getByText('Plan my plays').click();
  await expect(panel.getByRole('alert')).toContainText(`This plan would pass your monthly limit: ${windowText} for the window`);
  await expect(panel.getByRole('alert')).toContainText(`over your limit of ${dollars((windowCents - 1) / 100)}`);
  // A combo of 123 costs $6 a draw and of 4567 $24 (24 orderings, sold for Pick 4 in every state
  // but Ohio): the per-draw cost follows the play.
  await panel.getByLabel('Play').selectOption('combo');
  await expect(panel.getByRole('definition').first()).toHaveText('$30');
  await expect(panel.getByText(/Not played this way/)).toHaveCount(0);
  // A straight/box is sold at $1 but in Ohio also at $2 (a $1 Back-Up of each half).
  await panel.getByLabel('Play').selectOption('straight-box');
  await expect(panel.getByLabel('Stake').locator('option')).toHaveText(['$1', '$2']);
});

test("a person following Ohio sees the national line and Ohio's, on the page and in the footer", async ({ page, request }) => {
  const u = await makeUser(request, 'customer');
  await callApi(request, u.token, 'put', '/api/account/states', { states: ['OH'] });
  const session = await login(request, u.email, u.password);
  await signIn(page, session);
  await page.goto('/responsible-play');
  const lines = page.getByRole('main').getByRole('list', { name: 'Helplines' });
  await expect(lines.getByRole('listitem')).toHaveCount(2);
  await expect(lines.getByRole('link', { name: 'Call 1-800-MY-RESET (1-800-697-3738)' })).toHaveAttribute('href', 'tel:+18006973738');
  await expect(lines.getByRole('link', { name: 'Call 1-800-589-9966' })).toHaveAttribute('href', 'tel:+18005899966');
  await expect(lines).toContainText('Text 4HOPE to 741741');
  await expect(lines).not.toContainText('Tennessee');
  await expect(page.getByRole('main')).not.toContainText('1-800-GAMBLER (');

  // The footer's lines load as it comes into view.
  await page.locator('footer.site-footer').scrollIntoViewIfNeeded();
  const footer = page.locator('footer .footer-help');
  await expect(footer).toContainText('National Call 1-800-MY-RESET');
  await expect(footer).toContainText('Ohio 1-800-589-9966');
  await expect(footer).not.toContainText('North Carolina');
});
