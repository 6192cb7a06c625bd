// A write that waits for another process's lock (docs/architecture.md, "Many writers at once"):
// a long import holds SQLite's one write lock for seconds. The waiting process keeps answering
// its other requests meanwhile (its event loop is free between tries for the lock), its write runs
// once the lock is let go, and a lock held past the wait fails the write with WriteConflictError
// (503 with Retry-After, api/app.ts), never a 500. On PostgreSQL the wait is for the row itself.
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { secrets } from '#db/schema';
import { WriteConflictError } from './types';
import { openDatabase } from './open';
import { createTestContext } from '../../test/harness';

const ctx = await createTestContext();
// A second connection to the same database, as another server process has.
const other = await openDatabase(ctx.database.url ?? ctx.database.target, { lockWaitMs: 400 });
afterAll(() => other.close());
await ctx.exec("insert into secrets (name, value, created_at) values ('lock-test', 'x', 0)");

const write = (db: typeof other, value: string) => db.write((tx) => tx.update(secrets).set({ value }).where(eq(secrets.name, 'lock-test')));

/** Holds a write on `db` open (its lock taken) until the answer's release is called. */
async function holding(db: typeof other) {
  let release!: () => void;
  let taken!: () => void;
  const isTaken = new Promise<void>((resolve) => (taken = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  const done = db.write(async (tx) => {
    await tx.update(secrets).set({ value: 'held' }).where(eq(secrets.name, 'lock-test'));
    taken();
    await released;
  });
  await isTaken;
  return { release, done };
}

/** How many turns a 10 ms timer had while `during` ran, and the longest the event loop went without one. */
async function loopTurns(during: () => Promise<unknown>): Promise<{ turns: number; longest: number }> {
  let last = Date.now();
  let longest = 0;
  let turns = 0;
  const timer = setInterval(() => {
    const now = Date.now();
    longest = Math.max(longest, now - last);
    last = now;
    turns++;
  }, 10);
  try {
    await during();
  } finally {
    clearInterval(timer);
  }
  return { turns, longest: Math.max(longest, Date.now() - last) };
}

describe('a write waiting for another connection', () => {
  it('leaves the event loop free while it waits, and runs once the lock is let go', async () => {
    const lock = await holding(other);
    let settled = false;
    const waiting = write(ctx.deps.db, 'second').then(() => (settled = true));
    const loop = await loopTurns(async () => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      expect(settled).toBe(false);
      lock.release();
      await lock.done;
      await waiting;
    });
    // A busy timeout of seconds held the whole process for as long as the lock was held (2 s here):
    // the timer had no turn in it. Free, it has a turn each 10 ms; a loaded machine may take some
    // of them, not most (the longest gap is said, not judged: it is the machine's).
    console.log(`lock wait: ${loop.turns} turns of the loop in the 2 s hold, the longest gap ${loop.longest} ms`);
    expect(loop.turns).toBeGreaterThan(20);
    expect(settled).toBe(true);
    expect(await ctx.rows("select value from secrets where name = 'lock-test'")).toEqual([{ value: 'second' }]);
  });

  it('fails with WriteConflictError when the lock is held past its wait (SQLite), or waits for the row (PostgreSQL)', async () => {
    const lock = await holding(ctx.deps.db);
    const waiting = write(other, 'third').then(
      () => 'written',
      (err: unknown) => err,
    );
    if (ctx.deps.db.engine === 'sqlite') {
      expect(await waiting).toBeInstanceOf(WriteConflictError);
      lock.release();
      await lock.done;
      expect(await ctx.rows("select value from secrets where name = 'lock-test'")).toEqual([{ value: 'held' }]);
    } else {
      await new Promise((resolve) => setTimeout(resolve, 600));
      lock.release();
      await lock.done;
      expect(await waiting).toBe('written');
      expect(await ctx.rows("select value from secrets where name = 'lock-test'")).toEqual([{ value: 'third' }]);
    }
  });
});
