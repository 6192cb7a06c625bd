// What the navigation shows only to someone signed in: the account menu and the drawer's account
// links. Its own chunk (nav-bar.tsx loads it when a session exists), with the sign-out and push
// code it needs, so a visitor's first page carries none of it.
import { useCallback, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { mayReadPredictions } from '@shared/roles';
import type { UserDto } from '@shared/users';
import { TargetIcon } from '../../components/icons';
import { ChevronDownIcon, KeyIcon, LogoutIcon, ReceiptIcon, UserIcon } from '../../components/account-icons';
import { NotifyToggle } from '../../components/notify-toggle';
import { formatDate } from '../../lib/dates';
import { useDismiss } from '../../lib/use-dismiss';
import { useSignOut } from '../../lib/use-sign-out';
import { navLinkClass } from './nav-links';

/** The signed-in user's dropdown: who is signed in, My Account, My Numbers, Change Password, My Receipts, Logout. */
export function AccountMenu({ user }: { user: UserDto }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const signOut = useSignOut();
  // Logout (docs/app.md, "Sign-in state in the browser"): the server ends the session and clears its cookie, the user leaves storage, then home.
  const logout = () => void signOut('/');
  useDismiss(open, [ref], close);

  return (
    <div className="account" ref={ref}>
      <button type="button" className="account-trigger" aria-expanded={open} aria-controls="account-menu" onClick={() => setOpen((o) => !o)}>
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
            {/* How long the membership runs, without waiting for the expiry toast. */}
            {user.role === 'subscriber' && user.subscriptionExpiresAt && <span className="account-until">Member until {formatDate(user.subscriptionExpiresAt)}</span>}
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

/** The drawer's lines for someone signed in: who, the account pages, Logout. */
export function DrawerAccountLinks({ user }: { user: UserDto }) {
  const signOut = useSignOut();
  return (
    <>
      {/* The drawer names who is signed in and reaches the account pages too. */}
      <li className="drawer-user">
        Signed in as <strong>{user.username}</strong>
      </li>
      <li>
        <NavLink to="/account" end className={navLinkClass}>
          My Account
        </NavLink>
      </li>
      <li>
        <NavLink to="/my-numbers" className={navLinkClass}>
          My Numbers
        </NavLink>
      </li>
      <li>
        <NavLink to="/account/receipts" className={navLinkClass}>
          My Receipts
        </NavLink>
      </li>
      <li>
        <NavLink to="/change-password" className={navLinkClass}>
          Change Password
        </NavLink>
      </li>
      <li>
        {/* Logout (docs/app.md, "Sign-in state in the browser"): the server ends the session and clears its cookie, the user leaves storage, then home. */}
        <button type="button" className="nav-link nav-link-button" onClick={() => void signOut('/')}>
          Logout
        </button>
      </li>
    </>
  );
}
