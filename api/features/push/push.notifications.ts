// What the server tells subscribers by push (docs/product.md, "Pushes"): new predictions, and the
// expiry reminder once a day while 3 or fewer days remain, unless a renewing membership will carry
// the member on (the renewal notice tells them of it instead). Each is a push job (push.job.ts).
import { and, not } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import type { Tx } from '#db/client';
import { DAY, HOUR, SECOND } from '../../platform/clock';
import { dayOf } from '@shared/calendar';
import type { JobQueue } from '../../platform/jobs/jobs.queue';
import type { JobHandler } from '../../platform/jobs/jobs.worker';
import { hasRenewingMembership } from '../payments';
import { claimReminderDay, endingUnreminded } from '../users';
import { queuePush } from './push.job';
import { mayBePushed } from './push.targets';

export const EXPIRY_REMINDER_DAYS = 3;

export function createPushNotifications(deps: Pick<Deps, 'db' | 'clock' | 'config'>, queue: JobQueue) {
  const { db, clock } = deps;
  const tz = deps.config.timeZone;

  /**
   * The hourly job: each subscriber with 3 or fewer days left is reminded at most once per
   * APP_TIMEZONE day. A member whose renewing membership has not been cancelled is not ending:
   * left out (a cancelled one is reminded of its end). The day is claimed in the same transaction that queues the push, so two
   * rounds at once (or a round run again after a crash) remind once.
   */
  const expiryReminders = (async () => {
    const now = clock.now();
    const today = dayOf(now, tz);
    const due = await endingUnreminded(db, now, EXPIRY_REMINDER_DAYS * DAY, today, (userId) => and(mayBePushed(now), not(hasRenewingMembership(db, userId)))!);
    if (due.length === 0) return;
    const dateFmt = new Intl.DateTimeFormat('en-US', { timeZone: tz, weekday: 'long', month: 'long', day: 'numeric' });
    return async (tx: Tx) => {
      for (const user of due) {
        if (!(await claimReminderDay(tx, user.id, today))) continue;
        const endsToday = dayOf(user.end!, tz) === today;
        await queuePush(queue, tx, {
          label: `expiry reminder of user ${user.id}`,
          to: { userId: user.id },
          message: {
            title: endsToday ? 'Your subscription ends today' : 'Your subscription ends soon',
            body: endsToday
              ? `Hi ${user.username}, your subscription ends today! Renew now to keep getting predictions.`
              : `Hi ${user.username}, your subscription ends on ${dateFmt.format(new Date(user.end!))}. Renew to keep getting predictions.`,
            url: '/plans',
            tag: 'subscription-expiry',
          },
        });
      }
    };
  }) satisfies JobHandler<unknown>;

  return {
    /** In the publish's transaction: the push to every reader goes out once it has committed. */
    published(tx: Tx, batch: { id: number; date: string; timeOfDay: string; numbers: number }) {
      const when = batch.timeOfDay === 'Morning' ? 'morning' : 'evening';
      return queuePush(queue, tx, {
        label: `for batch ${batch.id}`,
        to: { readers: true },
        message: {
          title: 'New predictions are up',
          body: `Today's ${when} predictions (${batch.numbers} numbers) are ready. Tap to see them.`,
          url: '/predictions',
          tag: `predictions-${batch.date}-${batch.timeOfDay}`,
        },
      });
    },

    jobs: { 'expiry-reminders': expiryReminders },
    // Checked every hour, sent at most once a day per user.
    schedules: [{ name: 'expiry-reminders', everyMs: HOUR, firstDelayMs: 10 * SECOND, job: { kind: 'expiry-reminders' } }],
  };
}

export type PushNotifications = ReturnType<typeof createPushNotifications>;
