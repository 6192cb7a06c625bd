// The payments feature's public surface (docs/architecture.md, "Adding a feature"): what the
// composition root and other features may use; everything else in this folder is its own.
export { ensureBusinessFigures } from './business-figures';
export { businessReads, type FigureRow, type Period, revenueByDayAndPlan } from './business-reads.sql';
export { cancelledBetween, hasRenewingMembership, payingByPrice, pausesEnding, renewalsDue } from './membership-store';
export { devRoutes, membershipRoutes } from './memberships.routes';
export { type MembershipsService, createMembershipsService } from './memberships.service';
export { closeCheckoutsForBreak, renewalOverLimit, renewalWarning, type RenewalOverLimit } from './pay-time';
export { createPayTimeJobs } from './pay-time.jobs';
export {
  everPaidWhere,
  firstPaymentsOf,
  membershipOf,
  paidBefore,
  paymentHistory,
  paymentPeriods,
  paymentsByPlan,
  paymentsOfPlan,
  spentThisMonth,
} from './payment-history';
export { paymentsRoutes } from './payments.routes';
export { createPaymentsService, type PaymentsService } from './payments.service';
export type { GiftPaid, GiftPayments } from './payments.fulfil';
export { createPaymentsWiring, createStripeWebhook } from './payments.wiring';
export { membershipEventHandlers } from './stripe-events';
