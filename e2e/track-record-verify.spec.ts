// /track-record/verify (docs/ledger.md, "Checking it yourself"), reached from /track-record: the
// browser checks the whole public record and says "chain intact" with the figures the API
// answers; a number of a revealed set changed in the database behind the product's back (through
// the product's data layer, as an intruder with the database would) is named at its entry; the
// results record checks out too, and rewritten whole it is named against the head this browser saw.
// At phone width, each state checked at desktop width too. What the chains hold and how a change is
// found is the API's tests' (api/features/ledger); this journey holds what the browser adds.
import { createHash } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import type { LedgerEntryDto, LedgerHeadDto } from '@shared/ledger';
import { dayFromNow, expect, test } from './fixtures';
import { adminToken, atWidth, callApi, checkedShot, PHONE, uniqueTag, withDb } from './helpers';
import { freshNumber } from './hits-seed';

// A server of the journey's own: it reads the whole ledger over all the data (fixtures.ts).
test.use({ ownServer: true });

const SHOTS = 'test-results/track-record-verify';

/** The whole ledger as the API answers it. */
async function wholeLedger(request: APIRequestContext): Promise<{ head: LedgerHeadDto; entries: LedgerEntryDto[] }> {
  const head = (await (await request.get('/api/ledger/head')).json()) as LedgerHeadDto;
  const entries: LedgerEntryDto[] = [];
  while (entries.length < head.seq) entries.push(...((await (await request.get(`/api/ledger?after=${entries.length}&limit=500`)).json()) as LedgerEntryDto[]));
  return { head, entries: entries.slice(0, head.seq) };
}

const setNumber1 = (setId: string, number: string) => withDb((db) => db.exec('update prediction_pairs set number1 = ? where batch_id = ?', [number, Number(setId)]));

test('the record is reached from the track record and checks out in the browser; a set changed in the database and a results chain rewritten whole are named', async ({
  page,
  request,
}) => {
  // A server of its own, and both records checked in the browser several times: three times the
  // usual two minutes, so a busy machine cannot fail it.
  test.slow();
  // A set entered by hand for a day a month ago: its window closed long since, so it is revealed at once.
  const token = await adminToken(request);
  const number = freshNumber(3, []);
  const { prediction } = await callApi<{ prediction: { _id: string } }>(
    request,
    token,
    'post',
    '/api/predictions/manual',
    {
      sharedContent: uniqueTag('verify'),
      date: dayFromNow(-30),
      predictions: [{ number1: number, number2: freshNumber(4, []) }],
    },
    201,
  );
  for (const drawDate of [dayFromNow(-3), dayFromNow(-2)]) {
    await callApi(request, token, 'post', '/api/results', { state: 'OH', game: 'pick3', drawDate, drawTime: 'midday', number: freshNumber(3, []) }, 201);
  }
  const { head, entries } = await wholeLedger(request);
  const mine = entries.filter((e) => e.setId === prediction._id).at(-1)!;
  expect(mine.reveal).toContain(`"pairs":[["${number}"`);
  const results = (await (await request.get('/api/ledger/results/head')).json()) as LedgerHeadDto;

  // Reached from the track record, at a phone's width.
  await atWidth(page, PHONE);
  await page.goto('/track-record');
  await page.getByRole('link', { name: 'Check the record', exact: true }).click();
  await expect(page).toHaveURL(/\/track-record\/verify$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Check the record' })).toBeVisible();
  await expect(page).toHaveTitle('Check the Record · Lotto Predict');
  const outcome = page.getByRole('status').filter({ hasText: 'Chain intact.' });
  const reveals = entries.filter((e) => e.reveal !== undefined).length;
  await expect(outcome).toContainText(
    `Chain intact. ${head.seq.toLocaleString('en-US')} ${head.seq === 1 ? 'entry' : 'entries'} and ${reveals.toLocaleString('en-US')} ${reveals === 1 ? 'reveal' : 'reveals'} checked in this browser.`,
  );
  await expect(page.getByRole('status').filter({ hasText: 'Results record intact.' })).toContainText(
    `Results record intact. ${results.seq.toLocaleString('en-US')} ${results.seq === 1 ? 'entry' : 'entries'} checked in this browser.`,
  );
  await expect(page.getByRole('region', { name: 'The public record' }).getByText(results.hash)).toBeVisible();
  const warning = page.getByRole('alert').filter({ hasText: 'was rewritten after this browser last checked it' });
  await expect(warning).toHaveCount(0);
  // The day's head of the results record, listed under "Heads by day", is held by the chain checked.
  const dayRow = page.getByRole('region', { name: 'Heads by day' }).getByRole('row').filter({ hasText: results.hash });
  await expect(dayRow).toContainText('Results');
  await expect(dayRow).toContainText('held');

  // The entry asked for, with its numbers revealed.
  await page.goto(`/track-record/verify?entry=${mine.seq}`);
  await expect(outcome).toBeVisible();
  // The head of each record: the sets' (this journey's one set) and the results' (its two draws).
  await expect(page.getByText(new RegExp(`^Entry ${head.seq.toLocaleString('en-US')}, recorded `))).toBeVisible();
  await expect(page.getByText(new RegExp(`^Entry ${results.seq.toLocaleString('en-US')}, recorded `))).toBeVisible();
  const entry = page.getByRole('region', { name: `Entry ${mine.seq.toLocaleString('en-US')}` });
  await expect(entry).toContainText(number);
  await expect(entry).toContainText(mine.hash);
  await checkedShot(page, SHOTS, 'intact');

  // A number of the revealed set changed in the database: its entry no longer opens to its commitment.
  await setNumber1(prediction._id, number === '000' ? '001' : '000');
  try {
    await page.goto('/track-record/verify');
    await expect(page.getByRole('alert')).toContainText(
      `Entry ${mine.seq.toLocaleString('en-US')} fails: its reveal does not match its commitment: the set's numbers, date or window are not what was committed.`,
    );
    await expect(page.getByText('Chain intact.')).toHaveCount(0);
    await checkedShot(page, SHOTS, 'tampered');
  } finally {
    await setNumber1(prediction._id, number);
  }
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(outcome).toBeVisible();

  // The results chain rewritten whole: intact on its own, every hash worked out again; only the
  // head this browser saw tells, and the list of heads by day, kept apart from the chain.
  await rewriteResultsChain();
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Results record intact.' })).toBeVisible();
  await expect(warning).toContainText('The results record was rewritten after this browser last checked it.');
  await expect(warning).toContainText(`entry ${results.seq.toLocaleString('en-US')} had the hash ${results.hash}; it now has `);
  await expect(dayRow).toContainText('not held: the chain has another hash there');
  await checkedShot(page, SHOTS, 'rewritten');
  // Said again at every visit until the reader forgets what this browser saw.
  await page.reload();
  await expect(warning).toBeVisible();
  await page.getByRole('button', { name: 'Forget the heads seen before' }).click();
  await expect(warning).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Results record intact.' })).toBeVisible();
  await expect(warning).toHaveCount(0);
});

/**
 * Rewrites the whole results chain as whoever holds the database could: the first entry's number
 * changed and every later hash worked out again, the head row to match. The chain checks out on its
 * own; only a head noted before shows the change.
 */
async function rewriteResultsChain() {
  const sha = (text: string) => createHash('sha256').update(text).digest('hex');
  await withDb(async (db) => {
    const rows = await db.rows<{ seq: number; committed_at: number; action: string; draw: string; number: string; replaced: string | null }>(
      'select seq, committed_at, action, draw, number, replaced from result_entries order by seq',
    );
    let prev = '0'.repeat(64);
    for (const r of rows) {
      const number = Number(r.seq) === 1 ? (r.number === '000' ? '001' : '000') : r.number;
      const committedAt = new Date(Number(r.committed_at)).toISOString();
      const hash = sha(`${r.seq}|${committedAt}|${r.action}|${r.draw}|${number}|${r.replaced ?? ''}|${prev}`);
      await db.exec('update result_entries set number = ?, prev = ?, hash = ? where seq = ?', [number, prev, hash, r.seq]);
      prev = hash;
    }
    await db.exec('update ledger_head set hash = ? where id = 2', [prev]);
  });
}
