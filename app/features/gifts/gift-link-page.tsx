// A gift's link, /gift/{token} (docs/app.md, "Gifts"): what the gift is, from whom and its
// message, and Redeem. A visitor signs up or in first and is brought back here; a link already
// used, expired or unknown says so plainly.
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { GIFT_MESSAGES, type GiftLinkDto, type GiftRedeemedDto } from '@shared/gift-words';
import { Alert } from '../../components/alert';
import { CheckIcon } from '../../components/icons';
import { Spinner } from '../../components/spinner';
import { answer, anonymousClient, client, serverMessage } from '../../lib/api-client';
import { isLoggedIn, storeUser, useAuth } from '../../lib/auth-store';
import { formatDate } from '../../lib/dates';
import { rememberRedirect } from '../../lib/use-login-redirect';
import './gifts.css';

const days = (n: number) => (n === 1 ? '1 day' : `${n} days`);

export default function GiftLinkPage() {
  const { token = '' } = useParams();
  const auth = useAuth();
  const navigate = useNavigate();
  const signedIn = isLoggedIn(auth);
  const [gift, setGift] = useState<GiftLinkDto | null>(null);
  const [loadError, setLoadError] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [redeemed, setRedeemed] = useState<GiftRedeemedDto | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    answer(anonymousClient.gifts[':token'].$get({ param: { token: encodeURIComponent(token) } }, { init: { signal: controller.signal } }))
      .then(setGift)
      .catch((err) => {
        if (!controller.signal.aborted) setLoadError(serverMessage(err, GIFT_MESSAGES.unknown));
      });
    return () => controller.abort();
  }, [token]);

  /** Sign up or in first, then back to this link. */
  function first(path: '/register' | '/login') {
    rememberRedirect(`/gift/${encodeURIComponent(token)}`);
    navigate(path);
  }

  async function redeem() {
    setBusy(true);
    setError('');
    try {
      const done = await answer(client.gifts[':token'].redeem.$post({ param: { token: encodeURIComponent(token) } }));
      storeUser(done.user);
      setRedeemed(done);
    } catch (err) {
      setError(serverMessage(err, 'The gift could not be redeemed. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="page gift-page">
      <div className="card gift-card">
        <span className="section-eyebrow">Gift</span>
        {!gift && !loadError && <Spinner label="Opening your gift..." />}
        {loadError && (
          <>
            <h1 className="page-title">This gift link does not work</h1>
            <Alert kind="error">{loadError}</Alert>
            <Link to="/explore-plans" className="btn btn-secondary">
              See our plans
            </Link>
          </>
        )}
        {gift && redeemed && (
          <div className="gift-done">
            <div className="gift-done-icon" aria-hidden="true">
              <CheckIcon size={36} />
            </div>
            <h1 className="page-title">Gift redeemed!</h1>
            <p>
              We added {days(redeemed.durationDays)} to your membership. It now runs until <strong>{formatDate(redeemed.subscriptionExpiresAt)}</strong>.
            </p>
            <Link to="/predictions" className="btn btn-primary">
              Go to Predictions
            </Link>
          </div>
        )}
        {gift && !redeemed && (
          <>
            <h1 className="page-title">{gift.from} sent you a gift</h1>
            <div className="gift-facts">
              <h2>{gift.planName} plan</h2>
              <p>{days(gift.durationDays)} of VIP predictions.</p>
              {gift.message && <blockquote className="gift-message">{gift.message}</blockquote>}
            </div>
            {gift.status === 'redeemed' && <Alert kind="info">{GIFT_MESSAGES.redeemed}</Alert>}
            {gift.status === 'expired' && <Alert kind="info">{GIFT_MESSAGES.expired}</Alert>}
            {error && <Alert kind="error">{error}</Alert>}
            {gift.status === 'open' &&
              (signedIn ? (
                <div className="stack">
                  <p className="muted">Redeem it by {formatDate(gift.expiresAt)}. The days are added to the account you are signed in with.</p>
                  <button type="button" className="btn btn-primary btn-block" disabled={busy} onClick={() => void redeem()}>
                    {busy ? 'Redeeming...' : 'Redeem gift'}
                  </button>
                </div>
              ) : (
                <div className="stack">
                  <p className="muted">Create a free account, or sign in, to redeem it by {formatDate(gift.expiresAt)}. You come back here after.</p>
                  <div className="gift-actions">
                    <button type="button" className="btn btn-primary" onClick={() => first('/register')}>
                      Sign up to redeem
                    </button>
                    <button type="button" className="btn btn-secondary" onClick={() => first('/login')}>
                      Sign in
                    </button>
                  </div>
                </div>
              ))}
          </>
        )}
      </div>
    </div>
  );
}
