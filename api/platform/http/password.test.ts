import argon2 from 'argon2';
import { describe, expect, it } from 'vitest';
import { ServerBusyError } from './http-errors';
import { createPasswords, DUMMY_HASHES, HASH_COSTS, HASH_OPTIONS, HASH_QUEUE_LIMITS } from './password';

// Each built as a server process builds its own (api/bootstrap.ts): nothing one does reaches the other.
const standard = createPasswords('standard');
const lowest = createPasswords('lowest');

describe('password hashing', () => {
  it('hashes with the parameters in docs/security.md, "Passwords", and verifies', async () => {
    const hash = await standard.hash('correct horse');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await standard.verify(hash, 'correct horse')).toBe(true);
    expect(await standard.verify(hash, 'wrong horse')).toBe(false);
    expect(await standard.verify('not a hash', 'anything')).toBe(false);
  });

  it('at PASSWORD_HASH_COST=lowest hashes with argon2id at its least work, and either cost verifies the other', async () => {
    const strong = await standard.hash('correct horse');
    const cheap = await lowest.hash('correct horse');
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=8,p=1,t=1\$/);
    expect(await lowest.verify(cheap, 'correct horse')).toBe(true);
    expect(await lowest.verify(cheap, 'wrong horse')).toBe(false);
    expect(await lowest.verify(strong, 'correct horse')).toBe(true);
    expect(await standard.verify(cheap, 'correct horse')).toBe(true);
    // The other's cost never became this one's.
    expect(await standard.hash('correct horse')).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
  });

  it("the unknown e-mail's stand-in hash costs what a real one does, at each cost", async () => {
    // Same algorithm, memory and passes: verifying against it takes as long as against a user's.
    expect(argon2.needsRehash(DUMMY_HASHES.standard, HASH_OPTIONS)).toBe(false);
    for (const cost of ['standard', 'lowest'] as const) expect(argon2.needsRehash(DUMMY_HASHES[cost], HASH_COSTS[cost]), cost).toBe(false);
    // burn() is one verification (through the queue, counted), and it answers nothing.
    const before = lowest.started();
    await expect(lowest.burn('anything', 'stand-in')).resolves.toBeUndefined();
    expect(lowest.started() - before).toBe(1);
  });

  it('a full queue is a 503, never read as a wrong password', async () => {
    const passwords = createPasswords('lowest');
    expect(passwords.limits).toBe(HASH_QUEUE_LIMITS);
    const count = HASH_QUEUE_LIMITS.slots + HASH_QUEUE_LIMITS.maxWaiting + 10;
    const results = await Promise.all(Array.from({ length: count }, (_, i) => passwords.verify(DUMMY_HASHES.lowest, 'wrong', `source-${i}`).catch((err: unknown) => err)));
    const busy = results.filter((r) => r instanceof ServerBusyError);
    expect(busy.length).toBe(10);
    expect(results.filter((r) => r === false).length).toBe(count - 10);
    // What was refused never started a hash.
    expect(passwords.started()).toBe(count - 10);
  }, 60_000);

  it('two are two queues: one full leaves the other free, and each counts only its own hashes', async () => {
    const limits = { slots: 1, maxWaiting: 2, maxPlacesPerSource: 2 };
    const full = createPasswords('lowest', limits);
    const other = createPasswords('lowest', limits);
    const flood = Array.from({ length: 5 }, (_, i) => full.verify(DUMMY_HASHES.lowest, 'wrong', `flood-${i}`).catch((err: unknown) => err));
    // While `full` refuses, `other` checks at once.
    await expect(full.verify(DUMMY_HASHES.lowest, 'wrong', 'late')).rejects.toBeInstanceOf(ServerBusyError);
    expect(await other.verify(DUMMY_HASHES.lowest, 'wrong', 'late')).toBe(false);
    const results = await Promise.all(flood);
    expect(results.filter((r) => r instanceof ServerBusyError).length).toBe(2);
    expect(full.started()).toBe(3);
    expect(other.started()).toBe(1);
  });
});
