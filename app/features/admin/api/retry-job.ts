import { answer, client } from '../../../lib/api-client';

/** Puts a failed job back in the queue for a fresh set of tries. */
export function retryJob(id: string) {
  return answer(client.admin.jobs[':id'].retry.$post({ param: { id: encodeURIComponent(id) } }));
}
