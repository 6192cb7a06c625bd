import type { Role } from '@shared/users';
import { answer, client } from '../../../lib/api-client';

/**
 * `subscriptionExpiresAt` is a calendar day (YYYY-MM-DD): the end of that day in the operator's
 * zone (docs/api.md, "JSON, ids and dates").
 */
export function updateUserRole(id: string, role: Role, subscriptionExpiresAt?: string) {
  const json = subscriptionExpiresAt ? { role, subscriptionExpiresAt } : { role };
  return answer(client.users[':id'].$put({ param: { id: encodeURIComponent(id) }, json }));
}
