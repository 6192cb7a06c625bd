// Role management's list logic (docs/app.md, "Admin pages"): search, the three tables,
// and the Status column.
import { membershipEnd } from '@shared/roles';
import type { Role, UserDto } from '@shared/users';
import { formatInstantDay } from '../../../lib/dates';
import { breakUntilOf } from '@shared/break';

/** Case-insensitive match on username, e-mail or role; a blank query keeps everyone. */
export function filterUsers(users: UserDto[], query: string): UserDto[] {
  const q = query.trim().toLowerCase();
  if (!q) return users;
  return users.filter((u) => [u.username, u.email, u.role].some((v) => v.toLowerCase().includes(q)));
}

export interface UserGroups {
  admins: UserDto[];
  subscribers: UserDto[];
  customers: UserDto[];
}

export function splitByRole(users: UserDto[]): UserGroups {
  const groups: UserGroups = { admins: [], subscribers: [], customers: [] };
  const target: Record<Role, UserDto[]> = {
    admin: groups.admins,
    subscriber: groups.subscribers,
    customer: groups.customers,
  };
  for (const u of users) (target[u.role] ?? groups.customers).push(u);
  return groups;
}

export type UserStatus = 'Active' | 'On a break' | 'Expired' | 'Not subscribed';

/**
 * Status is the subscription's state. The API already reports a lapsed subscriber as a
 * customer (docs/product.md, "People and roles"), so a customer with a past end date shows
 * "Expired". A member taking a break (docs/product.md, "Responsible play") gets no pushes and
 * may buy nothing until it ends, whatever time is left: "On a break".
 */
export function userStatus(user: UserDto, now: number = Date.now()): UserStatus {
  if (user.role === 'admin') return 'Active';
  if (breakUntilOf(user, now) !== null) return 'On a break';
  if (membershipEnd(user, now) !== null) return 'Active';
  return user.subscriptionExpiresAt && !Number.isNaN(Date.parse(user.subscriptionExpiresAt)) ? 'Expired' : 'Not subscribed';
}

/** The "Subscription Ends at" cell: the operator-zone day, or 'N/A'. */
export function subscriptionEndLabel(user: UserDto): string {
  return formatInstantDay(user.subscriptionExpiresAt) || 'N/A';
}
