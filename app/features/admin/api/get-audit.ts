import type { AuditAction } from '@shared/audit';
import { answer, client, queryOf, requestOptions } from '../../../lib/api-client';

export interface AuditQuery {
  limit?: number;
  /** The last `_id` of the page already shown: the next page starts below it. */
  before?: string;
  action?: AuditAction;
  /** The acting admin's `_id`. */
  actor?: string;
}

export function getAudit(query: AuditQuery = {}, signal?: AbortSignal) {
  return answer(client.admin.audit.$get({ query: queryOf(query) }, requestOptions({ signal })));
}
