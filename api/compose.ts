// The composition root (docs/architecture.md, "Adding a feature"): the one place every service is
// made. The routes use them, the job worker runs their jobs, the scheduler their rounds. Each gets
// what it needs from Deps and from the features built before it; nothing else builds a service.
import type { Deps } from './platform/deps';
import { createAnalyticsService, createOverviewService } from './features/admin';
import { accountEraser, createAccountService } from './features/account';
import { eraseFromAudit, listAudit } from './platform/audit/audit';
import { authGuards } from './features/auth';
import { createAuthService } from './features/auth';
import { createContactService } from './features/contact';
import { createClaimsService } from './features/claims';
import { createPlansService } from './features/plans';
import { createOffersService } from './features/offers';
import { createHitsService } from './features/hits';
import { erasePartsOf, gatherBackground, sweepsOf } from './platform/jobs/background';
import { cleanupBackground } from './platform/jobs/cleanup.job';
import { createJobQueue } from './platform/jobs/jobs.queue';
import { createScheduler } from './platform/jobs/jobs.schedule';
import { createJobsService } from './platform/jobs/jobs.service';
import { createJobWorker, type WorkerOptions } from './platform/jobs/jobs.worker';
import { createLifecycleMails, createMailPreferences } from './features/mail';
import { forgetMails, mailBackground, type MailFooter } from './platform/mail/mail.job';
import { createUnsubscribe } from './features/mail';
import { createMethodsService } from './features/methods';
import { createMyNumbersService, queueNumberNews } from './features/my-numbers';
import { createNewsService } from './features/news';
import { createMembershipsService } from './features/payments';
import { createPayTimeJobs } from './features/payments';
import { createPaymentsService } from './features/payments';
import { createPaymentsWiring, createStripeWebhook } from './features/payments';
import { membershipEventHandlers } from './features/payments';
import { paidBefore, paymentPeriods, paymentsByPlan, paymentsOfPlan } from './features/payments';
import { createLedgerService, createResultLedger, recordFooter } from './features/ledger';
import { createPredictionsService, openPairs, storedSets } from './features/predictions';
import { createReferralLinks, createReferralsService } from './features/referrals';
import { createGiftPayments, createGiftsService } from './features/gifts';
import { createPushNotifications } from './features/push';
import { createPushSender, type PushSenderOptions } from './platform/push/push.sender';
import { createPushService } from './features/push';
import { createReceiptMail } from './features/receipts';
import { createReceiptsService } from './features/receipts';
import { createResultsFeeds, createResultsService, resultsByIds, windowDraws } from './features/results';
import { createUserAdminService } from './features/user-admin';
import { featureSet } from './platform/feature-set';
import { followedStatesByEmail } from './features/users';
import { helpFooterText } from '@shared/helplines';
import { answersInFlight } from './platform/http/answers-in-flight';
import { MINUTE } from './platform/clock';

export interface ServicesOptions {
  push?: PushSenderOptions;
  worker?: WorkerOptions;
}

/**
 * What every e-mail ends with: the helplines of the states its recipient follows (docs/product.md,
 * "Help where the player lives") and the public record's heads (docs/ledger.md, "Heads outside the
 * database").
 */
function everyMailFooter(deps: Deps, heads: () => Promise<string>): MailFooter {
  return async (to) => [helpFooterText(await followedStatesByEmail(deps.db, to)), await heads()].filter(Boolean).join('\n\n');
}

export function createServices(deps: Deps, opts: ServicesOptions = {}) {
  const queue = createJobQueue(deps.clock);
  // Aborted when a stop can wait no longer for work that may run for many seconds (an import of
  // years): that work rolls back and answers at once (docs/runtime.md, "Stopping").
  const cutting = new AbortController();
  const answers = answersInFlight();
  const pushSender = createPushSender(deps, deps.vapidKeys, opts.push);

  // Every feature, one line each, after the features it uses (`f`). What one runs in the
  // background (its jobs, their time limits, its schedules, its part of the clean-up) it declares
  // on what it returns; the worker and the scheduler below get the union.
  const features = featureSet()
    .add('guards', () => authGuards(deps))
    .add('push', () => createPushService(deps, queue, pushSender))
    .add('notifications', () => createPushNotifications(deps, queue))
    // Plans, receipts and the rest below payments read its rows through functions it exports
    // (docs/architecture.md, "Each table one owner").
    .add('plans', () => createPlansService(deps, { of: paymentsOfPlan, byPlan: paymentsByPlan }))
    .add('offers', () => createOffersService(deps, (userId) => paidBefore(deps.db, userId)))
    .add('lifecycleMails', (f) => createLifecycleMails(deps, queue, f.plans.offered))
    .add('unsubscribe', () => createUnsubscribe(deps))
    .add('mailPreferences', () => createMailPreferences(deps))
    .add('referralLinks', () => createReferralLinks(deps))
    .add('auth', (f) => createAuthService(deps, queue, f.lifecycleMails, f.referralLinks))
    .add('contact', () => createContactService(deps, queue))
    .add('claims', () => createClaimsService(deps))
    .add('overview', (f) => createOverviewService(deps, f.contact))
    .add('analytics', () => createAnalyticsService(deps))
    .add('audit', () => ({ list: (q: Parameters<typeof listAudit>[1]) => listAudit(deps.db, q), erase: eraseFromAudit }))
    .add('ledger', () => createLedgerService(deps, (ids) => storedSets(deps.db, ids)))
    .add('predictions', (f) => createPredictionsService(deps, f.ledger, { published: f.notifications.published }))
    // Hits scores numbers against the results feature's draws, which it asks through the reads
    // handed in here: results, built on hits, queues its scans (docs/architecture.md, "Each table one owner").
    .add('hits', () => createHitsService(deps, queue, { results: (ids) => resultsByIds(deps.db, ids), openPairs: (day, at) => openPairs(deps.db, day, at) }, windowDraws(deps.db)))
    .add('resultLedger', () => createResultLedger(deps))
    .add('results', (f) => createResultsService(deps, queue, f.resultLedger, queueNumberNews, cutting.signal))
    .add('myNumbers', () => createMyNumbersService(deps, queue))
    .add('methods', (f) => createMethodsService(deps, queue, f.predictions, f.contact))
    .add('mailFooter', (f) => everyMailFooter(deps, recordFooter(deps.config.appUrl, f.ledger, f.resultLedger)))
    .add('news', (f) => createNewsService(deps, queue, f.mailFooter))
    .add('feeds', (f) => createResultsFeeds(deps, f.results, { urls: deps.config.resultsFeeds, intervalMs: deps.config.resultsFeedIntervalMinutes * MINUTE }))
    .add('receipts', () => createReceiptsService(deps, paymentPeriods))
    .add('receiptMail', () => createReceiptMail(deps, queue, paymentPeriods))
    .add('paymentsWiring', () => createPaymentsWiring(deps))
    // Fulfilment marks a gift paid through the gifts feature's side of it (docs/product.md, "Gifts").
    .add('giftPayments', () => createGiftPayments(queue))
    .add('payments', (f) => createPaymentsService(deps, queue, f.paymentsWiring.provider, f.receiptMail, f.giftPayments))
    .add('memberships', (f) => createMembershipsService(deps, queue, f.paymentsWiring, f.payments, f.lifecycleMails))
    // A referral's reward moves a renewing membership's next charge as an extension does.
    .add('referrals', (f) => createReferralsService(deps, queue, { extended: f.memberships.moveRenewal }))
    // So does a gift's redemption.
    .add('gifts', (f) => createGiftsService(deps, queue, f.payments, { extended: f.memberships.moveRenewal }))
    .add('payTime', (f) => createPayTimeJobs(deps, queue, f.paymentsWiring, f.memberships))
    .add('stripeWebhook', (f) =>
      createStripeWebhook(deps, f.paymentsWiring, f.payments, f.paymentsWiring.billing ? membershipEventHandlers(deps, f.paymentsWiring.billing, f.payments, f.memberships) : {}),
    )
    .add('jobs', () => createJobsService(deps, queue))
    // Deleting an account runs the erase part of every feature above (api/platform/erase.ts).
    .add('accountEraser', (_, declared) => accountEraser(erasePartsOf([['mail', { erase: forgetMails }], ...declared]), deps.jwtSecret))
    .add('account', (f) => createAccountService(deps, queue, f.accountEraser.run))
    // An admin's extension moves a renewing membership's next charge too (docs/product.md, "The operator's console").
    .add('userAdmin', (f) => createUserAdminService(deps, f.accountEraser.run, { extended: f.memberships.moveRenewal }));

  // The platform's own background work: every e-mail, and the daily clean-up with each feature's
  // part of it. A job kind or a schedule declared twice stops the start here.
  const background = gatherBackground([
    ['mail', mailBackground(deps.mailer, features.built.mailFooter)],
    ['cleanup', cleanupBackground(deps, sweepsOf(features.background))],
    ...features.background,
  ]);
  const worker = createJobWorker(deps, queue, background.jobs, { afterAnswers: answers.after, timeLimitsMs: background.timeLimitsMs, ...opts.worker });
  const scheduler = createScheduler(deps, queue, background.schedules);
  const { paymentsWiring, feeds } = features.built;

  return {
    deps,
    queue,
    answers,
    pushSender,
    ...features.built,
    background,
    worker,
    scheduler,

    /** Starts the background work of this process: the job worker and the scheduler. */
    start() {
      // The Stripe Prices of the plans on sale are looked up (and made when missing) at start-up.
      const billing = paymentsWiring.billing;
      if (billing)
        features.built.plans
          .offered()
          .then((plans) => Promise.all(plans.flatMap((p) => [billing.priceFor(p, false), ...(p.renewable ? [billing.priceFor(p, true)] : [])])))
          .catch((err) => deps.log.error('could not find or create the Stripe Prices of the plans', err));
      worker.start();
      scheduler.start();
    },

    /** Cuts short the long work still running, requests' and jobs' alike: it stores nothing and ends. */
    cutShort() {
      cutting.abort();
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
