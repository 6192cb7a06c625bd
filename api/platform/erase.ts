// Deleting an account (docs/product.md, "Deleting an account"; docs/security.md, "What deleting an
// account erases"): each feature erases what it holds of the person, declared beside its background
// work as its `erase` part, and the account feature runs every part in the deletion's transaction
// before it deletes the row. Rows that reference the account with ON DELETE CASCADE go with it and
// need no part; a table that keeps an address or a name past the row must be named by a part
// (api/features/account/erase-parts.test.ts fails on one that is not).
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '#db/client';
import { jobs } from '#db/schema-shared';

/** The account being deleted. */
export interface ErasedPerson {
  readonly id: number;
  readonly email: string;
}

export interface ErasePart {
  /** Its tables that keep something of the person past the account's row (an address, a name). */
  readonly tables: readonly object[];
  /** Erases or anonymises it, and its promised work naming the person, in the deletion's transaction. */
  readonly run: (tx: Tx, person: ErasedPerson) => Promise<unknown>;
}

/** The same address, as addresses are compared (their case aside). */
export const sameAddress = (a: unknown, email: string) => typeof a === 'string' && a.trim().toLowerCase() === email.trim().toLowerCase();

/** A job not yet done (or failed and kept for the console), as a part looks at it. */
export interface PromisedJob {
  readonly id: number;
  readonly key: string | null;
  readonly payload: Record<string, unknown>;
}

/**
 * Work of `kind` promised and not yet done that names the person: `names` decides for each job
 * whether it goes (true), stays (false), or stays with a payload that no longer names them. A job
 * running now goes too: what it is sending goes out, but its row (and the address in it) does not
 * stay, and its run records nothing.
 */
export async function forgetJobs(tx: Tx, kind: string, names: (job: PromisedJob) => boolean | { payload: unknown }): Promise<void> {
  const waiting = await tx
    .select({ id: jobs.id, key: jobs.key, payload: jobs.payload })
    .from(jobs)
    .where(and(eq(jobs.kind, kind), inArray(jobs.state, ['queued', 'running', 'failed'])));
  const gone: number[] = [];
  for (const job of waiting) {
    const verdict = names({ id: job.id, key: job.key, payload: JSON.parse(job.payload) as Record<string, unknown> });
    if (verdict === true) gone.push(job.id);
    else if (verdict !== false)
      await tx
        .update(jobs)
        .set({ payload: JSON.stringify(verdict.payload) })
        .where(eq(jobs.id, job.id));
  }
  if (gone.length > 0) await tx.delete(jobs).where(inArray(jobs.id, gone));
}

/** Promised work keyed by `keys` (a receipt's e-mail keyed by its payment), whatever its kind. */
export async function forgetJobsByKey(tx: Tx, keys: readonly string[]): Promise<void> {
  for (let i = 0; i < keys.length; i += 500) await tx.delete(jobs).where(and(inArray(jobs.key, keys.slice(i, i + 500)), inArray(jobs.state, ['queued', 'running', 'failed'])));
}
