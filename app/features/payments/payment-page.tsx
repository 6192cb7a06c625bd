// /payment?plan= (docs/app.md, "Payment and checkout"): the plan, how it sits with the membership
// already paid for, a code, and Confirm Payment. The route's loader reads what would stop the
// purchase and the price of a code the link brought (docs/app.md, "How a page reads data").
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { PAYMENT_MESSAGES } from '@shared/payment-messages';
import { PLAN_ID_PATTERN } from '@shared/plan-words';
import { formatMoney } from '@shared/money-format';
import { membershipEnd } from '@shared/roles';
import { Alert } from '../../components/alert';
import { Loaded } from '../../components/loaded';
import { ShieldIcon } from '../../components/icons';
import { PurchaseBlockNotice, RenewsAlreadyNotice } from '../../components/purchase-block';
import { TextField } from '../../components/text-field';
import { answer, client, requestOptions } from '../../lib/api-client';
import { getAuth, isLoggedIn, useAuth } from '../../lib/auth-store';
import { CHECKOUT_TIMEOUT_MS } from '../../lib/constants';
import { formatDate } from '../../lib/dates';
import { purchaseBlock, readPurchaseLimits, renewsAlready, type PurchaseLimits } from '../../lib/purchase-limits';
import { reads, usePageData } from '../../lib/page-data';
import { useCheckoutKind } from '../../lib/use-checkout-kind';
import { planOf, usePlans } from '../../lib/use-plans';
import { rememberRedirect } from '../../lib/use-login-redirect';
import { LEGAL_PATHS } from '../../lib/legal-links';
import { PaymentError } from './payment-error';
import { RenewalChoice } from './renewal-choice';
import { PromoCode, quoteCode, type Quoted } from './promo-code';
import type { OfferQuoteDto } from '@shared/offer-words';
import type { PlanDto } from '@shared/plan-words';
import './payments.css';

export function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const plan = params.get('plan');
  const code = params.get('code') ?? '';
  const opts = { signal: request.signal };
  // Signed out, the page sends the visitor to sign in first.
  const limits = isLoggedIn(getAuth()) ? readPurchaseLimits(opts) : Promise.resolve(null);
  // "Codes" (docs/product.md): a link may carry one (?code=), applied at once for the plan shown.
  const link = code.trim() && plan && PLAN_ID_PATTERN.test(plan) ? quoteCode(code, plan, opts) : Promise.resolve(null);
  // Confirm Payment waits for both: the checkout shows once they are read.
  return reads({ checkout: Promise.all([limits, link]).then(([limits, link]) => ({ limits, link })) });
}

export default function PaymentPage() {
  const { checkout } = usePageData<typeof loader>();
  const [params] = useSearchParams();
  const plan = params.get('plan');
  const auth = useAuth();
  const navigate = useNavigate();
  const loggedIn = isLoggedIn(auth);
  const linkCode = params.get('code') ?? '';
  const plans = usePlans();
  const wellFormed = plan !== null && PLAN_ID_PATTERN.test(plan);

  // "Payment and checkout" (docs/app.md): not signed in, come back to this very plan after login.
  useEffect(() => {
    if (wellFormed && !loggedIn) {
      rememberRedirect(`/payment?plan=${plan}${linkCode ? `&code=${encodeURIComponent(linkCode)}` : ''}`);
      navigate('/login', { replace: true });
    }
  }, [plan, wellFormed, loggedIn, navigate, linkCode]);

  // The plans on sale (GET /api/plans): until they come nothing is priced.
  if (wellFormed && plans === undefined) return null;
  const details = planOf(plans, plan);
  if (!details) {
    // A plan id the list does not hold (retired, mistyped), or the list could not be had (offline).
    const why = wellFormed && plans === null ? 'The plans could not be loaded. Check your connection and try again.' : PAYMENT_MESSAGES.invalidPlan;
    return (
      <div className="page payment-page">
        <div className="card payment-card">
          <h1 className="page-title">Payment</h1>
          <Alert kind="error">{why}</Alert>
          <Link to="/explore-plans" className="btn btn-primary payment-back">
            See our plans
          </Link>
        </div>
      </div>
    );
  }
  if (!loggedIn) return null;
  return (
    <Loaded resolve={checkout} loading={null} failed={null}>
      {({ limits, link }) => <Checkout key={`${details.id}|${linkCode}`} details={details} plans={plans} limits={limits} linkCode={linkCode} link={link} />}
    </Loaded>
  );
}

interface CheckoutProps {
  details: PlanDto;
  plans: PlanDto[] | null | undefined;
  limits: PurchaseLimits | null;
  /** The link's ?code=, and what asking about it answered (null without one). */
  linkCode: string;
  link: Quoted | null;
}

function Checkout({ details, plans, limits, linkCode, link }: CheckoutProps) {
  const [params] = useSearchParams();
  const auth = useAuth();
  const [email, setEmail] = useState(auth.user?.email ?? '');
  const [fieldError, setFieldError] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  // "Renewing memberships" (docs/product.md): weekly and monthly may renew until cancelled;
  // ?renew=1 (the renewing checkout's way back) chooses it. Consent is never given in advance.
  const [renew, setRenew] = useState(params.get('renew') === '1');
  const [consent, setConsent] = useState(false);
  const [quote, setQuote] = useState<OfferQuoteDto | null>(link?.quote ?? null);
  const checkout = useCheckoutKind();
  const planId = details.id;
  // A break or the monthly limit: said with its end instead of a Confirm Payment the server would
  // refuse; a member whose membership renews is offered only the pass (app/lib/purchase-limits.ts).
  const block = purchaseBlock(limits, details);
  const renewsNow = renewsAlready(limits);
  const renewing = renew && details.renewable && !renewsNow;
  // "Buying a membership" (docs/product.md): a purchase adds its days to a running membership; a
  // member is told before paying.
  const memberUntil = membershipEnd(auth.user!, Date.now());
  // A renewing membership bought with time left starts, and is first charged, when that time ends
  // (docs/product.md, "Renewing memberships"); the page says so before paying.
  const memberUntilDate = memberUntil !== null ? formatDate(new Date(memberUntil).toISOString()) : null;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setFieldError('');
    setError('');
    const receiptEmail = email.trim();
    if (!receiptEmail?.includes('@')) {
      setFieldError('Please enter a valid email for your receipt');
      return;
    }
    const userId = auth.user?._id || auth.user?.id;
    if (!userId) {
      setError('User not authenticated');
      return;
    }
    setBusy(true);
    try {
      const json = { userId, plan: planId, email: receiptEmail, ...(renewing && { renew: true }), ...(quote && { promoCode: quote.code }) };
      const res = await answer(client.stripe['create-checkout-session'].$post({ json }, requestOptions({ timeoutMs: CHECKOUT_TIMEOUT_MS })));
      if (!res.id) throw new Error('Missing session ID in response');
      if (!res.url) throw new Error('Payment failed. Please try again.');
      window.location.assign(res.url);
    } catch (err) {
      // The api client already puts the server's message first.
      setError(err instanceof Error && err.message ? err.message : 'Payment failed. Please try again.');
      setBusy(false);
    }
  }

  return (
    <div className="page payment-page">
      <div className="card payment-card">
        <span className="section-eyebrow">Checkout</span>
        <h1 className="page-title">Confirm your subscription</h1>
        <div className="payment-summary">
          <div>
            <h2 className="payment-plan">{details.name} plan</h2>
            <p className="muted">{details.description}</p>
            <p className="payment-duration">
              {details.durationDays === 1 ? '1 day' : `${details.durationDays} days`} of VIP access
              {details.perDay ? ` · about ${details.perDay} a day` : ''}
            </p>
          </div>
          {quote ? (
            // The list price, the code's discount and what is paid (docs/product.md, "Codes").
            <div className="payment-price" aria-label={`Price ${formatMoney(quote.payCents)} instead of ${formatMoney(quote.amountCents)}`}>
              <s className="payment-price-was">{formatMoney(quote.amountCents)}</s>
              {formatMoney(quote.payCents)}
              <span className="payment-price-period">with {quote.code}</span>
            </div>
          ) : (
            <div className="payment-price" aria-label={`Price ${formatMoney(details.amountCents)}${renewing ? ` every ${details.durationDays} days` : ''}`}>
              {formatMoney(details.amountCents)}
              {renewing && <span className="payment-price-period">every {details.durationDays} days</span>}
            </div>
          )}
        </div>
        {block && <PurchaseBlockNotice block={block} plan={details} />}
        {/* Said before the choice: how this purchase sits with the time already paid for. */}
        {!block && memberUntilDate !== null && !(details.renewable && renewsNow) && (
          <Alert kind="info">
            Your membership already runs until {memberUntilDate}.{' '}
            {renewing
              ? `This membership starts then: nothing is charged today, and the first ${formatMoney(details.amountCents)} is charged on ${memberUntilDate}.`
              : `This plan adds its ${details.durationDays === 1 ? 'day' : `${details.durationDays} days`} after that.`}
          </Alert>
        )}
        {!block && details.renewable && renewsNow && <RenewsAlreadyNotice renewal={renewsNow} planName={planOf(plans, renewsNow.plan)?.name ?? renewsNow.plan ?? ''} />}
        {!block && details.renewable && !renewsNow && !error && (
          <RenewalChoice
            plan={details}
            renew={renew}
            startsOn={memberUntilDate}
            consent={consent}
            onRenew={(next) => {
              setRenew(next);
              setConsent(false);
            }}
            onConsent={setConsent}
          />
        )}
        {block ? null : error ? (
          <PaymentError message={error} onRetry={() => setError('')} />
        ) : (
          <form className="stack" onSubmit={onSubmit} noValidate>
            <TextField
              label="Receipt Email"
              name="receiptEmail"
              type="email"
              value={email}
              onChange={setEmail}
              autoComplete="email"
              error={fieldError}
              hint="We will send your receipt to this address."
              required
            />
            <PromoCode plan={planId} initial={linkCode} initialError={link?.error ?? ''} quote={quote} onQuote={setQuote} />
            <button
              type="submit"
              className="btn btn-primary btn-block"
              disabled={busy || (renewing && !consent)}
              aria-describedby={renewing && !consent ? 'consent-needed' : undefined}
            >
              {busy ? 'Redirecting to secure checkout...' : 'Confirm Payment'}
            </button>
            {renewing && !consent && (
              <p id="consent-needed" className="payment-consent-needed">
                Tick the box above to agree to the renewal before paying.
              </p>
            )}
            <p className="payment-terms">
              By confirming you agree to our <Link to={LEGAL_PATHS.terms}>Terms</Link> and <Link to={LEGAL_PATHS.refund}>Refund Policy</Link>.
            </p>
          </form>
        )}
        <p className="payment-secure">
          <ShieldIcon size={16} />{' '}
          {checkout === 'simulated'
            ? 'This server takes no real payments: the checkout is a test and no card is charged.'
            : 'Payments are processed securely. We never see your card details.'}
        </p>
      </div>
    </div>
  );
}
