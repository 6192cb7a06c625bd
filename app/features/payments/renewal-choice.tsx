// Pay once, or a membership that renews until cancelled (docs/product.md, "Renewing memberships").
// Choosing to renew shows the terms (price, period, that it renews until cancelled, how to cancel)
// behind a consent box that starts unticked; the payment page keeps Pay blocked until it is ticked.
import { formatMoney } from '@shared/money-format';
import { renewalConsent, renewalTerms, type RenewingPlanFacts } from '@shared/membership';

interface Props {
  plan: RenewingPlanFacts;
  renew: boolean;
  /** The date the time already paid for ends: a renewing membership starts (and is first charged) then. */
  startsOn: string | null;
  consent: boolean;
  onRenew(renew: boolean): void;
  onConsent(consent: boolean): void;
}

export function RenewalChoice({ plan, renew, startsOn, consent, onRenew, onConsent }: Props) {
  const p = plan;
  const price = formatMoney(p.amountCents);
  return (
    <div className="renewal-choice">
      <fieldset className="billing-options">
        <legend>How would you like to pay?</legend>
        <label className="billing-option">
          <input type="radio" name="billing" value="once" checked={!renew} onChange={() => onRenew(false)} />
          <span>
            <strong>Pay once</strong>
            <span className="muted">
              {price} for {p.durationDays} days. No renewal.
            </span>
          </span>
        </label>
        <label className="billing-option">
          <input type="radio" name="billing" value="renew" checked={renew} onChange={() => onRenew(true)} />
          <span>
            <strong>Renew automatically</strong>
            <span className="muted">
              {price} every {p.durationDays} days until you cancel{startsOn ? `, from ${startsOn}` : ''}.
            </span>
          </span>
        </label>
      </fieldset>
      {renew && (
        <section className="renewal-terms" aria-labelledby="renewal-terms-title">
          <h3 id="renewal-terms-title">Membership that renews</h3>
          <ul>
            {renewalTerms(plan, startsOn).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <div className="field">
            <label className="field-check">
              <input type="checkbox" name="renewalConsent" checked={consent} onChange={(e) => onConsent(e.target.checked)} />
              <span>{renewalConsent(plan, startsOn)}</span>
            </label>
          </div>
        </section>
      )}
    </div>
  );
}
