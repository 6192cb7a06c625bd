// A bounded queue of expensive work (password hashing, contract §11) that takes its waiting
// sources in turn. One address flooding the queue then delays another address's request by
// at most one job per other waiting source, not by the whole flood; and when too much already
// waits, the answer is an honest 503 with Retry-After instead of a wait of many seconds.
import { ServerBusyError } from './http-errors';

export interface FairQueueLimits {
  /** Jobs that run at once. */
  slots: number;
  /** Jobs that may wait in all; beyond it, 503. */
  maxWaiting: number;
  /** Jobs one source may have waiting; beyond it, 503 for that source only. */
  maxWaitingPerSource: number;
}

export class FairQueue {
  private running = 0;
  private waitingCount = 0;
  /** Waiting jobs by source; the Map's order is the rotation (a served source goes to the back). */
  private readonly bySource = new Map<string, (() => void)[]>();
  /** A running average of a job's duration, for Retry-After. */
  private averageMs = 50;

  constructor(readonly limits: FairQueueLimits) {}

  get waiting(): number {
    return this.waitingCount;
  }

  /** Runs `work` in a free slot, after the sources waiting before it have each had a turn. */
  async run<T>(source: string, work: () => Promise<T>): Promise<T> {
    if (this.running < this.limits.slots && this.waitingCount === 0) {
      this.running++;
    } else {
      const mine = this.bySource.get(source);
      if (this.waitingCount >= this.limits.maxWaiting || (mine?.length ?? 0) >= this.limits.maxWaitingPerSource) {
        throw new ServerBusyError(this.retryAfterSeconds());
      }
      // The slot is handed over by `next`, so `running` already counts this job when it wakes.
      await new Promise<void>((resolve) => {
        if (mine) mine.push(resolve);
        else this.bySource.set(source, [resolve]);
        this.waitingCount++;
      });
    }
    const started = performance.now();
    try {
      return await work();
    } finally {
      this.averageMs += (performance.now() - started - this.averageMs) / 8;
      this.next();
    }
  }

  /** Hands the slot just freed to the first waiting source, which then goes to the back. */
  private next() {
    const first = this.bySource.entries().next();
    if (first.done) {
      this.running--;
      return;
    }
    const [source, jobs] = first.value;
    const wake = jobs.shift()!;
    this.bySource.delete(source);
    if (jobs.length > 0) this.bySource.set(source, jobs);
    this.waitingCount--;
    wake();
  }

  /** About how long until what waits now has run. */
  private retryAfterSeconds(): number {
    const queued = this.waitingCount + this.running;
    return Math.max(1, Math.ceil((queued * this.averageMs) / this.limits.slots / 1000));
  }
}
