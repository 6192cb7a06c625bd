// The user model (docs/product.md, "People and roles"): the rows, lookups and locks, the effective
// role and the membership rules, serialisation, making an account, and the rules that keep at
// least one admin. The admin's user management (list, roles, renames, extensions, deletion) is
// api/features/user-admin/.
import { createHmac } from 'node:crypto';
import { and, asc, count, eq, gt, isNotNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { forUpdate, isUniqueViolation, type Db, type Queryable, type Tx } from '#db/client';
import { users } from '#db/schema-users';
import { endOfDay, isRealDay, isoOrNull, iso } from '@shared/calendar';
import { USERNAME_MAX, USERNAME_MIN, usernameProblem } from '@shared/fields';
import { DAY } from '../../platform/clock';
import { ApiError, badRequest, conflict } from '../../platform/http/http-errors';
import type { HashSource } from '../../platform/http/password';
import { recordAudit, userTarget, type Actor } from '../../platform/audit/audit';
import { breakRunningAt, type MembershipDto } from '@shared/account';
import { AUTH_MESSAGES } from '@shared/auth';
import { decodeStates } from '@shared/followed-states';
import { STATE_CODES, type StateCode } from '@shared/results';
import { effectiveRole, membershipEnd } from '@shared/roles';
import { READER_ROLES, USER_MESSAGES } from '@shared/users';
import type { Role, UserDto } from '@shared/users';

export type UserRow = typeof users.$inferSelect;

/** "People and roles" (docs/product.md): a subscriber whose time has run out is a customer (shared/roles.ts). */
export { effectiveRole };

/**
 * "Responsible play" (docs/product.md): a raise or removal of the monthly limit counts once its 24
 * hours have passed.
 */
export function limitInForce(
  user: Pick<UserRow, 'monthlyLimitCents' | 'monthlyLimitNextCents' | 'monthlyLimitNextAt' | 'monthlyLimitLoweredAt' | 'monthlyLimitBeforeCents'>,
  now: number,
): number | null {
  if (user.monthlyLimitNextAt != null && user.monthlyLimitNextAt <= now) return user.monthlyLimitNextCents;
  // Before the last lowering the limit was the one it replaced (a payment made then is judged by it).
  if (user.monthlyLimitLoweredAt != null && now < user.monthlyLimitLoweredAt) return user.monthlyLimitBeforeCents;
  return user.monthlyLimitCents;
}

/**
 * A membership extended by `days` (docs/product.md, "Buying a membership" and
 * "The operator's console"): to max(now, current end) + days, so time still left is kept and a
 * lapsed one starts from now. Admins stay admins. The one place a payment, a free trial and an
 * admin's extension all work out a new end.
 */
export function extendedBy(user: Pick<UserRow, 'role' | 'subscriptionExpiresAt'>, days: number, now: number) {
  return {
    role: user.role === 'admin' ? ('admin' as const) : ('subscriber' as const),
    subscriptionExpiresAt: Math.max(now, user.subscriptionExpiresAt ?? 0) + days * DAY,
  };
}

/**
 * Whether a membership's time comes from the free trial alone (docs/product.md,
 * "The operator's console", "active trials"): the trial was taken and the end is no later than the
 * trial by itself gives. Taking the trial sets the end to max(now, end) + `trialDays` (TRIAL_DAYS),
 * so with paid time left it lies beyond; a payment, an admin's extension or role change after the
 * trial moves it beyond too. The one definition the account page, the operator's overview and the
 * trial's e-mails use (trialOnlyWhere below).
 */
export function isTrialOnly(user: Pick<UserRow, 'trialUsedAt' | 'subscriptionExpiresAt'>, trialDays: number): boolean {
  return user.trialUsedAt != null && user.subscriptionExpiresAt != null && user.subscriptionExpiresAt <= user.trialUsedAt + trialDays * DAY;
}

/** The end of a self-exclusion that still runs at `now`, else null. */
export function excludedUntil(user: Pick<UserRow, 'selfExcludedUntil'>, now: number): number | null {
  // Now is never before the break was taken: its start matters only to a payment's moment (pay-time.ts).
  return breakRunningAt({ selfExcludedUntil: user.selfExcludedUntil }, now);
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
    states: decodeStates(user.followedStates),
    statesChosen: user.followedStates !== null,
    resultPushStates: decodeStates(user.resultPushStates),
  };
}

/** effectiveRole()'s subscriber (shared/roles.ts, membershipEnd), as a condition: the role, and an end after `now`. */
export const activeSubscriberWhere = (now: number): SQL => and(eq(users.role, 'subscriber'), gt(users.subscriptionExpiresAt, now))!;

/**
 * The users who may read the predictions at `now` (docs/api.md, "Who may call what": READER_ROLES
 * of their effective role), as a condition.
 */
export const readersWhere = (now: number): SQL => or(...READER_ROLES.map((role) => (role === 'subscriber' ? activeSubscriberWhere(now) : eq(users.role, role))))!;

/** isTrialOnly(), as a condition: for the overview's count and the trial's e-mails. */
export const trialOnlyWhere = (trialDays: number): SQL => and(isNotNull(users.trialUsedAt), lte(users.subscriptionExpiresAt, sql`${users.trialUsedAt} + ${trialDays * DAY}`))!;

export async function findUserById(db: Queryable, id: number): Promise<UserRow | undefined> {
  return (await db.select().from(users).where(eq(users.id, id)).limit(1))[0];
}

/**
 * The user's row, locked until the write commits: for a rule that decides on it (extend from the
 * current end, a payment fulfilled once, the trial once, a limit, a break). Writes of the same
 * person queue behind one another; other people's do not wait (docs/architecture.md, "Many
 * writers at once").
 */
export async function lockUser(tx: Tx, id: number): Promise<UserRow | undefined> {
  return (await forUpdate(tx.select().from(users).where(eq(users.id, id)).limit(1)))[0];
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  return (await db.select().from(users).where(eq(users.email, email)).limit(1))[0];
}

/**
 * The states an e-mail's recipient follows: a user's own list when the mail goes to one account's
 * address alone, else all seven (an operator's copy, a receipt to another address, an erased account).
 */
export async function followedStatesByEmail(db: Queryable, to: string | string[]): Promise<StateCode[]> {
  const addresses = Array.isArray(to) ? to : [to];
  if (addresses.length !== 1) return [...STATE_CODES];
  const row = (await db.select({ followedStates: users.followedStates }).from(users).where(eq(users.email, addresses[0])).limit(1))[0];
  return decodeStates(row?.followedStates ?? null);
}

/**
 * A subscription end chosen by an admin: a day means the end of that day (docs/api.md,
 * "JSON, ids and dates").
 */
export function parseSubscriptionEnd(value: string, timeZone: string): number {
  return isRealDay(value) ? endOfDay(value, timeZone) : Date.parse(value);
}

/** The end an admin chose for a subscriber, which must be given and lie in the future; 400 naming `field` otherwise. */
export function subscriptionEndOrFail(value: string | null | undefined, timeZone: string, now: number, field: string): number {
  if (!value) throw badRequest(USER_MESSAGES.needEndDate, field);
  const end = parseSubscriptionEnd(value, timeZone);
  if (end <= now) throw badRequest(USER_MESSAGES.endInPast, field);
  return end;
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
 * by hand, logged in the same transaction; `onCreated`, more work in that transaction (the welcome e-mail).
 */
export async function createUser(
  deps: Pick<Deps, 'db' | 'passwords'>,
  input: NewUser,
  now: number,
  by: { source?: string | HashSource; createdBy?: Actor; onCreated?: (tx: Tx, user: UserRow) => Promise<unknown> } = {},
): Promise<UserRow> {
  const { db } = deps;
  await assertAvailable(db, input.email, input.username);
  const passwordHash = await deps.passwords.hash(input.password, by.source);
  try {
    return await db.write(async (tx) => {
      const [user] = await tx
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
        .returning();
      if (by.createdBy) await recordAudit(tx, { actor: by.createdBy, action: 'user.create', at: now, target: userTarget(user), detail: membership(user, now) });
      await by.onCreated?.(tx, user);
      return user;
    });
  } catch (err) {
    // Two registrations racing past the check above meet the unique indexes here.
    if (isUniqueViolation(err)) {
      await assertAvailable(db, input.email, input.username);
      throw conflict(AUTH_MESSAGES.emailTaken);
    }
    throw err;
  }
}

async function assertAvailable(db: Db, email: string, username: string) {
  if (await findUserByEmail(db, email)) throw conflict(AUTH_MESSAGES.emailTaken);
  if ((await usernameOwner(db, username)) !== undefined) throw conflict(AUTH_MESSAGES.usernameTaken);
}

/** The id of the user with this username in any case (the unique index is on lower(username)). */
export async function usernameOwner(db: Queryable, username: string): Promise<number | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.username}) = lower(${username})`).limit(1);
  return row?.id;
}

/**
 * The user's row, with every admin's row locked too (in id order, so two such writes cannot
 * deadlock): read inside the write that would demote or delete an admin, two admins demoting each
 * other at once cannot leave none. The second waits for the first, then counts without it.
 */
export async function lockUserAndAdmins(tx: Tx, id: number): Promise<UserRow | undefined> {
  await forUpdate(
    tx
      .select({ id: users.id })
      .from(users)
      .where(or(eq(users.id, id), eq(users.role, 'admin')))
      .orderBy(asc(users.id)),
  );
  return findUserById(tx, id);
}

/** Admins other than `exceptId`; read after lockUserAndAdmins() in the write that would demote or delete one. */
export async function otherAdminCount(db: Queryable, exceptId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), ne(users.id, exceptId)));
  return row.n;
}

/** Every admin's e-mail address (where the operator's mail goes when no CONTACT_EMAIL is set). */
export async function adminEmails(db: Queryable): Promise<string[]> {
  const admins = await db.select({ email: users.email }).from(users).where(eq(users.role, 'admin'));
  return admins.map((u) => u.email);
}

/**
 * The states anyone asked for result pushes of, from the index of those who asked
 * (users_result_pushes_idx: its condition written out as it is there, so the planner can take it).
 */
export async function resultPushStatesAsked(tx: Queryable): Promise<Set<string>> {
  const asked = await tx.selectDistinct({ states: users.resultPushStates }).from(users).where(sql`${users.resultPushStates} != ''`);
  return new Set(asked.flatMap((a) => a.states.split(',')));
}

/** A user's access as the activity log records it: the effective role and the end. */
export function membership(user: UserRow, now: number) {
  return { role: effectiveRole(user, now), subscriptionExpiresAt: isoOrNull(user.subscriptionExpiresAt) };
}

/** Creates the admin of ADMIN_EMAIL / `npm run admin`, or promotes an existing account. */
export async function ensureAdmin(
  deps: Pick<Deps, 'db' | 'passwords'>,
  input: { email: string; password: string; username?: string },
  now: number,
): Promise<{ user: UserRow; created: boolean }> {
  const { db } = deps;
  const email = input.email.trim().toLowerCase();
  // ADMIN_USERNAME and `--username` are checked where they are read; this keeps any other caller honest.
  const problem = input.username === undefined ? null : usernameProblem(input.username);
  if (problem) throw badRequest(problem, 'username');
  // Several processes may start on one empty database at once (a first deploy with two replicas):
  // each finds no admin and makes one, and all but one meet the unique e-mail. They then find the
  // one made and start on it, so exactly one admin is made and no process fails for it.
  for (let attempt = 1; ; attempt++) {
    const existing = await findUserByEmail(db, email);
    if (existing) return { user: await promoted(db, existing), created: false };
    const username = input.username ?? (await freeUsernameFrom(db, email));
    try {
      const user = await createUser(deps, { username, email, password: input.password, role: 'admin' }, now);
      return { user, created: true };
    } catch (err) {
      // A 409 for the username alone (taken meanwhile by another address): a generated one is
      // chosen again; a chosen one stays taken.
      const raced = err instanceof ApiError && err.status === 409;
      if (!raced || attempt >= 5 || (input.username !== undefined && !(await findUserByEmail(db, email)))) throw err;
    }
  }
}

/** An existing account made admin (its membership end cleared), unless it is one already. */
async function promoted(db: Db, existing: UserRow): Promise<UserRow> {
  if (existing.role === 'admin') return existing;
  const [user] = await db.write((tx) => tx.update(users).set({ role: 'admin', subscriptionExpiresAt: null }).where(eq(users.id, existing.id)).returning());
  return user;
}

/**
 * A username that keeps the rules (docs/security.md, "Usernames"), made from an e-mail's local
 * part: other characters become `_`, a short one is lengthened, and one taken by a customer gets a
 * number.
 */
async function freeUsernameFrom(db: Db, email: string): Promise<string> {
  let base = email
    .split('@')[0]
    .replace(/[^A-Za-z0-9_.-]+/g, '_')
    .slice(0, USERNAME_MAX);
  if (base.length < USERNAME_MIN) base = `${base}_admin`;
  let name = base;
  for (let i = 2; (await usernameOwner(db, name)) !== undefined; i++) name = `${base.slice(0, USERNAME_MAX - String(i).length)}${i}`;
  return name;
}

/**
 * Where the membership stands, for the account page and the free trial's "you're in", given the
 * plan of the account's last paid payment (null: none); the payments feature reads it
 * (`membershipOf` there).
 */
export function membershipStanding(user: UserRow, now: number, trialDays: number, lastPaidPlan: string | null): MembershipDto {
  const end = user.subscriptionExpiresAt;
  if (end == null) return { status: 'none', plan: null, activeUntil: null, daysLeft: null };
  const runsUntil = membershipEnd(user, now);
  const plan = lastPaidPlan;
  if (runsUntil === null) return { status: 'expired', plan, activeUntil: iso(end), daysLeft: null };
  const trial = isTrialOnly(user, trialDays);
  return {
    status: trial ? 'trial' : 'active',
    plan: trial ? null : plan,
    activeUntil: iso(runsUntil),
    daysLeft: Math.ceil((runsUntil - now) / DAY),
  };
}

/** The keyed hash a free trial is remembered by: the address itself is never kept. */
export function trialClaimKey(secret: string, email: string): string {
  return createHmac('sha256', secret).update(`trial:${email.trim().toLowerCase()}`).digest('base64url');
}
