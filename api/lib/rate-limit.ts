import { RateLimitedError } from './http-errors';
import type { Clock } from './clock';

/**
 * Counts events per key in a fixed window. In memory: one server process holds all counters
 * (docs/operations.md says what to change when there are several).
 */
export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly clock: Clock,
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  /** Throws 429 when `key` has used up its window. */
  check(key: string): void {
    const entry = this.live(key);
    if (entry && entry.count >= this.limit) {
      throw new RateLimitedError(Math.max(1, Math.ceil((entry.resetAt - this.clock.now()) / 1000)));
    }
  }

  record(key: string): void {
    const now = this.clock.now();
    const entry = this.live(key);
    if (entry) entry.count += 1;
    else this.hits.set(key, { count: 1, resetAt: now + this.windowMs });
    if (this.hits.size > 50_000) this.sweep();
  }

  /** check + record in one step, for limits on every attempt (not only failures). */
  take(key: string): void {
    this.check(key);
    this.record(key);
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private live(key: string) {
    const entry = this.hits.get(key);
    if (entry && entry.resetAt <= this.clock.now()) {
      this.hits.delete(key);
      return undefined;
    }
    return entry;
  }

  private sweep() {
    const now = this.clock.now();
    for (const [k, v] of this.hits) if (v.resetAt <= now) this.hits.delete(k);
  }
}

interface Budget {
  failures: number;
  /** Attempts that arrived and whose password is still being checked. */
  inFlight: number;
  resetAt: number;
  waiters: (() => void)[];
}

/**
 * Failed password attempts per key in a fixed window, counted when an attempt ARRIVES (contract
 * §11): an attempt holds one unit of the budget while its password is checked; a wrong password
 * keeps the unit, a right one gives it back. So fifty wrong passwords sent at once at a budget
 * of five get five answers and forty-five 429s, while right passwords sent at once all get in:
 * an attempt that finds the rest of the budget held by attempts in flight waits for their
 * outcome instead of being refused. Use through `beginAttempt`.
 */
export class AttemptLimiter {
  private readonly budgets = new Map<string, Budget>();

  constructor(
    private readonly clock: Clock,
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  /** The budget of `key` in the current window (made on first use). */
  budget(key: string): Budget {
    const now = this.clock.now();
    let b = this.budgets.get(key);
    if (b && b.resetAt <= now) {
      b.failures = 0;
      b.resetAt = now + this.windowMs;
    }
    if (!b) {
      if (this.budgets.size >= 50_000) this.sweep(now);
      b = { failures: 0, inFlight: 0, resetAt: now + this.windowMs, waiters: [] };
      this.budgets.set(key, b);
    }
    return b;
  }

  /** Seconds until `key` may try again when its failures used up the budget, else 0. */
  refusedForSeconds(key: string): number {
    const b = this.budget(key);
    return b.failures >= this.limit ? Math.max(1, Math.ceil((b.resetAt - this.clock.now()) / 1000)) : 0;
  }

  /** Resolves when an attempt in flight on `key` ends (or the window moves on). */
  waitFor(key: string): Promise<void> {
    return new Promise((resolve) => this.budget(key).waiters.push(resolve));
  }

  release(key: string, failed: boolean): void {
    const b = this.budget(key);
    b.inFlight -= 1;
    if (failed) b.failures += 1;
    this.wake(key, b);
  }

  /** Forgets the failures of `key` (the owner got in); attempts in flight keep their units. */
  forgive(key: string): void {
    const b = this.budgets.get(key);
    if (!b) return;
    b.failures = 0;
    this.wake(key, b);
  }

  private wake(key: string, b: Budget) {
    const waiters = b.waiters.splice(0);
    for (const w of waiters) w();
    if (b.failures === 0 && b.inFlight === 0 && b.waiters.length === 0) this.budgets.delete(key);
  }

  private sweep(now: number) {
    for (const [k, b] of this.budgets) if (b.resetAt <= now && b.inFlight === 0 && b.waiters.length === 0) this.budgets.delete(k);
  }
}

export interface Attempt {
  /** Ends the attempt; `failed` keeps its unit of every budget. Later calls do nothing. */
  end(failed: boolean): void;
}

/**
 * Takes one unit of each budget for an attempt that has just arrived, all or none: 429 when
 * failures alone have used up any of them; when attempts in flight hold the rest, waits for them.
 */
export async function beginAttempt(parts: [AttemptLimiter, string][]): Promise<Attempt> {
  for (;;) {
    const budgets = parts.map(([limiter, key]) => limiter.budget(key));
    const refusedFor = Math.max(0, ...parts.map(([limiter, key]) => limiter.refusedForSeconds(key)));
    if (refusedFor > 0) throw new RateLimitedError(refusedFor);
    const full = parts.findIndex(([limiter], i) => budgets[i].failures + budgets[i].inFlight >= limiter.limit);
    if (full >= 0) {
      await parts[full][0].waitFor(parts[full][1]);
      continue;
    }
    for (const b of budgets) b.inFlight += 1;
    let ended = false;
    return {
      end(failed) {
        if (ended) return;
        ended = true;
        for (const [limiter, key] of parts) limiter.release(key, failed);
      },
    };
  }
}
