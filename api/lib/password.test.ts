import argon2 from 'argon2';
import { describe, expect, it } from 'vitest';
import { ServerBusyError } from './http-errors';
import { DUMMY_HASH, HASH_OPTIONS, HASH_QUEUE_LIMITS, hashPassword, hashesStarted, verifyPassword } from './password';

describe('password hashing', () => {
  it('hashes with the parameters in docs/security.md, "Passwords", and verifies', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await verifyPassword(hash, 'correct horse')).toBe(true);
    expect(await verifyPassword(hash, 'wrong horse')).toBe(false);
    expect(await verifyPassword('not a hash', 'anything')).toBe(false);
  });

  it("the unknown e-mail's stand-in hash costs what a real one does", () => {
    // Same algorithm, memory and passes: verifying against it takes as long as against a user's.
    expect(argon2.needsRehash(DUMMY_HASH, HASH_OPTIONS)).toBe(false);
  });

  it('a full queue is a 503, never read as a wrong password', async () => {
    const count = HASH_QUEUE_LIMITS.slots + HASH_QUEUE_LIMITS.maxWaiting + 10;
    const before = hashesStarted();
    const results = await Promise.all(
      Array.from({ length: count }, (_, i) => verifyPassword(DUMMY_HASH, 'wrong', `source-${i}`).catch((err: unknown) => err)),
    );
    const busy = results.filter((r) => r instanceof ServerBusyError);
    expect(busy.length).toBe(10);
    expect(results.filter((r) => r === false).length).toBe(count - 10);
    // What was refused never started a hash.
    expect(hashesStarted() - before).toBe(count - 10);
  }, 60_000);
});
