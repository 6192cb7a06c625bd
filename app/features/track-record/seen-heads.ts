// The heads this browser saw at its earlier checks of /track-record/verify (docs/ledger.md,
// "Heads seen before"). A chain that checks out from its first entry can still have been rewritten
// whole, every hash worked out again by whoever holds the database; only someone who kept an
// earlier head sees that. The page keeps each chain's newest head it found intact, and a later
// chain that no longer holds that hash at that entry was rewritten after it was seen.
import type { ChainWalk } from './chain-check';

export type ChainName = 'sets' | 'results';

export interface SeenHead {
  chain: ChainName;
  seq: number;
  hash: string;
  /** When this browser saw it: ISO. */
  seenAt: string;
}

const KEY = 'lp-seen-heads';

const isSeenHead = (v: unknown): v is SeenHead => {
  const h = v as Partial<SeenHead> | null;
  return (
    typeof h === 'object' && h !== null && (h.chain === 'sets' || h.chain === 'results') && Number.isInteger(h.seq) && typeof h.hash === 'string' && typeof h.seenAt === 'string'
  );
};

/** The heads kept in this browser; none where storage is off or holds something else. */
export function readSeenHeads(storage: Pick<Storage, 'getItem'> = localStorage): SeenHead[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isSeenHead) : [];
  } catch {
    return [];
  }
}

export function writeSeenHeads(heads: SeenHead[], storage: Pick<Storage, 'setItem'> = localStorage): void {
  try {
    storage.setItem(KEY, JSON.stringify(heads));
  } catch {
    // Storage full or off: the page still checks, it only cannot remember.
  }
}

/** A head seen before that `walk` does not extend, and what the chain holds at its entry now. */
export interface Rewritten {
  seen: SeenHead;
  /** The hash the chain now has at that entry; null when it no longer reaches it. */
  now: string | null;
}

/**
 * The heads of `chain` seen before that the chain just checked does not hold. A head beyond an
 * entry that fails is not judged: the failure is named already, and what follows it is unread.
 */
export function rewrittenSince(seen: readonly SeenHead[], chain: ChainName, walk: ChainWalk<{ hash: string }>): Rewritten[] {
  const differs = (s: SeenHead) => {
    const now = walk.bySeq.get(s.seq);
    return now ? now.hash !== s.hash : walk.failure === null;
  };
  return seen.filter((s) => s.chain === chain && differs(s)).map((s) => ({ seen: s, now: walk.bySeq.get(s.seq)?.hash ?? null }));
}

/**
 * What to keep after a check of `chain`: its head, when the chain checked out and extends every
 * head of it seen before (an intact chain that holds the newest holds every earlier one); the
 * heads seen before, unchanged, when it does not, so the page keeps saying so.
 */
export function afterCheck(seen: readonly SeenHead[], chain: ChainName, walk: ChainWalk<{ hash: string }>, now: Date): SeenHead[] {
  if (walk.failure !== null || walk.head.seq === 0 || rewrittenSince(seen, chain, walk).length > 0) return [...seen];
  return [...seen.filter((s) => s.chain !== chain), { chain, seq: walk.head.seq, hash: walk.head.hash, seenAt: now.toISOString() }];
}

/** Forgets what this browser saw of `chain` and keeps its current head instead: the reader accepts the record as it is now. */
export function acceptHead(seen: readonly SeenHead[], chain: ChainName, walk: ChainWalk<{ hash: string }>, now: Date): SeenHead[] {
  const rest = seen.filter((s) => s.chain !== chain);
  return walk.failure === null && walk.head.seq > 0 ? [...rest, { chain, seq: walk.head.seq, hash: walk.head.hash, seenAt: now.toISOString() }] : rest;
}
