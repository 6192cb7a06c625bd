// Records admin writes in the activity log (docs/product.md, "The operator's console"). Called
// inside the write's own transaction where there is one, so an entry exists exactly when the change
// does.
import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '#db/client';
import { auditLog } from '#db/schema';
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

export async function recordAudit(
  tx: Tx,
  entry: { actor: Actor; action: AuditAction; target: string; detail?: Record<string, unknown>; at: number },
): Promise<void> {
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
