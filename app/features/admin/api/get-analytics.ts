import type { AnalyticsBy } from '@shared/analytics';
import { answer, client, queryOf, requestOptions } from '../../../lib/api-client';

export interface AnalyticsQuery {
  from?: string;
  to?: string;
  by?: AnalyticsBy;
}

/** The business over the range, by day, week or month. */
export function getAnalytics(q: AnalyticsQuery, signal?: AbortSignal) {
  return answer(client.admin.analytics.$get({ query: queryOf({ ...q }) }, requestOptions({ signal })));
}
