// One of the three tables of User Role Management (Admins, Subscribers, Customers).
import { useId } from 'react';
import type { Role, UserDto } from '@shared/users';
import { subscriptionEndLabel, userStatus, type UserStatus } from '../lib/user-groups';
import { ROLE_OPTIONS } from './role-options';
import { TableWrap } from '../../../components/table-wrap';

export interface UserRoleTableProps {
  title: string;
  users: UserDto[];
  /** The user whose change is being saved; their controls wait. */
  busyId: string | null;
  onRoleChange(user: UserDto, role: Role): void;
  onDelete(user: UserDto): void;
  onRename(user: UserDto): void;
  onExtend(user: UserDto): void;
  onPayments(user: UserDto): void;
}

const STATUS_CLASS: Record<UserStatus, string> = {
  Active: 'admin-status-active',
  'On a break': 'admin-status-break',
  Expired: 'admin-status-expired',
  'Not subscribed': 'admin-status-none',
};

function TrashIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6" />
    </svg>
  );
}

export function UserRoleTable({ title, users, busyId, onRoleChange, onDelete, onRename, onExtend, onPayments }: UserRoleTableProps) {
  const headingId = useId();
  return (
    <section className="admin-section" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {title} <span className="muted">({users.length})</span>
      </h2>
      <TableWrap label={`Table of ${title.toLowerCase()}`}>
        <table className="table admin-table admin-users-table admin-cards-table">
          <colgroup>
            <col className="col-user" />
            <col className="col-email" />
            <col className="col-status" />
            <col className="col-ends" />
            <col className="col-actions" />
          </colgroup>
          <thead>
            <tr>
              <th scope="col">User</th>
              <th scope="col">Email</th>
              <th scope="col">Status</th>
              <th scope="col">Subscription Ends at</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {users.length === 0 ? (
              <tr>
                <td colSpan={5} className="admin-empty">
                  No {title.toLowerCase()} found.
                </td>
              </tr>
            ) : (
              users.map((u) => {
                const status = userStatus(u);
                const busy = busyId === u._id;
                return (
                  <tr key={u._id}>
                    <td data-label="User">{u.username}</td>
                    <td data-label="Email">{u.email}</td>
                    <td data-label="Status">
                      <span className={`admin-status ${STATUS_CLASS[status]}`}>{status}</span>
                    </td>
                    <td data-label="Ends at" className="admin-nowrap">
                      {subscriptionEndLabel(u)}
                    </td>
                    <td data-label="Actions" className="admin-card-actions">
                      <div className="admin-row-actions">
                        <select
                          className="admin-role-select"
                          aria-label={`Role of ${u.username}`}
                          value={u.role}
                          disabled={busy}
                          onChange={(e) => onRoleChange(u, e.target.value as Role)}
                        >
                          {ROLE_OPTIONS.map((o) => (
                            <option key={o.value} value={o.value}>
                              {o.label}
                            </option>
                          ))}
                        </select>
                        <button type="button" className="btn btn-secondary btn-small" aria-label={`Rename ${u.username}`} disabled={busy} onClick={() => onRename(u)}>
                          Rename
                        </button>
                        {/* Admins have no membership to extend (the server answers 409). */}
                        {u.role !== 'admin' && (
                          <button type="button" className="btn btn-secondary btn-small" aria-label={`Extend ${u.username}`} disabled={busy} onClick={() => onExtend(u)}>
                            Extend
                          </button>
                        )}
                        <button type="button" className="btn btn-secondary btn-small" aria-label={`Payments of ${u.username}`} disabled={busy} onClick={() => onPayments(u)}>
                          Payments
                        </button>
                        <button
                          type="button"
                          className="admin-icon-delete"
                          aria-label={`Delete ${u.username}`}
                          title={`Delete ${u.username}`}
                          disabled={busy}
                          onClick={() => onDelete(u)}
                        >
                          <TrashIcon />
                        </button>
                      </div>
                    </td>
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </TableWrap>
    </section>
  );
}
