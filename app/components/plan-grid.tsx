import { PLANS, PLAN_IDS, type PlanId } from '@shared/plans';
import { purchaseBlock, usePurchaseLimits } from '../lib/purchase-limits';
import { useChoosePlan } from '../lib/use-choose-plan';
import { PlanCard } from './plan-card';
import { PurchaseBlockNotice } from './purchase-block';
import '../styles/plans.css';

/**
 * The plan cards (Explore Plans, the bottom of Predictions); choosing one starts checkout. On a
 * break no plan is offered, and over the monthly limit the plans it cannot take are not: the
 * notice says why and until when (app/lib/purchase-limits.ts).
 */
export function PlanGrid({ ids = PLAN_IDS }: { ids?: readonly PlanId[] }) {
  const choose = useChoosePlan();
  const limits = usePurchaseLimits();
  const blocks = ids.map((id) => purchaseBlock(limits, id));
  const first = blocks.find((b) => b !== null);
  if (first?.kind === 'break') return <PurchaseBlockNotice block={first} />;
  return (
    <>
      {first && <PurchaseBlockNotice block={first} />}
      <div className="plan-grid">
        {ids.map((id, i) => (
          <PlanCard key={id} plan={PLANS[id]} onChoose={() => choose(id)} unavailable={blocks[i] ? 'Over your monthly limit' : undefined} />
        ))}
      </div>
    </>
  );
}
