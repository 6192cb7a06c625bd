// The one place every service is made (docs/architecture.md): the routes use them, the job
// worker runs their jobs, the scheduler their rounds. Each gets what it needs from Deps and from
// the services made before it; nothing else builds a service.
import type { Deps } from './deps';
import { createOverviewService } from './features/admin/overview.service';
import { createAccountService } from './features/account/account.service';
import { DAILY_MOVE_ACTOR, listAudit } from './features/audit/audit.service';
import { authGuards } from './features/auth/auth.middleware';
import { createAuthService } from './features/auth/auth.service';
import { createContactService } from './features/contact/contact.service';
import { hitScanJob } from './features/hits/hit-push';
import { createHitsService } from './features/hits/hits.service';
import { cleanupJob } from './features/jobs/cleanup.job';
import { createJobQueue } from './features/jobs/jobs.queue';
import { createScheduler, dailyMoveSchedule } from './features/jobs/jobs.schedule';
import { createJobsService } from './features/jobs/jobs.service';
import { createJobWorker, type WorkerOptions } from './features/jobs/jobs.worker';
import { createLifecycleMails } from './features/mail/lifecycle-mails';
import { mailJob } from './features/mail/mail.job';
import { createMailPreferences } from './features/mail/mail-preferences';
import { createUnsubscribe } from './features/mail/unsubscribe';
import { createMyNumbersService, numberNewsJob } from './features/my-numbers';
import { createMembershipsService } from './features/payments/memberships.service';
import { createPayTimeJobs } from './features/payments/pay-time';
import { createPaymentsService } from './features/payments/payments.service';
import { createPaymentsWiring, createStripeWebhook } from './features/payments/payments.wiring';
import { membershipEventHandlers } from './features/payments/stripe-events';
import { createLedgerService } from './features/ledger';
import { createPredictionsService } from './features/predictions/predictions.service';
import { pushJob } from './features/push/push.job';
import { createPushNotifications } from './features/push/push.notifications';
import { createPushSender, type PushSenderOptions } from './features/push/push.sender';
import { createPushService } from './features/push/push.service';
import { createReceiptMail } from './features/receipts/receipt-mail';
import { createReceiptsService } from './features/receipts/receipts.service';
import { createResultsFeeds } from './features/results/results.feed';
import { createResultsService } from './features/results/results.service';
import { createUsersService } from './features/users/users.service';
import { answersInFlight } from './lib/answers-in-flight';
import { DAY, HOUR, MINUTE, SECOND } from './lib/clock';
import { dayOf } from '@shared/calendar';

/**
 * How long a run of these kinds may take before it is abandoned and tried again (the rest: the
 * worker's default, two minutes; docs/architecture.md, "Jobs"). The feeds fetch and import files
 * of years, each fetch bounded by its own 30 s; the scans read every saved number or prediction.
 */
const JOB_TIME_LIMITS_MS: Record<string, number> = {
  'results-feed': 10 * MINUTE,
  'hit-scan': 5 * MINUTE,
  'number-news': 5 * MINUTE,
};

export interface ServicesOptions {
  push?: PushSenderOptions;
  worker?: WorkerOptions;
}

export function createServices(deps: Deps, opts: ServicesOptions = {}) {
  const queue = createJobQueue(deps.clock);
  const answers = answersInFlight();
  const guards = authGuards(deps);
  const push = createPushService(deps);
  const pushSender = createPushSender(deps, deps.vapidKeys, opts.push);
  const notifications = createPushNotifications(deps, queue);
  const lifecycleMails = createLifecycleMails(deps, queue);
  const unsubscribe = createUnsubscribe(deps);
  const mailPreferences = createMailPreferences(deps);
  const auth = createAuthService(deps, queue, lifecycleMails);
  const account = createAccountService(deps, queue);
  const contact = createContactService(deps, queue);
  const overview = createOverviewService(deps, contact);
  const audit = { list: (q: Parameters<typeof listAudit>[1]) => listAudit(deps.db, q) };
  const ledger = createLedgerService(deps);
  const predictions = createPredictionsService(deps, ledger, { published: notifications.published });
  const hits = createHitsService(deps);
  const results = createResultsService(deps, queue);
  const myNumbers = createMyNumbersService(deps);
  const feeds = createResultsFeeds(deps, results, { urls: deps.config.resultsFeeds, intervalMs: deps.config.resultsFeedIntervalMinutes * MINUTE });
  const receipts = createReceiptsService(deps);
  const receiptMail = createReceiptMail(deps, queue);
  const paymentsWiring = createPaymentsWiring(deps);
  const payments = createPaymentsService(deps, queue, paymentsWiring.provider, receiptMail);
  const memberships = createMembershipsService(deps, queue, paymentsWiring, payments, lifecycleMails);
  // An admin's extension moves a renewing membership's next charge too (docs/product.md, "The operator's console").
  const users = createUsersService(deps, { extended: memberships.moveRenewal });
  const payTime = createPayTimeJobs(deps, queue, paymentsWiring, memberships);
  const stripeWebhook = createStripeWebhook(
    deps,
    paymentsWiring,
    payments,
    paymentsWiring.billing ? membershipEventHandlers(deps, paymentsWiring.billing, payments, memberships) : {},
  );
  const jobs = createJobsService(deps, queue);

  const worker = createJobWorker(
    deps,
    queue,
    {
      mail: mailJob(deps.mailer),
      push: pushJob(deps, queue, pushSender),
      'password-reset': auth.resetMail,
      'hit-scan': hitScanJob(deps, queue),
      'number-news': numberNewsJob(deps, queue),
      'expiry-reminders': notifications.expiryReminders,
      'results-feed': feeds.job,
      'lifecycle-mails': lifecycleMails.job,
      'membership-renewals': memberships.renewalsJob,
      'move-renewal': memberships.moveRenewalJob,
      refund: payTime.refund,
      'break-started': payTime.breakStarted,
      cleanup: cleanupJob(deps),
      'daily-move': async () => void (await predictions.moveToPast(DAILY_MOVE_ACTOR, dayOf(deps.clock.now(), deps.config.timeZone))),
    },
    { afterAnswers: answers.after, timeLimitsMs: JOB_TIME_LIMITS_MS, ...opts.worker },
  );
  const scheduler = createScheduler(deps, queue, [
    // The expiry reminder: checked every hour, sent at most once a day per user.
    { name: 'expiry-reminders', everyMs: HOUR, firstDelayMs: 10 * SECOND, job: { kind: 'expiry-reminders' } },
    { name: 'cleanup', everyMs: DAY, firstDelayMs: HOUR, job: { kind: 'cleanup' } },
    // "E-mails" (docs/product.md): the trial, ended-membership and renewal e-mails are found every
    // 15 minutes; the simulated checkout renews its memberships as their periods end (Stripe does
    // its own).
    { name: 'lifecycle-mails', everyMs: 15 * MINUTE, firstDelayMs: 10 * SECOND, job: { kind: 'lifecycle-mails' } },
    ...(paymentsWiring.simulated ? [{ name: 'membership-renewals', everyMs: 15 * MINUTE, firstDelayMs: 20 * SECOND, job: { kind: 'membership-renewals' } }] : []),
    // Sets whose window has closed move to the past at the operator's hour (DAILY_MOVE_HOUR; midnight unless off).
    ...(deps.config.dailyMoveHour !== null ? [dailyMoveSchedule(deps.config.dailyMoveHour, deps.config.timeZone)] : []),
    ...(deps.config.resultsFeeds.length > 0
      ? [{ name: 'results-feeds', everyMs: deps.config.resultsFeedIntervalMinutes * MINUTE, firstDelayMs: 5 * SECOND, job: { kind: 'results-feed', maxAttempts: 1 } }]
      : []),
  ]);

  return {
    deps,
    queue,
    answers,
    guards,
    push,
    pushSender,
    auth,
    account,
    users,
    contact,
    overview,
    audit,
    ledger,
    predictions,
    hits,
    results,
    myNumbers,
    feeds,
    receipts,
    payments,
    paymentsWiring,
    stripeWebhook,
    memberships,
    lifecycleMails,
    unsubscribe,
    mailPreferences,
    jobs,
    worker,
    scheduler,

    /** Starts the background work of this process: the job worker and the scheduler. */
    start() {
      pushSender.warm();
      // The renewing plans' Stripe Prices are looked up (and made when missing) at start-up.
      paymentsWiring.billing?.priceIds().catch((err) => deps.log.error('could not find or create the Stripe Prices of the renewing plans', err));
      // The lifecycle e-mails are looked for at every start too, not only when the 15-minute round
      // comes (docs/product.md, "E-mails"); processes starting in the same minute add one scan
      // between them.
      void deps.db
        .write((tx) => queue.add(tx, { kind: 'lifecycle-mails', key: `lifecycle-mails@start:${Math.floor(deps.clock.now() / MINUTE)}` }))
        .catch((err) => deps.log.error('could not queue the start-up scan for lifecycle e-mails', err));
      worker.start();
      scheduler.start();
    },

    /** Stops the background work: running jobs finish until `deadline`, the rest stay queued. */
    async stop(deadline?: number) {
      scheduler.stop();
      await worker.stop(deadline);
      feeds.stop();
      pushSender.close();
    },
  };
}

export type Services = ReturnType<typeof createServices>;
