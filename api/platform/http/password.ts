// argon2id with the parameters in docs/security.md, "Passwords" (19 MiB, 2 passes), or argon2's
// lowest cost where PASSWORD_HASH_COST=lowest (tests only; docs/runtime.md, "Settings"). The hash runs
// on libuv's thread pool, never on the event loop, from a bounded queue (docs/security.md,
// "The hashing queue", fair-queue.ts), one per server process: createPasswords() is built once, into the
// process's Deps (api/bootstrap.ts). At most (cores - 1) hashes run at once, so a burst of logins
// queues among itself instead of taking every core from the requests of readers; one address holds
// at most two places at once; an address without a recent failed login goes first, so a flood of
// wrong logins from many addresses delays a real sign-in by about one hash; and when the queue is
// full the answer is 503 with Retry-After.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import argon2 from 'argon2';
import { FairQueue, type FairQueueLimits } from './fair-queue';

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

const SLOTS = Math.max(1, os.availableParallelism() - 1);
/**
 * About 64 hashes of ~50 ms per slot and lane: what waits is done within a few seconds. One
 * address holds at most two places, running or waiting (docs/security.md, "The hashing queue").
 */
export const HASH_QUEUE_LIMITS = { slots: SLOTS, maxWaiting: 64 * SLOTS, maxPlacesPerSource: 2 } as const;

/** Where a hash is asked for when no client is: start-up, the admin CLI. */
export const SERVER_SOURCE = 'server';

/**
 * Verified against when the e-mail is unknown, so that answer takes as long as a wrong password:
 * a hash of nothing anyone knows, made once at each of HASH_COSTS (a test keeps them in step).
 */
export const DUMMY_HASHES: Record<HashCost, string> = {
  standard: '$argon2id$v=19$m=19456,p=1,t=2$thplBot+ijfWngSyCJggVQ$B/74OENhohfM53NE2ARY2blcnX9pMeaPR7w1Ry19iDw',
  lowest: '$argon2id$v=19$m=8,p=1,t=1$8H6YDFAkX0WW+3/zdjuyRw$57oGcoytccw8o3QIvElp7JKd4LtMOkGX4zvfMUmSHEk',
};

/** Above this share of time spent running JavaScript, the event loop counts as busy. */
const BUSY_LOOP = 0.5;

/** Who asks for a hash: the client's address, and whether it goes first (no recent failed login). */
export interface HashSource {
  address: string;
  priority?: boolean;
}

const sourceOf = (s: string | HashSource): HashSource => (typeof s === 'string' ? { address: s } : s);

/** Hashing through the queue. `source` is the client's address (and its lane): the queue takes sources in turn. */
export interface Passwords {
  hash(password: string, source?: string | HashSource): Promise<string>;
  /** False for a wrong password or an unreadable hash; a full queue throws 503 (nothing was checked). */
  verify(hash: string, password: string, source?: string | HashSource): Promise<boolean>;
  /** The unknown e-mail's stand-in check: as long as a wrong password's, answering nothing. */
  burn(password: string, source?: string | HashSource): Promise<void>;
  /** A login from `address` just failed: its hashes still waiting lose their priority (fair-queue.ts). */
  demote(address: string): void;
  /** How many hashes and verifications have started here (tests prove what did not hash). */
  started(): number;
  readonly limits: FairQueueLimits;
}

/**
 * The hashing of one process, at `cost` (PASSWORD_HASH_COST), with its own queue: api/bootstrap.ts
 * builds it once into the process's Deps, so every request of the process shares one queue.
 */
export function createPasswords(cost: HashCost = 'standard', limits: FairQueueLimits = HASH_QUEUE_LIMITS): Passwords {
  const options = HASH_COSTS[cost];
  const dummyHash = DUMMY_HASHES[cost];
  const queue = new FairQueue(limits);
  let started = 0;
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

  const verify = (hash: string, password: string, source: string | HashSource = SERVER_SOURCE) => paced(source, () => argon2.verify(hash, password).catch(() => false));
  return {
    limits,
    hash: (password, source = SERVER_SOURCE) => paced(source, () => argon2.hash(password, options)),
    verify,
    burn: async (password, source = SERVER_SOURCE) => {
      await verify(dummyHash, password, source);
    },
    demote: (address) => queue.demote(address),
    started: () => started,
  };
}
