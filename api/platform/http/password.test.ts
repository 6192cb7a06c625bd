import argon2 from 'argon2';
import { describe, expect, it } from 'vitest';
import { ServerBusyError } from './http-errors';
import { DUMMY_HASHES, HASH_COSTS, HASH_OPTIONS, HASH_QUEUE_LIMITS, hashPassword, hashesStarted, useHashCost, verifyPassword } from './password';

describe('password hashing', () => {
  it('hashes with the parameters in docs/security.md, "Passwords", and verifies', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await verifyPassword(hash, 'correct horse')).toBe(true);
    expect(await verifyPassword(hash, 'wrong horse')).toBe(false);
    expect(await verifyPassword('not a hash', 'anything')).toBe(false);
  });

  it('at PASSWORD_HASH_COST=lowest hashes with argon2id at its least work, and either cost verifies the other', async () => {
    const standard = await hashPassword('correct horse');
    useHashCost('lowest');
    try {
      const lowest = await hashPassword('correct horse');
      expect(lowest).toMatch(/^\$argon2id\$v=19\$m=8,p=1,t=1\$/);
      expect(await verifyPassword(lowest, 'correct horse')).toBe(true);
      expect(await verifyPassword(lowest, 'wrong horse')).toBe(false);
      expect(await verifyPassword(standard, 'correct horse')).toBe(true);
      useHashCost('standard');
      expect(await verifyPassword(lowest, 'correct horse')).toBe(true);
      expect(await hashPassword('correct horse')).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    } finally {
      useHashCost('standard');
    }
  });

  it("the unknown e-mail's stand-in hash costs what a real one does, at each cost", () => {
    // Same algorithm, memory and passes: verifying against it takes as long as against a user's.
    expect(argon2.needsRehash(DUMMY_HASHES.standard, HASH_OPTIONS)).toBe(false);
    for (const cost of ['standard', 'lowest'] as const) expect(argon2.needsRehash(DUMMY_HASHES[cost], HASH_COSTS[cost]), cost).toBe(false);
  });

  it('a full queue is a 503, never read as a wrong password', async () => {
    const count = HASH_QUEUE_LIMITS.slots + HASH_QUEUE_LIMITS.maxWaiting + 10;
    const before = hashesStarted();
    const results = await Promise.all(Array.from({ length: count }, (_, i) => verifyPassword(DUMMY_HASHES.standard, 'wrong', `source-${i}`).catch((err: unknown) => err)));
    const busy = results.filter((r) => r instanceof ServerBusyError);
    expect(busy.length).toBe(10);
    expect(results.filter((r) => r === false).length).toBe(count - 10);
    // What was refused never started a hash.
    expect(hashesStarted() - before).toBe(count - 10);
  }, 60_000);
});
