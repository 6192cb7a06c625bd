// The checkout page of the simulated provider (docs/product.md, "The simulated checkout"): it
// stands in for Stripe's hosted page when the server has no Stripe keys, so the whole purchase can
// be tried without a card.
import { useState } from 'react';
import { Link, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { renewalTerms } from '@shared/membership';
import { PAYMENT_MESSAGES } from '@shared/payment-messages';
import { Alert } from '../../components/alert';
import { Loaded } from '../../components/loaded';
import { answer, client, requestOptions, type Answer } from '../../lib/api-client';
import { formatDate } from '../../lib/dates';
import { reads, usePageData } from '../../lib/page-data';
import './checkout.css';

type SimulatedSession = Answer<(typeof client.stripe.simulated)[':id']['$get']>;

const money = (amount: number, currency: string) => new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(amount);

export function loader({ params, request }: LoaderFunctionArgs) {
  const id = encodeURIComponent(params.id ?? '');
  return reads({ session: answer(client.stripe.simulated[':id'].$get({ param: { id } }, requestOptions({ signal: request.signal }))) });
}

export default function SimulatedCheckoutPage() {
  const { session } = usePageData<typeof loader>();
  return (
    <div className="page checkout-page">
      <div className="card checkout-card stack">
        <span className="section-eyebrow">Checkout</span>
        <h1 className="page-title">Simulated checkout</h1>
        <Alert kind="info">This server has no payment provider set up, so this is a practice checkout: no card is charged.</Alert>
        <Loaded resolve={session} loading="Loading your order..." failed="Your order could not be loaded.">
          {(s) => <Order session={s} />}
        </Loaded>
      </div>
    </div>
  );
}

function Order({ session }: { session: SimulatedSession }) {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [error, setError] = useState('');
  const [paying, setPaying] = useState(false);

  async function pay() {
    setPaying(true);
    setError('');
    try {
      const { redirectUrl } = await answer(client.stripe.simulated[':id'].pay.$post({ param: { id: encodeURIComponent(id) } }));
      navigate(redirectUrl, { replace: true });
    } catch (err) {
      setError((err as Error).message || 'Payment failed. Please try again.');
      setPaying(false);
    }
  }

  return (
    <>
      {error && <Alert kind="error">{error}</Alert>}
      {session.startsAt && (
        <Alert kind="info">
          Nothing is charged today: this membership starts on {formatDate(session.startsAt)}, when the time you have already paid for ends, and is first charged then.
        </Alert>
      )}
      <dl className="checkout-summary">
        <div>
          <dt>Plan</dt>
          <dd>{session.gift ? `${session.planName}, as a gift` : session.planName}</dd>
        </div>
        {session.code && (
          // The list price, the code's discount and what is paid (docs/product.md, "Codes").
          <>
            <div>
              <dt>List price</dt>
              <dd>{money(session.listAmount, session.currency)}</dd>
            </div>
            <div>
              <dt>Code {session.code}</dt>
              <dd>−{money(session.discount, session.currency)}</dd>
            </div>
          </>
        )}
        <div>
          <dt>{session.startsAt ? 'Due today' : session.code ? 'Total' : 'Amount'}</dt>
          <dd className="checkout-amount">{money(session.dueToday, session.currency)}</dd>
        </div>
        <div>
          <dt>Billing</dt>
          <dd>
            {!session.renew
              ? 'Once, no renewal'
              : session.startsAt
                ? `${money(session.renewsAt, session.currency)} on ${formatDate(session.startsAt)}, then every ${session.durationDays} days until you cancel`
                : `${money(session.renewsAt, session.currency)} every ${session.durationDays} days until you cancel`}
          </dd>
        </div>
        {session.email && (
          <div>
            <dt>Receipt to</dt>
            <dd>{session.email}</dd>
          </div>
        )}
      </dl>
      {session.renew && session.durationDays !== null && (
        <section className="checkout-terms" aria-labelledby="checkout-terms-title">
          <h2 id="checkout-terms-title">Renews automatically until cancelled</h2>
          <ul>
            {renewalTerms(
              { name: session.planName, amountCents: Math.round(session.renewsAt * 100), durationDays: session.durationDays },
              session.startsAt && formatDate(session.startsAt),
            ).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      )}
      {session.status === 'expired' ? (
        <>
          <Alert kind="error">{PAYMENT_MESSAGES.checkoutExpired}</Alert>
          <Link to="/plans" className="btn btn-primary">
            See the plans
          </Link>
        </>
      ) : (
        <div className="row checkout-actions">
          <button type="button" className="btn btn-primary" onClick={pay} disabled={paying}>
            {paying ? 'Processing...' : session.startsAt ? 'Confirm, pay nothing today' : `Pay ${money(session.amount, session.currency)}`}
          </button>
          <Link to={`/payment?plan=${encodeURIComponent(session.plan)}${session.code ? `&code=${encodeURIComponent(session.code)}` : ''}`} className="btn btn-secondary">
            Cancel
          </Link>
        </div>
      )}
    </>
  );
}
