// The check of /track-record/verify against chains built here with node:crypto from the contract's
// definitions: intact, then each way a record can be rewritten, named at the right entry.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { LedgerEntryDto, LedgerHeadDto } from '@shared/ledger';
import { checkChain, type ChainSource } from './chain-check';

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
