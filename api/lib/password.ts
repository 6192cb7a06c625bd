// argon2id with the parameters of contract §4 (19 MiB, 2 passes). The hash runs on libuv's
// thread pool, never on the event loop; at most (cores - 1) hashes run at once, so a burst of
// logins queues among itself instead of taking every core from the requests of readers; and
// while the server is busy, a burst gets at most half of those cores (see `limited`).
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import argon2 from 'argon2';

const OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;
const MAX_CONCURRENT = Math.max(1, os.availableParallelism() - 1);

/** Above this share of time spent running JavaScript, the event loop counts as busy. */
const BUSY_LOOP = 0.5;

let running = 0;
const waiting: (() => void)[] = [];
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

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  const started = performance.now();
  try {
    return await work();
  } finally {
    // While readers keep the server busy and more hashes wait, a hash's core rests as long as
    // the hash took before the next one starts: a burst of logins then takes at most half a
    // core from the readers (npm run bench, "Hot-read p99 during logins"), and logins only
    // slow down while the server is under load.
    if (waiting.length > 0 && loopIsBusy()) await new Promise((r) => setTimeout(r, performance.now() - started));
    running--;
    waiting.shift()?.();
  }
}

export function hashPassword(password: string): Promise<string> {
  return limited(() => argon2.hash(password, OPTIONS));
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await limited(() => argon2.verify(hash, password));
  } catch {
    return false;
  }
}

// Verified against when the e-mail is unknown, so that answer takes as long as a wrong password.
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-0000');
  await verifyPassword(await dummyHash, password);
}
