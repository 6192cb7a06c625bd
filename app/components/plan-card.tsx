import type { PlanDto } from '@shared/plan-words';
import { formatMoney } from '@shared/money-format';
import { CheckIcon } from './icons';

function durationLabel(days: number) {
  return days === 1 ? '1 day' : `${days} days`;
}

/**
 * One subscription plan (GET /api/plans); "Most Popular" is the plan's own flag (docs/product.md,
 * "Plans").
 */
export function PlanCard({
  plan,
  onChoose,
  unavailable,
}: {
  plan: PlanDto;
  onChoose(): void /** Why it cannot be bought now, said in place of its button. */;
  unavailable?: string;
}) {
  const headingId = `plan-${plan.id}-name`;
  return (
    <article className={`plan-card${plan.mostPopular ? ' is-popular' : ''}`} aria-labelledby={headingId}>
      {plan.mostPopular && <span className="plan-ribbon">Most Popular</span>}
      <h3 id={headingId} className="plan-name">
        {plan.name}
      </h3>
      <p className="plan-price">
        <span className="plan-amount">{formatMoney(plan.amountCents)}</span>
        <span className="plan-duration">/ {durationLabel(plan.durationDays)}</span>
      </p>
      <p className="plan-per-day">{plan.perDay ? `about ${plan.perDay} a day` : '\u00a0'}</p>
      <p className="plan-description">{plan.description}</p>
      <ul className="plan-features">
        <li>
          <CheckIcon size={16} /> Up to 30 predictions a day
        </li>
        <li>
          <CheckIcon size={16} /> Best alternatives included
        </li>
        <li>
          <CheckIcon size={16} /> Past predictions archive
        </li>
      </ul>
      {unavailable ? (
        <p className="plan-unavailable">{unavailable}</p>
      ) : (
        <button type="button" className={`btn ${plan.mostPopular ? 'btn-primary' : 'btn-secondary'} btn-block`} onClick={onChoose}>
          Choose Plan<span className="sr-only"> ({plan.name})</span>
        </button>
      )}
    </article>
  );
}
