import { Link } from 'react-router-dom';
import type { MembershipDto } from '@shared/account';
import { describeMembership } from './account-format';

/** Where the membership stands, and the way to renew or extend it (contract §6: a purchase extends from the current end). */
export function MembershipSection({ membership }: { membership: MembershipDto }) {
  const s = describeMembership(membership);
  const running = membership.status === 'active' || membership.status === 'trial';
  return (
    <section className="card account-section" aria-labelledby="membership-title">
      <h2 id="membership-title">Membership</h2>
      <p className="membership-status">
        <span className={`status-badge status-${membership.status}`}>{s.label}</span>
        {membership.daysLeft !== null && (
          <span className="days-left">
            <strong>{membership.daysLeft}</strong> {membership.daysLeft === 1 ? 'day' : 'days'} left
          </span>
        )}
      </p>
      <p>{s.detail}</p>
      {running && <p className="muted">A plan you buy now adds its days to the end of your current membership.</p>}
      <div className="row">
        <Link to="/plans" className="btn btn-primary">
          {s.action}
        </Link>
        <Link to="/account/receipts" className="btn btn-secondary">
          My Receipts
        </Link>
      </div>
    </section>
  );
}
