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
