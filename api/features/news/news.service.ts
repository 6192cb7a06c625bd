// News e-mails to members (docs/product.md, "News e-mails"): the segments' live counts, a draft
// sent to the admin alone, an e-mail made to go now or at a time (its sending is news.send.ts's
// jobs), the list with each one's progress, and cancelling one not yet sending. Every e-mail made
// or cancelled is in the activity log.
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { broadcastRecipients, broadcasts } from '#db/schema-news';
import { recordAudit, type Actor } from '../../platform/audit/audit';
import { DAY, MINUTE } from '../../platform/clock';
import { badRequest, conflict, notFound } from '../../platform/http/http-errors';
import type { JobQueue } from '../../platform/jobs/jobs.queue';
import { queueMail, type MailFooter } from '../../platform/mail/mail.job';
import { iso } from '@shared/calendar';
import { NEWS_MESSAGES, isSegment, type BroadcastCreatedDto, type BroadcastDto, type Segment, type SegmentCountDto } from '@shared/news';
import { countAccounts, lockUser, findUserById } from '../users';
import { mailsOff, setMailsOff } from '../mail';
import { newsMail, userOfNewsToken } from './news.mail';
import { newsMailJob, newsStartJob } from './news.send';
import { reachWhere } from './news.segments';

/** A time a moment ago is "now": the form's clock and the server's may differ a little. */
const PAST_TOLERANCE = 5 * MINUTE;
/** How far ahead one may be scheduled. */
export const SCHEDULE_WITHIN_DAYS = 365;

type NewsServiceDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'jwtSecret' | 'mailer'>;

/** `footer`: what every e-mail ends with (compose.ts), news too. */
export function createNewsService(deps: NewsServiceDeps, queue: JobQueue, footer?: MailFooter) {
  const { db, clock } = deps;

  async function reach(segment: Segment, now: number): Promise<number> {
    return countAccounts(db, reachWhere(db, segment, now, deps.config.trialDays));
  }

  /** The person a news unsubscribe link was made for; a deleted account's link leads nowhere (404). */
  async function linkUser(token: string): Promise<number> {
    const userId = userOfNewsToken(deps.jwtSecret, token);
    if (userId === null || !(await findUserById(db, userId))) throw notFound(NEWS_MESSAGES.notFound);
    return userId;
  }

  return {
    async segmentCount(segment: Segment): Promise<SegmentCountDto> {
      return { segment, count: await reach(segment, clock.now()) };
    },

    /** The draft to the admin alone, as a member would get it (its unsubscribe link the admin's own). */
    async test(draft: { subject: string; body: string }, adminId: number): Promise<{ message: string }> {
      const admin = await findUserById(db, adminId);
      if (!admin) throw notFound(NEWS_MESSAGES.notFound);
      await db.write((tx) => queueMail(queue, tx, newsMail(deps, admin, { ...draft, subject: `[Test] ${draft.subject}` })));
      return { message: NEWS_MESSAGES.testSent(admin.email) };
    },

    async create(input: { subject: string; body: string; segment: string; sendAt: number | null }, actor: Actor): Promise<BroadcastCreatedDto> {
      const now = clock.now();
      if (!isSegment(input.segment)) throw badRequest(NEWS_MESSAGES.segment, 'segment');
      const segment = input.segment;
      if (input.sendAt !== null && input.sendAt < now - PAST_TOLERANCE) throw badRequest(NEWS_MESSAGES.sendAtPast, 'sendAt');
      if (input.sendAt !== null && input.sendAt > now + SCHEDULE_WITHIN_DAYS * DAY) throw badRequest(NEWS_MESSAGES.sendAtFar(SCHEDULE_WITHIN_DAYS), 'sendAt');
      const later = input.sendAt !== null && input.sendAt > now;
      const sendAt = later ? input.sendAt! : now;
      const status = later ? 'scheduled' : 'sending';
      const recipients = await reach(segment, now);
      const id = await db.write(async (tx) => {
        const [b] = await tx
          .insert(broadcasts)
          .values({ subject: input.subject, body: input.body, segment, status, sendAt, recipients, createdBy: actor.id, createdAt: now })
          .returning({ id: broadcasts.id });
        await queue.add(tx, { kind: 'news-start', key: `news-start:${b.id}`, payload: { id: b.id }, runAt: sendAt });
        await recordAudit(tx, { actor, action: 'news.send', target: `news ${b.id} (${input.subject})`, detail: { segment, sendAt: iso(sendAt), recipients }, at: now });
        return b.id;
      });
      return { id: String(id), status, recipients };
    },

    /** Newest first, each with how far its sending has come. */
    async list(): Promise<BroadcastDto[]> {
      const rows = await db
        .select({
          id: broadcasts.id,
          subject: broadcasts.subject,
          segment: broadcasts.segment,
          status: broadcasts.status,
          sendAt: broadcasts.sendAt,
          recipients: broadcasts.recipients,
        })
        .from(broadcasts)
        .orderBy(desc(broadcasts.id))
        .limit(200);
      const counts = new Map<string, number>();
      if (rows.length > 0) {
        const byState = await db
          .select({ id: broadcastRecipients.broadcastId, state: broadcastRecipients.state, n: count() })
          .from(broadcastRecipients)
          .where(
            inArray(
              broadcastRecipients.broadcastId,
              rows.map((r) => r.id),
            ),
          )
          .groupBy(broadcastRecipients.broadcastId, broadcastRecipients.state);
        for (const c of byState) counts.set(`${c.id}:${c.state}`, Number(c.n));
      }
      const n = (id: number, state: string) => counts.get(`${id}:${state}`) ?? 0;
      return rows.map((r) => ({
        id: String(r.id),
        subject: r.subject,
        segment: r.segment as Segment,
        status: r.status,
        sendAt: iso(r.sendAt),
        recipients: r.recipients,
        sent: n(r.id, 'sent'),
        failed: n(r.id, 'failed'),
        skipped: n(r.id, 'skipped'),
      }));
    },

    /** Cancels one not yet sending; 409 once it is (or was cancelled already). */
    async cancel(id: number, actor: Actor): Promise<{ message: string }> {
      const now = clock.now();
      await db.write(async (tx) => {
        const [done] = await tx
          .update(broadcasts)
          .set({ status: 'cancelled', finishedAt: now })
          .where(and(eq(broadcasts.id, id), eq(broadcasts.status, 'scheduled')))
          .returning({ subject: broadcasts.subject });
        if (!done) {
          const [b] = await tx.select({ status: broadcasts.status }).from(broadcasts).where(eq(broadcasts.id, id));
          throw b ? conflict(NEWS_MESSAGES.notCancellable(b.status)) : notFound(NEWS_MESSAGES.notFound);
        }
        await recordAudit(tx, { actor, action: 'news.cancel', target: `news ${id} (${done.subject})`, at: now });
      });
      return { message: NEWS_MESSAGES.cancelled };
    },

    /** The news unsubscribe link (RFC 8058): whether news is off already, and turning it off (news alone). */
    unsubscribe: {
      isOff: async (token: string) => (await mailsOff(db, await linkUser(token))).has('news'),
      turnOff: async (token: string) => {
        const userId = await linkUser(token);
        await db.write(async (tx) => {
          // Locked: an account deleted at the same moment is gone here, not a broken reference.
          if (!(await lockUser(tx, userId))) throw notFound(NEWS_MESSAGES.notFound);
          await setMailsOff(tx, userId, ['news'], true, clock.now());
        });
      },
    },

    jobs: { 'news-start': newsStartJob(deps, queue), 'news-mail': newsMailJob(deps, footer) },
    // The start writes a row and a job per recipient: ten thousand and more take longer than the default.
    timeLimitsMs: { 'news-start': 10 * MINUTE },
  };
}

export type NewsService = ReturnType<typeof createNewsService>;
