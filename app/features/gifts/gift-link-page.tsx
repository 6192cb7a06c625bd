// A gift's link, /gift/{token} (docs/app.md, "Gifts"): what the gift is, from whom and its
// message, and Redeem. A visitor signs up or in first and is brought back here; a link already
// used, expired or unknown says so plainly.
import { useState } from 'react';
import { Link, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { GIFT_MESSAGES, type GiftLinkDto, type GiftRedeemedDto } from '@shared/gift-words';
import { Alert } from '../../components/alert';
import { CheckIcon } from '../../components/icons';
import { Loaded } from '../../components/loaded';
import { answer, anonymousClient, client, requestOptions, serverMessage } from '../../lib/api-client';
import { isLoggedIn, storeUser, useAuth } from '../../lib/auth-store';
import { formatDate } from '../../lib/dates';
import { reads, usePageData } from '../../lib/page-data';
import { rememberRedirect } from '../../lib/use-login-redirect';
import './gifts.css';

const days = (n: number) => (n === 1 ? '1 day' : `${n} days`);

export function loader({ params, request }: LoaderFunctionArgs) {
  const token = encodeURIComponent(params.token ?? '');
  return reads({ gift: answer(anonymousClient.gifts[':token'].$get({ param: { token } }, requestOptions({ signal: request.signal }))) });
}

export default function GiftLinkPage() {
  const { gift } = usePageData<typeof loader>();
  return (
    <div className="page gift-page">
      <div className="card gift-card">
        <span className="section-eyebrow">Gift</span>
        <Loaded resolve={gift} loading="Opening your gift..." failed={GIFT_MESSAGES.unknown} error={(err) => <BadLink message={serverMessage(err, GIFT_MESSAGES.unknown)} />}>
          {(g) => <Gift gift={g} />}
        </Loaded>
      </div>
    </div>
  );
}

/** A link already used, expired or unknown. */
function BadLink({ message }: { message: string }) {
  return (
    <>
      <h1 className="page-title">This gift link does not work</h1>
      <Alert kind="error">{message}</Alert>
      <Link to="/explore-plans" className="btn btn-secondary">
        See our plans
      </Link>
    </>
  );
}

function Gift({ gift }: { gift: GiftLinkDto }) {
  const { token = '' } = useParams();
  const auth = useAuth();
  const navigate = useNavigate();
  const signedIn = isLoggedIn(auth);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [redeemed, setRedeemed] = useState<GiftRedeemedDto | null>(null);

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
    <>
      {redeemed && (
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
      {!redeemed && (
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
    </>
  );
}
