// /role-management: User Role Management (docs/app.md, "Admin pages" and "Error messages").
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert } from '../../../components/alert';
import { useConfirm } from '../../../components/confirm-dialog';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { USER_MESSAGES } from '@shared/users';
import type { Role, UserDto } from '@shared/users';
import { endOfDay, iso } from '@shared/calendar';
import { membershipEnd } from '@shared/roles';
import { deleteUser } from '../api/delete-user';
import { getUsers } from '../api/get-users';
import { renameUser } from '../api/rename-user';
import { updateUserRole } from '../api/update-user-role';
import { AdminLayout } from '../components/admin-layout';
import { PaymentsModal } from '../components/payments-modal';
import { RenameUserModal } from '../components/rename-user-modal';
import { SubscriptionEndModal } from '../components/subscription-end-modal';
import { UserRoleTable } from '../components/user-role-table';
import { useExtendDialog } from '../components/use-extend-dialog';
import { appTimeZone } from '../../../lib/dates';
import { confirmDeleteUser, confirmEndMembership } from '../lib/confirm-messages';
import { messageOr, serverMessage } from '../lib/error-message';
import { applyRoleChange, filterUsers, splitByRole } from '../lib/user-groups';

const MESSAGES = {
  fetchFailed: 'Error fetching users',
  roleFailed: 'Error updating user role',
  roleAndEndFailed: 'Error updating user role and subscription end date.',
  deleteFailed: 'Failed to delete user.',
  renameFailed: 'Failed to rename user.',
} as const;

export default function RoleManagementPage() {
  const confirm = useConfirm();
  const [users, setUsers] = useState<UserDto[]>([]);
  const [loading, setLoading] = useState(true);
  const [query, setQuery] = useState('');
  const [error, setError] = useState('');
  const [busyId, setBusyId] = useState<string | null>(null);
  const [pending, setPending] = useState<UserDto | null>(null);
  const [renaming, setRenaming] = useState<UserDto | null>(null);
  const [paymentsOf, setPaymentsOf] = useState<UserDto | null>(null);
  const [notice, setNotice] = useState('');
  const extend = useExtendDialog((user, message) => {
    setUsers((list) => list.map((u) => (u._id === user._id ? user : u)));
    setNotice(`${message} (${user.username})`);
  });

  const load = useCallback(async () => {
    setLoading(true);
    setError('');
    try {
      const list = await getUsers();
      setUsers(Array.isArray(list) ? list : []);
    } catch {
      setError(MESSAGES.fetchFailed);
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const groups = useMemo(() => splitByRole(filterUsers(users, query)), [users, query]);

  const onRoleChange = async (user: UserDto, role: Role) => {
    if (role === user.role) return;
    if (role === 'subscriber') {
      setPending(user);
      return;
    }
    // Leaving "subscriber" ends a running membership (on a break too) at once: ask, naming what is lost.
    if (user.role === 'subscriber' && membershipEnd(user, Date.now()) !== null && !(await confirm.ask(confirmEndMembership(user.username, role)))) return;
    setBusyId(user._id);
    setError('');
    try {
      await updateUserRole(user._id, role);
      setUsers((list) => applyRoleChange(list, user._id, role, null));
    } catch (err) {
      // e.g. 409 "At least one admin must remain." says more than the generic sentence.
      setError(messageOr(err, MESSAGES.roleFailed));
    } finally {
      setBusyId(null);
    }
  };

  // The dialogs' own actions show their pending state and the refusal returned here.
  const onSubscriberSubmit = async (user: UserDto, day: string) => {
    try {
      const res = await updateUserRole(user._id, 'subscriber', day);
      // The chosen day ends at midnight in the operator's zone (docs/api.md,
      // "JSON, ids and dates"), whatever the browser's zone.
      const end = res?.user?.subscriptionExpiresAt ?? iso(endOfDay(day, appTimeZone()));
      setUsers((list) => applyRoleChange(list, user._id, 'subscriber', end));
      setPending(null);
      return undefined;
    } catch (err) {
      return messageOr(err, MESSAGES.roleAndEndFailed);
    }
  };

  const onRenameSubmit = async (target: UserDto, username: string) => {
    try {
      const { user } = await renameUser(target._id, username);
      setUsers((list) => list.map((u) => (u._id === user._id ? user : u)));
      setRenaming(null);
      return undefined;
    } catch (err) {
      // e.g. 409 "This username is already taken." says more than the generic sentence.
      return messageOr(err, MESSAGES.renameFailed);
    }
  };

  const onDelete = async (user: UserDto) => {
    if (!(await confirm.ask(confirmDeleteUser(user.username)))) return;
    setBusyId(user._id);
    setError('');
    setNotice('');
    try {
      await deleteUser(user._id);
      setUsers((list) => list.filter((u) => u._id !== user._id));
      setNotice(USER_MESSAGES.deleted);
    } catch (err) {
      // Keep the spec's sentence first and add the server's reason (e.g. the last admin) when there is one.
      const reason = serverMessage(err);
      setError(reason ? `${MESSAGES.deleteFailed} ${reason}` : MESSAGES.deleteFailed);
    } finally {
      setBusyId(null);
    }
  };

  const tableActions = { busyId, onRoleChange, onDelete, onRename: setRenaming, onExtend: extend.open, onPayments: setPaymentsOf };

  return (
    <AdminLayout
      title="User Role Management"
      actions={
        <button type="button" className="btn btn-secondary" disabled={loading} onClick={() => void load()}>
          Refresh
        </button>
      }
    >
      <div className="stack">
        <div className="admin-search">
          <TextField label="Search users" name="userSearch" type="search" placeholder="Search users..." value={query} onChange={setQuery} />
        </div>
        {error && (
          <Alert kind="error" onClose={() => setError('')}>
            {error}
          </Alert>
        )}
        {notice && (
          <Alert kind="success" onClose={() => setNotice('')}>
            {notice}
          </Alert>
        )}
        {loading && users.length === 0 ? (
          <Spinner label="Loading users..." />
        ) : (
          <>
            <UserRoleTable title="Admins" users={groups.admins} {...tableActions} />
            <UserRoleTable title="Subscribers" users={groups.subscribers} {...tableActions} />
            <UserRoleTable title="Customers" users={groups.customers} {...tableActions} />
          </>
        )}
      </div>
      {pending && <SubscriptionEndModal username={pending.username} onCancel={() => setPending(null)} onSubmit={(day) => onSubscriberSubmit(pending, day)} />}
      {renaming && <RenameUserModal username={renaming.username} onCancel={() => setRenaming(null)} onSubmit={(name) => onRenameSubmit(renaming, name)} />}
      {extend.dialog}
      {paymentsOf && <PaymentsModal user={paymentsOf} onClose={() => setPaymentsOf(null)} />}
      {confirm.dialog}
    </AdminLayout>
  );
}
