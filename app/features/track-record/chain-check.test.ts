// The check of /track-record/verify against chains built here with node:crypto from the contract's
// definitions: intact, then each way a record can be rewritten, named at the right entry.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { LedgerEntryDto, LedgerHeadDto, ResultEntryDto } from '@shared/ledger';
import { checkChain, checkResultsChain, type ChainSource } from './chain-check';
import { acceptHead, afterCheck, readSeenHeads, rewrittenSince, writeSeenHeads } from './seen-heads';

const sha = (text: string) => createHash('sha256').update(text).digest('hex');
const ZEROS = '0'.repeat(64);

/** A chain of `n` entries over three sets; entries of set 1 revealed. */
function chain(n: number): LedgerEntryDto[] {
  const out: LedgerEntryDto[] = [];
  const versions = new Map<string, number>();
  let prev = ZEROS;
  for (let seq = 1; seq <= n; seq++) {
    const setId = String((seq % 3) + 1);
    const version = (versions.get(setId) ?? 0) + 1;
    versions.set(setId, version);
    const reveal = `{"alternatives":[],"date":"2026-06-15","pairs":[["123","4567"]],"salt":"${'ab'.repeat(16)}","setId":"${setId}","timeOfDay":"Evening","validThrough":"2026-06-15","version":${version}}`;
    const committedAt = new Date(Date.UTC(2026, 5, 15, 12, 0, seq)).toISOString();
    const commitment = sha(reveal);
    const hash = sha(`${seq}|${committedAt}|${setId}|${commitment}|${prev}`);
    out.push({ seq, committedAt, setId, commitment, prev, hash, ...(setId === '1' ? { reveal } : {}) });
    prev = hash;
  }
  return out;
}

function source(entries: LedgerEntryDto[], head?: LedgerHeadDto): ChainSource & { asked: string[] } {
  const asked: string[] = [];
  const last = entries.at(-1);
  return {
    asked,
    head: async () => head ?? { seq: last?.seq ?? 0, hash: last?.hash ?? ZEROS, committedAt: last?.committedAt ?? null },
    page: async (after, limit) => {
      asked.push(`${after}+${limit}`);
      return entries.filter((e) => e.seq > after).slice(0, limit);
    },
  };
}

describe('checkChain', () => {
  it('finds a fresh chain intact, reading it 500 entries a page up to the head', async () => {
    const entries = chain(1200);
    const s = source(entries);
    const seen: number[] = [];
    const r = await checkChain(s, (n) => seen.push(n));
    expect(r.failure).toBeNull();
    expect(r.entries).toBe(1200);
    expect(r.reveals).toBe(400);
    expect(s.asked).toEqual(['0+500', '500+500', '1000+200']);
    expect(seen).toEqual([500, 1000, 1200]);
    expect(r.bySeq.get(7)).toEqual(entries[6]);
    expect((await checkChain(source([]))).failure).toBeNull();
  });

  it('leaves entries written after the head was read for the next check', async () => {
    const entries = chain(10);
    const r = await checkChain(source(entries, { seq: 8, hash: entries[7].hash, committedAt: entries[7].committedAt }));
    expect(r).toMatchObject({ entries: 8, failure: null });
  });

  it('names the first entry that fails, and why', async () => {
    const cases: [string, (c: LedgerEntryDto[]) => LedgerEntryDto[], { seq: number; reason: RegExp }][] = [
      ['a field changed', (c) => c.map((e) => (e.seq === 5 ? { ...e, committedAt: '2026-06-14T12:00:00.000Z' } : e)), { seq: 5, reason: /its hash does not match/ }],
      ['a link broken', (c) => c.map((e) => (e.seq === 6 ? { ...e, prev: ZEROS } : e)), { seq: 6, reason: /its prev is not the hash of entry 5/ }],
      ['an entry removed', (c) => c.filter((e) => e.seq !== 4), { seq: 4, reason: /answers entry 5 where entry 4 should be/ }],
      [
        'a revealed number changed',
        (c) => c.map((e) => (e.seq === 3 ? { ...e, reveal: e.reveal!.replace('"123"', '"124"') } : e)),
        { seq: 3, reason: /reveal does not match its commitment/ },
      ],
      [
        'a set removed',
        (c) => c.map((e) => (e.seq === 6 ? { ...e, reveal: '{"missing":true,"setId":"1","version":2}' } : e)),
        { seq: 6, reason: /set 1 is gone from the database/ },
      ],
    ];
    for (const [what, change, failure] of cases) {
      const r = await checkChain(
        source(
          change(chain(9)),
          (() => {
            const c = chain(9);
            return { seq: 9, hash: c[8].hash, committedAt: c[8].committedAt };
          })(),
        ),
      );
      expect(r.failure?.seq, what).toBe(failure.seq);
      expect(r.failure?.reason, what).toMatch(failure.reason);
      expect(r.entries, what).toBe(failure.seq - 1);
    }
  });

  it('fails a chain rewritten from an entry on: the head it ends with is not the one noted', async () => {
    const entries = chain(6);
    const r = await checkChain(source(entries, { seq: 6, hash: 'f'.repeat(64), committedAt: entries[5].committedAt }));
    expect(r.failure).toEqual({ seq: 6, reason: "the head's hash is not the hash of entry 6" });
    const short = await checkChain(source(entries.slice(0, 4), { seq: 6, hash: entries[5].hash, committedAt: null }));
    expect(short.failure).toEqual({ seq: 5, reason: 'the ledger ends at entry 4, but its head names entry 6' });
  });
});

/** A results chain of `n` entries: draws entered, the third corrected. */
function resultsChain(n: number, salt = ''): ResultEntryDto[] {
  const out: ResultEntryDto[] = [];
  let prev = ZEROS;
  for (let seq = 1; seq <= n; seq++) {
    const committedAt = new Date(Date.UTC(2026, 5, 15, 12, 0, seq)).toISOString();
    const action = seq === 3 ? 'correct' : 'enter';
    const draw = `OH pick3 2026-06-${String(seq).padStart(2, '0')} midday`;
    const number = seq === 3 ? '999' : `${salt}${seq}`.padStart(3, '0').slice(-3);
    const replaced = seq === 3 ? '123' : null;
    const hash = sha(`${seq}|${committedAt}|${action}|${draw}|${number}|${replaced ?? ''}|${prev}`);
    out.push({ seq, committedAt, action, draw, number, replaced, prev, hash });
    prev = hash;
  }
  return out;
}

const resultsSource = (entries: ResultEntryDto[]) => ({
  head: async (): Promise<LedgerHeadDto> => ({ seq: entries.length, hash: entries.at(-1)?.hash ?? ZEROS, committedAt: entries.at(-1)?.committedAt ?? null }),
  page: async (after: number, limit: number) => entries.filter((e) => e.seq > after).slice(0, limit),
});

describe('checkResultsChain', () => {
  it('finds the results chain intact, and names an entry whose number was changed', async () => {
    expect(await checkResultsChain(resultsSource(resultsChain(700)))).toMatchObject({ entries: 700, failure: null });
    const changed = resultsChain(9).map((e) => (e.seq === 3 ? { ...e, replaced: '124' } : e));
    const r = await checkResultsChain({ ...resultsSource(resultsChain(9)), page: resultsSource(changed).page });
    expect(r.failure).toEqual({ seq: 3, reason: 'its hash does not match its seq, committedAt, action, draw, number, replaced and prev' });
  });
});

describe('heads seen before', () => {
  const at = new Date('2026-06-20T10:00:00Z');
  it('keeps the newest head of a chain that extends it, and names one rewritten behind its back', async () => {
    const first = await checkResultsChain(resultsSource(resultsChain(5)));
    const seen = afterCheck([], 'results', first, at);
    expect(seen).toEqual([{ chain: 'results', seq: 5, hash: first.head.hash, seenAt: at.toISOString() }]);

    // Grown by appends: extends what was seen; the newer head is kept instead.
    const grown = await checkResultsChain(resultsSource(resultsChain(8)));
    expect(rewrittenSince(seen, 'results', grown)).toEqual([]);
    expect(afterCheck(seen, 'results', grown, at)).toEqual([{ chain: 'results', seq: 8, hash: grown.head.hash, seenAt: at.toISOString() }]);
    // The sets' chain is another chain: nothing seen of it, nothing to compare.
    expect(rewrittenSince(seen, 'sets', grown)).toEqual([]);

    // Rewritten whole, every hash worked out again: intact on its own, but not what was seen.
    const rewrittenChain = await checkResultsChain(resultsSource(resultsChain(8, '7')));
    expect(rewrittenChain.failure).toBeNull();
    expect(rewrittenSince(seen, 'results', rewrittenChain)).toEqual([{ seen: seen[0], now: rewrittenChain.bySeq.get(5)!.hash }]);
    // The warning stays until the reader accepts the record as it is now.
    expect(afterCheck(seen, 'results', rewrittenChain, at)).toEqual(seen);
    expect(acceptHead(seen, 'results', rewrittenChain, at)).toEqual([{ chain: 'results', seq: 8, hash: rewrittenChain.head.hash, seenAt: at.toISOString() }]);

    // Cut short below what was seen: it no longer reaches that entry.
    const cut = await checkResultsChain(resultsSource(resultsChain(3)));
    expect(rewrittenSince(seen, 'results', cut)).toEqual([{ seen: seen[0], now: null }]);
    // A chain that fails before the head seen: the failure is named, the head beyond it not judged.
    const broken = resultsChain(8).map((e) => (e.seq === 2 ? { ...e, number: '555' } : e));
    const failed = await checkResultsChain({ ...resultsSource(resultsChain(8)), page: resultsSource(broken).page });
    expect(failed.failure?.seq).toBe(2);
    expect(rewrittenSince(seen, 'results', failed)).toEqual([]);
    expect(afterCheck(seen, 'results', failed, at)).toEqual(seen);
  });

  it('reads back what it wrote, and nothing from storage that holds something else', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    const heads = [{ chain: 'sets' as const, seq: 2, hash: 'a'.repeat(64), seenAt: at.toISOString() }];
    writeSeenHeads(heads, storage);
    expect(readSeenHeads(storage)).toEqual(heads);
    store.set('lp-seen-heads', '{"not":"a list"}');
    expect(readSeenHeads(storage)).toEqual([]);
    store.set('lp-seen-heads', '[{"chain":"sets","seq":"2"}, 5]');
    expect(readSeenHeads(storage)).toEqual([]);
    store.set('lp-seen-heads', 'not json');
    expect(readSeenHeads(storage)).toEqual([]);
  });
});
