// The jobs of limits at payment time (pay-time.ts, docs/operations.md, section 7): `refund` gives a
// refused payment's money back through the provider, ends the renewing membership it would have
// paid for and e-mails the person; `break-started` expires Stripe's open sessions and skips the
// renewals that would fall in a break (a pause, docs/product.md "Pausing"). The daily clean-up forgets the record of Stripe's closed
// checkouts (forgetClosedCheckouts).
import { and, eq, gt } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { refunds, stripeCheckouts } from '#db/schema-payments';
import { formatDate } from '../../platform/format';
import { PRODUCT_NAME } from '@shared/brand';
import { findPlan } from '../plans';
import type { Queryable } from '#db/client';
import { formatMoney } from '@shared/money-format';
import type { JobQueue } from '../../platform/jobs/jobs.queue';
import type { JobHandler } from '../../platform/jobs/jobs.worker';
import { queueMail } from '../../platform/mail/mail.job';
import { findUserById } from '../users';
import { applySubscriptionState } from './membership-store';
import { REFUND_MAIL_KEY } from './payments.erase';
import type { MembershipsService } from './memberships.service';
import type { PaymentsWiring } from './payments.wiring';

import { STRIPE_SESSION_LIFETIME_MS, forgetClosedCheckouts, type RefundRow } from './pay-time';

type PayTimeJobsDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'log'>;

export function createPayTimeJobs(deps: PayTimeJobsDeps, queue: JobQueue, wiring: PaymentsWiring, memberships: MembershipsService) {
  const { db, clock, log } = deps;
  const tz = deps.config.timeZone;

  async function refundMail(tx: Queryable, row: RefundRow, username: string, to: string, membershipEnded: boolean) {
    const plan = await findPlan(tx, row.plan);
    return {
      to,
      subject: `Your ${PRODUCT_NAME} payment was refunded`,
      text: [
        `Hi ${username},`,
        '',
        `We have refunded your payment of ${formatMoney(row.amountCents)}${plan ? ` for the ${plan.name} plan` : ''}, made on ${formatDate(row.paidAt, tz)}.`,
        row.message,
        'No time was added to your membership.',
        ...(membershipEnded ? ['Your renewing membership has ended, so nothing more will be charged.'] : []),
        '',
        'The money reaches your card within 5 to 10 business days, depending on your bank.',
        `Your account: ${deps.config.appUrl}/account`,
      ].join('\n'),
    };
  }

  const refund: JobHandler<{ refundId: number }> = async ({ refundId }) => {
    const [row] = await db.select().from(refunds).where(eq(refunds.id, refundId)).limit(1);
    if (!row || row.refundedAt != null) return;
    const providerRefundId = await wiring.provider.refund(row.paymentId);
    const ended = row.subscriptionId ? await memberships.endNow(row.subscriptionId, row.provider) : null;
    return async (tx) => {
      const now = clock.now();
      await tx.update(refunds).set({ providerRefundId, refundedAt: now }).where(eq(refunds.id, row.id));
      if (ended) await applySubscriptionState(tx, ended, now);
      const user = row.userId != null ? await findUserById(tx, row.userId) : undefined;
      const to = row.email ?? user?.email;
      if (user && to) await queueMail(queue, tx, await refundMail(tx, row, user.username, to, ended !== null), REFUND_MAIL_KEY(row.id));
    };
  };

  const breakStarted: JobHandler<{ userId: number; until: number }> = async ({ userId, until }) => {
    if (wiring.stripe) {
      const open = await db
        .select({ id: stripeCheckouts.id })
        .from(stripeCheckouts)
        .where(and(eq(stripeCheckouts.userId, userId), gt(stripeCheckouts.createdAt, clock.now() - STRIPE_SESSION_LIFETIME_MS)));
      for (const { id } of open) {
        const session = await wiring.stripe.checkout.sessions.retrieve(id);
        if (session.status === 'open') await wiring.stripe.checkout.sessions.expire(id);
      }
    }
    const user = await findUserById(db, userId);
    if (user?.selfExcludedUntil != null) await memberships.skipRenewalsWithin(userId, Math.max(until, user.selfExcludedUntil));
    else log.info(`break-started job: user ${userId} has no break any more`);
  };

  return { jobs: { refund, 'break-started': breakStarted }, sweeps: [forgetClosedCheckouts] };
}
