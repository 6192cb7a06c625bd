// The operator's activity log (docs/product.md, "The operator's console"): one entry for every
// admin write.
import { z } from './zod';
import { pageLimitParam } from './fields';

export const AUDIT_ACTIONS = {
  'prediction.publish': 'Published predictions',
  'prediction.manual': 'Added a manual prediction',
  'prediction.edit': 'Edited predictions',
  'prediction.delete': 'Deleted predictions',
  'prediction.move_to_past': 'Moved predictions to past',
  'user.create': 'Created a user',
  'user.role': 'Changed a role',
  'user.rename': 'Renamed a user',
  'user.extend': 'Extended a membership',
  'user.delete': 'Deleted a user',
  'result.enter': 'Entered a result',
  'result.correct': 'Corrected a result',
  'result.remove': 'Removed a result',
  'result.import': 'Imported results',
  'contact.handle': 'Marked a message',
  'contact.delete': 'Deleted a message',
  'claims.set': 'Set the claims on the pages',
  'plan.create': 'Added a plan',
  'plan.update': 'Changed a plan',
  'offer.create': 'Created a code',
  'offer.update': 'Changed a code',
  'news.send': 'Sent a news e-mail',
  'news.cancel': 'Cancelled a news e-mail',
  'schedule.set': 'Set the publishing schedule',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

export interface AuditEntryDto {
  _id: string;
  /** ISO instant. */
  at: string;
  /** The admin who acted; `_id` is null once that account is deleted, and for the scheduled daily move ("Daily move"). */
  actor: { _id: string | null; username: string };
  action: AuditAction;
  /** What was acted on, e.g. "prediction 12", "user 7 (alice)", "result TX pick3 2026-11-23 evening". */
  target: string;
  /** What changed, in the action's own terms. */
  detail: Record<string, unknown>;
}

export const AUDIT_PAGE_DEFAULT = 50;
export const AUDIT_PAGE_MAX = 200;

const idParam = (message: string) =>
  z
    .string()
    .optional()
    .refine((v) => v === undefined || /^[1-9]\d{0,14}$/.test(v), { message })
    .transform((v) => (v === undefined ? undefined : Number(v)));

/** `GET /api/admin/audit`: newest first, a page at a time by key (`before` is the last `_id` seen). */
export const auditQuerySchema = z.object({
  limit: pageLimitParam(AUDIT_PAGE_MAX, AUDIT_PAGE_DEFAULT),
  before: idParam('Before must be the _id of an activity entry.'),
  action: z
    .enum(Object.keys(AUDIT_ACTIONS) as [AuditAction, ...AuditAction[]], {
      error: `Action must be one of: ${Object.keys(AUDIT_ACTIONS).join(', ')}.`,
    })
    .optional(),
  actor: idParam('Actor must be the _id of a user.'),
});
