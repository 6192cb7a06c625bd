// A bounded queue of expensive work (password hashing, docs/security.md, "The hashing queue")
// shared fairly between its sources (client addresses):
// - a source holds at most `maxPlacesPerSource` places at once, running or waiting; beyond, its
//   work is refused (TooManyAtOnceError, which a login counts against its budget), so sixty
//   addresses sending ten wrong logins each take two places each, not the queue;
// - work marked `priority` (an address without a recent failed login) waits in a lane of its
//   own that is served first, so a real sign-in waits for the hashes already running, not for a
//   flood's;
// - within a lane the waiting sources take turns;
// - when a lane holds `maxWaiting` jobs the answer is an honest 503 with Retry-After instead of a
//   wait of many seconds. A flood fills the other lane, never the priority one.
import { RetryLaterError, ServerBusyError } from './http-errors';

export interface FairQueueLimits {
  /** Jobs that run at once. */
  slots: number;
  /** Jobs that may wait in each lane; beyond it, 503. */
  maxWaiting: number;
  /** Jobs one source may have running or waiting at once; beyond it, TooManyAtOnceError. */
  maxPlacesPerSource: number;
}

/** A source asked for more than its places at once (docs/security.md, "The hashing queue": 429). */
export class TooManyAtOnceError extends RetryLaterError {
  constructor() {
    super(429, 'Too many attempts at once from your address. Please wait for the ones on their way.', 1);
  }
}

type Lane = Map<string, (() => void)[]>;

export class FairQueue {
  private running = 0;
  private readonly places = new Map<string, number>();
  /** [priority, others]: waiting jobs by source; each Map's order is its rotation. */
  private readonly lanes: [Lane, Lane] = [new Map(), new Map()];
  private readonly waitingIn = [0, 0];
  /** A running average of a job's duration, for Retry-After. */
  private averageMs = 50;

  constructor(readonly limits: FairQueueLimits) {}

  get waiting(): number {
    return this.waitingIn[0] + this.waitingIn[1];
  }

  /** Runs `work` in a free slot, after the sources waiting before it in its lane have each had a turn. */
  /** `uncapped`: the server's own work (start-up, the admin CLI), not a client's. */
  async run<T>(source: string, work: () => Promise<T>, opts: { priority?: boolean; uncapped?: boolean } = {}): Promise<T> {
    const held = this.places.get(source) ?? 0;
    if (!opts.uncapped && held >= this.limits.maxPlacesPerSource) throw new TooManyAtOnceError();
    const lane = opts.priority ? 0 : 1;
    if (this.running < this.limits.slots && this.waiting === 0) {
      this.running++;
      this.places.set(source, held + 1);
    } else {
      if (this.waitingIn[lane] >= this.limits.maxWaiting) throw new ServerBusyError(this.retryAfterSeconds());
      this.places.set(source, held + 1);
      // The slot is handed over by `next`, so `running` already counts this job when it wakes.
      await new Promise<void>((resolve) => {
        const mine = this.lanes[lane].get(source);
        if (mine) mine.push(resolve);
        else this.lanes[lane].set(source, [resolve]);
        this.waitingIn[lane]++;
      });
    }
    const started = performance.now();
    try {
      return await work();
    } finally {
      this.averageMs += (performance.now() - started - this.averageMs) / 8;
      const left = (this.places.get(source) ?? 1) - 1;
      if (left > 0) this.places.set(source, left);
      else this.places.delete(source);
      this.next();
    }
  }

  /**
   * `source` lost its place in the priority lane (a login from it just failed): what it has
   * waiting there moves behind, to the back of the other lane. A flood's first attempts arrive
   * before any of its failures; this keeps them from holding the lane real sign-ins use.
   */
  demote(source: string): void {
    const jobs = this.lanes[0].get(source);
    if (!jobs) return;
    this.lanes[0].delete(source);
    this.waitingIn[0] -= jobs.length;
    const behind = this.lanes[1].get(source);
    if (behind) behind.push(...jobs);
    else this.lanes[1].set(source, jobs);
    this.waitingIn[1] += jobs.length;
  }

  /** Hands the slot just freed to the first waiting source of the first lane that has one; it goes to the back. */
  private next() {
    for (const lane of [0, 1] as const) {
      const first = this.lanes[lane].entries().next();
      if (first.done) continue;
      const [source, jobs] = first.value;
      const wake = jobs.shift()!;
      this.lanes[lane].delete(source);
      if (jobs.length > 0) this.lanes[lane].set(source, jobs);
      this.waitingIn[lane]--;
      wake();
      return;
    }
    this.running--;
  }

  /** About how long until what waits now has run. */
  private retryAfterSeconds(): number {
    const queued = this.waiting + this.running;
    return Math.max(1, Math.ceil((queued * this.averageMs) / this.limits.slots / 1000));
  }
}
