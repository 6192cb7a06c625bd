import type { OverviewDto } from '@shared/admin';
import { formatInstantDay, formatTime } from '../../../lib/dates';
import { endsIn } from '../lib/overview-view';

type EndingSoon = OverviewDto['endingSoon'][number];

export interface EndingSoonListProps {
  users: EndingSoon[];
  onExtend(user: EndingSoon): void;
}

/** Memberships ending within the overview's window, soonest first, each with one-tap Extend. */
export function EndingSoonList({ users, onExtend }: EndingSoonListProps) {
  if (users.length === 0) return <p className="muted">No membership ends in the next few days.</p>;
  return (
    <ul className="admin-ending-list">
      {users.map((u) => (
        <li key={u._id} className="admin-ending-row">
          <div className="admin-ending-who">
            <span className="admin-ending-name">{u.username}</span>
            <a href={`mailto:${u.email}`} className="admin-ending-email">
              {u.email}
            </a>
            <span className="admin-ending-when">
              <time dateTime={u.subscriptionExpiresAt}>
                {formatInstantDay(u.subscriptionExpiresAt)}, {formatTime(u.subscriptionExpiresAt)}
              </time>{' '}
              · {endsIn(u.subscriptionExpiresAt)}
            </span>
          </div>
          <button type="button" className="btn btn-secondary btn-small" aria-label={`Extend ${u.username}`} onClick={() => onExtend({ ...u })}>
            Extend
          </button>
        </li>
      ))}
    </ul>
  );
}
