// One import of results writes at a time, across every process and machine (docs/operations.md,
// "How results get in"): an import writes its file in batches, each its own transaction, so two
// imports could otherwise interleave theirs and a check made before the first batch (all or
// nothing, a line against a stored result) would no longer hold at the last. The lease is a row
// of the database, taken in one conditional statement, renewed by each batch in its transaction
// and given back with the last; a process that dies leaves it to end at `expiresAt`.
import { randomUUID } from 'node:crypto';
import { and, eq, lte } from 'drizzle-orm';
import type { Db, Tx } from '#db/client';
import { resultImportLease } from '#db/schema-results';
import type { Clock } from '../../platform/clock';

/** The lease's one row. */
const ROW = 1;

/** How long a lease lasts without a batch renewing it: far longer than a batch, and what a re-run after a crash may wait. */
export const IMPORT_LEASE_MS = 15_000;

/** How often an import waiting for another's lease asks again. */
const POLL_MS = 100;

export interface ImportLease {
  readonly holder: string;
  /** In a batch's transaction: the lease is still this import's, for IMPORT_LEASE_MS more. False when it ended and another import took it. */
  renew(tx: Tx): Promise<boolean>;
  /** In the last batch's transaction (or on its own after a failure): the next import may go. */
  release(tx: Tx): Promise<void>;
}

export function importLeases(db: Db, clock: Clock) {
  /** Takes the lease when it is free or has ended: true when this holder has it. */
  async function take(holder: string): Promise<boolean> {
    const now = clock.now();
    // Bookkeeping that a power cut may lose with no harm (the lease just is not held): no wait for the disk.
    const rows = await db.write(
      (tx) =>
        tx
          .insert(resultImportLease)
          .values({ id: ROW, holder, expiresAt: now + IMPORT_LEASE_MS })
          .onConflictDoUpdate({ target: resultImportLease.id, set: { holder, expiresAt: now + IMPORT_LEASE_MS }, setWhere: lte(resultImportLease.expiresAt, now) })
          .returning({ holder: resultImportLease.holder }),
      { durable: false },
    );
    return rows.length > 0;
  }

  const mine = (holder: string) => and(eq(resultImportLease.id, ROW), eq(resultImportLease.holder, holder));

  return {
    /**
     * Waits for the lease (another import's batches go on meanwhile) until `waitMs` of the
     * process's own time has passed: then null. `stopped` is asked between tries.
     */
    async acquire(waitMs: number, stopped: () => void): Promise<ImportLease | null> {
      const holder = randomUUID();
      const deadline = performance.now() + waitMs;
      while (!(await take(holder))) {
        stopped();
        if (performance.now() >= deadline) return null;
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      return {
        holder,
        async renew(tx) {
          const rows = await tx
            .update(resultImportLease)
            .set({ expiresAt: clock.now() + IMPORT_LEASE_MS })
            .where(mine(holder))
            .returning({ holder: resultImportLease.holder });
          return rows.length > 0;
        },
        async release(tx) {
          await tx.delete(resultImportLease).where(mine(holder));
        },
      };
    },
  };
}
