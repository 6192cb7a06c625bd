// How the activity page shows an entry of the audit log (docs/product.md,
// "The operator's console"): the action in words and its detail as short "what: value" parts,
// whatever keys the action's own terms use.
import { AUDIT_ACTIONS, type AuditAction, type AuditEntryDto } from '@shared/audit';
import { DRAW_TIME_NAMES, GAME_DIGITS, stateOf, STATES, type DrawTime, type Game } from '@shared/results';
import { formatCalendarDay, formatInstantDay, formatTime } from '../../../lib/dates';

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
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Codes a detail keeps (an import's `states`, `games`, `drawTimes`) in the words the pages use. */
const NAMED: Record<string, (code: string) => string | undefined> = {
  states: (s) => STATES[stateOf(s)!]?.name,
  games: (g) => (g in GAME_DIGITS ? `Pick ${GAME_DIGITS[g as Game]}` : undefined),
  drawTimes: (t) => DRAW_TIME_NAMES[t as DrawTime],
};
const named = (key: string, value: unknown) => (NAMED[key] && Array.isArray(value) ? value.map((v) => (typeof v === 'string' && NAMED[key](v)) || v) : value);

function valueText(value: unknown): string {
  if (value === null || value === undefined) return 'none';
  if (Array.isArray(value)) return value.map(valueText).join(', ');
  // e.g. a role change's `from: {role, subscriptionExpiresAt}`: its parts in words, one level down.
  if (typeof value === 'object')
    return Object.entries(value)
      .map(([key, v]) => `${words(key)} ${valueText(v)}`)
      .join(', ');
  if (typeof value === 'string' && INSTANT.test(value)) return `${formatInstantDay(value)} ${formatTime(value)}`;
  if (typeof value === 'string' && DAY.test(value)) return formatCalendarDay(value);
  return String(value);
}

/** A list of pairs as an edit logged it: each "123 - 4567" before and after. */
type PairChange = { before: string[]; after: string[] };
const isPairChange = (v: unknown): v is PairChange => !!v && typeof v === 'object' && Array.isArray((v as PairChange).before) && Array.isArray((v as PairChange).after);

/** The pairs of `from` not matched in `to`, each matched at most once. */
function missingFrom(from: string[], to: string[]): string[] {
  const left = [...to];
  return from.filter((p) => {
    const i = left.indexOf(p);
    if (i < 0) return true;
    left.splice(i, 1);
    return false;
  });
}

/**
 * An edit's change to a list of pairs as a person reads it: "111 - 222 → 111 - 229" for numbers
 * changed in place, "deleted 789 - 012" for a pair taken out, "added …" for one put in.
 */
function pairChangeText({ before, after }: PairChange): string {
  const gone = missingFrom(before, after);
  const came = missingFrom(after, before);
  if (gone.length === 0 && came.length === 0) return `reordered: ${after.join(', ') || 'none'}`;
  if (gone.length === came.length) return gone.map((p, i) => `${p} → ${came[i]}`).join(', ');
  return [gone.length ? `deleted ${gone.join(', ')}` : '', came.length ? `added ${came.join(', ')}` : ''].filter(Boolean).join('; ');
}

export function detailParts(entry: Pick<AuditEntryDto, 'detail'>): string[] {
  const detail = entry.detail ?? {};
  return Object.entries(detail).flatMap(([key, value]) => {
    // An edit's "changed" list need not name a list of pairs whose own line says how it changed.
    if (key === 'changed' && Array.isArray(value)) {
      const rest = value.filter((k) => !isPairChange(detail[k]));
      return rest.length ? [`${words(key)}: ${valueText(rest)}`] : [];
    }
    return [`${words(key)}: ${isPairChange(value) ? pairChangeText(value) : valueText(named(key, value))}`];
  });
}

/** The admins' names for the "Person" filter: the ones the page already knows, by id, sorted. */
export function actorOptions(entries: Pick<AuditEntryDto, 'actor'>[], known: { _id: string; username: string }[] = []) {
  const byId = new Map<string, string>();
  for (const a of known) byId.set(a._id, a.username);
  for (const { actor } of entries) if (actor._id) byId.set(actor._id, actor.username);
  return [...byId].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
}
