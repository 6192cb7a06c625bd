// Results stored before the results' chain began (docs/ledger.md, "Results"): at a start, each
// such result that the chain names nowhere is entered into it, in the order the results were
// stored, at the time of that start. Only results stored before the chain's first entry are
// looked at (by the time the row says it was stored), so nothing stored since (which entered the
// chain with its own write) is entered twice, and a row put into the table behind the product's
// back after the chain began is not taken in. The head is locked first: two processes starting at
// once enter each result once.
import { asc, lt } from 'drizzle-orm';
import { drawResults } from '#db/schema-results';
import { drawName } from '@shared/ledger';
import { DAY } from '../../platform/clock';
import type { Deps } from '../../platform/deps';
import type { Background } from '../../platform/jobs/background';
import type { JobHandler } from '../../platform/jobs/jobs.worker';
import type { ResultLedger } from '../ledger';

export function chainBackfill(deps: Pick<Deps, 'db'>, chain: ResultLedger): Required<Pick<Background, 'jobs' | 'schedules'>> {
  const backfill = (async () => {
    await deps.db.write(async (tx) => {
      await chain.lockHead(tx);
      const { began } = await chain.named(tx, []);
      const before = await tx
        .select()
        .from(drawResults)
        .where(began === null ? undefined : lt(drawResults.createdAt, began))
        .orderBy(asc(drawResults.createdAt), asc(drawResults.id));
      if (before.length === 0) return;
      const { named } = await chain.named(
        tx,
        before.map((r) => drawName(r)),
      );
      const missing = before.filter((r) => !named.has(drawName(r)));
      await chain.append(
        tx,
        missing.map((r) => ({ action: 'enter' as const, draw: r, number: r.number })),
      );
    });
  }) satisfies JobHandler<unknown>;

  return {
    jobs: { 'results-chain-backfill': backfill },
    // At every start (an upgrade is a start); the weekly round finds nothing once it is done.
    schedules: [{ name: 'results-chain-backfill', everyMs: 7 * DAY, firstDelayMs: 7 * DAY, alsoAtStart: true, job: { kind: 'results-chain-backfill' } }],
  };
}
