// The console's filters kept in the address (docs/app.md, "How a page reads data"), as the
// route's loader and the page read them: what the address cannot mean is left out, so the server's
// default applies instead of a refusal.
import { AUDIT_ACTIONS, type AuditAction } from '@shared/audit';
import { ANALYTICS_BY, type AnalyticsBy } from '@shared/analytics';

/** The Activity Log's `?action=` (an action the log knows, else all) and `?actor=` (an admin's `_id`). */
export function auditFiltersOf(params: URLSearchParams): { action: AuditAction | ''; actor: string } {
  const action = params.get('action') ?? '';
  return { action: Object.hasOwn(AUDIT_ACTIONS, action) ? (action as AuditAction) : '', actor: params.get('actor') ?? '' };
}

/** The Business page's `?from=`, `?to=` and `?by=` (a period it offers); each left out when empty. */
export function analyticsRangeOf(params: URLSearchParams): { from?: string; to?: string; by?: AnalyticsBy } {
  const by = ANALYTICS_BY.find((b) => b === params.get('by'));
  return { from: params.get('from') || undefined, to: params.get('to') || undefined, by };
}
