import { purchaseBlock, usePurchaseLimits } from '../lib/purchase-limits';
import { useChoosePlan } from '../lib/use-choose-plan';
import { usePlans } from '../lib/use-plans';
import { PlanCard } from './plan-card';
import { PurchaseBlockNotice } from './purchase-block';
import '../styles/plans.css';

/**
 * The plan cards (Explore Plans, the bottom of Predictions); choosing one starts checkout. On a
 * break no plan is offered, and over the monthly limit the plans it cannot take are not: the
 * notice says why and until when (app/lib/purchase-limits.ts).
 */
export function PlanGrid() {
  const choose = useChoosePlan();
  const limits = usePurchaseLimits();
  const plans = usePlans() ?? [];
  const blocks = plans.map((p) => purchaseBlock(limits, p));
  const first = blocks.find((b) => b !== null);
  if (first?.kind === 'break') return <PurchaseBlockNotice block={first} />;
  return (
    <>
      {first && <PurchaseBlockNotice block={first} />}
      <div className="plan-grid">
        {plans.map((plan, i) => (
          <PlanCard key={plan.id} plan={plan} onChoose={() => choose(plan.id)} unavailable={blocks[i] ? 'Over your monthly limit' : undefined} />
        ))}
      </div>
    </>
  );
}
