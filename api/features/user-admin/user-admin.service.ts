// The admin's user management (docs/api.md, "Users and roles"; docs/product.md, "The operator's
// console"): the list, role changes, renames, extensions, payments and deletion, on the user model
// of api/features/users/.
import { isUniqueViolation, type Db, type Tx } from '#db/client';
import type { Deps } from '../../platform/deps';
import { recordAudit, userTarget, type Actor } from '../../platform/audit/audit';
import { conflict, notFound } from '../../platform/http/http-errors';
import type { EraseAccount } from '../account';
import { paymentHistory } from '../payments';
import {
  createUser,
  findUserById,
  listAccounts,
  renameAccount,
  setRole,
  lockUser,
  lockUserAndAdmins,
  membership,
  otherAdminCount,
  subscriptionEndOrFail,
  usernameOwner,
  type NewUser,
  type UserRow,
} from '../users';
import { AUTH_MESSAGES } from '@shared/auth';
import { USER_MESSAGES, type Role } from '@shared/users';
import { extendMembership } from './extend.service';

/**
 * An admin renames a user (docs/security.md, "Usernames": rows made before the username rules keep
 * working and are renamed this way); 409 when another user has the name in any case. Logged as
 * 'user.rename'.
 */
export async function renameUser(db: Db, id: number, username: string, actor: Actor, now: number): Promise<UserRow> {
  try {
    return await db.write(async (tx) => {
      const user = await lockUser(tx, id);
      if (!user) throw notFound(USER_MESSAGES.notFound);
      if (user.username === username) return user;
      const owner = await usernameOwner(tx, username);
      if (owner !== undefined && owner !== id) throw conflict(AUTH_MESSAGES.usernameTaken);
      const renamed = await renameAccount(tx, id, username);
      await recordAudit(tx, { actor, action: 'user.rename', target: `user ${id} (${user.username})`, detail: { from: user.username, to: username }, at: now });
      return renamed;
    });
  } catch (err) {
    // Another process took the name between the check and the write.
    if (isUniqueViolation(err)) throw conflict(AUTH_MESSAGES.usernameTaken);
    throw err;
  }
}

export function listUsers(db: Db): Promise<UserRow[]> {
  return listAccounts(db);
}

/**
 * Role change by an admin. To subscriber needs a future end; to customer or admin clears it.
 * The last admin cannot be demoted (docs/product.md, "People and roles"): the admins' rows are
 * locked first, so two admins demoting each other at once cannot leave none.
 */
export async function changeRole(db: Db, id: number, role: Role, end: string | null | undefined, timeZone: string, now: number, actor: Actor): Promise<UserRow> {
  const expiresAt = role === 'subscriber' ? subscriptionEndOrFail(end, timeZone, now, 'subscriptionExpiresAt') : null;
  return db.write(async (tx) => {
    const user = await lockUserAndAdmins(tx, id);
    if (!user) throw notFound(USER_MESSAGES.notFound);
    if (user.role === 'admin' && role !== 'admin' && (await otherAdminCount(tx, id)) === 0) {
      throw conflict(USER_MESSAGES.lastAdmin);
    }
    if (user.role === role && user.subscriptionExpiresAt === expiresAt) return user;
    const updated = await setRole(tx, id, role, expiresAt);
    await recordAudit(tx, { actor, action: 'user.role', at: now, target: userTarget(user), detail: { from: membership(user, now), to: membership(updated, now) } });
    return updated;
  });
}

/**
 * An admin deletes an account: gone at once like a deletion by its owner (erase-account.ts), the
 * activity log keeping that it happened, not who it was.
 */
export async function deleteUser(db: Db, erase: EraseAccount, id: number, actor: Actor, now: number): Promise<void> {
  await db.write(async (tx) => {
    const user = await lockUserAndAdmins(tx, id);
    if (!user) throw notFound(USER_MESSAGES.notFound);
    if (user.role === 'admin' && (await otherAdminCount(tx, id)) === 0) throw conflict(USER_MESSAGES.lastAdmin);
    // Logged before the delete: an admin deleting their own account is still its actor (the
    // entry's actor id then becomes null with the account, its username stays).
    await recordAudit(tx, { actor, action: 'user.delete', at: now, target: userTarget(user), detail: membership(user, now) });
    await erase(tx, user);
  });
  await db.scrub();
}

/**
 * The admin's user management (docs/api.md, "Users and roles"; docs/product.md,
 * "The operator's console") as the routes call it.
 */
export function createUserAdminService(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'passwords'>,
  erase: EraseAccount,
  hooks: { extended?: (tx: Tx, userId: number, days: number, now: number) => Promise<void> } = {},
) {
  const { db, clock } = deps;
  const tz = deps.config.timeZone;
  return {
    list: () => listUsers(db),
    byId: (id: number) => findUserById(db, id),

    /** A user made by an admin (POST /api/users/manual); a subscriber needs a future end. */
    async createByAdmin(input: Omit<NewUser, 'subscriptionExpiresAt'> & { subscriptionEnd?: string | null }, by: { source: string; createdBy: Actor }) {
      const expiresAt = input.role === 'subscriber' ? subscriptionEndOrFail(input.subscriptionEnd, tz, clock.now(), 'subscriptionEnd') : null;
      return createUser(deps, { ...input, subscriptionExpiresAt: expiresAt }, clock.now(), by);
    },
    changeRole: (id: number, role: Role, end: string | null | undefined, actor: Actor) => changeRole(db, id, role, end, tz, clock.now(), actor),
    rename: (id: number, username: string, actor: Actor) => renameUser(db, id, username, actor, clock.now()),
    extend: (id: number, days: number, actor: Actor) => extendMembership(db, id, days, actor, clock.now(), hooks.extended),
    payments: (id: number) => paymentHistory(db, id),
    remove: (id: number, actor: Actor) => deleteUser(db, erase, id, actor, clock.now()),
  };
}

export type UserAdminService = ReturnType<typeof createUserAdminService>;
