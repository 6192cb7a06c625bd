// Result pushes (docs/product.md, "Followed states and result pushes"): each new result of a state
// goes, once, to everyone who asked for that state's results (PUT /api/account/result-pushes) and
// has notifications on; push.targets.ts leaves out anyone taking a break. Queued in the transaction
// that stores the result, keyed by the draw: a result entered again, imported again or removed and
// entered again within the keys' week (cleanup.job.ts) is not pushed again, and an import of older
// history is not pushed at all. A state nobody asked for gets no job: most results are read, not
// pushed.
import type { Tx } from '#db/client';
import { PRODUCT_NAME } from '@shared/brand';
import { STATES, stateDrawName, type DrawTime, type Game, type StateCode } from '@shared/results';
import { HIT_PUSH_MAX_AGE } from '../hits';
import type { JobQueue } from '../../platform/jobs/jobs.queue';
import type { PushMessage } from '../../platform/push/push.sender';
import { queuePush } from '../push';
import { resultPushStatesAsked } from '../users';
import type { ResultRow } from './results.reads';

type ResultFacts = Pick<ResultRow, 'state' | 'game' | 'drawDate' | 'drawTime' | 'number'>;

/** "Texas Evening: 047", under the state's game name ("Texas Pick 3"). */
export function resultPushMessage(r: ResultFacts): PushMessage {
  const state = r.state as StateCode;
  return {
    title: `${STATES[state].name} ${STATES[state].games[r.game as Game]} · ${PRODUCT_NAME}`,
    body: `${stateDrawName(state, r.drawTime as DrawTime)}: ${r.number}`,
    url: `/results?state=${state}`,
    tag: `result-${r.state}-${r.game}-${r.drawDate}-${r.drawTime}`,
  };
}

/** In the write that stored them: one push per new, recent result, to that state's followers of results. */
export async function queueResultPushes(queue: JobQueue, tx: Tx, now: number, stored: readonly (ResultFacts & { drawnAt: number })[]): Promise<void> {
  // The same age as hit pushes': a result more than a day old is history, not news.
  const recent = stored.filter((r) => r.drawnAt > now - HIT_PUSH_MAX_AGE);
  if (recent.length === 0) return;
  const wanted = await resultPushStatesAsked(tx);
  for (const r of recent) {
    if (!wanted.has(r.state)) continue;
    const draw = `${r.state} ${r.game} ${r.drawDate} ${r.drawTime}`;
    await queuePush(queue, tx, { label: `result ${draw}`, to: { resultsOf: r.state }, message: resultPushMessage(r) }, `result-push ${draw}`);
  }
}
