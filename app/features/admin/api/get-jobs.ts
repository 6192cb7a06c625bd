import { answer, client, requestOptions } from '../../../lib/api-client';

/**
 * "Promised work" (docs/runtime.md): what waits, what runs, what failed in the last day and why.
 */
export function getJobs(signal?: AbortSignal) {
  return answer(client.admin.jobs.$get(undefined, requestOptions({ signal })));
}
