import { Link } from 'react-router-dom';
import { PLANS, PLANS_PAGE_IDS } from '@shared/plans';
import { formatMoney } from '@shared/money-format';
import { TrialOffer } from '../../components/trial-offer';
import { useChoosePlan } from '../../lib/use-choose-plan';
import { checkoutLine, useCheckoutKind } from '../../lib/use-checkout-kind';
import { PLAN_BILLING } from './billing';

/**
 * The short plan chooser (docs/app.md, "Home and plans"): bi_weekly is only on the cards and
 * payment page.
 */
export default function PlansPage() {
  const choose = useChoosePlan();
  const checkout = useCheckoutKind();
  return (
    <div className="page plans-chooser">
      <div className="card plans-chooser-card">
        <span className="section-eyebrow">Subscribe</span>
        <h1 className="page-title">Pick a subscription plan</h1>
        <p className="muted">Unlock today&apos;s predictions and the full archive. Choose how long you need access.</p>
        <p className="muted plans-billing">{PLAN_BILLING}</p>
        <div className="plan-options">
          {PLANS_PAGE_IDS.map((id) => {
            const plan = PLANS[id];
            return (
              <button key={id} type="button" className={`plan-option${plan.mostPopular ? ' is-popular' : ''}`} onClick={() => choose(id)}>
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
        <p className="plans-track">
          How often do our numbers hit? <Link to="/track-record">See our track record</Link>, checked against the official draws and pure chance.
        </p>
      </div>
    </div>
  );
}
