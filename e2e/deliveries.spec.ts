// The console's Deliveries panel (docs/runtime.md, "Promised work"): a push or an e-mail that
// failed for good shows with its reason, and Retry puts it back in the queue. The failed job is
// written straight into the test server's database: a failure takes hours of retries to reach for
// real.
import path from 'node:path';
import { expect, makeUser, signIn, test } from './fixtures';
import { PHONE, uniqueTag, withDb } from './helpers';

const SHOTS = path.resolve(import.meta.dirname, '..', 'screenshots', 'console');

// At a phone's width, where the panel's rows must fit (e2e/helpers.ts, VIEWPORTS).
test(`a failed e-mail shows with its reason and can be retried, at ${PHONE.width} px`, async ({ page, request }) => {
  const reason = `${uniqueTag('smtp')}: connect ECONNREFUSED 203.0.113.5:587`;
  const now = Date.now();
  const id = await withDb((db) =>
    db.exec("insert into jobs (kind, payload, state, attempts, max_attempts, run_at, last_error, created_at, finished_at) values ('mail', ?, 'failed', 8, 8, ?, ?, ?, ?)", [
      JSON.stringify({ to: 'nobody@example.com', subject: 'x', text: 'x' }),
      now,
      reason,
      now - 3_600_000,
      now - 60_000,
    ]),
  );
  await page.setViewportSize({ width: PHONE.width, height: 900 });
  await signIn(page, await makeUser(request, 'admin'));
  await page.goto('/admin/overview');
  const panel = page.getByRole('region', { name: 'Deliveries' });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText(/failed in the last day/);
  const row = panel.getByRole('listitem').filter({ hasText: reason });
  await expect(row).toContainText('E-mail');
  await expect(row).toContainText('after 8 tries');
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SHOTS, `deliveries-${PHONE.width}.png`), fullPage: false });
  // Nothing wider than the screen on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await row.getByRole('button', { name: 'Retry' }).click();
  await expect(panel.getByRole('listitem').filter({ hasText: reason })).toHaveCount(0);
  const [job] = await withDb((db) => db.rows<{ state: string }>('select state from jobs where id = ?', [id]));
  expect(job.state).not.toBe('failed');
});
