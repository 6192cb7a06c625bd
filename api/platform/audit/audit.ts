// Records admin writes in the activity log (docs/product.md, "The operator's console"). Called
// inside the write's own transaction where there is one, so an entry exists exactly when the change
// does.
import { and, desc, eq, inArray, like, lt, or, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '#db/client';
import { auditLog } from '#db/schema-shared';
import type { ErasePart } from '../erase';
import { iso } from '@shared/calendar';
import type { AuditAction, AuditEntryDto } from '@shared/audit';

export interface Actor {
  /** Null for the server's own scheduled work. */
  id: number | null;
  username: string;
}

/** The actor of the scheduled daily move (DAILY_MOVE_HOUR) in the activity log. */
export const DAILY_MOVE_ACTOR: Actor = { id: null, username: 'Daily move' };

/** The admin making a request, as routes hand it to services (which never see the request). */
export async function actorOf(user: { id: number; row(): Promise<{ username: string }> }): Promise<Actor> {
  return { id: user.id, username: (await user.row()).username };
}

/** How a user appears as an entry's target: id and name, since the account may be gone later. */
export function userTarget(user: { id: number; username: string }): string {
  return `user ${user.id} (${user.username})`;
}

/** How a deleted account appears in the entries about it: "user 12 (deleted account)". */
export const FORGOTTEN = 'deleted account';

/** The actions whose target is a user (userTarget), and the detail fields that hold that user's name. */
const USER_ACTIONS: Partial<Record<AuditAction, readonly string[]>> = {
  'user.create': [],
  'user.role': [],
  'user.extend': [],
  'user.delete': [],
  'user.rename': ['from', 'to'],
};
/** The actions whose target is a contact message, "message 7 (Ann Lee <ann@example.com>)". */
const MESSAGE_ACTIONS: AuditAction[] = ['contact.handle', 'contact.delete'];
const MESSAGE_TARGET = /^message (\d+) \(.*<([^<>]*)>\)$/s;

/**
 * In an account's deletion (docs/security.md, "What deleting an account erases"): the entries
 * about that account, found by its id (under any name it had), and about the contact messages
 * sent from its exact address, name it no more. Only those entries' own fields change, each by
 * what the action records; every other entry stays as it was, whatever its text.
 */
/**
 * Deleting an account (api/platform/erase.ts): the log keeps what admins did, not who it was done
 * to ("user 12 (deleted account)"), nor the sender of a message.
 */
export const eraseFromAudit: ErasePart = { tables: [auditLog], run: (tx, person) => forgetUserInAudit(tx, person) };

export async function forgetUserInAudit(tx: Tx, user: { id: number; email: string }): Promise<void> {
  const userPrefix = `user ${user.id} (`;
  const rows = await tx
    .select({ id: auditLog.id, action: auditLog.action, target: auditLog.target, detail: auditLog.detail })
    .from(auditLog)
    .where(
      or(
        and(inArray(auditLog.action, Object.keys(USER_ACTIONS)), like(auditLog.target, `${userPrefix}%`)),
        // A prefilter only (the address's _ and % may match more): each row is checked exactly below.
        and(inArray(auditLog.action, MESSAGE_ACTIONS), like(auditLog.target, `%<${user.email}>)`)),
      ),
    );
  for (const row of rows) {
    const nameFields = USER_ACTIONS[row.action as AuditAction];
    if (nameFields && row.target.startsWith(userPrefix) && row.target.endsWith(')')) {
      const detail = JSON.parse(row.detail) as Record<string, unknown>;
      for (const field of nameFields) if (field in detail) detail[field] = FORGOTTEN;
      await tx
        .update(auditLog)
        .set({ target: `${userPrefix}${FORGOTTEN})`, detail: JSON.stringify(detail) })
        .where(eq(auditLog.id, row.id));
      continue;
    }
    const message = MESSAGE_TARGET.exec(row.target);
    if (MESSAGE_ACTIONS.includes(row.action as AuditAction) && message && message[2] === user.email) {
      await tx
        .update(auditLog)
        .set({ target: `message ${message[1]} (${FORGOTTEN})` })
        .where(eq(auditLog.id, row.id));
    }
  }
}

export async function recordAudit(tx: Tx, entry: { actor: Actor; action: AuditAction; target: string; detail?: Record<string, unknown>; at: number }): Promise<void> {
  await tx.insert(auditLog).values({
    at: entry.at,
    actorId: entry.actor.id,
    actorUsername: entry.actor.username,
    action: entry.action,
    target: entry.target,
    detail: JSON.stringify(entry.detail ?? {}),
  });
}

/**
 * The log newest first, a page at a time by key (the id only grows), so a page stays correct
 * while new entries arrive. Each filter has its own index (action, id) and (actor_id, id).
 */
export async function listAudit(db: Db, query: { limit: number; before?: number; action?: AuditAction; actor?: number }): Promise<AuditEntryDto[]> {
  const where: SQL[] = [];
  if (query.before !== undefined) where.push(lt(auditLog.id, query.before));
  if (query.action !== undefined) where.push(eq(auditLog.action, query.action));
  if (query.actor !== undefined) where.push(eq(auditLog.actorId, query.actor));
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(...where))
    .orderBy(desc(auditLog.id))
    .limit(query.limit);
  return rows.map((r) => ({
    _id: String(r.id),
    at: iso(r.at),
    actor: { _id: r.actorId == null ? null : String(r.actorId), username: r.actorUsername },
    action: r.action as AuditAction,
    target: r.target,
    detail: JSON.parse(r.detail) as Record<string, unknown>,
  }));
}
