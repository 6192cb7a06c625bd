import { Link } from 'react-router-dom';
import type { MembershipDto } from '@shared/account';
import type { RenewingMembershipDto } from '@shared/membership';
import { Alert } from '../../components/alert';
import { Loaded } from '../../components/loaded';
import { serverMessage } from '../../lib/api-client';
import { describeMembership, describeRenewal } from './account-format';
import { planOf, usePlans } from '../../lib/use-plans';
import { RenewalPanel } from './renewal-panel';
import { useWritten } from './use-written';

const RENEWAL_LOAD_ERROR = 'Could not load your membership’s renewal. Please try again.';

const renewalBadge = (r: RenewingMembershipDto) => (r.cancelAtPeriodEnd ? 'status-none' : r.paymentProblem ? 'status-expired' : 'status-renews');

interface Props {
  membership: MembershipDto;
  /** The renewing membership (docs/product.md, "Renewing memberships"), as the page's loader reads it. */
  renewal: Promise<RenewingMembershipDto>;
  /** A change of the renewal was saved: the page reads again. */
  onWritten(): void;
}

/**
 * Where the membership stands: a renewing membership with its renewal and the ways to manage it,
 * or a pass and when it ends, with the way to extend it (docs/product.md, "Buying a membership": a
 * purchase extends from the current end).
 */
export function MembershipSection({ membership, renewal, onWritten }: Props) {
  return (
    <section id="membership" className="card account-section" aria-labelledby="membership-title">
      <h2 id="membership-title">Membership</h2>
      <Loaded
        resolve={renewal}
        loading={null}
        failed={RENEWAL_LOAD_ERROR}
        error={(err) => (
          <>
            <Alert kind="error">{serverMessage(err, RENEWAL_LOAD_ERROR)}</Alert>
            <Membership membership={membership} read={null} onWritten={onWritten} />
          </>
        )}
      >
        {(read) => <Membership membership={membership} read={read} onWritten={onWritten} />}
      </Loaded>
    </section>
  );
}

function Membership({ membership, read, onWritten }: { membership: MembershipDto; read: RenewingMembershipDto | null; onWritten(): void }) {
  const plans = usePlans();
  const [renewal, write] = useWritten(read);
  const s = describeMembership(membership, membership.plan ? planOf(plans, membership.plan)?.name : undefined);
  const renewing = renewal ? describeRenewal(renewal, planOf(plans, renewal.plan)) : null;
  const running = membership.status === 'active' || membership.status === 'trial';
  return (
    <>
      <p className="membership-status">
        <span className={`status-badge status-${membership.status}`}>{s.label}</span>
        {renewing && <span className={`status-badge ${renewalBadge(renewal!)}`}>{renewing.label}</span>}
        {membership.daysLeft !== null && (
          <span className="days-left">
            <strong>{membership.daysLeft}</strong> {membership.daysLeft === 1 ? 'day' : 'days'} left
          </span>
        )}
      </p>
      {renewing ? (
        <RenewalPanel
          renewal={renewal!}
          paidUntil={membership.activeUntil}
          onChange={(r) => {
            write(r);
            onWritten();
          }}
        />
      ) : (
        <>
          <p>{s.detail}</p>
          {running && <p className="muted">A plan you buy now adds its days to the end of your current membership.</p>}
        </>
      )}
      <div className="row">
        {/* A renewing membership is managed above (Resume rather than a new purchase). */}
        {!renewing && (
          <Link to="/plans" className="btn btn-primary">
            {s.action}
          </Link>
        )}
        <Link to="/account/receipts" className="btn btn-secondary">
          My Receipts
        </Link>
      </div>
    </>
  );
}
