// The admin feature's public surface (docs/architecture.md, "Adding a feature"): what the
// composition root and other features may use; everything else in this folder is its own.
export { adminRoutes } from './admin.routes';
export { createOverviewService } from './overview.service';
export { createAnalyticsService } from './analytics.service';
