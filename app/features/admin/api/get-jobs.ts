import { answer, client } from '../../../lib/api-client';

/** Contract §14: what waits, what runs, what failed in the last day and why. */
export function getJobs() {
  return answer(client.admin.jobs.$get());
}
