// The job table's front door (docs/architecture.md, "Jobs"): work promised after a request has
// answered is added here, inside the transaction of the change that causes it, so it exists
// exactly when the change does. A server process runs it (jobs.worker.ts).
import type { Tx } from '#db/client';
import { jobs } from '#db/schema-shared';
import type { Clock } from '../clock';

export interface JobSpec {
  kind: string;
  payload?: unknown;
  /** A job that must exist once: a second add with the same key adds nothing. */
  key?: string;
  /** Not before this instant (default: now). */
  runAt?: number;
  /** Tries before it is marked failed (default: the kind's, see jobs.worker.ts). */
  maxAttempts?: number;
}

/** Tries when a kind says nothing: enough for a mail server that is down for some hours. */
export const DEFAULT_MAX_ATTEMPTS = 8;

/** A spec as the row it adds, made at `now`. */
const rowOf = (spec: JobSpec, now: number) => ({
  kind: spec.kind,
  key: spec.key ?? null,
  payload: JSON.stringify(spec.payload ?? {}),
  maxAttempts: spec.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
  runAt: spec.runAt ?? now,
  createdAt: now,
});

export function createJobQueue(clock: Clock) {
  const listeners = new Set<() => void>();
  const added = () => {
    for (const l of listeners) l();
  };

  return {
    /** Adds a job in `tx`; its id, or null when a job with its key exists already. */
    async add(tx: Tx, spec: JobSpec): Promise<number | null> {
      const now = clock.now();
      const [row] = await tx.insert(jobs).values(rowOf(spec, now)).onConflictDoNothing().returning({ id: jobs.id });
      // This process's worker starts on it as soon as it is committed; others find it when they look.
      if (row) tx.afterCommit(added);
      return row?.id ?? null;
    },

    /**
     * Adds many jobs in `tx` in a few statements (a news e-mail's ten thousand recipients); how many
     * were added, those whose key exists already left out.
     */
    async addMany(tx: Tx, specs: readonly JobSpec[]): Promise<number> {
      const now = clock.now();
      let n = 0;
      // 500 rows of 7 values a statement: under SQLite's and PostgreSQL's limits on parameters.
      for (let i = 0; i < specs.length; i += 500) {
        const rows = await tx
          .insert(jobs)
          .values(specs.slice(i, i + 500).map((spec) => rowOf(spec, now)))
          .onConflictDoNothing()
          .returning({ id: jobs.id });
        n += rows.length;
      }
      if (n > 0) tx.afterCommit(added);
      return n;
    },

    /** Tells this process's worker to look for due jobs now. */
    wake: added,

    /** Called after a commit that added jobs in this process. */
    onAdded(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
