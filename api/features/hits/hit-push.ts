// One push per hit (a number, a draw) to the readers who turned notifications on (contract §10):
// when a result is stored, imported, fed or corrected, the numbers whose window holds that draw
// and that it hits. hit_notifications' unique (number, draw) claims each hit before its push, so
// a result posted twenty times at once, entered again or corrected pushes it once.
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { hitNotifications, predictionBatches, predictionPairs } from '../../db/schema';
import { DAY } from '../../lib/clock';
import { dayOf } from '@shared/calendar';
import { PRODUCT_NAME } from '@shared/brand';
import { gameOfNumber, hitKind, type HitDto } from '@shared/hits';
import { DRAW_TIME_NAMES, STATES, type DrawTime, type StateCode, type StateInfo } from '@shared/results';
import type { PushMessage, PushResult } from '../push/push.sender';
import type { ResultRow, ResultsChange } from '../results/results.service';

/** Only draws this recent are pushed: an import of years of history must not send stale news. */
export const HIT_PUSH_MAX_AGE = DAY;

/** "047 hit straight — Texas Evening, Nov 23". */
export function hitPushMessage(hit: HitDto): PushMessage {
  const state: StateInfo = STATES[hit.state as StateCode];
  const drawTime = hit.drawTime as DrawTime;
  const label = state.draws[drawTime]?.localName ?? DRAW_TIME_NAMES[drawTime];
  const day = new Date(`${hit.drawDate}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
  return {
    title: PRODUCT_NAME,
    body: `${hit.number} hit ${hit.kind} — ${state.name} ${label}, ${day}`,
    url: '/predictions',
    tag: `hit-${hit.number}-${hit.state}-${hit.game}-${hit.drawDate}-${hit.drawTime}`,
  };
}

export function createHitPush(deps: Deps, send: (message: PushMessage) => Promise<PushResult>) {
  const { db, clock } = deps;
  const tz = deps.config.timeZone;
  // A batch's window holds a draw when its validThrough day is the draw's day or later and the
  // pair was recorded before it; the numbers are then compared here.
  const validThrough = sql<string>`coalesce(nullif(${predictionBatches.validThrough}, ''), ${predictionBatches.date})`;
  const openPairs = db
    .select({ number1: predictionPairs.number1, number2: predictionPairs.number2 })
    .from(predictionPairs)
    .innerJoin(predictionBatches, eq(predictionBatches.id, predictionPairs.batchId))
    .where(
      and(
        gte(validThrough, sql.placeholder('day')),
        lt(sql`coalesce(nullif(${predictionPairs.recordedAt}, 0), ${predictionBatches.updatedAt})`, sql.placeholder('drawnAt')),
      ),
    )
    .prepare();

  /** The hits `result` makes that were never pushed, each claimed in hit_notifications. */
  function claimNewHits(result: ResultRow, now: number): HitDto[] {
    const claimed: HitDto[] = [];
    for (const pair of openPairs.all({ day: dayOf(result.drawnAt, tz), drawnAt: result.drawnAt })) {
      for (const number of [pair.number1, pair.number2]) {
        const kind = gameOfNumber(number) === result.game ? hitKind(number, result.number) : null;
        if (!kind) continue;
        const draw = { state: result.state, game: result.game, drawDate: result.drawDate, drawTime: result.drawTime };
        const row = db.insert(hitNotifications).values({ number, ...draw, sentAt: now }).onConflictDoNothing().returning({ id: hitNotifications.id }).get();
        if (row) claimed.push({ number, ...draw, game: result.game as HitDto['game'], kind });
      }
    }
    return claimed;
  }

  async function pushHits(change: ResultsChange) {
    if (change.kind === 'removed') return;
    const now = clock.now();
    const recent = change.results.filter((r) => r.drawnAt > now - HIT_PUSH_MAX_AGE);
    for (const result of recent) {
      for (const hit of claimNewHits(result, now)) {
        const r = await send(hitPushMessage(hit));
        deps.log.info(`hit push ${hit.number} ${hit.state} ${hit.game} ${hit.drawDate} ${hit.drawTime}: ${r.delivered} delivered, ${r.removed} removed, ${r.failed} failed`);
      }
    }
  }

  return {
    /** After a results write commits: off the request's path, errors logged, never thrown. */
    resultsChanged(change: ResultsChange): void {
      setImmediate(() => pushHits(change).catch((err) => deps.log.error('hit push failed', err)));
    },
  };
}
