// /payment-success (docs/app.md, "Payment and checkout"): where the provider's checkout comes back.
// The route's loader confirms the payment once per visit (docs/app.md, "How a page reads data"):
// what the page shows is that confirmation's answer.
import { Link, type LoaderFunctionArgs } from 'react-router-dom';
import { HOW_TO_CANCEL, type PurchasedRenewalDto } from '@shared/membership';
import { formatMoney } from '@shared/money-format';
import { planOf, usePlans } from '../../lib/use-plans';
import { Alert } from '../../components/alert';
import { CheckIcon } from '../../components/icons';
import { Loaded } from '../../components/loaded';
import { answer, ApiError, client, type Answer } from '../../lib/api-client';
import { storeUser } from '../../lib/auth-store';
import { formatDate, formatDay, todayDay } from '../../lib/dates';
import { reads, usePageData } from '../../lib/page-data';
import { receiptLinks } from '../../lib/receipt-links';
import './payments.css';

type Confirmation = Answer<(typeof client.stripe)['payment-success']['$post']>;

type Outcome =
  | { kind: 'invalid' }
  | { kind: 'failed' }
  // Paid during a break or over the monthly limit: refunded instead (docs/operations.md, "Limits at payment time").
  | { kind: 'refunded'; message: string }
  | { kind: 'done'; result: Confirmation };

const isRefund = (err: unknown): err is ApiError => err instanceof ApiError && err.status === 409 && (err.body as { refunded?: unknown } | null)?.refunded === true;

/** Confirms the payment the address names; never fails (a refusal is its outcome). */
export function loader({ request }: LoaderFunctionArgs): { outcome: Promise<Outcome> } {
  const params = new URL(request.url).searchParams;
  const sessionId = params.get('session_id');
  const plan = params.get('plan');
  const userId = params.get('userId');
  if (!sessionId || !plan || !userId) return reads({ outcome: Promise.resolve({ kind: 'invalid' }) });
  // The plan comes from the address bar as it is; the server refuses anything but a plan id. A
  // write, so leaving the page does not cut it short.
  return reads({
    outcome: answer(client.stripe['payment-success'].$post({ json: { session_id: sessionId, plan, userId } })).then(
      (result): Outcome => {
        storeUser(result.user);
        return { kind: 'done', result };
      },
      (err: unknown): Outcome => (isRefund(err) ? { kind: 'refunded', message: err.message } : { kind: 'failed' }),
    ),
  });
}

/** One confirmation per visit: nothing on this page reads it again. */
export const shouldRevalidate = () => false;

export default function PaymentSuccessPage() {
  const { outcome } = usePageData<typeof loader>();
  return (
    <div className="page payment-page">
      <div className="card payment-card result-card">
        <Loaded resolve={outcome} loading="Confirming your payment..." failed={null}>
          {(state) => <Confirmed state={state} />}
        </Loaded>
      </div>
    </div>
  );
}

function Confirmed({ state }: { state: Outcome }) {
  return (
    <>
      {state.kind !== 'done' && <h1 className="page-title">{state.kind === 'refunded' ? 'Payment refunded' : 'Payment status'}</h1>}
      {state.kind === 'invalid' && <Alert kind="error">Invalid payment link.</Alert>}
      {state.kind === 'failed' && <Alert kind="error">Payment confirmation failed. Please check your email for receipt.</Alert>}
      {state.kind === 'done' && <Success result={state.result} />}
      {state.kind === 'refunded' && (
        <>
          <Alert kind="info">{state.message}</Alert>
          <p className="muted result-note">No time was added to your membership. An e-mail confirms the refund; the money reaches your card within 5 to 10 business days.</p>
          <div className="row result-actions">
            <Link to="/account" className="btn btn-primary">
              Go to My Account
            </Link>
          </div>
        </>
      )}
      {(state.kind === 'invalid' || state.kind === 'failed') && (
        <div className="row result-actions">
          <Link to="/predictions" className="btn btn-primary">
            Go to Predictions
          </Link>
          <Link to="/contact" className="btn btn-secondary">
            Contact Support
          </Link>
        </div>
      )}
    </>
  );
}

/**
 * What a renewing membership bought here does next (docs/product.md, "Renewing memberships"):
 * when it charges, how much, and how to cancel.
 */
function RenewalTerms({ renewal }: { renewal: PurchasedRenewalDto }) {
  const plan = planOf(usePlans(), renewal.plan) ?? { name: renewal.plan, durationDays: null };
  const amount = formatMoney(renewal.amountCents);
  const on = formatDate(renewal.nextChargeAt);
  return (
    <div className="result-renewal" role="note" aria-label="Automatic renewal">
      <p>
        {renewal.startsLater ? (
          <>
            Your {plan.name} membership starts on <strong>{on}</strong>, when the time you have already paid for ends. {amount} will be charged then, and every {plan.durationDays}{' '}
            days after until you cancel.
          </>
        ) : (
          <>
            Your {plan.name} membership renews automatically on <strong>{on}</strong> for {amount}, then every {plan.durationDays} days until you cancel.
          </>
        )}
      </p>
      <p>
        {HOW_TO_CANCEL} <Link to="/account">Go to My Account</Link>
      </p>
    </div>
  );
}

function Success({ result }: { result: Confirmation }) {
  const links = result.receiptUrl ? receiptLinks(result.receiptUrl) : null;
  const renewal = result.renewal;
  const gift = result.gift;
  return (
    <div className="result-success">
      <div className="result-icon" aria-hidden="true">
        <CheckIcon size={36} />
      </div>
      {gift ? (
        // A gift (docs/product.md, "Gifts"): the buyer's own membership is unchanged.
        <>
          <h1 className="page-title">Gift paid! Thank you.</h1>
          <p className="result-valid">
            We e-mail <strong>{gift.recipientEmail}</strong> a link to redeem it{' '}
            {gift.sendOn <= todayDay() ? (
              'now'
            ) : (
              <>
                on <strong>{formatDay(gift.sendOn)}</strong>
              </>
            )}
            . You can follow it on <Link to="/account#gifts">My Account</Link>.
          </p>
        </>
      ) : (
        <>
          <h1 className="page-title">{renewal?.startsLater ? 'Membership confirmed! Nothing was charged today.' : "Payment successful! You're now a subscriber."}</h1>
          <p className="result-valid">
            Your subscription is valid until <strong>{formatDate(result.subscriptionExpiresAt)}</strong>.
          </p>
        </>
      )}
      {renewal && <RenewalTerms renewal={renewal} />}
      {links && (
        <div className="row receipt-links">
          <a href={links.view} target="_blank" rel="noopener noreferrer" className="btn btn-secondary btn-small">
            View Receipt
          </a>
          <a href={links.download} target="_blank" rel="noopener noreferrer" className="btn btn-secondary btn-small">
            Download
          </a>
        </div>
      )}
      <p className="muted result-note">
        {links
          ? 'Your receipt is being generated and a copy is on its way to your e-mail. If it does not open yet, try again in a moment.'
          : 'A receipt comes by e-mail with each charge.'}
      </p>
      <Link to={gift ? '/account#gifts' : '/predictions'} className="btn btn-primary">
        {gift ? 'Go to My Account' : 'Go to Predictions'}
      </Link>
    </div>
  );
}
