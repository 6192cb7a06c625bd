// GET /api/ledger and /api/ledger/head (docs/api.md, "The public record"; docs/ledger.md): the chain
// over a publish, an edit, a manual set and a deletion, checked here with node:crypto from the
// contract's own definitions (not the product's); paging; reveals only after the delay; nothing of
// an unrevealed set to anyone; a set changed behind the product's back no longer matches.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { et, resultPoster } from '../../test/draws';
import { createTestContext } from '../../test/harness';
import type { LedgerEntryDto } from '@shared/ledger';

const ctx = await createTestContext();
const { call, clock, makeUser, snapshot } = ctx;
const admin = await makeUser('admin');
const subscriber = await makeUser('subscriber');
const customer = await makeUser('customer');
const draw = resultPoster(ctx, admin.token);

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const ZEROS = '0'.repeat(64);

type Entry = LedgerEntryDto;
async function ledger(query = '', token?: string): Promise<Entry[]> {
  const r = await call('GET', `/api/ledger${query}`, { token });
  expect(r.status, r.text).toBe(200);
  return r.json;
}

/** Every rule of the chain, worked out from the contract's text: the first failure, or null. */
function chainProblem(entries: Entry[]): string | null {
  let prev = ZEROS;
  for (const [i, e] of entries.entries()) {
    if (e.seq !== i + 1) return `entry ${i + 1} has seq ${e.seq}`;
    if (e.prev !== prev) return `entry ${e.seq}: prev is not the previous hash`;
    if (e.hash !== sha256(`${e.seq}|${e.committedAt}|${e.setId}|${e.commitment}|${e.prev}`)) return `entry ${e.seq}: hash does not match`;
    if (e.reveal !== undefined && sha256(e.reveal) !== e.commitment) return `entry ${e.seq}: reveal does not match its commitment`;
    prev = e.hash;
  }
  return null;
}

const salted = /"salt":"[0-9a-f]{32}"/;

// The empty ledger, then: set A published Monday 2026-06-15 at 12:00 New York time (valid that
// day), its alternatives edited at 13:00; set B entered by hand at 14:00, dated 2026-05-01 and
// valid through 2026-05-05 (long closed: revealed at once); A deleted at 15:00.
clock.set(et('2026-06-15', '11:00'));
const emptyHead = await call('GET', '/api/ledger/head');
const emptyPage = await call('GET', '/api/ledger');
clock.set(et('2026-06-15', '12:00'));
const a = (
  await call('POST', '/api/predictions', { token: admin.token, body: { predictions: [{ number1: '123', number2: '4567' }], alternatives: [{ number1: '999', number2: '0000' }] } })
).json.prediction;
clock.set(et('2026-06-15', '13:00'));
const edited = await call('PUT', `/api/predictions/${a._id}`, { token: admin.token, body: { alternatives: [{ number1: '321', number2: '0000' }] } });
const pairsAfterEdit = await ctx.rows<{ kind: string; number1: string; r: number; s: number }>(
  'select kind, number1, recorded_at r, ledger_seq s from prediction_pairs where batch_id = ? order by kind',
  [Number(a._id)],
);
clock.set(et('2026-06-15', '14:00'));
const manual = await call('POST', '/api/predictions/manual', {
  token: admin.token,
  body: { sharedContent: 'From the notebook', date: '2026-05-01', timeOfDay: 'Morning', predictions: [{ number1: '555', number2: '6789' }], validThrough: '2026-05-05' },
});
const b = manual.json.prediction;
clock.set(et('2026-06-15', '15:00'));
const deleted = await call('DELETE', `/api/predictions/${a._id}`, { token: admin.token });

describe('the ledger', () => {
  it('starts empty: head seq 0 with 64 zeros, and no entries', () => {
    expect(emptyHead.status).toBe(200);
    expect(emptyHead.json).toEqual({ seq: 0, hash: ZEROS, committedAt: null });
    expect(emptyPage.json).toEqual([]);
  });

  it("holds one entry per publish, edit, manual set and deletion, each at the server's clock, chained by hash", async () => {
    expect([edited.status, manual.status, deleted.status]).toEqual([200, 201, 200]);
    clock.set(et('2026-06-15', '16:00'));
    const entries = await ledger();
    expect(entries.map((e) => Object.keys(e))).toEqual(
      entries.map((e) => ['seq', 'committedAt', 'setId', 'commitment', 'prev', 'hash', ...(e.reveal === undefined ? [] : ['reveal'])]),
    );
    expect(entries.map((e) => [e.seq, e.setId, e.committedAt])).toEqual([
      [1, a._id, '2026-06-15T16:00:00.000Z'],
      [2, a._id, '2026-06-15T17:00:00.000Z'],
      // The manual set's date is 2026-05-01; its entry is dated when the server stored it.
      [3, b._id, '2026-06-15T18:00:00.000Z'],
      [4, a._id, '2026-06-15T19:00:00.000Z'],
    ]);
    expect(entries[0].prev).toBe(ZEROS);
    for (const e of entries) expect(e.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(chainProblem(entries)).toBeNull();
    expect((await call('GET', '/api/ledger/head')).json).toEqual({ seq: 4, hash: entries[3].hash, committedAt: '2026-06-15T19:00:00.000Z' });
  });

  it('counts a changed pair from the entry that changed it, an unchanged one from the entry before', () => {
    expect(pairsAfterEdit).toEqual([
      { kind: 'alternative', number1: '321', r: et('2026-06-15', '13:00'), s: 2 },
      { kind: 'prediction', number1: '123', r: et('2026-06-15', '12:00'), s: 1 },
    ]);
  });

  it('reveals a deletion at once and a set long closed, in the exact text committed to', async () => {
    const [, , third, fourth] = await ledger();
    expect(fourth.reveal).toMatch(new RegExp(`^\\{"deleted":true,"salt":"[0-9a-f]{32}","setId":"${a._id}","version":3\\}$`));
    expect(sha256(fourth.reveal!)).toBe(fourth.commitment);
    const salt = JSON.parse(third.reveal!).salt as string;
    expect(third.reveal).toBe(
      `{"alternatives":[],"date":"2026-05-01","method":"manual","pairs":[["555","6789"]],"salt":"${salt}","setId":"${b._id}","timeOfDay":"Morning","validThrough":"2026-05-05","version":1}`,
    );
    expect(sha256(third.reveal!)).toBe(third.commitment);
  });

  it('never counts a hit of a manual set before its entry, whatever date it carries', async () => {
    clock.set(et('2026-06-15', '16:00'));
    await draw('OH', 'pick3', '2026-05-02', 'midday', '555');
    const r = await call('GET', '/api/predictions/past', { token: subscriber.token });
    const set = r.json.find((x: { _id: string }) => x._id === b._id);
    expect(set.predictions[0].hits).toEqual([]);
  });

  it("reveals a set's entries only once its window has been closed PROOF_DELAY_DAYS (7) whole days, deleted or not", async () => {
    // A was valid through 2026-06-15: its entries 1 and 2 from 2026-06-23 on.
    clock.set(et('2026-06-22', '23:59'));
    let entries = await ledger();
    expect(entries.map((e) => e.reveal !== undefined)).toEqual([false, false, true, true]);
    clock.set(et('2026-06-23', '00:00'));
    entries = await ledger();
    expect(entries.map((e) => e.reveal !== undefined)).toEqual([true, true, true, true]);
    expect(JSON.parse(entries[0].reveal!)).toMatchObject({ pairs: [['123', '4567']], alternatives: [['999', '0000']], version: 1, validThrough: '2026-06-15' });
    expect(JSON.parse(entries[1].reveal!)).toMatchObject({ pairs: [['123', '4567']], alternatives: [['321', '0000']], version: 2 });
    expect(entries[0].reveal).toMatch(salted);
    expect(chainProblem(entries)).toBeNull();
  });

  it('answers nothing of an unrevealed set but its hashes, to anyone, signed in or not', async () => {
    clock.set(et('2026-06-24', '09:00'));
    const c = (await call('POST', '/api/predictions', { token: admin.token, body: { predictions: [{ number1: '808', number2: '2468' }], validThrough: '2026-06-30' } })).json
      .prediction;
    for (const token of [undefined, customer.token, subscriber.token, admin.token]) {
      const r = await call('GET', '/api/ledger?after=4', { token });
      expect(r.status).toBe(200);
      expect(r.json).toEqual([
        { seq: 5, committedAt: '2026-06-24T13:00:00.000Z', setId: c._id, commitment: expect.any(String), prev: expect.any(String), hash: expect.any(String) },
      ]);
      // Read without the three hashes, whose hex digits may hold "808" or "2468" by chance.
      expect(r.text.replace(/"[0-9a-f]{64}"/g, '"…"')).not.toMatch(/808|2468|"salt"|2026-06-30/);
    }
    // Revealed from 2026-07-08 (2026-06-30 + 8).
    clock.set(et('2026-07-07', '23:59'));
    expect((await ledger('?after=4'))[0].reveal).toBeUndefined();
    clock.set(et('2026-07-08', '00:00'));
    expect(JSON.parse((await ledger('?after=4'))[0].reveal!)).toMatchObject({ pairs: [['808', '2468']], version: 1 });
  });

  it('pages by seq: after and limit (default 100, at most 500), and 400 naming the field otherwise, changing nothing', async () => {
    expect((await ledger('?after=2&limit=2')).map((e) => e.seq)).toEqual([3, 4]);
    expect(await ledger('?after=5')).toEqual([]);
    // 120 entries more (sets made and deleted), then pages of the default size and of 500.
    clock.set(et('2026-07-08', '10:00'));
    for (let i = 0; i < 60; i++) {
      const set = (await call('POST', '/api/predictions', { token: admin.token, body: { predictions: [{ number1: '111', number2: '2222' }] } })).json.prediction;
      expect((await call('DELETE', `/api/predictions/${set._id}`, { token: admin.token })).status).toBe(200);
    }
    const first = await ledger();
    expect(first.map((e) => e.seq)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    const rest = await ledger('?after=100');
    expect(rest.map((e) => e.seq)).toEqual(Array.from({ length: 25 }, (_, i) => i + 101));
    const whole = await ledger('?limit=500');
    expect(whole).toHaveLength(125);
    expect(chainProblem(whole)).toBeNull();
    const before = await snapshot();
    const cases: [string, string][] = [
      ['?limit=0', `Query parameter limit must be a whole number from 1 to 500.`],
      ['?limit=501', `Query parameter limit must be a whole number from 1 to 500.`],
      ['?limit=ten', `Query parameter limit must be a whole number from 1 to 500.`],
      ['?after=-1', 'Query parameter after must be a whole number, 0 or more (the last seq seen).'],
      ['?after=1.5', 'Query parameter after must be a whole number, 0 or more (the last seq seen).'],
    ];
    for (const [q, message] of cases) {
      const r = await call('GET', `/api/ledger${q}`);
      expect(r.status, q).toBe(400);
      expect(r.json.message).toBe(message);
    }
    expect(await snapshot()).toBe(before);
  });

  it("reports a revealed set changed behind the product's back at its entry: a number, the date, the window, the set removed", async () => {
    const entryOfB = async () => (await ledger('?after=2&limit=1'))[0];
    expect(sha256((await entryOfB()).reveal!)).toBe((await entryOfB()).commitment);
    const changes: [string, unknown[], string, unknown[]][] = [
      ["update prediction_pairs set number1 = '556' where batch_id = ?", [Number(b._id)], "update prediction_pairs set number1 = '555' where batch_id = ?", [Number(b._id)]],
      ["update prediction_batches set date = '2026-04-30' where id = ?", [Number(b._id)], "update prediction_batches set date = '2026-05-01' where id = ?", [Number(b._id)]],
      [
        "update prediction_batches set valid_through = '2026-05-06' where id = ?",
        [Number(b._id)],
        "update prediction_batches set valid_through = '2026-05-05' where id = ?",
        [Number(b._id)],
      ],
    ];
    for (const [change, params, undo, undoParams] of changes) {
      await ctx.exec(change, params);
      const e = await entryOfB();
      expect(sha256(e.reveal!), change).not.toBe(e.commitment);
      await ctx.exec(undo, undoParams);
      expect(sha256((await entryOfB()).reveal!)).toBe(e.commitment);
    }
    await ctx.exec('delete from prediction_batches where id = ?', [Number(b._id)]);
    const gone = await entryOfB();
    expect(JSON.parse(gone.reveal!)).toEqual({ missing: true, setId: b._id, version: 1 });
    expect(sha256(gone.reveal!)).not.toBe(gone.commitment);
  });
});

describe('PROOF_DELAY_DAYS=0', async () => {
  const never = await createTestContext({ PROOF_DELAY_DAYS: '0' });
  const boss = await never.makeUser('admin');
  it('never reveals a set, however old; a deletion still shows its reveal (it names no number)', async () => {
    never.clock.set(et('2026-06-15', '12:00'));
    const old = (
      await never.call('POST', '/api/predictions/manual', {
        token: boss.token,
        body: { sharedContent: 'x', date: '2026-01-05', predictions: [{ number1: '135', number2: '2468' }] },
      })
    ).json.prediction;
    expect((await never.call('DELETE', `/api/predictions/${old._id}`, { token: boss.token })).status).toBe(200);
    never.clock.set(et('2026-12-31', '12:00'));
    const entries = (await never.call('GET', '/api/ledger')).json as Entry[];
    expect(entries.map((e) => e.reveal === undefined)).toEqual([true, false]);
    // Read without its salt, whose hex digits may hold "135" by chance.
    expect(entries[1].reveal!.replace(/"salt":"[^"]*"/, '')).not.toMatch(/135|2468/);
  });
});
