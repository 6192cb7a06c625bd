import { client, downloadFile, queryOf } from '../../../lib/api-client';
import type { AnalyticsQuery } from './get-analytics';

/** The range's periods as CSV, saved under the server's file name. */
export function downloadAnalyticsCsv(q: AnalyticsQuery) {
  return downloadFile(client.admin['analytics.csv'].$get({ query: queryOf({ ...q }) }), 'analytics.csv');
}
