// A fresh install's /results was a wall of 42 "coming soon" cells (a long stack
// on a phone), and a draw 15 hours past still said "coming soon". On a server of its own with no
// results, the page says none are posted yet and lists when the states draw, compactly; once a
// state has a result, its card shows and a drawn number not yet in says it is awaited.
import type { LatestResultsDto } from '@shared/results';
import { ADMIN, dayFromNow, expect, test } from './fixtures';
import { atWidth, PHONE, shot, VIEWPORTS } from './helpers';

// A fresh install: a server of the journey's own, with no results but its own. One journey walks
// on from the empty install to a state's first result and then another's of an earlier year
// (docs/architecture.md, "Tests"): each step adds a result to what the last one read.
test.use({ ownServer: true });

test("a fresh install's results page says none are posted yet, in a short list at both widths; once a state has a result its card shows and its numbers not yet in are awaited; a last draw of another year says its year", async ({
  page,
  request,
}) => {
  // Three journeys' work in one: three times a journey's time limit (playwright.config.ts).
  test.slow();
  await test.step("a fresh install's results page says none are posted yet, in a short list at a phone's width and at desktop width", async () => {
    await atWidth(page, PHONE);
    await page.goto('/results');
    await expect(page.getByRole('heading', { name: 'No results posted yet', exact: true })).toBeVisible();
    await expect(page.getByText(/coming soon/i)).toHaveCount(0);
    await expect(page.locator('.draw-card')).toHaveCount(0);
    const schedule = page.locator('.results-schedule li');
    await expect(schedule).toHaveCount(7);
    await expect(schedule.filter({ hasText: 'Tennessee' })).toContainText('Morning 09:28 Mon–Sat · Midday 12:28 Mon–Sat · Evening 18:28 (CT)');
    // Short at both widths (resized in place): the filters, the list and the number search in a few screens.
    for (const viewport of VIEWPORTS) {
      await atWidth(page, viewport);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(height, `${viewport.width} px`).toBeLessThan(viewport.width < 600 ? 3000 : 1800);
      await shot(page, `test-results/results-fresh/results-fresh-${viewport.label}.png`);
    }
  });

  await test.step('once a state has a result its card shows, and its drawn numbers not yet in are awaited, not "coming soon"', async () => {
    const login = await request.post('/api/auth/login', { data: ADMIN });
    const { token } = (await login.json()) as { token: string };
    // Texas Pick 3 evening of three days ago; Texas draws every day but Sunday.
    let day = dayFromNow(-3, 'America/Chicago');
    if (new Date(`${day}T12:00:00Z`).getUTCDay() === 0) day = dayFromNow(-4, 'America/Chicago');
    const r = await request.post('/api/results', {
      data: { state: 'TX', game: 'pick3', drawDate: day, drawTime: 'evening', number: '047' },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(r.status(), await r.text()).toBe(201);

    // Fifteen hours after the next Texas evening draw, its number still not in.
    const latest = (await (await request.get('/api/results/latest')).json()) as LatestResultsDto;
    const evening = latest.slots.find((s) => s.state === 'TX' && s.game === 'pick3' && s.drawTime === 'evening')!;
    await page.clock.install({ time: new Date(Date.parse(evening.nextDraw.drawnAt) + 15 * 3_600_000) });
    await atWidth(page, VIEWPORTS[0]);
    await page.reload();
    const texas = page.locator('.draw-card').filter({ hasText: 'Texas' });
    await expect(texas).toHaveCount(1);
    await expect(page.locator('.draw-card')).toHaveCount(1);
    const drawnDay = new Date(`${evening.nextDraw.drawDate}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' });
    await expect(
      texas
        .getByRole('row', { name: /^Evening/ })
        .getByRole('cell')
        .first(),
    ).toContainText(`Awaiting the result of ${drawnDay}`);
    await expect(page.getByText(/coming soon/i)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: /^No results posted yet for Tennessee, Georgia, Ohio, Michigan, Florida, and North Carolina$/ })).toBeVisible();
    await shot(page, 'test-results/results-fresh/results-one-state-desktop.png');
  });

  await test.step("a state's last draw of another year says its year", async () => {
    const login = await request.post('/api/auth/login', { data: ADMIN });
    const { token } = (await login.json()) as { token: string };
    // Michigan draws every day: its Pick 3 evening of 400 days ago, the only Michigan result stored.
    const day = dayFromNow(-400, 'America/New_York');
    const r = await request.post('/api/results', {
      data: { state: 'MI', game: 'pick3', drawDate: day, drawTime: 'evening', number: '582' },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(r.status(), await r.text()).toBe(201);
    await page.reload();
    const michigan = page.locator('.draw-card').filter({ hasText: 'Michigan' });
    const written = new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
    await expect(
      michigan
        .getByRole('row', { name: /^Evening/ })
        .getByRole('cell')
        .first(),
    ).toContainText(`Last draw: 582${written}`);
    expect(written).toMatch(/, \d{4}$/);
  });
});
