// argon2id with the parameters in docs/security.md, "Passwords" (19 MiB, 2 passes), or argon2's
// lowest cost where PASSWORD_HASH_COST=lowest (tests only; docs/runtime.md, "Settings"). The hash runs
// on libuv's thread pool, never on the event loop, from a bounded queue (docs/security.md,
// "The hashing queue", fair-queue.ts): at most (cores - 1) hashes run at once, so a burst of logins
// queues among itself instead of taking every core from the requests of readers; one address holds
// at most two places at once; an address without a recent failed login goes first, so a flood of
// wrong logins from many addresses delays a real sign-in by about one hash; and when the queue is
// full the answer is 503 with Retry-After.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import argon2 from 'argon2';
import { FairQueue } from './fair-queue';

export const HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * What PASSWORD_HASH_COST chooses. `lowest` is argon2's least work (8 KiB, the reference
 * implementation's minimum for one lane, and one pass): a thousand times cheaper, for tests, whose
 * fixtures make hundreds of users; production refuses it (api/platform/config.ts). A hash keeps its
 * parameters, so either cost verifies a hash made at the other.
 */
export const HASH_COSTS = {
  standard: HASH_OPTIONS,
  lowest: { type: argon2.argon2id, memoryCost: 8, timeCost: 1, parallelism: 1 },
} as const;
export type HashCost = keyof typeof HASH_COSTS;
let hashOptions: (typeof HASH_COSTS)[HashCost] = HASH_OPTIONS;

const SLOTS = Math.max(1, os.availableParallelism() - 1);
/**
 * About 64 hashes of ~50 ms per slot and lane: what waits is done within a few seconds. One
 * address holds at most two places, running or waiting (docs/security.md, "The hashing queue").
 */
export const HASH_QUEUE_LIMITS = { slots: SLOTS, maxWaiting: 64 * SLOTS, maxPlacesPerSource: 2 } as const;
const queue = new FairQueue(HASH_QUEUE_LIMITS);

/** Where a hash is asked for when no client is: start-up, the admin CLI. */
export const SERVER_SOURCE = 'server';

/** Above this share of time spent running JavaScript, the event loop counts as busy. */
const BUSY_LOOP = 0.5;
let loopSample = performance.eventLoopUtilization();

/**
 * Whether requests kept the event loop busy since the last look. Sampled only when a hash ends,
 * so it costs nothing on the request path.
 */
function loopIsBusy(): boolean {
  const now = performance.eventLoopUtilization();
  const since = performance.eventLoopUtilization(now, loopSample);
  loopSample = now;
  return since.utilization > BUSY_LOOP;
}

let started = 0;
/** How many hashes and verifications have started in this process (tests prove what did not hash). */
export function hashesStarted(): number {
  return started;
}

/** Who asks for a hash: the client's address, and whether it goes first (no recent failed login). */
export interface HashSource {
  address: string;
  priority?: boolean;
}

const sourceOf = (s: string | HashSource): HashSource => (typeof s === 'string' ? { address: s } : s);

function paced<T>(from: string | HashSource, work: () => Promise<T>): Promise<T> {
  const source = sourceOf(from);
  return queue.run(
    source.address,
    async () => {
      started++;
      const t0 = performance.now();
      try {
        return await work();
      } finally {
        // While readers keep the server busy and more hashes wait, a hash's core rests as long as
        // the hash took before the slot passes on: a burst of logins then takes at most half a
        // core from the readers (npm run bench, "Hot-read p99 during logins"), and logins only
        // slow down while the server is under load. The queue's turns still decide who is next.
        if (queue.waiting > 0 && loopIsBusy()) await new Promise((r) => setTimeout(r, performance.now() - t0));
      }
    },
    { priority: source.priority, uncapped: source.address === SERVER_SOURCE },
  );
}

/** A login from `address` just failed: its hashes still waiting lose their priority (fair-queue.ts). */
export function demoteSource(address: string): void {
  queue.demote(address);
}

/** `source` is the client's address (and its lane): the queue takes sources in turn. */
export function hashPassword(password: string, source: string | HashSource = SERVER_SOURCE): Promise<string> {
  return paced(source, () => argon2.hash(password, hashOptions));
}

/** False for a wrong password or an unreadable hash; a full queue throws 503 (nothing was checked). */
export function verifyPassword(hash: string, password: string, source: string | HashSource = SERVER_SOURCE): Promise<boolean> {
  return paced(source, () => argon2.verify(hash, password).catch(() => false));
}

/**
 * Verified against when the e-mail is unknown, so that answer takes as long as a wrong password:
 * a hash of nothing anyone knows, made once at each of HASH_COSTS (a test keeps them in step).
 */
export const DUMMY_HASHES: Record<HashCost, string> = {
  standard: '$argon2id$v=19$m=19456,p=1,t=2$thplBot+ijfWngSyCJggVQ$B/74OENhohfM53NE2ARY2blcnX9pMeaPR7w1Ry19iDw',
  lowest: '$argon2id$v=19$m=8,p=1,t=1$8H6YDFAkX0WW+3/zdjuyRw$57oGcoytccw8o3QIvElp7JKd4LtMOkGX4zvfMUmSHEk',
};
let dummyHash = DUMMY_HASHES.standard;

/** The cost of every hash made from now on in this process: at start-up, from PASSWORD_HASH_COST. */
export function useHashCost(cost: HashCost): void {
  hashOptions = HASH_COSTS[cost];
  dummyHash = DUMMY_HASHES[cost];
}

export async function burnPasswordCheck(password: string, source: string | HashSource = SERVER_SOURCE): Promise<void> {
  await verifyPassword(dummyHash, password, source);
}
