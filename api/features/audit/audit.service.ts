// Records admin writes in the activity log (contract §13). Called inside the write's own
// transaction where there is one, so an entry exists exactly when the change does.
import type { Queryable } from '../../db/client';
import { auditLog } from '../../db/schema';
import type { AuditAction } from '@shared/audit';

export interface Actor {
  id: number;
  username: string;
}

export function recordAudit(
  db: Queryable,
  entry: { actor: Actor; action: AuditAction; target: string; detail?: Record<string, unknown>; at: number },
): void {
  db.insert(auditLog)
    .values({
      at: entry.at,
      actorId: entry.actor.id,
      actorUsername: entry.actor.username,
      action: entry.action,
      target: entry.target,
      detail: JSON.stringify(entry.detail ?? {}),
    })
    .run();
}
