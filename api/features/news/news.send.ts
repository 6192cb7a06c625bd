// Sending a news e-mail (docs/product.md, "News e-mails"; docs/architecture.md, "Jobs"). Two kinds
// of job:
//
// - `news-start`, at the e-mail's time: in the job's own commit (so once, however often it runs)
//   it writes one recipient row per account the segment reaches then, and one `news-mail` job per
//   row, keyed by the row, due one after another at NEWS_PER_SECOND: ten thousand go out at a
//   steady rate through the queue, whatever the number of processes.
// - `news-mail`, one recipient: it takes the row (queued → sending) in a commit of its own before
//   the e-mail goes, and records it sent after. A run repeated after a crash, a lost lease or by a
//   second process finds the row taken and sends nothing: the copy a dead process may or may not
//   have handed to the mail server is counted failed, never sent twice. A recipient who went on a
//   break, turned news off or was deleted before their turn is skipped.
import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { forUpdate, type Tx } from '#db/client';
import { broadcastRecipients, broadcasts } from '#db/schema-news';
import type { JobQueue } from '../../platform/jobs/jobs.queue';
import type { JobHandler } from '../../platform/jobs/jobs.worker';
import { withFooter, type MailFooter } from '../../platform/mail/mail.job';
import { NEWS_PER_SECOND, isSegment } from '@shared/news';
import { mailOnWhere } from '../mail';
import { notOnBreakWhere } from '../responsible-play';
import { accountIds, addressOf } from '../users';
import { newsMail, newsMailId } from './news.mail';
import { reachWhere } from './news.segments';

export const NEWS_MESSAGES_INTERNAL = {
  interrupted: 'The sending process stopped while handing this e-mail to the mail server; it is not sent again, so nobody gets two.',
} as const;

type NewsDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'jwtSecret' | 'mailer'>;

/** Marks the e-mail sent once no recipient waits; the row is locked so the last two recipients' records cannot both miss it. */
async function finishIfDone(tx: Tx, broadcastId: number, now: number) {
  await forUpdate(tx.select({ id: broadcasts.id }).from(broadcasts).where(eq(broadcasts.id, broadcastId)));
  await tx
    .update(broadcasts)
    .set({ status: 'sent', finishedAt: now })
    .where(
      and(
        eq(broadcasts.id, broadcastId),
        eq(broadcasts.status, 'sending'),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(broadcastRecipients)
            .where(and(eq(broadcastRecipients.broadcastId, broadcastId), inArray(broadcastRecipients.state, ['queued', 'sending']))),
        ),
      ),
    );
}

export function newsStartJob(deps: NewsDeps, queue: JobQueue): JobHandler<{ id: number }> {
  const { clock } = deps;
  return async ({ id }) =>
    async (tx) => {
      const now = clock.now();
      const [b] = await forUpdate(tx.select().from(broadcasts).where(eq(broadcasts.id, id)));
      // Cancelled, or started by an earlier run: nothing to do.
      if (!b || (b.status !== 'scheduled' && b.status !== 'sending') || !isSegment(b.segment)) return;
      const [started] = await tx.select({ id: broadcastRecipients.id }).from(broadcastRecipients).where(eq(broadcastRecipients.broadcastId, id)).limit(1);
      if (started) return;
      const reached = await accountIds(tx, reachWhere(tx, b.segment, now, deps.config.trialDays));
      const rows: { id: number }[] = [];
      // 500 rows a statement: under both databases' limits on parameters.
      for (let i = 0; i < reached.length; i += 500) {
        const chunk = reached.slice(i, i + 500).map((userId) => ({ broadcastId: id, userId }));
        rows.push(...(await tx.insert(broadcastRecipients).values(chunk).onConflictDoNothing().returning({ id: broadcastRecipients.id })));
      }
      rows.sort((x, y) => x.id - y.id);
      await queue.addMany(
        tx,
        rows.map((r, i) => ({ kind: 'news-mail', key: `news-mail:${r.id}`, payload: { recipient: r.id }, runAt: now + Math.floor(i / NEWS_PER_SECOND) * 1000 })),
      );
      await tx.update(broadcasts).set({ status: 'sending', recipients: rows.length }).where(eq(broadcasts.id, id));
      if (rows.length === 0) await finishIfDone(tx, id, now);
    };
}

export function newsMailJob(deps: NewsDeps, footer?: MailFooter): JobHandler<{ recipient: number }> {
  const { db, clock } = deps;
  const record = (recipient: number, broadcastId: number, state: 'sent' | 'failed' | 'skipped', error: string | null) => async (tx: Tx) => {
    await tx
      .update(broadcastRecipients)
      .set({ state, error, doneAt: clock.now() })
      .where(and(eq(broadcastRecipients.id, recipient), inArray(broadcastRecipients.state, ['queued', 'sending'])));
    await finishIfDone(tx, broadcastId, clock.now());
  };
  return async ({ recipient }, job) => {
    const taken = await db.write(async (tx) => {
      const now = clock.now();
      const [r] = await tx.select().from(broadcastRecipients).where(eq(broadcastRecipients.id, recipient));
      if (!r) return null;
      if (r.state === 'sending') {
        // An earlier run took it and did not record how it went: it may have gone.
        await record(r.id, r.broadcastId, 'failed', NEWS_MESSAGES_INTERNAL.interrupted)(tx);
        return null;
      }
      if (r.state !== 'queued') return null;
      const who = r.userId === null ? undefined : await addressOf(tx, r.userId, and(notOnBreakWhere(now), mailOnWhere(tx, 'news'))!);
      if (!who) {
        await record(r.id, r.broadcastId, 'skipped', null)(tx);
        return null;
      }
      const [b] = await tx.select({ id: broadcasts.id, subject: broadcasts.subject, body: broadcasts.body }).from(broadcasts).where(eq(broadcasts.id, r.broadcastId));
      const [mine] = await tx
        .update(broadcastRecipients)
        .set({ state: 'sending' })
        .where(and(eq(broadcastRecipients.id, r.id), eq(broadcastRecipients.state, 'queued')))
        .returning({ id: broadcastRecipients.id });
      return mine && b ? { who, b } : null;
    });
    if (!taken) return;
    const { who, b } = taken;
    try {
      await deps.mailer.send(await withFooter(newsMail(deps, who, b), footer), newsMailId(b.id, recipient));
    } catch (err) {
      const why = (err instanceof Error ? err.message : String(err)).slice(0, 500);
      if (job.attempt >= job.maxAttempts) return record(recipient, b.id, 'failed', why);
      // The mail server refused it: it did not go, so the next try may take it again.
      await db.write((tx) =>
        tx
          .update(broadcastRecipients)
          .set({ state: 'queued' })
          .where(and(eq(broadcastRecipients.id, recipient), eq(broadcastRecipients.state, 'sending'))),
      );
      throw err;
    }
    return record(recipient, b.id, 'sent', null);
  };
}
