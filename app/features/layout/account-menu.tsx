import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { mayReadPredictions } from '@shared/roles';
import type { UserDto } from '@shared/users';
import { ChevronDownIcon, KeyIcon, LogoutIcon, ReceiptIcon, TargetIcon, UserIcon } from '../../components/icons';
import { NotifyToggle } from '../../components/notify-toggle';
import { formatDate } from '../../lib/dates';
import { useDismiss } from '../../lib/use-dismiss';
import { useSignOut } from '../../lib/use-sign-out';

/** The signed-in user's dropdown: who is signed in, My Account, My Numbers, Change Password, My Receipts, Logout. */
export function AccountMenu({ user }: { user: UserDto }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const signOut = useSignOut();
  // Logout (docs/app.md, "Sign-in state in the browser"): user and token leave storage, then home.
  const logout = () => void signOut('/');
  useDismiss(open, [ref], close);

  return (
    <div className="account" ref={ref}>
      <button
        type="button"
        className="account-trigger"
        aria-expanded={open}
        aria-controls="account-menu"
        onClick={() => setOpen((o) => !o)}
      >
        <span className="avatar" aria-hidden="true">
          {user.username.slice(0, 1).toUpperCase()}
        </span>
        <span className="sr-only">Account menu for </span>
        <span className="account-name">{user.username}</span>
        <ChevronDownIcon size={16} />
      </button>
      {open && (
        <div className="account-menu" id="account-menu">
          <div className="account-head">
            <strong>{user.username}</strong>
            <span className="account-email">{user.email}</span>
            <span className={`role-badge role-${user.role}`}>{user.role}</span>
            {/* Issue 17: how long the membership runs, without waiting for the expiry toast. */}
            {user.role === 'subscriber' && user.subscriptionExpiresAt && (
              <span className="account-until">Member until {formatDate(user.subscriptionExpiresAt)}</span>
            )}
          </div>
          <Link className="account-item" to="/account" onClick={close}>
            <UserIcon size={18} /> My Account
          </Link>
          <Link className="account-item" to="/my-numbers" onClick={close}>
            <TargetIcon size={18} /> My Numbers
          </Link>
          <Link className="account-item" to="/change-password" onClick={close}>
            <KeyIcon size={18} /> Change Password
          </Link>
          <Link className="account-item" to="/account/receipts" onClick={close}>
            <ReceiptIcon size={18} /> My Receipts
          </Link>
          {mayReadPredictions(user.role) && <NotifyToggle variant="menu" />}
          <button
            type="button"
            className="account-item"
            onClick={() => {
              close();
              logout();
            }}
          >
            <LogoutIcon size={18} /> Logout
          </button>
        </div>
      )}
    </div>
  );
}
