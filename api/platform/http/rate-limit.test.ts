// The rate limits count in the database, so every server process shares them; these run them on
// a database of their own (the multi-process behaviour: api/reliability/processes.test.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '#db/client';
import { openDatabase } from '../db/open';
import { createTestDatabase } from '../../test/test-database';
import { fixedClock, MINUTE } from '../clock';
import { RateLimitedError } from './http-errors';
import { AttemptLimiter, beginAttempt, RateLimiter } from './rate-limit';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-limits-'));
const database = await createTestDatabase(dir);
const db = await openDatabase(database.target);
/** Another database in the same process, as another test file's (vitest runs several in one). */
const otherDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-limits-'));
const otherDatabase = await createTestDatabase(otherDir);
const otherDb = await openDatabase(otherDatabase.target);
afterAll(async () => {
  await db.close();
  await otherDb.close();
  await database.drop();
  await otherDatabase.drop();
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(otherDir, { recursive: true, force: true });
});
let n = 0;
/** A limiter of its own name, so tests do not share budgets. */
const limiter = (clock: ReturnType<typeof fixedClock>, limit: number) => new AttemptLimiter(db, clock, `attempts${++n}`, { limit, windowMs: 15 * MINUTE });

/** An attempt whose password check takes a few turns of the event loop, then says `right`. */
async function attempt(parts: [AttemptLimiter, string][], right: boolean): Promise<number> {
  try {
    const a = await beginAttempt(parts);
    await new Promise((r) => setTimeout(r, 2));
    await a.end(right ? 'right' : 'wrong');
    return right ? 200 : 401;
  } catch (err) {
    if (err instanceof RateLimitedError) return 429;
    throw err;
  }
}

describe('AttemptLimiter', () => {
  it('counts an attempt when it arrives: fifty wrong at once get five answers', async () => {
    const clock = fixedClock('2026-06-15T16:00:00Z');
    const perAccount = limiter(clock, 5);
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
    const perAccount = limiter(fixedClock('2026-06-15T16:00:00Z'), 5);
    const got = await Promise.all(Array.from({ length: 50 }, () => attempt([[perAccount, 'a@x']], true)));
    expect(got.every((s) => s === 200)).toBe(true);
  });

  it('lets waiting attempts in first come first: one arriving as a unit comes free does not overtake one that waits', async () => {
    // The database with its finished writes counted: each look at the budget is one.
    let writes = 0;
    const counted = Object.create(db, { write: { value: (...args: Parameters<Db['write']>) => db.write(...args).finally(() => writes++) } }) as Db;
    const perAccount = new AttemptLimiter(counted, fixedClock('2026-06-15T16:00:00Z'), `attempts${++n}`, { limit: 1, windowMs: 15 * MINUTE });
    const order: string[] = [];
    const begin = (name: string) => beginAttempt([[perAccount, 'a@x']]).then((a) => (order.push(name), a));
    const first = await begin('first');
    const waiting = begin('waiting');
    // Until the waiting one has looked and found the budget held, however long its write took.
    await vi.waitFor(() => expect(writes).toBe(2), { timeout: 10_000 });
    const ended = first.end('right');
    const late = begin('late');
    await ended;
    await (await Promise.race([waiting, late])).end('right');
    await Promise.all([waiting, late].map(async (a) => (await a).end('right')));
    expect(order).toEqual(['first', 'waiting', 'late']);
  });

  it('takes every budget or none, and a refusal by one leaves the others as they were', async () => {
    const clock = fixedClock('2026-06-15T16:00:00Z');
    const perAccount = limiter(clock, 5);
    const perAddress = limiter(clock, 3);
    const got = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        attempt(
          [
            [perAccount, `user${i}`],
            [perAddress, 'addr'],
          ],
          false,
        ),
      ),
    );
    expect(got.filter((s) => s !== 429)).toHaveLength(3);
    // The accounts tried spent one unit each at most; another address may still try them.
    expect(
      await attempt(
        [
          [perAccount, 'user0'],
          [perAddress, 'other'],
        ],
        true,
      ),
    ).toBe(200);
  });

  it('forgives an account its failures once the owner gets in', async () => {
    const perAccount = limiter(fixedClock('2026-06-15T16:00:00Z'), 2);
    expect(await attempt([[perAccount, 'a']], false)).toBe(401);
    expect(await attempt([[perAccount, 'a']], true)).toBe(200);
    expect(await attempt([[perAccount, 'a']], false)).toBe(401);
    expect(await attempt([[perAccount, 'a']], false)).toBe(401);
    expect(await attempt([[perAccount, 'a']], true)).toBe(429);
  });

  it('gives the unit back when the attempt ends without a check', async () => {
    const perAccount = limiter(fixedClock('2026-06-15T16:00:00Z'), 1);
    const a = await beginAttempt([[perAccount, 'a']]);
    await a.end('unchecked');
    await a.end('wrong'); // a second end changes nothing
    expect(await attempt([[perAccount, 'a']], true)).toBe(200);
  });

  it("keeps each database's line apart: an attempt on another database waits for none of this one's", async () => {
    const clock = fixedClock('2026-06-15T16:00:00Z');
    const name = `attempts${++n}`;
    const here = new AttemptLimiter(db, clock, name, { limit: 1, windowMs: 15 * MINUTE });
    const there = new AttemptLimiter(otherDb, clock, name, { limit: 1, windowMs: 15 * MINUTE });
    const holding = await beginAttempt([[here, 'a']]);
    // First in line here until `holding` ends.
    const waiting = beginAttempt([[here, 'a']]);
    // The same limit and key on the other database: a budget and a line of its own. (Waiting in
    // this one's line would never end while `holding` is held: ten seconds tell the two apart.)
    const elsewhere = await Promise.race([beginAttempt([[there, 'a']]), new Promise<'waited'>((r) => setTimeout(() => r('waited'), 10_000))]);
    expect(elsewhere).not.toBe('waited');
    if (elsewhere !== 'waited') await elsewhere.end('right');
    await holding.end('right');
    await (await waiting).end('right');
  });

  it('lets go of the units of an attempt that never ends (its process died) once their lease is over', async () => {
    const clock = fixedClock('2026-06-15T16:00:00Z');
    const perAccount = limiter(clock, 1);
    await beginAttempt([[perAccount, 'a']]);
    clock.advance(31_000);
    expect(await attempt([[perAccount, 'a']], true)).toBe(200);
  });
});

describe('RateLimiter', () => {
  it('counts every event in its window, answers 429 with the time left beyond the limit, and starts again after', async () => {
    const clock = fixedClock('2026-06-15T16:00:00Z');
    const perAddress = new RateLimiter(db, clock, 'events', { limit: 3, windowMs: 10 * MINUTE });
    const got = await Promise.all(
      Array.from({ length: 10 }, () =>
        perAddress.take('addr').then(
          () => 200,
          (e: RateLimitedError) => e.retryAfterSeconds,
        ),
      ),
    );
    expect(got.filter((s) => s === 200)).toHaveLength(3);
    expect(got.filter((s) => s === 600)).toHaveLength(7);
    await perAddress.take('another address');
    clock.advance(10 * MINUTE);
    await perAddress.take('addr');
  });
});
