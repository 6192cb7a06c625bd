import { answer, client } from '../../../lib/api-client';

export function deleteUser(id: string) {
  return answer(client.admin.users[':id'].$delete({ param: { id: encodeURIComponent(id) } }));
}
