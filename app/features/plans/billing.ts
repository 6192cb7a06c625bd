// How the plans are paid for (docs/app.md, "Home and plans"), said from the plans on sale.
import type { PlanDto } from '@shared/plan-words';

const names = (plans: PlanDto[]) => new Intl.ListFormat('en-US').format(plans.map((p) => p.name));

/** "Daily, 3 Days and Bi-Weekly are paid once, … Weekly and Monthly you can pay once or let renew …". */
export function planBilling(plans: PlanDto[]): string {
  const once = plans.filter((p) => !p.renewable);
  const renewing = plans.filter((p) => p.renewable);
  return [
    once.length > 0 && `${names(once)} ${once.length === 1 ? 'is' : 'are'} paid once, with no automatic renewal.`,
    renewing.length > 0 && `${names(renewing)} you can pay once or let renew automatically until you cancel, as you choose at checkout.`,
  ]
    .filter(Boolean)
    .join(' ');
}
