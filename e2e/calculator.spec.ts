// Journey 8: the combination calculator (docs/app.md, "The calculator" and "Guards").
import type { CDPSession, Page } from '@playwright/test';
import { expect, makeUser, signIn, test } from './fixtures';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const INVALID = 'Please enter a valid positive number';

async function calculate(page: Page, value: string) {
  await page.getByRole('textbox', { name: /^Enter a number/ }).fill(value);
  await page.getByRole('button', { name: 'Calculate' }).click();
}

const cells = (page: Page) => page.getByRole('list', { name: 'Combinations' }).getByRole('listitem');

/**
 * The page's main-thread working time that `step` takes, in ms: the time its tasks ran on the
 * processor, which a busy machine stretches far less than the clock (Chromium's Performance
 * metrics, counted in thread time).
 */
async function mainThreadMs(cdp: CDPSession, step: () => Promise<void>): Promise<number> {
  const worked = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')!.value;
  const before = await worked();
  await step();
  return Math.round(((await worked()) - before) * 1000);
}

test('the calculator validates, lists, resets and copies combinations', async ({ page, request }) => {
  await signIn(page, await makeUser(request, 'customer'));
  await page.goto('/combinations');
  await expect(page.getByRole('heading', { name: 'Check your Number Combinations' })).toBeVisible();

  for (const bad of ['abc', '', '-12', '1.5']) {
    await calculate(page, bad);
    await expect(page.getByRole('alert'), `input ${JSON.stringify(bad)}`).toHaveText(INVALID);
    await expect(cells(page)).toHaveCount(0);
  }

  await calculate(page, '12');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(cells(page)).toHaveText(['03', '12']);

  await calculate(page, '111');
  await expect(cells(page)).toHaveText(['003', '012', '111']);

  // One combination per line on the clipboard.
  await page.getByRole('button', { name: 'Copy Combinations' }).click();
  await expect(page.getByText('Copied 3 combinations to the clipboard, one per line.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('003\n012\n111');

  // Reset clears the input and the results.
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByRole('textbox', { name: /^Enter a number/ })).toHaveValue('');
  await expect(cells(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Copy Combinations' })).toBeDisabled();
});

test('a 30-digit number shows its 2,767,118 combinations at once, without freezing the page', async ({ page, context, request }) => {
  await signIn(page, await makeUser(request, 'subscriber'));
  await page.goto('/combinations');
  await expect(page.getByRole('heading', { name: 'Check your Number Combinations' })).toBeVisible();
  // A frozen page is one whose main thread works through every combination before it shows any
  // (enumerating them all costs a second of it on a fast processor). The work is measured, not the
  // clock, and against what a list of a few screens costs in the same page: on a busy machine the
  // clock runs on while the page waits for the processor, the work does not.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  const screens = await mainThreadMs(cdp, async () => {
    await calculate(page, '000000000000000000000000000039');
    await expect(page.getByText(/^\d+ combinations of 30 digits adding up to 12\.$/)).toBeVisible();
    await expect(cells(page).first()).toHaveText('000000000000000000000000000039');
  });

  const all = await mainThreadMs(cdp, async () => {
    await calculate(page, '123456789012345678901234567890');
    await expect(page.getByText(/2,767,118 combinations of 30 digits adding up to 135/)).toBeVisible();
    await expect(cells(page).first()).toHaveText('000000000000000999999999999999');
  });
  expect(all, `main-thread work for 2,767,118 combinations, against ${screens} ms for a few screens of them`).toBeLessThan(4 * screens + 100);
  await expect(page.getByText(/Showing 1–\d+ of 2,767,118/)).toBeVisible();
  // Only what is in view is in the page.
  expect(await cells(page).count()).toBeLessThan(500);

  // Scrolling deep into the list stays responsive.
  const scrolled = await mainThreadMs(cdp, async () => {
    await page.getByRole('region', { name: /Combinations, scrollable/ }).evaluate((el) => (el.scrollTop = el.scrollHeight));
    await expect(cells(page).last()).toHaveText('444444444444444555555555555555');
    await expect(cells(page).last()).toHaveAttribute('aria-posinset', '2767118');
  });
  expect(scrolled, `main-thread work to scroll to the last combination, against ${screens} ms for a few screens of them`).toBeLessThan(4 * screens + 100);
});
