// The operator's activity log (contract §13): one entry for every admin write.

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
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

export interface AuditEntryDto {
  _id: string;
  /** ISO instant. */
  at: string;
  /** The admin who acted; `_id` is null once that account is deleted. */
  actor: { _id: string | null; username: string };
  action: AuditAction;
  /** What was acted on, e.g. "prediction 12", "user 7 (alice)", "result TX pick3 2026-11-23 evening". */
  target: string;
  /** What changed, in the action's own terms. */
  detail: Record<string, unknown>;
}
