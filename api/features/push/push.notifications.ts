// What the server tells subscribers by push (contract §7): new predictions, and the expiry
// reminder once a day while 3 or fewer days remain.
import { and, eq, gt, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { users } from '../../db/schema';
import { DAY } from '../../lib/clock';
import { dayOf } from '@shared/calendar';
import type { PredictionBatchDto } from '@shared/predictions';
import type { PushMessage, PushResult, PushSender } from './push.sender';
import { mayBePushed, pushTargets } from './push.targets';

export const EXPIRY_REMINDER_DAYS = 3;

export function createPushNotifications(deps: Deps, sender: PushSender) {
  const { db, clock } = deps;
  const tz = deps.config.timeZone;

  /** Subscriptions of everyone who may read predictions now: admins and active subscribers. */
  function readersTargets() {
    const now = clock.now();
    return pushTargets(db, now, or(eq(users.role, 'admin'), and(eq(users.role, 'subscriber'), gt(users.subscriptionExpiresAt, now))));
  }

  return {
    published(batch: PredictionBatchDto): Promise<PushResult> {
      const when = batch.timeOfDay === 'Morning' ? 'morning' : 'evening';
      return sender.send(readersTargets(), {
        title: 'New predictions are up',
        body: `Today's ${when} predictions (${batch.predictions.length + batch.alternatives.length} numbers) are ready. Tap to see them.`,
        url: '/predictions',
        tag: `predictions-${batch.date}-${batch.timeOfDay}`,
      });
    },

    /** A message for everyone who may read the predictions it is about (a hit of a published number). */
    toReaders(message: PushMessage): Promise<PushResult> {
      return sender.send(readersTargets(), message);
    },

    /** Run every hour; each user is reminded at most once per APP_TIMEZONE day. */
    async sendExpiryReminders(): Promise<{ users: number } & PushResult> {
      const now = clock.now();
      const today = dayOf(now, tz);
      const due = db
        .select()
        .from(users)
        .where(
          and(
            eq(users.role, 'subscriber'),
            gt(users.subscriptionExpiresAt, now),
            lte(users.subscriptionExpiresAt, now + EXPIRY_REMINDER_DAYS * DAY),
            or(isNull(users.lastExpiryReminderDay), ne(users.lastExpiryReminderDay, today)),
            mayBePushed(now),
          ),
        )
        .all();
      const total: { users: number } & PushResult = { users: 0, delivered: 0, removed: 0, failed: 0, refused: 0 };
      const dateFmt = new Intl.DateTimeFormat('en-US', { timeZone: tz, weekday: 'long', month: 'long', day: 'numeric' });
      for (const user of due) {
        // Claim today's reminder before sending: two runs at once (or a restart) send one.
        const claimed = db
          .update(users)
          .set({ lastExpiryReminderDay: today })
          .where(and(eq(users.id, user.id), sql`coalesce(${users.lastExpiryReminderDay}, '') != ${today}`))
          .run();
        if (claimed.changes === 0) continue;
        total.users++;
        const endsToday = dayOf(user.subscriptionExpiresAt!, tz) === today;
        const targets = pushTargets(db, now, eq(users.id, user.id));
        if (targets.length === 0) continue;
        const r = await sender.send(targets, {
          title: endsToday ? 'Your subscription ends today' : 'Your subscription ends soon',
          body: endsToday
            ? `Hi ${user.username}, your subscription ends today! Renew now to keep getting predictions.`
            : `Hi ${user.username}, your subscription ends on ${dateFmt.format(new Date(user.subscriptionExpiresAt!))}. Renew to keep getting predictions.`,
          url: '/plans',
          tag: 'subscription-expiry',
        });
        total.delivered += r.delivered;
        total.removed += r.removed;
        total.failed += r.failed;
        total.refused += r.refused;
      }
      return total;
    },
  };
}

export type PushNotifications = ReturnType<typeof createPushNotifications>;
