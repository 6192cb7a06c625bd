import { describe, expect, it } from 'vitest';
import { fixedClock, MINUTE } from './clock';
import { RateLimitedError } from './http-errors';
import { AttemptLimiter, beginAttempt } from './rate-limit';

/** An attempt whose password check takes a few turns of the event loop, then says `right`. */
async function attempt(parts: [AttemptLimiter, string][], right: boolean): Promise<number> {
  try {
    const a = await beginAttempt(parts);
    await new Promise((r) => setTimeout(r, 2));
    a.end(!right);
    return right ? 200 : 401;
  } catch (err) {
    if (err instanceof RateLimitedError) return 429;
    throw err;
  }
}

describe('AttemptLimiter', () => {
  it('counts an attempt when it arrives: fifty wrong at once get five answers', async () => {
    const clock = fixedClock('2026-06-15T16:00:00Z');
    const perAccount = new AttemptLimiter(clock, 5, 15 * MINUTE);
    const got = await Promise.all(Array.from({ length: 50 }, () => attempt([[perAccount, 'a@x']], false)));
    expect(got.filter((s) => s !== 429)).toHaveLength(5);
    // The right password too is refused until the window passes, with the time left.
    const refused = await beginAttempt([[perAccount, 'a@x']]).catch((e) => e);
    expect(refused).toBeInstanceOf(RateLimitedError);
    expect(refused.retryAfterSeconds).toBe(15 * 60);
    clock.advance(15 * MINUTE);
    expect(await attempt([[perAccount, 'a@x']], true)).toBe(200);
  });

  it('lets fifty right passwords at once all in: they wait for the attempts in flight instead of being refused', async () => {
    const perAccount = new AttemptLimiter(fixedClock('2026-06-15T16:00:00Z'), 5, 15 * MINUTE);
    const got = await Promise.all(Array.from({ length: 50 }, () => attempt([[perAccount, 'a@x']], true)));
    expect(got.every((s) => s === 200)).toBe(true);
  });

  it('takes every budget or none, and a refusal by one leaves the others as they were', async () => {
    const clock = fixedClock('2026-06-15T16:00:00Z');
    const perAccount = new AttemptLimiter(clock, 5, 15 * MINUTE);
    const perAddress = new AttemptLimiter(clock, 3, 15 * MINUTE);
    const got = await Promise.all(Array.from({ length: 20 }, (_, i) => attempt([[perAccount, `user${i}`], [perAddress, 'addr']], false)));
    expect(got.filter((s) => s !== 429)).toHaveLength(3);
    // The accounts tried spent one unit each at most; another address may still try them.
    expect(await attempt([[perAccount, 'user0'], [perAddress, 'other']], true)).toBe(200);
  });

  it('forgives an account its failures once the owner gets in', async () => {
    const perAccount = new AttemptLimiter(fixedClock('2026-06-15T16:00:00Z'), 2, 15 * MINUTE);
    expect(await attempt([[perAccount, 'a']], false)).toBe(401);
    perAccount.forgive('a');
    expect(await attempt([[perAccount, 'a']], false)).toBe(401);
    expect(await attempt([[perAccount, 'a']], false)).toBe(401);
    expect(await attempt([[perAccount, 'a']], true)).toBe(429);
  });

  it('gives the unit back when the attempt ends without a check', async () => {
    const perAccount = new AttemptLimiter(fixedClock('2026-06-15T16:00:00Z'), 1, 15 * MINUTE);
    const a = await beginAttempt([[perAccount, 'a']]);
    a.end(false);
    a.end(true); // a second end changes nothing
    expect(await attempt([[perAccount, 'a']], true)).toBe(200);
  });
});
