import { Link } from 'react-router-dom';
import { useClaims } from '../../lib/use-claims';
import { ShieldIcon, ClockIcon, HeadsetIcon } from '../../components/icons';
import { PlanGrid } from '../../components/plan-grid';
import { TrialOffer } from '../../components/trial-offer';
import { checkoutLine, useCheckoutKind } from '../../lib/use-checkout-kind';
import { usePlans } from '../../lib/use-plans';
import { planBilling } from './billing';

export default function ExplorePlansPage() {
  const claims = useClaims();
  const checkout = useCheckoutKind();
  const plans = usePlans();
  return (
    <div className="plans-page">
      <section className="plans-hero">
        <div className="container section-head">
          <span className="section-eyebrow">Explore Plans</span>
          <h1 className="page-title">Choose your VIP access</h1>
          <p>Every plan unlocks today&apos;s 3 and 4 digit predictions, the best alternatives and the past archive. {planBilling(plans ?? [])}</p>
        </div>
      </section>
      <div className="container plans-body">
        <h2 className="sr-only">Plans</h2>
        <PlanGrid />
        <TrialOffer returnTo="/explore-plans" />
        <ul className="plans-assurance">
          <li>
            <ShieldIcon /> {checkoutLine(checkout)}
          </li>
          <li>
            <ClockIcon /> Access starts right after payment
          </li>
          {claims.support && (
            <li>
              <HeadsetIcon /> {claims.support}
            </li>
          )}
        </ul>
        <p className="plans-track">
          How often do our numbers hit? <Link to="/track-record">See our track record</Link>, checked against the official draws and pure chance.
        </p>
      </div>
    </div>
  );
}
