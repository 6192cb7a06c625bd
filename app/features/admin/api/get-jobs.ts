import { answer, client } from '../../../lib/api-client';

/**
 * "Promised work" (docs/runtime.md): what waits, what runs, what failed in the last day and why.
 */
export function getJobs() {
  return answer(client.admin.jobs.$get());
}
