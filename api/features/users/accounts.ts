// The users table's reads and writes for the features that pick or change accounts (news, pushes,
// sign-in, the admin's user management, referrals). The table is this feature's alone
// (docs/architecture.md, "Each table one owner"): another feature asks here, by a condition these
// functions build, and never names a column.
import { and, asc, count, eq, gt, inArray, isNotNull, isNull, like, lte, ne, notInArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Queryable, Tx } from '#db/client';
import { users } from '#db/schema-users';
import type { ErasePart } from '../../platform/erase';
import type { Role } from '@shared/users';
import { extendedBy, type UserRow } from './users.service';

// Conditions on accounts.

/** One account. */
export const accountIs = (id: number): SQL => eq(users.id, id);

/** Not an admin (an admin always has access, so is never lapsed or a customer). */
export const notAdminWhere = (): SQL => ne(users.role, 'admin');

/**
 * Follows `state`: never chosen (null) follows all seven; else two-letter codes joined by commas,
 * so a code is found only as itself.
 */
export const followsStateWhere = (state: string): SQL => or(isNull(users.followedStates), sql`(',' || ${users.followedStates} || ',') like ${`%,${state},%`}`)!;

/** Asked for a push with every new result of `state` (docs/product.md, "Followed states and result pushes"). */
export const asksResultPushesWhere = (state: string): SQL => like(users.resultPushStates, `%${state}%`);

/**
 * Not on a break at `now` (responsible-play's rule, shared/account.ts breakRunningAt, as a
 * condition): may be pushed or sent optional e-mails.
 */
export const notOnBreakWhere = (now: number): SQL => or(isNull(users.selfExcludedUntil), lte(users.selfExcludedUntil, now))!;

/** A member whose access ended within `withinMs` before `now`. */
export const endedWithinWhere = (now: number, withinMs: number): SQL =>
  and(notAdminWhere(), gt(users.subscriptionExpiresAt, now - withinMs), lte(users.subscriptionExpiresAt, now))!;

/**
 * A condition another feature builds on the account's id (`users.id`, handed in as an opaque
 * column): a correlated subquery of its own rows, `exists (… where its.user_id = ${id})`.
 */
export const accountWhere = (cond: (id: SQLWrapper) => SQL): SQL => cond(users.id);

/** A subscriber whose access ended within `withinMs` before `now` (the ended membership's e-mail). */
export const subscriberEndedWithinWhere = (now: number, withinMs: number): SQL =>
  and(eq(users.role, 'subscriber'), gt(users.subscriptionExpiresAt, now - withinMs), lte(users.subscriptionExpiresAt, now))!;

/** Access that ends no later than `at`. */
export const endsByWhere = (at: number): SQL => lte(users.subscriptionExpiresAt, at);

/** The accounts whose id is not among `ids` (a subquery of another feature's rows: who turned a mail off). */
export const idNotInWhere = (ids: SQLWrapper): SQL => notInArray(users.id, ids);

// Reads.

/** How many accounts meet `where`. */
export async function countAccounts(db: Queryable, where: SQL): Promise<number> {
  const [r] = await db.select({ n: count() }).from(users).where(where);
  return Number(r.n);
}

/** The ids of the accounts that meet `where`, in id order. */
export async function accountIds(db: Queryable, where: SQL): Promise<number[]> {
  const rows = await db.select({ id: users.id }).from(users).where(where).orderBy(asc(users.id));
  return rows.map((r) => r.id);
}

/** The ids of the accounts that meet `where`, as a subquery for another feature's `in (…)`. */
export const accountIdsQuery = (db: Queryable, where: SQL) => db.select({ id: users.id }).from(users).where(where);

/** The account `id` with its address, if it meets `where`. */
export async function addressOf(db: Queryable, id: number, where: SQL): Promise<{ id: number; email: string } | undefined> {
  const [row] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(accountIs(id), where));
  return row;
}

/** What a signed-in request is checked against: the role, the end of access, the token version. */
export async function accessRowOf(db: Queryable, id: number) {
  const [row] = await db.select({ role: users.role, subscriptionExpiresAt: users.subscriptionExpiresAt, tokenVersion: users.tokenVersion }).from(users).where(accountIs(id));
  return row;
}

/** Who an e-mail or a list names: an account's id, name, address and end of access. */
export type Person = { id: number; username: string; email: string; end: number | null };
const person = { id: users.id, username: users.username, email: users.email, end: users.subscriptionExpiresAt };

/** The accounts that meet `where`, as people (in no order). */
export function people(db: Queryable, where: SQL): Promise<Person[]> {
  return db.select(person).from(users).where(where);
}

/** The accounts that meet `where`, as people, those whose access ends first first (then by id). */
export function peopleByEnd(db: Queryable, where: SQL): Promise<Person[]> {
  return db.select(person).from(users).where(where).orderBy(asc(users.subscriptionExpiresAt), asc(users.id));
}

/** The accounts of `ids` that still exist, as people, by id. */
export async function peopleByIds(db: Queryable, ids: readonly number[]): Promise<Map<number, Person>> {
  const found = new Map<number, Person>();
  const unique = [...new Set(ids)];
  for (let i = 0; i < unique.length; i += 500) {
    for (const p of await db
      .select(person)
      .from(users)
      .where(inArray(users.id, unique.slice(i, i + 500))))
      found.set(p.id, p);
  }
  return found;
}

/**
 * The accounts as another feature joins them to its own rows in one query (a hot path: the news of
 * saved numbers), `accounts`: a subquery of the table with the columns it publishes, which the
 * databases flatten into the caller's query.
 */
export const accountsView = (db: Queryable) =>
  db
    .select({ id: users.id, username: users.username, email: users.email, followedStates: users.followedStates, selfExcludedUntil: users.selfExcludedUntil })
    .from(users)
    .as('accounts');

/**
 * The free trials taken, as the payments feature joins them to its payments in one statement (the
 * Business page's spans of access, worked out at every payment): `trials`, a subquery of the
 * accounts that took the trial, with the columns it publishes, `user_id` and `started_at`; of one
 * account, or of all with `userId` null. The databases flatten it into the caller's query.
 */
export const trialsView = (db: Queryable, userId: number | null) =>
  db
    .select({ userId: sql<number>`${users.id}`.as('user_id'), startedAt: sql<number>`${users.trialUsedAt}`.as('started_at') })
    .from(users)
    .where(and(isNotNull(users.trialUsedAt), userId === null ? undefined : eq(users.id, userId)))
    .as('trials');

/** Every account, in id order (the admin's list). */
export function listAccounts(db: Queryable): Promise<UserRow[]> {
  return db.select().from(users).orderBy(asc(users.id));
}

/**
 * The subscribers whose access ends within `withinMs` after `now` and who were not yet reminded
 * on `day` (the expiry reminder's push), also meeting `where(id)`.
 */
export function endingUnreminded(db: Queryable, now: number, withinMs: number, day: string, where: (userId: SQLWrapper) => SQL) {
  return db
    .select({ id: users.id, username: users.username, end: users.subscriptionExpiresAt })
    .from(users)
    .where(
      and(
        eq(users.role, 'subscriber'),
        gt(users.subscriptionExpiresAt, now),
        lte(users.subscriptionExpiresAt, now + withinMs),
        or(isNull(users.lastExpiryReminderDay), ne(users.lastExpiryReminderDay, day)),
        where(users.id),
      ),
    );
}

// Writes, each inside the caller's transaction.

/** Claims `day`'s expiry reminder for the account: true once per day, however many rounds ask. */
export async function claimReminderDay(tx: Tx, id: number, day: string): Promise<boolean> {
  const claimed = await tx
    .update(users)
    .set({ lastExpiryReminderDay: day })
    .where(and(accountIs(id), sql`coalesce(${users.lastExpiryReminderDay}, '') != ${day}`))
    .returning({ id: users.id });
  return claimed.length > 0;
}

/** Ends every token of the account (sign-out everywhere), with a new password hash when one is given. */
export async function endTokens(tx: Tx, id: number, passwordHash?: string): Promise<UserRow | undefined> {
  const [changed] = await tx
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, ...(passwordHash === undefined ? {} : { passwordHash }) })
    .where(accountIs(id))
    .returning();
  return changed;
}

/** The membership of a locked account extended by `days` (extendedBy's rule). */
export async function extendAccount(tx: Tx, user: UserRow, days: number, now: number): Promise<UserRow> {
  const [updated] = await tx
    .update(users)
    .set(extendedBy(user, days, now))
    .where(accountIs(user.id))
    .returning();
  return updated;
}

/** What a break, a spending limit or the states followed change on an account (the account page). */
export type AccountSettings = Partial<
  Pick<
    UserRow,
    | 'selfExcludedUntil'
    | 'selfExcludedFrom'
    | 'monthlyLimitCents'
    | 'monthlyLimitNextCents'
    | 'monthlyLimitNextAt'
    | 'monthlyLimitLoweredAt'
    | 'monthlyLimitBeforeCents'
    | 'followedStates'
    | 'resultPushStates'
  >
>;

/** The account's own settings changed (the account page's rules decide them), the row as it is then. */
export async function changeSettings(tx: Tx, id: number, changes: AccountSettings): Promise<UserRow> {
  const [updated] = await tx.update(users).set(changes).where(accountIs(id)).returning();
  return updated;
}

/**
 * The account's access set: a new end (a payment's, extendedBy's rule), and the free trial's
 * start when it is the trial. The row as it is then.
 */
export async function setAccess(tx: Tx, id: number, access: { role?: UserRow['role']; subscriptionExpiresAt: number | null; trialUsedAt?: number }): Promise<UserRow> {
  const [updated] = await tx.update(users).set(access).where(accountIs(id)).returning();
  return updated;
}

/** Deleting an account: its row last, after every feature's erase part (account/erase-account.ts). */
export const accountRowErase: ErasePart = {
  tables: [users],
  async run(tx, person) {
    await tx.delete(users).where(accountIs(person.id));
  },
};

export async function renameAccount(tx: Tx, id: number, username: string): Promise<UserRow> {
  const [renamed] = await tx.update(users).set({ username }).where(accountIs(id)).returning();
  return renamed;
}

export async function setRole(tx: Tx, id: number, role: Role, subscriptionExpiresAt: number | null): Promise<UserRow> {
  const [updated] = await tx.update(users).set({ role, subscriptionExpiresAt }).where(accountIs(id)).returning();
  return updated;
}
