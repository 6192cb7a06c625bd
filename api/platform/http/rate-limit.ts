// Rate limits kept in the database, so every server process counts against the same budget
// (five wrong logins are five, whichever processes answered them). One row per limit and key
// (`rate_limits`), changed by one small transaction per event. Those commits are not made
// durable on their own (WriteOptions.durable): a counter lost with the machine's power costs
// nothing, while waiting for the disk on every login attempt would. A count is one conditional
// upsert; an attempt's unit is taken with the budget's rows locked (two statements: every
// login's write waits behind a flood's, so each statement less counts); a transaction that changes
// several keys goes through them in key order, so two cannot deadlock (docs/architecture.md,
// "Many writers at once").
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db, Queryable, Tx } from '#db/client';
import { rateLimits } from '#db/schema-shared';
import type { Clock } from '../clock';
import { RateLimitedError } from './http-errors';

/** The row of limit `name` counting for `key` (an address, an account id, an e-mail). */
export const limitKey = (name: string, key: string) => `${name}:${key}`;

/** Deletes the counts kept under `keys` (limitKey's): deleting an account forgets those counted by its address. */
export async function forgetLimits(tx: Tx, keys: readonly string[]): Promise<void> {
  if (keys.length > 0) await tx.delete(rateLimits).where(inArray(rateLimits.key, [...keys]));
}

export interface Window {
  limit: number;
  windowMs: number;
}

/** How long an attempt in flight may hold its unit: one that never ends (its process died) lets go after this. */
export const IN_FLIGHT_LEASE_MS = 30_000;
/**
 * How often the first attempt in line looks again by itself. An attempt ending in this process
 * wakes it at once; the look is for attempts ending in other processes.
 */
const WAIT_POLL_MS = 100;

/**
 * This process's attempts on each key of a database: `last`, the last in line, first come first
 * (only the first in line looks at the database, so one that waits is not overtaken by attempts
 * arriving after it); `waiting`, the first in line waiting for an attempt in flight to end. Kept
 * per database, as the budgets are: a process with two (the tests') never mixes their lines.
 */
interface Lines {
  last: Map<string, Promise<void>>;
  waiting: Map<string, Set<() => void>>;
}
const linesByDb = new WeakMap<Db, Lines>();

function linesOf(db: Db): Lines {
  let lines = linesByDb.get(db);
  if (!lines) {
    lines = { last: new Map(), waiting: new Map() };
    linesByDb.set(db, lines);
  }
  return lines;
}

/** Runs `fn` once every attempt of this process that came earlier on any of `keys` has run its own. */
async function inLine<T>({ last }: Lines, keys: readonly string[], fn: () => Promise<T>): Promise<T> {
  let leave!: () => void;
  const done = new Promise<void>((resolve) => (leave = resolve));
  const ahead = keys.map((k) => last.get(k));
  for (const k of keys) last.set(k, done);
  try {
    await Promise.all(ahead);
    return await fn();
  } finally {
    leave();
    for (const k of keys) if (last.get(k) === done) last.delete(k);
  }
}

function waitForEnd({ waiting }: Lines, keys: readonly string[]): Promise<void> {
  return new Promise((resolve) => {
    const wake = () => {
      clearTimeout(timer);
      for (const k of keys) {
        const set = waiting.get(k);
        set?.delete(wake);
        if (set?.size === 0) waiting.delete(k);
      }
      resolve();
    };
    const timer = setTimeout(wake, WAIT_POLL_MS);
    for (const k of keys) {
      const set = waiting.get(k) ?? new Set();
      set.add(wake);
      waiting.set(k, set);
    }
  });
}

function wakeWaiters({ waiting }: Lines, keys: readonly string[]) {
  for (const k of keys) for (const wake of [...(waiting.get(k) ?? [])]) wake();
}

const secondsUntil = (at: number, now: number) => Math.max(1, Math.ceil((at - now) / 1000));

type Row = typeof rateLimits.$inferSelect;

async function rowOf(db: Queryable, key: string): Promise<Row | undefined> {
  return (await db.select().from(rateLimits).where(eq(rateLimits.key, key)).limit(1))[0];
}

/**
 * The rows of `keys`, locked until the write commits, in one statement: an upsert that makes a
 * missing row (counting nothing: a window that has passed stands for an empty budget) and
 * otherwise rewrites a row as it is, which locks it as an UPDATE does, in key order.
 */
async function lockedRows(tx: Tx, keys: readonly string[], now: number): Promise<Map<string, Row>> {
  const rows = await tx
    .insert(rateLimits)
    .values([...new Set(keys)].sort().map((key) => ({ key, count: 0, resetAt: now })))
    .onConflictDoUpdate({ target: rateLimits.key, set: { count: sql`${rateLimits.count}` } })
    .returning();
  return new Map(rows.map((r) => [r.key, r]));
}

/** A row's figures as they stand at `now`: a window that has passed counts nothing, a lease that has passed holds nothing. */
function live(row: Row | undefined, now: number, windowMs: number) {
  const current = row !== undefined && row.resetAt > now;
  return {
    count: current ? row.count : 0,
    resetAt: current ? row.resetAt : now + windowMs,
    inFlight: row !== undefined && row.inFlightUntil > now ? row.inFlight : 0,
  };
}

/** Adds `n` to the count of `key`'s window, starting a new window when the last has passed. */
function addToWindow(tx: Tx, key: string, n: number, now: number, windowMs: number) {
  const fresh = sql`${rateLimits.resetAt} <= ${now}`;
  return tx
    .insert(rateLimits)
    .values({ key, count: n, resetAt: now + windowMs })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${fresh} then ${n} else ${rateLimits.count} + ${n} end`,
        resetAt: sql`case when ${fresh} then ${now + windowMs} else ${rateLimits.resetAt} end`,
      },
    });
}

/** Counts events per key in a fixed window (registrations, reset e-mails, contact messages). */
export class RateLimiter {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    readonly name: string,
    readonly window: Window,
  ) {}

  private key(key: string) {
    return limitKey(this.name, key);
  }

  /** Counts one event for `key`; 429 once the window holds more than the limit. */
  async take(key: string): Promise<void> {
    const now = this.clock.now();
    const [row] = await this.db.write((tx) => addToWindow(tx, this.key(key), 1, now, this.window.windowMs).returning({ count: rateLimits.count, resetAt: rateLimits.resetAt }), {
      durable: false,
    });
    if (row.count > this.window.limit) throw new RateLimitedError(secondsUntil(row.resetAt, now));
  }

  /** Whether `key` has used up its window, without counting (429 if so). */
  async check(key: string): Promise<void> {
    const now = this.clock.now();
    const l = live(await rowOf(this.db, this.key(key)), now, this.window.windowMs);
    if (l.count >= this.window.limit) throw new RateLimitedError(secondsUntil(l.resetAt, now));
  }

  async reset(key: string): Promise<void> {
    await this.db.write((tx) => tx.delete(rateLimits).where(eq(rateLimits.key, this.key(key))), { durable: false });
  }
}

/**
 * Failed password attempts per key in a fixed window, counted when an attempt ARRIVES
 * (docs/security.md, "Abuse limits"): an attempt holds one unit of the budget while its password is
 * checked; a wrong password keeps the unit, a right one gives it back. So fifty wrong passwords
 * sent at once at a budget of five get five answers and forty-five 429s, while right passwords sent
 * at once all get in: an attempt that finds the rest of the budget held by attempts in flight waits
 * for their outcome instead of being refused. Use through `beginAttempt`.
 */
export class AttemptLimiter {
  constructor(
    readonly db: Db,
    readonly clock: Clock,
    readonly name: string,
    readonly window: Window,
  ) {}

  key(key: string) {
    return limitKey(this.name, key);
  }

  /** The failures counted for `key` in its current window. */
  async failuresOf(key: string): Promise<number> {
    return live(await rowOf(this.db, this.key(key)), this.clock.now(), this.window.windowMs).count;
  }
}

/**
 * How an attempt ended: a wrong password keeps its unit of every budget; a right one gives it
 * back and forgives the first budget (the account's) its failures, since the owner got in; one
 * that checked nothing gives its units back.
 */
export type Outcome = 'wrong' | 'right' | 'unchecked';

export interface Attempt {
  /** Ends the attempt. Later calls do nothing. */
  end(outcome: Outcome): Promise<void>;
  /** The failures each budget had counted when the attempt was let in. */
  failures: number[];
}

/**
 * Takes one unit of each budget for an attempt that has just arrived, all or none: 429 when
 * failures alone have used up any of them; when attempts in flight hold the rest, waits for them.
 */
export async function beginAttempt(parts: [AttemptLimiter, string][]): Promise<Attempt> {
  const { db, clock } = parts[0][0];
  const keys = parts.map(([limiter, key]) => limiter.key(key));
  const lines = linesOf(db);
  let failures: number[] = [];
  await inLine(lines, keys, async () => {
    for (;;) {
      const outcome = await db.write(
        async (tx): Promise<'granted' | 'wait' | number> => {
          const now = clock.now();
          // Locked: two attempts at once cannot both take the last unit.
          const rows = await lockedRows(tx, keys, now);
          const budgets = parts.map(([limiter], i) => live(rows.get(keys[i]), now, limiter.window.windowMs));
          const refusedFor = Math.max(0, ...budgets.map((b, i) => (b.count >= parts[i][0].window.limit ? secondsUntil(b.resetAt, now) : 0)));
          if (refusedFor > 0) return refusedFor;
          if (budgets.some((b, i) => b.count + b.inFlight >= parts[i][0].window.limit)) return 'wait';
          failures = budgets.map((b) => b.count);
          // Every budget's unit in one statement: the rows are this transaction's already.
          await tx
            .insert(rateLimits)
            .values(budgets.map((b, i) => ({ key: keys[i], count: b.count, resetAt: b.resetAt, inFlight: b.inFlight + 1, inFlightUntil: now + IN_FLIGHT_LEASE_MS })))
            .onConflictDoUpdate({
              target: rateLimits.key,
              set: {
                count: sql.raw('excluded.count'),
                resetAt: sql.raw('excluded.reset_at'),
                inFlight: sql.raw('excluded.in_flight'),
                inFlightUntil: sql.raw('excluded.in_flight_until'),
              },
            });
          return 'granted';
        },
        { durable: false },
      );
      if (typeof outcome === 'number') throw new RateLimitedError(outcome);
      if (outcome === 'granted') return;
      await waitForEnd(lines, keys);
    }
  });
  let ended = false;
  return {
    failures,
    async end(outcome) {
      if (ended) return;
      ended = true;
      await db.write(
        async (tx) => {
          for (const [i, key] of [...keys.entries()].sort((a, b) => (a[1] < b[1] ? -1 : 1))) {
            const inFlight = sql`case when ${rateLimits.inFlight} > 0 then ${rateLimits.inFlight} - 1 else 0 end`;
            const count = outcome === 'wrong' ? sql`${rateLimits.count} + 1` : outcome === 'right' && i === 0 ? 0 : undefined;
            await tx.update(rateLimits).set({ inFlight, count }).where(eq(rateLimits.key, key));
          }
        },
        { durable: false },
      );
      wakeWaiters(lines, keys);
    },
  };
}

/** Refusals waiting to be counted, per database: written together at the end of this turn. */
const refusals = new WeakMap<Db, { counts: Map<string, { n: number; windowMs: number }>; written: Promise<void> }>();

/**
 * Counts an attempt refused as it arrived, before any unit was taken, as a failure of each
 * budget. Every refusal of the same turn of the event loop is counted by one write: a flood turned
 * away at the door costs a write per turn, not one per request, and keeps the write queue free for
 * the attempts let in.
 */
export function countRefused(parts: [AttemptLimiter, string][]): Promise<void> {
  const { db, clock } = parts[0][0];
  let batch = refusals.get(db);
  if (!batch) {
    const counts = new Map<string, { n: number; windowMs: number }>();
    const written = new Promise<void>((resolve, reject) =>
      setImmediate(() => {
        refusals.delete(db);
        const now = clock.now();
        db.write(
          async (tx) => {
            for (const [key, { n, windowMs }] of [...counts].sort((a, b) => (a[0] < b[0] ? -1 : 1))) await addToWindow(tx, key, n, now, windowMs);
          },
          { durable: false },
        ).then(resolve, reject);
      }),
    );
    batch = { counts, written };
    refusals.set(db, batch);
  }
  for (const [limiter, key] of parts) {
    const k = limiter.key(key);
    const c = batch.counts.get(k);
    batch.counts.set(k, { n: (c?.n ?? 0) + 1, windowMs: limiter.window.windowMs });
  }
  return batch.written;
}
