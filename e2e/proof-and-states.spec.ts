// (docs/product.md, "The proof list"): a visitor checks recent hits on /track-record, the
// same figures as the API's, with the time each number was published; a subscriber follows two
// states and sees the hits of the others folded on the predictions pages, and /results opening on
// theirs; the states choice offered when notifications are first turned on. Each state at one width,
// and checked at the other too; the hits themselves and the states' rules are the API's tests'
// (api/features/hits, api/features/account), and the pages are held to show the API's answers.
import { randomBytes, createECDH } from 'node:crypto';
import type { Page } from '@playwright/test';
import { instantAt } from '@shared/calendar';
import type { ProofHitDto } from '@shared/hits';
import { dayFromNow, expect, makeUser, signIn, test } from './fixtures';
import { adminToken, atWidth, callApi, checkedShot, findInArchive, fitsAtBoth, PHONE, shortDay, shot, uniqueTag, withDb, writtenAt } from './helpers';
import { freshNumber, reordered } from './hits-seed';
import { serverTimeZone } from './server-zone';
import type { TestServer } from './test-server';

const SHOTS = 'test-results/proof-and-states';

/** The draws held every day, so any day has them all. */
const EVERY_DAY_PICK3 = [
  ['GA', 'midday'],
  ['GA', 'evening'],
  ['GA', 'night'],
  ['OH', 'midday'],
  ['OH', 'evening'],
  ['MI', 'midday'],
  ['MI', 'evening'],
  ['FL', 'midday'],
  ['FL', 'evening'],
  ['NC', 'midday'],
  ['NC', 'evening'],
  ['TN', 'evening'],
] as const;

/**
 * A manual prediction of `day` entered at 08:00 that morning by the server's clock (the journey's
 * own server's movable clock, helpers.ts `writtenAt`), then moved to the archive as a set of a
 * past day is; `recordedAt` is its entry's committedAt in the public record.
 */
async function seedBatch(
  request: Parameters<typeof adminToken>[0],
  server: Pick<TestServer, 'moveClock'>,
  day: string,
  validThrough: string,
  number: string,
  number2 = freshNumber(4, []),
) {
  const token = await adminToken(request);
  const tag = uniqueTag('proof');
  await writtenAt(server, instantAt(day, '08:00', serverTimeZone()), () =>
    callApi(
      request,
      token,
      'post',
      '/api/predictions/manual',
      {
        sharedContent: tag,
        date: day,
        timeOfDay: 'Morning',
        predictions: [{ number1: number, number2 }],
        validThrough,
      },
      201,
    ),
  );
  const { committedAt } = (await (await request.get('/api/ledger/head')).json()) as { committedAt: string };
  await callApi(request, token, 'post', '/api/predictions/move-to-past', {}, 200);
  return { token, tag, recordedAt: Date.parse(committedAt) };
}

/**
 * A number of `digits` digits, one of them twice, whose digits in any order are no stored result
 * of `from` to `to`. Other journeys enter results of these days while this one runs, with
 * different digits (hits-seed.ts, freshNumber) or one digit repeated throughout (helpers.ts,
 * sameDigits), which never meet such a number; one of them in any order of this number's digits
 * would be one more hit than the test counts.
 */
async function unhitNumber(request: Parameters<typeof adminToken>[0], digits: number, from: string, to: string): Promise<string> {
  const stored = (await (await request.get(`/api/results?from=${from}&to=${to}`)).json()) as { number: string }[];
  const key = (n: string) => [...n].sort().join('');
  const taken = new Set(stored.map((r) => key(r.number)));
  for (;;) {
    const pool = [...'0123456789'].sort(() => Math.random() - 0.5).slice(0, digits - 1);
    const n = [...pool, pool[0]].sort(() => Math.random() - 0.5).join('');
    if (!taken.has(key(n))) return n;
  }
}

const inZone = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', { timeZone: serverTimeZone(), ...options });

/** The footer's quick links, on every public page at every width (app/features/layout/footer.tsx). */
const quickLinks = (page: Page) => page.getByRole('navigation', { name: 'Quick links' });

/** Opens the past predictions from the footer and loads their pages until the batch tagged `tag` shows. */
async function pastBatch(page: Page, tag: string) {
  await quickLinks(page).getByRole('link', { name: 'Past Predictions', exact: true }).click();
  await expect(page).toHaveURL(/\/past-predictions$/);
  return findInArchive(page, page.locator('.batch-card').filter({ hasText: tag }));
}

test.describe(() => {
  // A server of the journey's own: it reads the proof list and the results over all the data
  // (fixtures.ts), and its clock moves to enter a set before the draws it scores (seedBatch).
  test.use({ movableClock: true });

  test('a visitor reads recent hits and when each was published; a subscriber follows two states: their hits first, the others folded, /results on their states', async ({
    page,
    request,
    server,
  }) => {
    // A server of its own whose clock moves back and forth for each set entered, and two people's
    // pages at both widths: three times the usual two minutes, so a busy machine cannot fail it.
    test.slow();
    // Twelve days ago: its window (that day) closed more than PROOF_DELAY_DAYS (7) days ago.
    const day = dayFromNow(-12);
    const number = freshNumber(3, []);
    const four = freshNumber(4, []);
    const { token, recordedAt } = await seedBatch(request, server, day, day, number, four);
    // The number drawn in twelve draws of that day: twelve straight hits, more than a page; and
    // the 4-digit one in another order in Ohio's midday Pick 4: a box hit.
    for (const [state, drawTime] of EVERY_DAY_PICK3) {
      await callApi(request, token, 'post', '/api/results', { state, game: 'pick3', drawDate: day, drawTime, number }, 201);
    }
    await callApi(request, token, 'post', '/api/results', { state: 'OH', game: 'pick4', drawDate: day, drawTime: 'midday', number: reordered(four) }, 201);
    // Yesterday's midday draws, for the subscriber's set: Ohio straight, three other states box.
    // Its window closes today, so none of its hits is on the public list yet.
    const yesterday = dayFromNow(-1);
    const followed = await unhitNumber(request, 3, yesterday, dayFromNow(0));
    const { tag } = await seedBatch(request, server, yesterday, dayFromNow(0), followed, await unhitNumber(request, 4, yesterday, dayFromNow(0)));
    await callApi(request, token, 'post', '/api/results', { state: 'OH', game: 'pick3', drawDate: yesterday, drawTime: 'midday', number: followed }, 201);
    for (const state of ['GA', 'FL', 'MI']) {
      await callApi(request, token, 'post', '/api/results', { state, game: 'pick3', drawDate: yesterday, drawTime: 'midday', number: reordered(followed) }, 201);
    }

    const api = (await (await request.get('/api/track-record/hits?limit=100')).json()) as ProofHitDto[];
    const ours = api.filter((h) => h.number === number && h.drawDate === day);
    expect(ours).toHaveLength(12);
    expect(api.filter((h) => h.number === four && h.drawDate === day).map((h) => `${h.kind} ${h.state} ${h.game} ${h.drawTime}`)).toEqual(['box OH pick4 midday']);
    expect(new Set(ours.map((h) => h.publishedAt))).toEqual(new Set([new Date(recordedAt).toISOString()]));
    const published = `Published ${inZone({ year: 'numeric', month: 'short', day: 'numeric' }).format(recordedAt)} at ${inZone({ hour: 'numeric', minute: '2-digit' }).format(recordedAt)}`;

    // A visitor, on a phone.
    await atWidth(page, PHONE);
    await page.goto('/track-record');
    const section = page.getByRole('region', { name: 'Recent hits' });
    await expect(section.getByText(/Hits appear here 7 days after a prediction's window closes/)).toBeVisible();
    const items = section.getByRole('listitem');
    const of = (n: string) => items.filter({ has: page.locator('.proof-number', { hasText: new RegExp(`^${n}$`) }) }).filter({ hasText: shortDay(day) });
    // Ten a page, newest draw first, each as the API says it: the number, the kind, the draw, the publish time.
    await expect(items).toHaveCount(10);
    const first = of(number).first();
    await expect(first).toContainText('Straight hit');
    await expect(first).toContainText(published);
    // Each hit links to the public record's entry its publish time comes from (docs/ledger.md).
    const entry = ours[0].ledgerSeq!;
    await expect(first.getByRole('link', { name: `Recorded in entry ${entry.toLocaleString('en-US')} of the public record` })).toHaveAttribute(
      'href',
      `/track-record/verify?entry=${entry}`,
    );
    // The API's first page in its order: the page shows the same hits.
    expect(await items.locator('.proof-number').allInnerTexts()).toEqual(api.slice(0, 10).map((h) => h.number));
    // Georgia's night draw (23:34) is that day's last: the newest of ours.
    await expect(first).toContainText(/Georgia Cash 3 · Night draw, \w{3} \d{1,2}, \d{4} at 23:34 ET/);
    await section.getByRole('button', { name: 'Show more' }).click();
    // The server holds this journey's hits alone: the second page is the rest of them.
    await expect(items).toHaveCount(Math.min(api.length, 20));
    await expect(of(number)).toHaveCount(12);
    await expect(of(number).filter({ hasText: 'Ohio Pick 3 · Midday draw' })).toContainText(published);
    // A box hit says the number drawn; its draw links to the stored official result.
    await expect(of(four)).toContainText(`Box hit, drawn ${reordered(four)}`);
    await expect(of(four).getByRole('link', { name: /Ohio Pick 4 · Midday draw, \w{3} \d{1,2}, \d{4} at 12:29 ET/ })).toHaveAttribute('href', `/results?state=OH&date=${day}`);
    await expect(of(four)).toContainText(published);
    await expect(of(number).first()).not.toContainText('drawn');
    await checkedShot(page, SHOTS, 'recent-hits', section);
    // The link opens the state's results of that day, the box hit's number among them.
    await section.getByRole('link', { name: /Ohio Pick 4 · Midday draw/ }).click();
    await expect(page).toHaveURL(`/results?state=OH&date=${day}`);
    await expect(page.getByRole('region', { name: 'Ohio' }).getByRole('row', { name: /Midday/ })).toContainText(reordered(four));

    // A subscriber chooses the states they follow, at desktop width.
    const subscriber = await makeUser(request, 'subscriber');
    await signIn(page, subscriber);
    await atWidth(page, { width: 1280, height: 800 });
    await page.goto('/account');
    const mine = page.getByRole('region', { name: 'My states' });
    const picker = mine.getByRole('group', { name: 'States I follow' });
    for (const name of ['Tennessee', 'Texas', 'Georgia', 'Ohio', 'Michigan', 'Florida', 'North Carolina']) await expect(picker.getByLabel(name)).toBeChecked();
    // None at all is refused here, before asking the server.
    for (const name of ['Tennessee', 'Texas', 'Georgia', 'Ohio', 'Michigan', 'Florida', 'North Carolina']) await picker.getByLabel(name).uncheck();
    await mine.getByRole('button', { name: 'Save my states' }).click();
    await expect(mine.getByText('Choose at least one state.')).toBeVisible();
    // Keyboard: Tab to a box and Space ticks it.
    await picker.getByLabel('Texas').focus();
    await page.keyboard.press('Space');
    await picker.getByLabel('Ohio').check();
    await mine.getByRole('button', { name: 'Save my states' }).click();
    await expect(mine.getByRole('status')).toHaveText('You now follow Texas and Ohio.');
    const me = await callApi<{ user: { states: string[] } }>(request, subscriber.token, 'get', '/api/auth/me');
    expect(me.user.states).toEqual(['TX', 'OH']);
    // Result notifications: one switch per followed state.
    const switches = mine.getByRole('switch');
    await expect(switches).toHaveCount(2);
    await mine.getByRole('switch', { name: 'Ohio results' }).check();
    await expect(mine.getByRole('status').last()).toHaveText('Every new result of Ohio will be pushed to your devices with notifications on.');
    await expect(mine.getByRole('switch', { name: 'Ohio results' })).toBeChecked();
    await checkedShot(page, SHOTS, 'account-states', mine);
    // A save that fails says so, and the switch goes back.
    await page.route('**/api/account/result-pushes', (route) => route.abort('internetdisconnected'));
    await mine.getByRole('switch', { name: 'Texas results' }).click();
    await expect(mine.getByRole('alert').filter({ hasText: 'Could not change your result notifications. Please try again.' })).toBeVisible();
    await expect(mine.getByRole('switch', { name: 'Texas results' })).not.toBeChecked();
    await expect(mine.getByRole('switch', { name: 'Ohio results' })).toBeChecked();
    await page.unroute('**/api/account/result-pushes');

    // Their hits first, the others folded, on a phone.
    await atWidth(page, PHONE);
    const card = await pastBatch(page, tag);
    await expect(card.getByRole('list', { name: `Hits of ${followed}` }).first()).toContainText('Ohio Midday');
    const folded = card.getByText('3 hits in other states');
    await expect(folded).toBeVisible();
    // Folded: Georgia's, Florida's and Michigan's badges wait behind the summary.
    await expect(card.getByText(/Georgia Midday/)).toBeHidden();
    await folded.click();
    for (const name of ['Georgia Midday', 'Florida Midday', 'Michigan Midday']) await expect(card.getByText(new RegExp(name))).toBeVisible();
    // A box badge says the number drawn, and its draw links to the stored official result.
    const georgia = card.locator('.hit-mark').filter({ hasText: 'Georgia Midday' });
    await expect(georgia).toContainText(`Box hit drawn ${reordered(followed)}`);
    await expect(georgia.getByRole('link', { name: /Georgia Midday/ })).toHaveAttribute('href', `/results?state=GA&date=${yesterday}`);
    await fitsAtBoth(page, 'past predictions, unfolded');
    await shot(page, `${SHOTS}/past-predictions-phone.png`);

    // /results opens on their states.
    await quickLinks(page).getByRole('link', { name: 'Results', exact: true }).click();
    await expect(page).toHaveURL(/\/results$/);
    await expect(page.getByLabel('State')).toHaveValue('');
    await expect(page.getByLabel('State').locator('option:checked')).toHaveText('My states');
    // Ohio's card (yesterday's draw is in); Texas as a card or, with no result yet, in the list of states awaiting one.
    await expect(page.getByRole('heading', { level: 2, name: 'Ohio' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Texas/ }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: /Georgia|Florida|Michigan|Tennessee|North Carolina/ })).toHaveCount(0);
    await fitsAtBoth(page, '/results on my states');
    await shot(page, `${SHOTS}/results-phone.png`);
    await page.getByLabel('State').selectOption('all');
    await expect(page).toHaveURL(/\?state=all$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Georgia' })).toBeVisible();

    // The choice is kept: on a new load of the account page, as the server holds it.
    await page.goto('/account');
    await expect(page.getByRole('region', { name: 'My states' }).getByRole('group', { name: 'States I follow' }).getByLabel('Texas')).toBeChecked();
    await fitsAtBoth(page, '/account');
  });
});

test.describe(() => {
  // The service worker is needed here (playwright.config.ts); the journey reads only its own
  // subscriber's rows, on the worker's server.
  test.use({ serviceWorkers: 'allow' });

  test('the first time notifications go on, the states choice is offered, and saved', async ({ page, request }) => {
    // The browser's push service is a stand-in in the page: a subscription with a real P-256 key,
    // at a push service host the server accepts.
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const sub = {
      endpoint: `https://fcm.googleapis.com/fcm/send/${uniqueTag('e2e')}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
    };
    await page.addInitScript((s) => {
      Object.defineProperty(Notification, 'permission', { get: () => 'granted' });
      Notification.requestPermission = async () => 'granted';
      let current: unknown = null;
      const made = { endpoint: s.endpoint, expirationTime: null, toJSON: () => ({ endpoint: s.endpoint, keys: s.keys }), unsubscribe: async () => ((current = null), true) };
      PushManager.prototype.getSubscription = async () => current as PushSubscription | null;
      PushManager.prototype.subscribe = async () => ((current = made), made as unknown as PushSubscription);
    }, sub);
    // The server would push every later publish to that host, which this machine may not reach: the
    // journey ends with notifications off (the server then forgets the subscription), and if it
    // stops before, the subscription goes with it.
    const subscriptions = () =>
      withDb((db) => db.rows<{ n: number }>('select count(*) as n from push_subscriptions where endpoint = ?', [sub.endpoint])).then(([r]) => Number(r.n));
    try {
      const subscriber = await makeUser(request, 'subscriber');
      await signIn(page, subscriber);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/account');
      await page.getByRole('button', { name: 'Notify me of new predictions' }).click();
      const dialog = page.getByRole('dialog', { name: 'Which states do you play?' });
      await expect(dialog).toBeVisible();
      const picker = dialog.getByRole('group', { name: 'States I follow' });
      for (const name of ['Tennessee', 'Texas', 'Georgia', 'Ohio', 'Michigan', 'Florida']) await picker.getByLabel(name).uncheck();
      await shot(page, `${SHOTS}/notify-states-phone.png`);
      await dialog.getByRole('button', { name: 'Save my states' }).click();
      await expect(dialog).toBeHidden();
      const me = await callApi<{ user: { states: string[]; statesChosen: boolean } }>(request, subscriber.token, 'get', '/api/auth/me');
      expect(me.user).toMatchObject({ states: ['NC'], statesChosen: true });
      await expect(page.getByRole('region', { name: 'My states' }).getByRole('switch')).toHaveCount(1);
      // Once chosen, turning notifications off and on again asks nothing.
      await page.getByRole('button', { name: 'Notifications on (turn off)' }).click();
      await page.getByRole('button', { name: 'Notify me of new predictions' }).click();
      await expect(page.getByRole('button', { name: 'Notifications on (turn off)' })).toBeVisible();
      await expect(dialog).toHaveCount(0);

      await page.getByRole('button', { name: 'Notifications on (turn off)' }).click();
      await expect(page.getByRole('button', { name: 'Notify me of new predictions' })).toBeVisible();
      await expect.poll(subscriptions).toBe(0);
    } finally {
      await withDb((db) => db.exec('delete from push_subscriptions where endpoint = ?', [sub.endpoint]));
    }
  });
});
