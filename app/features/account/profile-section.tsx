import { Link } from 'react-router-dom';
import type { UserDto } from '@shared/users';
import { NotifyToggle } from '../../components/notify-toggle';
import { SignOutEverywhere } from './sign-out-everywhere';

/** Who is signed in, the password, this device's notifications, and signing out everywhere. */
export function ProfileSection({ user }: { user: UserDto }) {
  return (
    <section className="card account-section" aria-labelledby="profile-title">
      <h2 id="profile-title">Sign-in details</h2>
      <dl className="account-facts">
        <div>
          <dt>Username</dt>
          <dd>{user.username}</dd>
        </div>
        <div>
          <dt>E-mail</dt>
          <dd>{user.email}</dd>
        </div>
      </dl>
      <Link to="/change-password">Change password</Link>
      <h3>Notifications</h3>
      <p className="muted">New predictions, hits in your states and membership reminders on this device.</p>
      <NotifyToggle />
      <SignOutEverywhere />
    </section>
  );
}
