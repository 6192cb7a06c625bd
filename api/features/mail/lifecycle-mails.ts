// The e-mails a member expects at the moments that matter (docs/product.md, "E-mails"): welcome
// after sign-up, the free trial's last day, the membership's end, a monthly renewal three days
// ahead, any renewal the spending limit would refuse (three days ahead too), and a failed renewal
// payment. Each is a mail job with a key
// (api/platform/mail/mail.job.ts), so it goes once however often a scan finds it or an event
// repeats: the windows a scan looks in (24 hours, 3 days) are shorter than the week a done job's
// key is kept (cleanup.job.ts).
//
// Welcome, trial-ends and membership-ended are optional: they carry List-Unsubscribe with a
// one-step link (RFC 8058), and none goes to someone who unsubscribed or is on a break. The
// renewal notice, the renewal over the limit and the payment failure are about money: they always go.
import { and, eq, not, notExists, sql } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import type { Tx } from '#db/client';
import { mailOptOuts } from '#db/schema-mail';
import { DAY, HOUR, MINUTE, SECOND } from '../../platform/clock';
import { formatDate, formatDateTime } from '../../platform/format';
import type { Mail } from '../../platform/mail/mailer';
import { PRODUCT_NAME } from '@shared/brand';
import type { OptionalMailKind } from '@shared/mail-preferences';
import { ACCOUNT_MESSAGES } from '@shared/account';
import { HOW_TO_CANCEL } from '@shared/membership';
import type { PlanDto } from '@shared/plan-rules';
import { findPlan, type PlanRow } from '../plans';
import { formatMoney } from '@shared/money-format';
import { trialLength } from '@shared/trial';
import type { JobQueue } from '../../platform/jobs/jobs.queue';
import { hasRenewingMembership, pausesEnding, renewalOverLimit, renewalsDue, type RenewalOverLimit } from '../payments';
import { notOnBreakWhere } from '../responsible-play';
import { accountWhere, activeSubscriberWhere, endsByWhere, findUserById, people, subscriberEndedWithinWhere, trialOnlyWhere } from '../users';
import type { JobHandler } from '../../platform/jobs/jobs.worker';
import { queueMail } from '../../platform/mail/mail.job';
import { unsubscribeUrl } from './unsubscribe';

/** "Less than 24 h left" of the trial; "within 24 h after the end"; the renewal notice's 3 days. */
export const TRIAL_ENDS_WITHIN = 24 * HOUR;
export const ENDED_WITHIN = 24 * HOUR;
export const RENEWAL_NOTICE_DAYS = 3;

type Person = { id: number; username: string; email: string };

/** The plans on sale (GET /api/plans), one line each. */
const plansList = (plans: PlanDto[]) =>
  plans.map((p) => {
    const renews = p.renewable ? ', or as a membership that renews until you cancel' : '';
    return `- ${p.name}: ${formatMoney(p.amountCents)} for ${p.durationDays === 1 ? '1 day' : `${p.durationDays} days`}${renews}`;
  });

/** A plan no longer in the table (never: plans are not deleted) is named by its id. */
const planOr = (p: PlanRow | undefined, id: string) => p ?? { id, name: id, amountCents: 0, durationDays: 0 };

type LifecycleMailsDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'jwtSecret'>;

export function createLifecycleMails(deps: LifecycleMailsDeps, queue: JobQueue, offered: () => Promise<PlanDto[]>) {
  const { db, clock } = deps;
  const app = deps.config.appUrl;
  const tz = deps.config.timeZone;
  const { trialDays } = deps.config;

  /** An optional e-mail: the unsubscribe link in its text and in the headers mail clients act on. */
  function optional(to: Person, subject: string, lines: string[]): Mail {
    const url = unsubscribeUrl(deps, to.id);
    return {
      to: to.email,
      subject,
      text: [...lines, '', '--', `You get this e-mail because you have a ${PRODUCT_NAME} account. To stop e-mails like this one, unsubscribe: ${url}`].join('\n'),
      headers: { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    };
  }

  const trialEnds = (u: Person, end: number, plans: PlanDto[]) =>
    optional(u, `Your ${PRODUCT_NAME} free trial ends ${formatDate(end, tz)}`, [
      `Hi ${u.username},`,
      '',
      `Your free ${trialLength(trialDays)} ${PRODUCT_NAME} membership ends on ${formatDateTime(end, tz)}.`,
      "To keep getting each day's predictions, choose a plan:",
      ...plansList(plans),
      '',
      `See the plans: ${app}/explore-plans`,
    ]);

  const membershipEnded = (u: Person, end: number, plans: PlanDto[]) =>
    optional(u, `Your ${PRODUCT_NAME} membership has ended`, [
      `Hi ${u.username},`,
      '',
      `Your ${PRODUCT_NAME} membership ended on ${formatDateTime(end, tz)}. We hope the predictions served you well.`,
      'Come back any time with one of our plans:',
      ...plansList(plans),
      '',
      `See the plans: ${app}/explore-plans`,
    ]);

  const renewalNotice = (u: Person, p: { name: string; durationDays: number }, amountCents: number, end: number): Mail => {
    return {
      to: u.email,
      subject: `Your ${PRODUCT_NAME} membership renews on ${formatDate(end, tz)}`,
      text: [
        `Hi ${u.username},`,
        '',
        `Your ${PRODUCT_NAME} ${p.name} membership renews automatically on ${formatDateTime(end, tz)} for ${formatMoney(amountCents)}, for another ${p.durationDays} days.`,
        'If you would like to keep it, there is nothing to do.',
        '',
        `To stop it renewing: ${HOW_TO_CANCEL}`,
        `Your account: ${app}/account`,
      ].join('\n'),
    };
  };

  /** Three days before a paused membership renews again, whatever its plan (docs/product.md, "Pausing"). */
  const pauseEndsNotice = (u: Person, p: { name: string; durationDays: number }, amountCents: number, end: number): Mail => ({
    to: u.email,
    subject: `Your ${PRODUCT_NAME} membership renews again on ${formatDate(end, tz)}`,
    text: [
      `Hi ${u.username},`,
      '',
      `Your pause is nearly over: your ${PRODUCT_NAME} ${p.name} membership renews automatically on ${formatDateTime(end, tz)} for ${formatMoney(amountCents)}, for another ${p.durationDays} days.`,
      'If you would like to keep it, there is nothing to do.',
      '',
      `To pause it again or stop it renewing: ${HOW_TO_CANCEL}`,
      `Your account: ${app}/account`,
    ].join('\n'),
  });

  /** A renewal the spending limit will refuse (docs/product.md, "Responsible play"): said before it is charged. */
  const renewalOverLimitMail = (u: Person, o: RenewalOverLimit): Mail => {
    return {
      to: u.email,
      subject: `Your ${PRODUCT_NAME} renewal on ${formatDate(o.at, tz)} would go over your spending limit`,
      text: [
        `Hi ${u.username},`,
        '',
        ACCOUNT_MESSAGES.renewalOverLimit(o.planName, formatDateTime(o.at, tz), formatMoney(o.amountCents), formatMoney(o.limitCents)),
        '',
        `Your limit and your membership: ${app}/account`,
      ].join('\n'),
    };
  };

  /**
   * The scheduled scan (at start-up and every 15 minutes): the trials in their last 24 hours,
   * the memberships ended in the last 24 hours and the monthly renewals due within 3 days. The
   * keyed jobs are added in the scan job's own commit, so a scan run twice adds each once.
   */
  const scan = (async () => {
    const now = clock.now();
    const mayGetOptional = (kind: OptionalMailKind) =>
      and(
        notOnBreakWhere(now),
        accountWhere((userId) =>
          notExists(
            db
              .select({ one: sql`1` })
              .from(mailOptOuts)
              .where(and(eq(mailOptOuts.userId, userId), eq(mailOptOuts.kind, kind))),
          ),
        ),
      );
    // A membership that renews has not ended when its period does: its invoice is on the way.
    const renewing = accountWhere((userId) => hasRenewingMembership(db, userId));
    const trials = await people(
      db,
      and(
        activeSubscriberWhere(now),
        endsByWhere(now + TRIAL_ENDS_WITHIN),
        trialOnlyWhere(trialDays),
        // Bought during the trial, a renewing plan starts when it ends: there is no plan left to choose.
        not(renewing),
        mayGetOptional('trial-ends'),
      )!,
    );
    const ended = await people(
      db,
      and(
        subscriberEndedWithinWhere(now, ENDED_WITHIN),
        // The trial's end has its own e-mail the day before.
        not(trialOnlyWhere(trialDays)),
        not(renewing),
        mayGetOptional('membership-ended'),
      )!,
    );
    const renewals = await renewalsDue(db, now, now + RENEWAL_NOTICE_DAYS * DAY);
    const pauses = await pausesEnding(db, now, now + RENEWAL_NOTICE_DAYS * DAY);
    // Any plan's renewal that the limit in force then would refuse: the member hears of it first.
    const overLimit: { u: Person; subscriptionId: string; over: RenewalOverLimit }[] = [];
    for (const r of [...renewals, ...pauses]) {
      const user = await findUserById(db, r.id);
      const over = user && (await renewalOverLimit(deps, db, user, now));
      if (over) overLimit.push({ u: r, subscriptionId: r.subscriptionId, over });
    }
    const notices = renewals.filter((r) => r.plan === 'monthly');
    if (trials.length + ended.length + notices.length + pauses.length + overLimit.length === 0) return;
    const plans = await offered();
    const noticePlans = await Promise.all(notices.map(async (r) => planOr(await findPlan(db, r.plan), r.plan)));
    const pausePlans = await Promise.all(pauses.map(async (r) => planOr(await findPlan(db, r.plan), r.plan)));
    return async (tx: Tx) => {
      for (const u of trials) await queueMail(queue, tx, trialEnds(u, u.end!, plans), `trial-ends:${u.id}`);
      for (const u of ended) await queueMail(queue, tx, membershipEnded(u, u.end!, plans), `membership-ended:${u.id}:${u.end}`);
      for (const [i, r] of notices.entries()) {
        const plan = noticePlans[i];
        await queueMail(queue, tx, renewalNotice(r, plan, r.amountCents ?? plan.amountCents, r.end), `renewal-notice:${r.subscriptionId}:${r.end}`);
      }
      for (const [i, r] of pauses.entries()) {
        const plan = pausePlans[i];
        await queueMail(queue, tx, pauseEndsNotice(r, plan, r.amountCents ?? plan.amountCents, r.end), `pause-ends:${r.subscriptionId}:${r.end}`);
      }
      for (const o of overLimit) await queueMail(queue, tx, renewalOverLimitMail(o.u, o.over), `renewal-over-limit:${o.subscriptionId}:${o.over.at}`);
    };
  }) satisfies JobHandler<unknown>;

  return {
    /** In the registration's transaction: the welcome goes once the account exists. */
    welcome(tx: Tx, u: Person) {
      const mail = optional(u, `Welcome to ${PRODUCT_NAME}`, [
        `Hi ${u.username},`,
        '',
        `Welcome to ${PRODUCT_NAME}. Your account is ready.`,
        '',
        `- Try ${trialDays === 1 ? '1 day' : `${trialDays} days`} of VIP predictions free, no payment needed: ${app}/`,
        `- See the plans: ${app}/explore-plans`,
        `- Your account, receipts and play limits: ${app}/account`,
        '',
        `Play for fun, and only with money you can afford to lose: ${app}/responsible-play`,
      ]);
      return queueMail(queue, tx, mail, `welcome:${u.id}`);
    },

    /**
     * A renewal payment failed (docs/product.md, "Renewing memberships"): what happened, until when
     * the paid time runs, and where to update the card.
     */
    async paymentFailed(tx: Tx, u: Person, p: { plan: string; amountCents: number | null; paidUntil: number | null; invoiceId: string }) {
      const plan = planOr(await findPlan(tx, p.plan), p.plan);
      // A renewal is charged as its period ends, and its failure is often told after: the paid
      // time may be over already, and is then said to be.
      const until = !p.paidUntil
        ? ''
        : p.paidUntil > clock.now()
          ? `Your membership stays active until ${formatDateTime(p.paidUntil, tz)}, the end of the time you have paid for.`
          : `The time you paid for ended on ${formatDateTime(p.paidUntil, tz)}, so your membership is paused until the payment goes through.`;
      const mail: Mail = {
        to: u.email,
        subject: `Your ${PRODUCT_NAME} payment did not go through`,
        text: [
          `Hi ${u.username},`,
          '',
          `We could not take the ${formatMoney(p.amountCents ?? plan.amountCents)} payment that renews your ${PRODUCT_NAME} ${plan.name} membership.`,
          until,
          '',
          `To keep your membership, update your card on your account page (Update card): ${app}/account`,
          'We will try the payment again in the next few days.',
        ]
          .filter((line, i, all) => line !== '' || all[i - 1] !== '')
          .join('\n'),
      };
      return queueMail(queue, tx, mail, `payment-failed:${p.invoiceId}`);
    },

    /**
     * Paused, by the member or a break (docs/product.md, "Pausing"): until when access runs, that
     * nothing is charged meanwhile, and the day it renews again by itself. Once per pause.
     */
    async paused(tx: Tx, u: Person, p: { subscriptionId: string; plan: string; amountCents: number | null; accessEnd: number; pausedUntil: number; byBreak: boolean }) {
      const plan = planOr(await findPlan(tx, p.plan), p.plan);
      const renews = formatDate(p.pausedUntil, tz);
      const access = p.accessEnd > clock.now() ? `You keep access until ${formatDateTime(p.accessEnd, tz)}, the end of the time you have paid for.` : '';
      const mail: Mail = {
        to: u.email,
        subject: `Your ${PRODUCT_NAME} membership is paused until ${renews}`,
        text: [
          `Hi ${u.username},`,
          '',
          p.byBreak
            ? `Because of your break, your ${PRODUCT_NAME} ${plan.name} membership skips the renewals that would fall in it: it is paused, and nothing is charged while it is.`
            : `Your ${PRODUCT_NAME} ${plan.name} membership is paused: nothing is charged while it is.`,
          access,
          `It renews again by itself on ${formatDateTime(p.pausedUntil, tz)} for ${formatMoney(p.amountCents ?? plan.amountCents)}, then every ${plan.durationDays} days until you cancel. We will remind you 3 days before.`,
          '',
          p.byBreak
            ? 'After your break you can manage it on your account page (My Account → Membership).'
            : 'Back sooner? Unpause it on your account page (My Account → Membership → Unpause).',
          `To stop it renewing: ${HOW_TO_CANCEL}`,
          `Your account: ${app}/account`,
        ]
          .filter((line, i, all) => line !== '' || all[i - 1] !== '')
          .join('\n'),
      };
      return queueMail(queue, tx, mail, `membership-paused:${p.subscriptionId}:${p.pausedUntil}`);
    },

    /**
     * Renewal stopped (the member, Stripe's portal or a break) or turned on again (docs/product.md,
     * "E-mails"): the day the membership ends, or renews next and for how much. Once per change,
     * keyed by the state's moment.
     */
    async renewalChanged(
      tx: Tx,
      u: Person,
      m: { subscriptionId: string; plan: string; amountCents: number | null; currentPeriodEnd: number; cancelAtPeriodEnd: boolean; stateAt: number },
    ) {
      const plan = planOr(await findPlan(tx, m.plan), m.plan);
      const when = formatDateTime(m.currentPeriodEnd, tz);
      const mail: Mail = m.cancelAtPeriodEnd
        ? {
            to: u.email,
            subject: `Your ${PRODUCT_NAME} membership will not renew`,
            text: [
              `Hi ${u.username},`,
              '',
              `Your ${PRODUCT_NAME} ${plan.name} membership will not renew. It ends on ${when}; you keep access until then, and nothing more will be charged.`,
              '',
              `Changed your mind? Turn renewal back on before then on your account page (My Account → Membership → Resume renewal): ${app}/account`,
            ].join('\n'),
          }
        : {
            to: u.email,
            subject: `Your ${PRODUCT_NAME} membership renews again`,
            text: [
              `Hi ${u.username},`,
              '',
              `Your ${PRODUCT_NAME} ${plan.name} membership renews automatically again: next on ${when} for ${formatMoney(m.amountCents ?? plan.amountCents)}, then every ${plan.durationDays} days until you cancel.`,
              '',
              `To stop it renewing: ${HOW_TO_CANCEL}`,
              `Your account: ${app}/account`,
            ].join('\n'),
          };
      return queueMail(queue, tx, mail, `renewal-${m.cancelAtPeriodEnd ? 'off' : 'on'}:${m.subscriptionId}:${m.stateAt}`);
    },

    jobs: { 'lifecycle-mails': scan },
    // "E-mails" (docs/product.md): the trial, ended-membership and renewal e-mails are found every
    // 15 minutes, and at every start too, not only when the round comes.
    schedules: [{ name: 'lifecycle-mails', everyMs: 15 * MINUTE, firstDelayMs: 10 * SECOND, job: { kind: 'lifecycle-mails' }, alsoAtStart: true }],
  };
}

export type LifecycleMails = ReturnType<typeof createLifecycleMails>;
