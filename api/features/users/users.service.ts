// Users as the rest of the server sees them: lookup, the effective role, serialisation, and
// the rules that keep at least one admin.
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { users } from '../../db/schema';
import { endOfDay, isRealDay, isoOrNull, iso } from '@shared/calendar';
import { USERNAME_MAX, USERNAME_MIN, usernameProblem } from '@shared/fields';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { hashPassword } from '../../lib/password';
import { recordAudit, userTarget, type Actor } from '../audit/audit.service';
import { AUTH_MESSAGES } from '@shared/auth';
import { USER_MESSAGES } from '@shared/users';
import type { Role, UserDto } from '@shared/users';

export type UserRow = typeof users.$inferSelect;

/** Contract §3: a subscriber whose time has run out is a customer. */
export function effectiveRole(user: Pick<UserRow, 'role' | 'subscriptionExpiresAt'>, now: number): Role {
  if (user.role === 'subscriber') return (user.subscriptionExpiresAt ?? 0) > now ? 'subscriber' : 'customer';
  return user.role;
}

/** Contract §12: a raise or removal of the monthly limit counts once its 24 hours have passed. */
export function limitInForce(user: Pick<UserRow, 'monthlyLimitCents' | 'monthlyLimitNextCents' | 'monthlyLimitNextAt'>, now: number): number | null {
  return user.monthlyLimitNextAt != null && user.monthlyLimitNextAt <= now ? user.monthlyLimitNextCents : user.monthlyLimitCents;
}

/** The end of a self-exclusion that still runs at `now`, else null. */
export function excludedUntil(user: Pick<UserRow, 'selfExcludedUntil'>, now: number): number | null {
  return user.selfExcludedUntil != null && user.selfExcludedUntil > now ? user.selfExcludedUntil : null;
}

export function toUserDto(user: UserRow, now: number): UserDto {
  const id = String(user.id);
  return {
    _id: id,
    id,
    username: user.username,
    email: user.email,
    role: effectiveRole(user, now),
    subscriptionExpiresAt: isoOrNull(user.subscriptionExpiresAt),
    trialUsed: user.trialUsedAt != null,
    createdAt: iso(user.createdAt),
    selfExcludedUntil: isoOrNull(excludedUntil(user, now)),
    monthlyLimitCents: limitInForce(user, now),
  };
}

export function findUserById(db: Db, id: number): UserRow | undefined {
  return db.select().from(users).where(eq(users.id, id)).get();
}

export function findUserByEmail(db: Db, email: string): UserRow | undefined {
  return db.select().from(users).where(eq(users.email, email)).get();
}

/** A subscription end chosen by an admin: a day means the end of that day (contract §2). */
export function parseSubscriptionEnd(value: string, timeZone: string): number {
  return isRealDay(value) ? endOfDay(value, timeZone) : Date.parse(value);
}

export interface NewUser {
  username: string;
  email: string;
  password: string;
  role?: Role;
  subscriptionExpiresAt?: number | null;
  /** When the person confirmed being 18 or older (register); none for accounts an admin makes. */
  ageConfirmedAt?: number | null;
}

/**
 * Creates a user; 409 when the e-mail or the username (in any case) is taken. `source` is who
 * asked (the client's address), for the hashing queue's turns; `createdBy`, the admin making it
 * by hand, logged in the same transaction.
 */
export async function createUser(db: Db, input: NewUser, now: number, by: { source?: string; createdBy?: Actor } = {}): Promise<UserRow> {
  assertAvailable(db, input.email, input.username);
  const passwordHash = await hashPassword(input.password, by.source);
  try {
    return db.transaction((tx) => {
      const user = tx
        .insert(users)
        .values({
          username: input.username,
          email: input.email,
          passwordHash,
          role: input.role ?? 'customer',
          subscriptionExpiresAt: input.role === 'subscriber' ? (input.subscriptionExpiresAt ?? null) : null,
          ageConfirmedAt: input.ageConfirmedAt ?? null,
          createdAt: now,
        })
        .returning()
        .get();
      if (by.createdBy) recordAudit(tx, { actor: by.createdBy, action: 'user.create', at: now, target: userTarget(user), detail: membership(user, now) });
      return user;
    });
  } catch (err) {
    // Two registrations racing past the check above meet the unique indexes here.
    if (err instanceof Error && /UNIQUE constraint failed/.test(err.message)) {
      assertAvailable(db, input.email, input.username);
      throw conflict(AUTH_MESSAGES.emailTaken);
    }
    throw err;
  }
}

function assertAvailable(db: Db, email: string, username: string) {
  if (findUserByEmail(db, email)) throw conflict(AUTH_MESSAGES.emailTaken);
  if (usernameOwner(db, username) !== undefined) throw conflict(AUTH_MESSAGES.usernameTaken);
}

/** The id of the user with this username in any case (the unique index is on lower(username)). */
function usernameOwner(db: Queryable, username: string): number | undefined {
  return db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .get()?.id;
}

/**
 * An admin renames a user (contract §11: rows made before the username rules keep working and
 * are renamed this way); 409 when another user has the name in any case. Logged as 'user.rename'.
 */
export function renameUser(db: Db, id: number, username: string, actor: Actor, now: number): UserRow {
  try {
    return db.transaction(
      (tx) => {
        const user = tx.select().from(users).where(eq(users.id, id)).get();
        if (!user) throw notFound(USER_MESSAGES.notFound);
        if (user.username === username) return user;
        const owner = usernameOwner(tx, username);
        if (owner !== undefined && owner !== id) throw conflict(AUTH_MESSAGES.usernameTaken);
        const renamed = tx.update(users).set({ username }).where(eq(users.id, id)).returning().get();
        recordAudit(tx, { actor, action: 'user.rename', target: `user ${id} (${user.username})`, detail: { from: user.username, to: username }, at: now });
        return renamed;
      },
      { behavior: 'immediate' },
    );
  } catch (err) {
    // Another process took the name between the check and the write.
    if (err instanceof Error && /UNIQUE constraint failed/.test(err.message)) throw conflict(AUTH_MESSAGES.usernameTaken);
    throw err;
  }
}

export function listUsers(db: Db): UserRow[] {
  return db.select().from(users).orderBy(asc(users.id)).all();
}

export function otherAdminCount(db: Queryable, exceptId: number): number {
  return db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), ne(users.id, exceptId)))
    .get()!.n;
}

/**
 * Role change by an admin. To subscriber needs a future end; to customer or admin clears it.
 * The last admin cannot be demoted (contract §4). Runs in one transaction so two admins
 * demoting each other at once cannot leave none.
 */
export function changeRole(db: Db, id: number, role: Role, end: string | null | undefined, timeZone: string, now: number, actor: Actor): UserRow {
  let expiresAt: number | null = null;
  if (role === 'subscriber') {
    if (!end) throw badRequest(USER_MESSAGES.needEndDate, 'subscriptionExpiresAt');
    expiresAt = parseSubscriptionEnd(end, timeZone);
    if (expiresAt <= now) throw badRequest(USER_MESSAGES.endInPast, 'subscriptionExpiresAt');
  }
  return db.transaction((tx) => {
    const user = tx.select().from(users).where(eq(users.id, id)).get();
    if (!user) throw notFound(USER_MESSAGES.notFound);
    if (user.role === 'admin' && role !== 'admin' && otherAdminCount(tx, id) === 0) {
      throw conflict(USER_MESSAGES.lastAdmin);
    }
    if (user.role === role && user.subscriptionExpiresAt === expiresAt) return user;
    const updated = tx.update(users).set({ role, subscriptionExpiresAt: expiresAt }).where(eq(users.id, id)).returning().get();
    recordAudit(tx, { actor, action: 'user.role', at: now, target: userTarget(user), detail: { from: membership(user, now), to: membership(updated, now) } });
    return updated;
  }, { behavior: 'immediate' });
}

export function deleteUser(db: Db, id: number, actor: Actor, now: number): void {
  db.transaction((tx) => {
    const user = tx.select().from(users).where(eq(users.id, id)).get();
    if (!user) throw notFound(USER_MESSAGES.notFound);
    if (user.role === 'admin' && otherAdminCount(tx, id) === 0) throw conflict(USER_MESSAGES.lastAdmin);
    // Logged before the delete: an admin deleting their own account is still its actor (the
    // entry's actor id then becomes null with the account, its username stays).
    recordAudit(tx, { actor, action: 'user.delete', at: now, target: userTarget(user), detail: { email: user.email, ...membership(user, now) } });
    tx.delete(users).where(eq(users.id, id)).run();
  }, { behavior: 'immediate' });
}

/** A user's access as the activity log records it: the effective role and the end. */
export function membership(user: UserRow, now: number) {
  return { role: effectiveRole(user, now), subscriptionExpiresAt: isoOrNull(user.subscriptionExpiresAt) };
}

/** Creates the admin of ADMIN_EMAIL / `npm run admin`, or promotes an existing account. */
export async function ensureAdmin(
  db: Db,
  input: { email: string; password: string; username?: string },
  now: number,
): Promise<{ user: UserRow; created: boolean }> {
  const email = input.email.trim().toLowerCase();
  const existing = findUserByEmail(db, email);
  if (existing) {
    if (existing.role === 'admin') return { user: existing, created: false };
    const user = db.update(users).set({ role: 'admin', subscriptionExpiresAt: null }).where(eq(users.id, existing.id)).returning().get();
    return { user, created: false };
  }
  // ADMIN_USERNAME and `--username` are checked where they are read; this keeps any other caller honest.
  const problem = input.username === undefined ? null : usernameProblem(input.username);
  if (problem) throw badRequest(problem, 'username');
  const username = input.username ?? freeUsernameFrom(db, email);
  const user = await createUser(db, { username, email, password: input.password, role: 'admin' }, now);
  return { user, created: true };
}

/**
 * A username that keeps the rules (contract §11), made from an e-mail's local part: other
 * characters become `_`, a short one is lengthened, and one taken by a customer gets a number.
 */
function freeUsernameFrom(db: Db, email: string): string {
  let base = email.split('@')[0].replace(/[^A-Za-z0-9_.-]+/g, '_').slice(0, USERNAME_MAX);
  if (base.length < USERNAME_MIN) base = `${base}_admin`;
  let name = base;
  for (let i = 2; usernameOwner(db, name) !== undefined; i++) name = `${base.slice(0, USERNAME_MAX - String(i).length)}${i}`;
  return name;
}
