// Each chain's head at the end of each day (UTC) it grew (docs/ledger.md, "Heads by day"): written
// by every append in its own transaction, read by GET /api/ledger/days, a public list anyone can
// keep a copy of and hold a later chain to.
import { desc, lt } from 'drizzle-orm';
import type { Db, Tx } from '#db/client';
import { ledgerDays } from '#db/schema-ledger';
import { iso } from '@shared/calendar';
import type { LedgerDayDto } from '@shared/ledger';

/** ledger_head's ids, and ledger_days' `chain`. */
export const SETS_CHAIN = 1;
export const RESULTS_CHAIN = 2;

/** The chain's head is now `seq`/`hash`, as of `committedAt`'s day: the day's row follows it. */
export async function recordDayHead(tx: Tx, chain: number, committedAt: number, seq: number, hash: string): Promise<void> {
  await tx
    .insert(ledgerDays)
    .values({ chain, day: iso(committedAt).slice(0, 10), seq, hash })
    .onConflictDoUpdate({ target: [ledgerDays.chain, ledgerDays.day], set: { seq, hash } });
}

/** The days' heads before `before` (or all), newest day first, the sets' chain before the results' on a day. */
export async function headsByDay(db: Db, limit: number, before?: string): Promise<LedgerDayDto[]> {
  const rows = await db
    .select()
    .from(ledgerDays)
    .where(before ? lt(ledgerDays.day, before) : undefined)
    .orderBy(desc(ledgerDays.day), ledgerDays.chain)
    .limit(limit);
  return rows.map((r) => ({ day: r.day, chain: r.chain === SETS_CHAIN ? 'sets' : 'results', seq: r.seq, hash: r.hash }));
}
