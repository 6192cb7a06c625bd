import { Link } from 'react-router-dom';
import { formatMoney } from '@shared/money-format';
import { TrialOffer } from '../../components/trial-offer';
import { useChoosePlan } from '../../lib/use-choose-plan';
import { checkoutLine, useCheckoutKind } from '../../lib/use-checkout-kind';
import { usePlans } from '../../lib/use-plans';
import { planBilling } from './billing';

/** The short plan chooser (docs/app.md, "Home and plans"): the plans on sale, in their order. */
export default function PlansPage() {
  const choose = useChoosePlan();
  const checkout = useCheckoutKind();
  const plans = usePlans();
  return (
    <div className="page plans-chooser">
      <div className="card plans-chooser-card">
        <span className="section-eyebrow">Subscribe</span>
        <h1 className="page-title">Pick a subscription plan</h1>
        <p className="muted">Unlock today&apos;s predictions and the full archive. Choose how long you need access.</p>
        {plans && <p className="muted plans-billing">{planBilling(plans)}</p>}
        {plans === null && <p className="muted">The plans could not be loaded. Check your connection and try again.</p>}
        <div className="plan-options" aria-busy={plans === undefined}>
          {(plans ?? []).map((plan) => {
            return (
              <button key={plan.id} type="button" className={`plan-option${plan.mostPopular ? ' is-popular' : ''}`} onClick={() => choose(plan.id)}>
                <span className="plan-option-name">
                  {plan.name}
                  {plan.mostPopular && <span className="plan-option-badge">Most Popular</span>}
                </span>
                <span className="plan-option-price">{formatMoney(plan.amountCents)}</span>
              </button>
            );
          })}
        </div>
        <p className="muted plans-note">{checkoutLine(checkout)}. Your access begins as soon as payment is confirmed.</p>
        <TrialOffer returnTo="/plans" />
        {/* docs/app.md, "Gifts": any plan, bought for someone else. */}
        <p className="plans-track">
          Buying for someone else? <Link to="/gift">Give a plan as a gift</Link>.
        </p>
        <p className="plans-track">
          How often do our numbers hit? <Link to="/track-record">See our track record</Link>, checked against the official draws and pure chance.
        </p>
      </div>
    </div>
  );
}
