import { inArray, sql } from 'drizzle-orm';
import type { CacheKind, Tx } from '#db/client';
import { generations } from '#db/schema';

/**
 * Within a write: every process's answers kept from `kinds` are built again once it commits
 * (api/lib/cached.ts). The users kind needs no call: a trigger moves it.
 */
export async function bumpGenerations(tx: Tx, ...kinds: CacheKind[]): Promise<void> {
  await tx
    .update(generations)
    .set({ value: sql`${generations.value} + 1` })
    .where(inArray(generations.kind, kinds));
}
