// How each plan is paid (docs/product.md, "Plans and prices"), as the plans pages say it: the passes
// once, weekly and monthly once or as a membership that renews until cancelled.
import { isRenewingPlan, RENEWING_PLAN_IDS } from '@shared/membership';
import { PLAN_IDS, PLANS, type PlanId } from '@shared/plans';

const names = (ids: readonly PlanId[]) => new Intl.ListFormat('en-US').format(ids.map((id) => PLANS[id].name));

export const PLAN_BILLING = `${names(PLAN_IDS.filter((id) => !isRenewingPlan(id)))} are paid once, with no automatic renewal. ${names(RENEWING_PLAN_IDS)} you can pay once or let renew automatically until you cancel, as you choose at checkout.`;
