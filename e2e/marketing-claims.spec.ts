// Home and How it works said "20 guaranteed hits" and "promised to hit … by the
// date listed", which the Terms contradict. The copy (app/content/marketing.ts) makes no such
// promise, and beside every claim about how the predictions perform the page shows the measured
// track record: the same figures GET /api/track-record answers, with a link to the whole record.
// Words, not layout: the home page at desktop width, How it works at a phone's, where its link is.
import type { TrackRecordDto } from '@shared/hits';
import { expect, test } from './fixtures';
import { atWidth, PHONE, shot } from './helpers';

const FORBIDDEN = /guarantee|promised to hit|built to hit|sure win|increase your odds|keep winning/i;

/** The sentence the record shows for `r`, as app/components/measured-record.tsx words it. */
function measured(r: TrackRecordDto): RegExp {
  // Under 95% of the windows' draws with a stored result, the share and no comparison (docs/product.md, "Coverage").
  const { scheduled, stored } = r.coverage;
  if (scheduled > 0 && stored < 0.95 * scheduled) {
    return new RegExp(
      `^Measured over the last 30 days: results stored for ${stored.toLocaleString('en-US')} of ${scheduled.toLocaleString('en-US')} draws, too few to compare our numbers with pure chance\\.`,
    );
  }
  if (r.numbers === 0) return /^Measured: no numbers scored against the official draws in the last 30 days yet\./;
  return new RegExp(
    `^Measured over the last 30 days: ${r.straight.numbersHit} of ${r.numbers} numbers hit straight \\(pure chance: [^)]+\\) and ${r.box.numbersHit} hit box \\(pure chance: [^)]+\\)\\.`,
  );
}

// One visitor: the home page, then How it works reached from it (the phone's "About us" drawer,
// where the top bar links to it), on the same record: no journey of the worker's server writes
// between the two (fixtures.ts).
test('the home page promises no hits, and its performance claims carry the measured record; so does How it works, reached from it', async ({ page }) => {
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/track-record');
  await page.goto('/');
  const record = (await (await answered).json()) as TrackRecordDto;
  await expect(page.locator('main')).not.toContainText(FORBIDDEN);
  for (const where of [page.locator('#home-hero'), page.locator('#services').getByRole('article').filter({ hasText: 'Up to 30 Predictions a Day' })]) {
    const beside = where.locator('.measured-record');
    await expect(beside).toHaveCount(1);
    await expect(beside.locator('.measured-record-figures')).toHaveText(measured(record));
    await expect(beside.getByRole('link', { name: 'See our track record' })).toHaveAttribute('href', '/track-record');
  }
  await shot(page.locator('#home-hero'), '/tmp/shots-32/home-hero-desktop.png');
  await shot(page.locator('#services'), '/tmp/shots-32/home-services-desktop.png');

  await atWidth(page, PHONE);
  await page.getByRole('button', { name: 'Open contact information' }).click();
  await page.getByRole('complementary', { name: 'About us' }).getByRole('link', { name: 'How it works' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator('main')).not.toContainText(FORBIDDEN);
  await expect(page.getByRole('heading', { level: 1, name: 'How It Works', exact: true })).toBeVisible();
  const lead = page.locator('.about-lead');
  await expect(lead).toContainText('check every number against the official draws');
  await expect(lead.locator('.measured-record-figures')).toHaveText(measured(record));
  await shot(page, '/tmp/shots-32/about-phone.png');
});
