// The referrals feature's public surface (docs/architecture.md, "Adding a feature"): what the
// composition root and other features may use; everything else in this folder is its own.
export { referralsRoutes } from './referrals.routes';
export { createReferralLinks, createReferralsService, type ReferralLinks } from './referrals.service';
