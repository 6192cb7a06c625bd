// How the activity page shows an entry of the audit log (contract §13): the action in words and
// its detail as short "what: value" parts, whatever keys the action's own terms use.
import { AUDIT_ACTIONS, type AuditAction, type AuditEntryDto } from '@shared/audit';
import { formatInstantDay, formatTime } from '../../../lib/dates';

export const AUDIT_ACTION_OPTIONS = (Object.entries(AUDIT_ACTIONS) as [AuditAction, string][]).map(([value, label]) => ({ value, label }));

export function actionLabel(action: string): string {
  return (AUDIT_ACTIONS as Record<string, string>)[action] ?? action;
}

/** "subscriptionExpiresAt" → "subscription expires at". */
function words(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_.]/g, ' ')
    .toLowerCase();
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function valueText(value: unknown): string {
  if (value === null || value === undefined) return 'none';
  if (Array.isArray(value)) return value.map(valueText).join(', ');
  // e.g. a role change's `from: {role, subscriptionExpiresAt}`: its parts in words, one level down.
  if (typeof value === 'object') return Object.entries(value).map(([key, v]) => `${words(key)} ${valueText(v)}`).join(', ');
  if (typeof value === 'string' && INSTANT.test(value)) return `${formatInstantDay(value)} ${formatTime(value)}`;
  return String(value);
}

export function detailParts(entry: Pick<AuditEntryDto, 'detail'>): string[] {
  return Object.entries(entry.detail ?? {}).map(([key, value]) => `${words(key)}: ${valueText(value)}`);
}

/** The admins' names for the "Person" filter: the ones the page already knows, by id, sorted. */
export function actorOptions(entries: Pick<AuditEntryDto, 'actor'>[], known: { _id: string; username: string }[] = []) {
  const byId = new Map<string, string>();
  for (const a of known) byId.set(a._id, a.username);
  for (const { actor } of entries) if (actor._id) byId.set(actor._id, actor.username);
  return [...byId].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
}
