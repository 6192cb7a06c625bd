import { PLANS, PLAN_IDS, type PlanId } from '@shared/plans';
import { useChoosePlan } from '../lib/use-choose-plan';
import { PlanCard } from './plan-card';
import '../styles/plans.css';

/** The plan cards (Explore Plans, the bottom of Predictions); choosing one starts checkout. */
export function PlanGrid({ ids = PLAN_IDS }: { ids?: readonly PlanId[] }) {
  const choose = useChoosePlan();
  return (
    <div className="plan-grid">
      {ids.map((id) => (
        <PlanCard key={id} plan={PLANS[id]} onChoose={() => choose(id)} />
      ))}
    </div>
  );
}
