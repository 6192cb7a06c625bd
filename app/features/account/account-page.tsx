// The signed-in person's account: membership, sign-in details, notifications, the
// states followed (docs/product.md, "Followed states and result pushes"), the responsible-play
// tools (docs/product.md, "Responsible play") and deleting the account. Every sentence the server
// answers is shown as it came. The route's loader starts every section's read at once (docs/app.md,
// "How a page reads data"); a write shows its answer and reads them all again.
import { Link, useRevalidator, type LoaderFunctionArgs } from 'react-router-dom';
import type { AccountChangeDto, AccountDto } from '@shared/account';
import { Alert } from '../../components/alert';
import { Loaded } from '../../components/loaded';
import { ApiError, answer, client, requestOptions, serverMessage } from '../../lib/api-client';
import { storeUser, useAuth } from '../../lib/auth-store';
import { RESPONSIBLE_PLAY_PATH } from '../../lib/legal-links';
import { isOffline } from '../../lib/offline-owner';
import { reads, usePageData } from '../../lib/page-data';
import { DeleteAccount } from './delete-account';
import { GiftsSection } from './gifts-section';
import { MailPreferences } from './mail-preferences';
import { MembershipSection } from './membership-section';
import { MyStates } from './my-states';
import { ProfileSection } from './profile-section';
import { ReferralSection } from './referral-section';
import { SpendingLimit } from './spending-limit';
import { TakeABreak } from './take-a-break';
import { useWritten } from './use-written';
import './account.css';

export const ACCOUNT_LOAD_ERROR = 'Could not load your account. Please try again.';
/** The account is not kept on the device (unlike the predictions): offline, the page says why it is empty. */
export const ACCOUNT_OFFLINE = "You're offline. Your account needs a connection: it shows again as soon as you're back online.";

export function loader({ request }: LoaderFunctionArgs) {
  const opts = requestOptions({ signal: request.signal });
  return reads({
    // GET /api/account: the stored user is kept up to date with it.
    account: answer(client.account.$get(undefined, opts)).then((a) => {
      storeUser(a.user);
      return a;
    }),
    // A renewing membership's state (docs/api.md, "The own account").
    renewal: answer(client.account.membership.$get(undefined, opts)),
    mails: answer(client.account['mail-preferences'].$get(undefined, opts)),
    // Referrals turned off by the operator answer 404: no section then.
    referral: answer(client.account.referral.$get(undefined, opts)).catch((err: unknown) => {
      if (err instanceof ApiError && err.status === 404) return null;
      throw err;
    }),
    gifts: answer(client.gifts.mine.$get(undefined, opts)),
  });
}

export type AccountReads = ReturnType<typeof loader>;

export default function AccountPage() {
  const data = usePageData<typeof loader>();
  // Back online, the layout reads the open pages again (app/lib/revalidate-online.ts).

  return (
    <div className="page account-overview">
      <h1 className="page-title">My Account</h1>
      <Loaded resolve={data.account} loading="Loading your account..." failed={ACCOUNT_LOAD_ERROR} error={(err) => <AccountFailed err={err} />}>
        {(account) => <AccountGrid account={account} reads={data} />}
      </Loaded>
    </div>
  );
}

function AccountFailed({ err }: { err: unknown }) {
  return isOffline(err) ? <Alert kind="info">{ACCOUNT_OFFLINE}</Alert> : <Alert kind="error">{serverMessage(err, ACCOUNT_LOAD_ERROR)}</Alert>;
}

function AccountGrid({ account: read, reads: { renewal, mails, referral, gifts } }: { account: AccountDto; reads: AccountReads }) {
  const { revalidate } = useRevalidator();
  const [written, write] = useWritten(read);
  // The stored user is the newest word on the person (a write elsewhere, such as the states
  // chosen when notifications went on, or the session check): the sections show it.
  const stored = useAuth().user;
  const account = stored?._id === written.user._id ? { ...written, user: stored } : written;

  /** Keeps a write's answer; the caller shows its message as the server gave it. */
  const apply = (change: AccountChangeDto) => {
    write(change.account);
    storeUser(change.account.user);
    void revalidate();
    return change.message;
  };

  return (
    <div className="account-grid">
      <MembershipSection membership={account.membership} renewal={renewal} onWritten={() => void revalidate()} />
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
      <MailPreferences prefs={mails} />
      <ReferralSection referral={referral} />
      <GiftsSection gifts={gifts} />
      <DeleteAccount />
    </div>
  );
}
