import type { AuditAction, AuditEntryDto } from '@shared/audit';
import { api } from '../../../lib/api-client';

export interface AuditQuery {
  limit?: number;
  /** The last `_id` of the page already shown: the next page starts below it. */
  before?: string;
  action?: AuditAction;
  /** The acting admin's `_id`. */
  actor?: string;
}

export function getAudit(query: AuditQuery = {}): Promise<AuditEntryDto[]> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  const qs = params.toString();
  return api.get<AuditEntryDto[]>(`/api/admin/audit${qs ? `?${qs}` : ''}`);
}
