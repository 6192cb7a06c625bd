// The results' public chain as a reader checks it (docs/ledger.md, "Results"), for the tests of
// results and the chain.
import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import type { TestContext } from './harness';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

export interface ResultEntry {
  seq: number;
  committedAt: string;
  action: string;
  draw: string;
  number: string;
  replaced: string | null;
  prev: string;
  hash: string;
}

/** The whole chain, each entry checked as docs/ledger.md tells a reader to (its hash, its link), and the head against it. */
export async function checkedResultsChain(ctx: Pick<TestContext, 'call'>): Promise<ResultEntry[]> {
  const entries = (await ctx.call('GET', '/api/ledger/results?limit=500')).json as ResultEntry[];
  let prev = '0'.repeat(64);
  entries.forEach((e, i) => {
    expect(e.seq).toBe(i + 1);
    expect(e.prev).toBe(prev);
    expect(sha256(`${e.seq}|${e.committedAt}|${e.action}|${e.draw}|${e.number}|${e.replaced ?? ''}|${e.prev}`)).toBe(e.hash);
    prev = e.hash;
  });
  const head = (await ctx.call('GET', '/api/ledger/results/head')).json;
  expect(head).toEqual(entries.length ? { seq: entries.at(-1)!.seq, hash: prev, committedAt: entries.at(-1)!.committedAt } : { seq: 0, hash: prev, committedAt: null });
  return entries;
}
