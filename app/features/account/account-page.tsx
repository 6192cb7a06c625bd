// The signed-in person's account: membership, sign-in details, notifications, the
// states followed (docs/product.md, "Followed states and result pushes"), the responsible-play
// tools (docs/product.md, "Responsible play") and deleting the account. Every sentence the server
// answers is shown as it came.
import { Link } from 'react-router-dom';
import { Alert } from '../../components/alert';
import { Spinner } from '../../components/spinner';
import { RESPONSIBLE_PLAY_PATH } from '../../lib/legal-links';
import { DeleteAccount } from './delete-account';
import { GiftsSection } from './gifts-section';
import { MailPreferences } from './mail-preferences';
import { MembershipSection } from './membership-section';
import { MyStates } from './my-states';
import { ProfileSection } from './profile-section';
import { ReferralSection } from './referral-section';
import { SpendingLimit } from './spending-limit';
import { TakeABreak } from './take-a-break';
import { ACCOUNT_OFFLINE, useAccount } from './use-account';
import { useRenewal } from './use-renewal';
import './account.css';

export default function AccountPage() {
  const { account, error, apply } = useAccount();
  const { renewal, error: renewalError, setRenewal } = useRenewal();

  return (
    <div className="page account-overview">
      <h1 className="page-title">My Account</h1>
      {error && <Alert kind={error === ACCOUNT_OFFLINE ? 'info' : 'error'}>{error}</Alert>}
      {renewalError && <Alert kind="error">{renewalError}</Alert>}
      {!account && !error && <Spinner label="Loading your account..." />}
      {account && (
        <div className="account-grid">
          <MembershipSection membership={account.membership} renewal={renewal} onRenewalChange={setRenewal} />
          <ProfileSection user={account.user} />
          <MyStates user={account.user} onChange={apply} />
          <section id="play-limits" className="card account-section play-limits" aria-labelledby="limits-title">
            <h2 id="limits-title">Play limits</h2>
            <p className="muted">
              Tools to keep play in check. <Link to={RESPONSIBLE_PLAY_PATH}>About responsible play</Link>
            </p>
            <TakeABreak selfExcludedUntil={account.selfExcludedUntil} onChange={apply} />
            <SpendingLimit limit={account.limit} onChange={apply} />
          </section>
          <MailPreferences />
          <ReferralSection />
          <GiftsSection />
          <DeleteAccount />
        </div>
      )}
    </div>
  );
}
