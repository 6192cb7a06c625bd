// The news of "My numbers" (docs/product.md, "My numbers"): a notice of a draw of the last 48
// hours also goes out as a push (to devices with notifications on, not during a break) and, for
// those who turned it on, in an e-mail: one digest per draw time (my-numbers.digest.ts). Each once:
//
// - Every results write (an entry, a correction, an import, a feed) queues, in its own
//   transaction, one `number-news` job for its recent results (queueNumberNews); a write of older
//   draws queues nothing, so an import of history costs its answer one filter.
// - The job joins those results with the saved numbers by game and box key in one statement,
//   whatever the size of the write, keeping the owners who can hear of them (notifications on
//   somewhere, or the e-mails), and claims each (user, number, draw) in number_news (unique) in
//   the same transaction that queues its push, keyed by the claim, and marks its e-mail owed to
//   the digest it queues. A job run twice, or by two processes at once, claims nothing twice; a
//   result corrected or entered again is not news again.
// - Claims of draws past the window are dropped as the job goes: such a draw is never news again.
import { lte } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { onBreak } from '../responsible-play';
import type { Tx } from '#db/client';
import { numberNews } from '#db/schema-my-numbers';
import { HOUR } from '../../platform/clock';
import type { JobQueue } from '../../platform/jobs/jobs.queue';
import type { JobHandler } from '../../platform/jobs/jobs.worker';
import { queuePush } from '../push';
import type { PushMessage } from '../../platform/push/push.sender';
import { PRODUCT_NAME } from '@shared/brand';
import { decodeStates } from '@shared/followed-states';
import type { HitKind } from '@shared/hits';
import type { StateCode } from '@shared/results';
import { matchOf, noticeSentence, NUMBER_NEWS_HOURS, type Play } from '@shared/my-numbers';
import { queueDigests } from './my-numbers.digest';
import { withNotifications } from '../push';
import { matchesOf } from './my-numbers.sql';

export const NUMBER_NEWS_MS = NUMBER_NEWS_HOURS * HOUR;

/** A job's key names its results: each with its number when few, else their range of ids and count. */
const FEW = 50;
/** Claims written by one statement (8 values each): well inside both databases' limits on parameters. */
const CLAIMS_PER_STATEMENT = 500;

/** In a results write: the news of its recent results, found once it has committed. */
export async function queueNumberNews(queue: JobQueue, tx: Tx, now: number, results: readonly { id: number; drawnAt: number; number: string }[]): Promise<void> {
  const recent = results.filter((r) => r.drawnAt > now - NUMBER_NEWS_MS);
  if (recent.length === 0) return;
  const ids = recent.map((r) => r.id).sort((a, b) => a - b);
  // Named by the results as they now read (a result corrected again is news to look for again).
  const what = recent.length <= FEW ? recent.map((r) => `${r.id}=${r.number}`).join(',') : `${ids[0]}-${ids[ids.length - 1]}x${ids.length}`;
  await queue.add(tx, { kind: 'number-news', payload: { resultIds: ids }, key: `number-news:${what}@${now}` });
}

interface Notice {
  userId: number;
  number: string;
  play: Play;
  kind: HitKind;
  state: string;
  game: string;
  drawDate: string;
  drawTime: string;
  drawn: string;
  drawnAt: number;
}

type NumberNewsDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'jwtSecret'>;

export function numberNewsJob(deps: NumberNewsDeps, queue: JobQueue): JobHandler<{ resultIds: number[] }> {
  const { db, clock } = deps;

  function pushOf(n: Notice): PushMessage {
    return { title: PRODUCT_NAME, body: noticeSentence(n), url: '/my-numbers', tag: `number-${n.number}-${n.state}-${n.game}-${n.drawDate}-${n.drawTime}` };
  }

  return async ({ resultIds }) => {
    const now = clock.now();
    const since = now - NUMBER_NEWS_MS;
    // The results as they are now: one corrected or removed since is taken as it stands.
    const rows = await matchesOf(db, resultIds, since);
    const found = rows.flatMap((r) => {
      const kind = matchOf(r.number, r.play as Play, r.drawn);
      if (!kind || !decodeStates(r.followedStates).includes(r.state as StateCode)) return [];
      const resting = onBreak(r, now);
      return [{ notice: { ...r, play: r.play as Play, kind }, resting, mails: r.mails === true, to: r }];
    });
    const notified = await withNotifications(db, [...new Set(found.filter((f) => !f.resting).map((f) => f.notice.userId))]);
    const keyOf = (n: { userId: number; number: string; state: string; game: string; drawDate: string; drawTime: string }) =>
      `${n.userId}|${n.number}|${n.state}|${n.game}|${n.drawDate}|${n.drawTime}`;
    const byKey = new Map(found.map((f) => [keyOf(f.notice), f]));
    return async (tx) => {
      for (let start = 0; start < found.length; start += CLAIMS_PER_STATEMENT) {
        // Claimed before (a job run again, a result corrected or entered again): not returned, no news.
        const claimed = await tx
          .insert(numberNews)
          .values(
            found.slice(start, start + CLAIMS_PER_STATEMENT).map(({ notice: n, resting, mails }) => ({
              userId: n.userId,
              number: n.number,
              state: n.state,
              game: n.game,
              drawDate: n.drawDate,
              drawTime: n.drawTime,
              drawnAt: n.drawnAt,
              mailOwed: mails && !resting,
              createdAt: now,
            })),
          )
          .onConflictDoNothing()
          .returning({
            id: numberNews.id,
            userId: numberNews.userId,
            number: numberNews.number,
            state: numberNews.state,
            game: numberNews.game,
            drawDate: numberNews.drawDate,
            drawTime: numberNews.drawTime,
            mailOwed: numberNews.mailOwed,
          });
        for (const claim of claimed) {
          const { notice: n, resting } = byKey.get(keyOf(claim))!;
          if (resting) continue;
          const label = `number ${n.number} of user ${n.userId}, ${n.state} ${n.game} ${n.drawDate} ${n.drawTime}`;
          if (notified.has(n.userId)) await queuePush(queue, tx, { label, to: { userId: n.userId }, message: pushOf(n) }, `number-push:${claim.id}`);
        }
        await queueDigests(
          queue,
          tx,
          claimed.filter((c) => c.mailOwed).map((c) => ({ ...c, followedStates: byKey.get(keyOf(c))!.to.followedStates })),
          now,
        );
      }
      await tx.delete(numberNews).where(lte(numberNews.drawnAt, since));
    };
  };
}
