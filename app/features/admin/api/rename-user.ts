import { answer, client } from '../../../lib/api-client';

export function renameUser(id: string, username: string) {
  return answer(client.users[':id'].$patch({ param: { id: encodeURIComponent(id) }, json: { username } }));
}
