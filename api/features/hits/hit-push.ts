// One push per hit (a number, a draw) to the readers who turned notifications on and follow the
// draw's state (docs/product.md, "Pushes" and "Followed states and result pushes"):
// when a result is stored, imported, fed or corrected, its write queues a scan (queueHitScan) in
// the same transaction; the scan finds the numbers whose window holds that draw and that it hits,
// and claims each hit in hit_notifications (unique per number and draw) in the same transaction
// that queues its push. So a result posted twenty times at once, entered again, corrected or
// scanned again after a crash pushes each hit once, and no claimed hit goes without its push.
import type { Deps } from '../../platform/deps';
import type { Tx } from '#db/client';
import { hitNotifications } from '#db/schema-hits';
import { DAY } from '../../platform/clock';
import { dayOf } from '@shared/calendar';
import { PRODUCT_NAME } from '@shared/brand';
import { gameOfNumber, hitKind, type HitDto } from '@shared/hits';
import { stateDrawName, type DrawTime, type StateCode } from '@shared/results';
import type { JobQueue } from '../../platform/jobs/jobs.queue';
import type { JobHandler } from '../../platform/jobs/jobs.worker';
import type { PushMessage } from '../../platform/push/push.sender';
import { queuePush } from '../push';

/** Only draws this recent are pushed: an import of years of history must not send stale news. */
export const HIT_PUSH_MAX_AGE = DAY;

/** "047 hit straight — Texas Evening, Nov 23". */
export function hitPushMessage(hit: HitDto): PushMessage {
  const day = new Date(`${hit.drawDate}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
  return {
    title: PRODUCT_NAME,
    body: `${hit.number} hit ${hit.kind} — ${stateDrawName(hit.state as StateCode, hit.drawTime as DrawTime)}, ${day}`,
    url: '/predictions',
    tag: `hit-${hit.number}-${hit.state}-${hit.game}-${hit.drawDate}-${hit.drawTime}`,
  };
}

/** In a results write: look for the hits of these (recent) results once it has committed. */
export async function queueHitScan(queue: JobQueue, tx: Tx, now: number, results: readonly { id: number; drawnAt: number }[]): Promise<void> {
  const recent = results.filter((r) => r.drawnAt > now - HIT_PUSH_MAX_AGE).map((r) => r.id);
  if (recent.length > 0) await queue.add(tx, { kind: 'hit-scan', payload: { resultIds: recent } });
}

/** A stored result as a scan reads it. */
export interface ScannedResult {
  state: string;
  game: string;
  number: string;
  drawDate: string;
  drawTime: string;
  drawnAt: number;
}

/**
 * What a scan reads of other features' rows (docs/architecture.md, "Each table one owner"): the
 * results feature's `resultsByIds` and the predictions feature's `openPairs`, handed in by
 * api/compose.ts.
 */
export interface HitScanReads {
  /** The stored results of these ids as they are now (a result removed since is not among them). */
  results(ids: readonly number[]): Promise<ScannedResult[]>;
  /** The numbers of every pair whose window holds `day` (validThrough that day or later) and that was recorded before `drawnAt`. */
  openPairs(day: string, drawnAt: number): Promise<{ number1: string; number2: string }[]>;
}

export function hitScanJob(deps: Pick<Deps, 'clock' | 'config'>, queue: JobQueue, reads: HitScanReads): JobHandler<{ resultIds: number[] }> {
  const { clock } = deps;
  const tz = deps.config.timeZone;
  return async ({ resultIds }) => {
    const now = clock.now();
    // As they are now: a result corrected or removed since is scanned as it stands.
    const results = await reads.results(resultIds);
    const hits: HitDto[] = [];
    for (const result of results) {
      if (result.drawnAt <= now - HIT_PUSH_MAX_AGE) continue;
      for (const pair of await reads.openPairs(dayOf(result.drawnAt, tz), result.drawnAt)) {
        for (const number of [pair.number1, pair.number2]) {
          const kind = gameOfNumber(number) === result.game ? hitKind(number, result.number) : null;
          if (kind)
            hits.push({ number, state: result.state, game: result.game as HitDto['game'], drawDate: result.drawDate, drawTime: result.drawTime, kind, drawn: result.number });
        }
      }
    }
    if (hits.length === 0) return;
    return async (tx) => {
      for (const hit of hits) {
        const { kind: _kind, drawn: _drawn, ...draw } = hit;
        const [claimed] = await tx
          .insert(hitNotifications)
          .values({ ...draw, sentAt: now })
          .onConflictDoNothing()
          .returning({ id: hitNotifications.id });
        if (!claimed) continue;
        await queuePush(queue, tx, {
          label: `hit ${hit.number} ${hit.state} ${hit.game} ${hit.drawDate} ${hit.drawTime}`,
          // Only to readers who follow the draw's state (docs/product.md,
          // "Followed states and result pushes").
          to: { readers: true, state: hit.state },
          message: hitPushMessage(hit),
        });
      }
    };
  };
}
