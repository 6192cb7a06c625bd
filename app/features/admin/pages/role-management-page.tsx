// /role-management: User Role Management (docs/app.md, "Admin pages" and "Error messages"). The
// users are read through the route's loader and read again after each change (docs/app.md, "How a
// page reads data").
import { useState } from 'react';
import { useRevalidator, type LoaderFunctionArgs } from 'react-router-dom';
import { Alert } from '../../../components/alert';
import { useConfirm } from '../../../components/confirm-dialog';
import { Loaded } from '../../../components/loaded';
import { TextField } from '../../../components/text-field';
import { USER_MESSAGES } from '@shared/users';
import type { Role, UserDto } from '@shared/users';
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
import { reads, usePageData } from '../../../lib/page-data';
import { confirmDeleteUser, confirmEndMembership } from '../lib/confirm-messages';
import { messageOr, serverMessage } from '../lib/error-message';
import { filterUsers, splitByRole } from '../lib/user-groups';

const MESSAGES = {
  fetchFailed: 'Error fetching users',
  roleFailed: 'Error updating user role',
  roleAndEndFailed: 'Error updating user role and subscription end date.',
  deleteFailed: 'Failed to delete user.',
  renameFailed: 'Failed to rename user.',
} as const;

export function loader({ request }: LoaderFunctionArgs) {
  // The spec's sentence whatever the failure (docs/app.md, "Error messages").
  const users = getUsers(request.signal).then(
    (list) => (Array.isArray(list) ? list : []),
    () => Promise.reject(new Error(MESSAGES.fetchFailed)),
  );
  return reads({ users });
}

export default function RoleManagementPage() {
  const confirm = useConfirm();
  const { users } = usePageData<typeof loader>();
  const revalidator = useRevalidator();
  const { revalidate } = revalidator;
  const [query, setQuery] = useState('');
  const [error, setError] = useState('');
  const [busyId, setBusyId] = useState<string | null>(null);
  const [pending, setPending] = useState<UserDto | null>(null);
  const [renaming, setRenaming] = useState<UserDto | null>(null);
  const [paymentsOf, setPaymentsOf] = useState<UserDto | null>(null);
  const [notice, setNotice] = useState('');
  const extend = useExtendDialog((user, message) => {
    setNotice(`${message} (${user.username})`);
    void revalidate();
  });

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
      await revalidate();
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
      // The chosen day ends at midnight in the operator's zone (docs/api.md, "JSON, ids and
      // dates"), whatever the browser's zone: the list read again shows the end the server kept.
      await updateUserRole(user._id, 'subscriber', day);
      setPending(null);
      void revalidate();
      return undefined;
    } catch (err) {
      return messageOr(err, MESSAGES.roleAndEndFailed);
    }
  };

  const onRenameSubmit = async (target: UserDto, username: string) => {
    try {
      await renameUser(target._id, username);
      setRenaming(null);
      void revalidate();
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
      setNotice(USER_MESSAGES.deleted);
      await revalidate();
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
        <button type="button" className="btn btn-secondary" disabled={revalidator.state === 'loading'} onClick={() => void revalidate()}>
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
        <Loaded resolve={users} loading="Loading users..." failed={MESSAGES.fetchFailed}>
          {(list) => {
            const groups = splitByRole(filterUsers(list, query));
            return (
              <>
                <UserRoleTable title="Admins" users={groups.admins} {...tableActions} />
                <UserRoleTable title="Subscribers" users={groups.subscribers} {...tableActions} />
                <UserRoleTable title="Customers" users={groups.customers} {...tableActions} />
              </>
            );
          }}
        </Loaded>
      </div>
      {pending && <SubscriptionEndModal username={pending.username} onCancel={() => setPending(null)} onSubmit={(day) => onSubscriberSubmit(pending, day)} />}
      {renaming && <RenameUserModal username={renaming.username} onCancel={() => setRenaming(null)} onSubmit={(name) => onRenameSubmit(renaming, name)} />}
      {extend.dialog}
      {paymentsOf && <PaymentsModal user={paymentsOf} onClose={() => setPaymentsOf(null)} />}
      {confirm.dialog}
    </AdminLayout>
  );
}
