// The plans feature's public surface (docs/architecture.md, "Adding a feature"): what the
// composition root, the app and the features that sell, receipt and count plans may use.
export { plansAdminRoutes, plansRoutes } from './plans.routes';
export { createPlansService, findPlan, planForSale, plansById, toPlanDto, type PlanRow, type PlanSales, type PlansService } from './plans.service';
