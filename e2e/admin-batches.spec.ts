// The batches of a day, as the admin and a subscriber meet them:
// - after midnight, a set not yet moved to the past is still shown to subscribers as today's; the
//   admin's Today's Predictions lists it, marked with its day, and it can be edited and its pairs
//   deleted (it used to say "No predictions published today.");
// - a set entered on a later day than it is dated says so, not "Published 11:47 PM";
// - before any draw of its window is stored a set says "Awaiting draws", not "0 of 10 numbers hit"
//   (the sharing form's preview too), and a number no game scores is not counted;
// - the admin tables (Today's, Past, Results) fit a phone: no sideways scrolling, numbers and
//   Edit/Delete in view;
// - the activity log shows an edit's old and new numbers, and which pair a delete took.
import type { Locator, Page } from '@playwright/test';
import { dayFromNow, expect, login, ADMIN, makeUser, publish, signIn, test, type TestUser } from './fixtures';
import { adminToken, atWidth, callApi, findInArchive, oldDays, PHONE, randomNumber, shot, shortDay, uniqueTag, VIEWPORTS, viaConsoleMenu, withDb, writtenAt } from './helpers';
import { freshNumber } from './hits-seed';
import { instantAt } from '@shared/calendar';
import { serverTimeZone } from './server-zone';

// Captures for a person to look at, with E2E_SHOTS=1 only (helpers.ts, shot).
const SHOTS = '/tmp/shots-32';

/** "Tuesday, November 24" for a day of the server's calendar. */
const weekdayDay = (day: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' });
const monthDay = (day: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' });

async function asAdmin(page: Page, request: Parameters<typeof login>[0]) {
  const session = await login(request, ADMIN.email, ADMIN.password);
  const admin: TestUser = { id: session.user._id, username: ADMIN.username, email: ADMIN.email, password: ADMIN.password, token: session.token, user: session.user };
  await signIn(page, admin);
}

/** Whether the page scrolls sideways, and whether `el` lies within the screen's width. */
async function fitsScreen(page: Page, el: Locator) {
  const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
  const box = (await el.boundingBox())!;
  const width = page.viewportSize()!.width;
  return { sideways: wide, inView: box.x >= 0 && box.x + box.width <= width + 1 };
}

// These check that the admin tables fit a phone (cards, nothing sideways, the numbers and buttons
// in view): they run at the phone's width. The sharing form's preview is words, read at the
// desktop's (e2e/helpers.ts, VIEWPORTS).
test.describe('at phone width', () => {
  test.use({ viewport: { width: PHONE.width, height: PHONE.height } });

  test("a set from yesterday still shown to subscribers is listed on Today's Predictions, marked, editable and its pairs deletable; the log says what changed", async ({
    page,
    request,
  }) => {
    const tag = uniqueTag('yesterday');
    const [a, b, c, d] = [randomNumber(3), randomNumber(3), randomNumber(4), randomNumber(4)];
    const old = await publish(request, {
      sharedContent: tag,
      predictions: [
        { number1: a, number2: b },
        { number1: c, number2: d },
      ],
    });
    // Past midnight, unmoved: the database as the next day finds it. A publish after it (as the
    // next morning's) is what drops the server's kept answer.
    const yesterday = dayFromNow(-1);
    await withDb((db) => db.exec('update prediction_batches set date = ?, valid_through = ? where id = ?', [yesterday, yesterday, Number(old._id)]));
    const todayTag = uniqueTag('today');
    const fresh = await publish(request, { sharedContent: todayTag, predictions: [{ number1: randomNumber(3), number2: randomNumber(3) }] });
    try {
      const subscriber = await makeUser(request, 'subscriber');
      const seen = await callApi<{ _id: string }[]>(request, subscriber.token, 'get', '/api/predictions');
      expect(seen.map((s) => s._id)).toContain(old._id);

      // An admin of its own, so the activity log can be filtered to its entries.
      const admin = await makeUser(request, 'admin');
      await signIn(page, admin);
      await page.goto('/admin/todays-predictions');
      await expect(page.getByText('No predictions published today.')).toHaveCount(0);
      await expect(page.getByText(/sets? from (an )?earlier days? (is|are) still shown to subscribers as today's/)).toBeVisible();
      const row = page.getByRole('row').filter({ hasText: tag });
      await expect(row.getByText(`From ${weekdayDay(yesterday)}`)).toBeVisible();
      await expect(
        page
          .getByRole('row')
          .filter({ hasText: todayTag })
          .getByText(/^From /),
      ).toHaveCount(0);

      // Phone: the table is cards, nothing scrolls sideways, the numbers and buttons are in view.
      const edit = row.getByRole('button', { name: 'Edit' });
      await edit.scrollIntoViewIfNeeded();
      expect(await fitsScreen(page, edit)).toEqual({ sideways: false, inView: true });
      expect(await fitsScreen(page, row.getByText(`${c} - ${d}`))).toEqual({ sideways: false, inView: true });
      await expect(page.getByText('Shared Content').first()).toBeVisible();
      await shot(page, `${SHOTS}/admin-todays-phone.png`);

      // Edit a number, then delete the other pair with its ×.
      await edit.click();
      await row.getByRole('textbox', { name: 'Prediction 1, number 2' }).fill('999');
      await row.getByRole('button', { name: 'Update' }).click();
      await expect(page.getByText('Prediction updated.')).toBeVisible();
      await expect(row.getByText(`${a} - 999`)).toBeVisible();
      await row.getByRole('button', { name: `Delete prediction ${c} - ${d}` }).click();
      await expect(page.getByText(`Pair ${c} - ${d} deleted.`)).toBeVisible();
      await expect(row.getByText(`${c} - ${d}`)).toHaveCount(0);

      // The log shows the newest 50 entries, and the worker's earlier journeys logged theirs: this
      // admin's edits alone.
      await viaConsoleMenu(page, 'Activity Log');
      await expect(page).toHaveURL(/\/admin\/activity$/);
      await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Edited predictions' });
      await page.getByLabel('Person', { exact: true }).selectOption({ label: admin.username });
      const entries = page
        .getByRole('row')
        .filter({ hasText: 'Edited predictions' })
        .filter({ hasText: new RegExp(`prediction ${old._id}(?!\\d)`) });
      await expect(entries.first()).toContainText(`predictions: deleted ${c} - ${d}`);
      await expect(entries.nth(1)).toContainText(`predictions: ${a} - ${b} → ${a} - 999`);
      await shot(entries.nth(1), `${SHOTS}/admin-activity-phone.png`);
    } finally {
      const token = await adminToken(request);
      for (const id of [old._id, fresh._id]) await request.delete(`/api/predictions/${id}`, { headers: { Authorization: `Bearer ${token}` } });
    }
  });

  // The subscriber reads today's list, then the archive through its link; the admin, the console's
  // past sets, the stored results and the sharing form's preview, through its menu.
  test('a new set awaits its draws, on the page and in the preview; a set entered after its day says when it was entered; the past tables fit a phone', async ({
    page,
    request,
  }) => {
    const token = await adminToken(request);
    const tag = uniqueTag('late');
    const dated = dayFromNow(-1);
    const [n1, n2] = [randomNumber(3), randomNumber(3)];
    await callApi(request, token, 'post', '/api/predictions/manual', { sharedContent: tag, date: dated, predictions: [{ number1: n1, number2: n2 }] }, 201);
    const entered = new Date().toLocaleDateString('en-US', { timeZone: serverTimeZone(), month: 'short', day: 'numeric' });

    const subscriber = await makeUser(request, 'subscriber');
    await signIn(page, subscriber);
    const awaiting = uniqueTag('awaiting');
    const batch = await publish(request, { sharedContent: awaiting, predictions: [{ number1: randomNumber(3), number2: randomNumber(4) }] });
    try {
      await page.goto('/predictions');
      const card = page.getByRole('article').filter({ hasText: awaiting });
      await expect(card.getByText('Awaiting draws', { exact: true })).toBeVisible();
      await expect(card.getByText(/numbers? hit/)).toHaveCount(0);
      await shot(card, `${SHOTS}/awaiting-card-phone.png`);
    } finally {
      await request.delete(`/api/predictions/${batch._id}`, { headers: { Authorization: `Bearer ${token}` } });
    }
    await page.getByRole('link', { name: 'View past predictions →' }).click();
    await expect(page).toHaveURL(/\/past-predictions$/);
    // Sets the worker's earlier journeys archived for later days come first.
    const card = await findInArchive(page, page.getByRole('article').filter({ hasText: tag }));
    await expect(card.getByText(new RegExp(`^Entered ${entered}, \\d{1,2}:\\d{2}\\s[AP]M$`))).toBeVisible();
    await expect(card.getByText(/^Published /)).toHaveCount(0);
    // Its window (to the end of yesterday) closed before it was entered: never scored, and it says so.
    await expect(card.getByText('Not scored: no draw results in its window', { exact: true })).toBeVisible();
    await shot(card, `${SHOTS}/late-entry-card-phone.png`);

    // A Tennessee result of a day years back: no other journey enters Tennessee's draws of those
    // years. The results page lists the newest 30 stored results: no day's worth is stored
    // meanwhile. Stored before the admin's tab opens, so the console has it from its first load.
    const [{ day: oldDay }] = oldDays(1);
    const number = randomNumber(3);
    await callApi(request, token, 'post', '/api/results', { state: 'TN', game: 'pick3', drawDate: oldDay, drawTime: 'evening', number }, 201);

    // The admin in a tab of their own (a signed-in tab keeps its session).
    page = await page.context().newPage();
    await asAdmin(page, request);
    await page.goto('/admin/past-predictions');
    const row = await findInArchive(page, page.getByRole('row').filter({ hasText: tag }));
    await expect(row.getByText(new RegExp(`^Entered ${entered}, `))).toBeVisible();
    const del = row.getByRole('button', { name: 'Delete' });
    await del.scrollIntoViewIfNeeded();
    expect(await fitsScreen(page, del)).toEqual({ sideways: false, inView: true });
    expect(await fitsScreen(page, row.getByText(`${n1} - ${n2}`))).toEqual({ sideways: false, inView: true });
    await shot(page, `${SHOTS}/admin-past-phone.png`);

    // The stored results, reached from the console's menu.
    await viaConsoleMenu(page, 'Results');
    await expect(page).toHaveURL(/\/admin\/results$/);
    const recent = page.getByRole('region', { name: 'Stored results' });
    // The number as a cell of its own: as a substring it is also in dates ("024" in 2024).
    const stored = recent
      .getByRole('row')
      .filter({ hasText: 'Tennessee Cash 3 Evening' })
      .filter({ hasText: shortDay(oldDay) })
      .filter({ has: page.getByText(number, { exact: true }) });
    const correct = stored.getByRole('button', { name: /^Correct/ });
    await correct.scrollIntoViewIfNeeded();
    expect(await fitsScreen(page, correct)).toEqual({ sideways: false, inView: true });
    expect(await fitsScreen(page, stored.getByText(number, { exact: true }))).toEqual({ sideways: false, inView: true });
    await shot(stored, `${SHOTS}/admin-results-row-phone.png`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1)).toBe(false);
    await shot(page, `${SHOTS}/admin-results-phone.png`);

    // The sharing form's preview, at the desktop's width where it stands beside the form.
    await viaConsoleMenu(page, 'Predictions');
    await atWidth(page, VIEWPORTS[0]);
    const daily = page.getByRole('region', { name: 'Table of daily predictions' });
    await daily.getByRole('textbox', { name: 'Prediction 1 Number 1' }).fill('123');
    await daily.getByRole('textbox', { name: 'Prediction 1 Number 2' }).fill('4567');
    const preview = page.getByRole('complementary', { name: 'Preview' });
    await expect(preview.getByText('Awaiting draws', { exact: true })).toBeVisible();
    await expect(preview.getByText(/0 of 2 numbers hit/)).toHaveCount(0);
  });
});

test.describe('on a server whose clock moves', () => {
  // Entered eight days back by the server's clock, before the draw it scores (helpers.ts `writtenAt`).
  test.use({ movableClock: true });

  test('a set whose window holds a stored draw counts its scored numbers only', async ({ page, request, server }) => {
    const token = await adminToken(request);
    const tag = uniqueTag('scored');
    const taken: string[] = [];
    const pick = () => {
      const n = freshNumber(3, taken);
      taken.push(n);
      return n;
    };
    const [hit, miss1, miss2] = [pick(), pick(), pick()];
    // A window of its own, eight to five days back: the sets whose hits other journeys count have
    // windows from three days back (hits-seed.ts, proof-and-states.spec.ts) or of days further back,
    // so no draw another journey enters can hit these numbers, nor this one theirs. It closed less
    // than 7 days ago, so its hit is not in the public proof list that proof-and-states.spec.ts reads.
    const validThrough = dayFromNow(-5);
    const { prediction } = await writtenAt(server, instantAt(dayFromNow(-8), '08:00', serverTimeZone()), () =>
      callApi<{ prediction: { _id: string } }>(
        request,
        token,
        'post',
        '/api/predictions/manual',
        {
          sharedContent: tag,
          date: dayFromNow(-8),
          predictions: [{ number1: hit, number2: miss1 }],
          alternatives: [{ number1: miss2, number2: '555' }],
          validThrough,
        },
        201,
      ),
    );
    // Entered on its own day it is current: to the archive, as a set of a past day is.
    await callApi(request, token, 'post', '/api/predictions/move-to-past', {}, 200);
    // One number of another length, as an older batch may hold (changed in the database).
    await withDb((db) => db.exec("update prediction_pairs set number2 = '55' where batch_id = ? and number2 = '555'", [Number(prediction._id)]));
    // North Carolina's midday Pick 3 of six days ago (its own calendar's): inside the window in any
    // operator's zone, and no other journey enters it.
    await callApi(request, token, 'post', '/api/results', { state: 'NC', game: 'pick3', drawDate: dayFromNow(-6, 'America/New_York'), drawTime: 'midday', number: hit }, 201);

    await signIn(page, await makeUser(request, 'subscriber'));
    await page.goto('/past-predictions');
    // Sets the worker's earlier journeys archived for later days come first.
    const card = await findInArchive(page, page.getByRole('article').filter({ hasText: tag }));
    await expect(card.getByText('1 of 3 numbers hit', { exact: true })).toBeVisible();
    await expect(card.getByText(`Valid through ${monthDay(validThrough)}`)).toBeVisible();
  });
});
