import { answer, client } from '../../../lib/api-client';

export function deleteMessage(id: string) {
  return answer(client.contact[':id'].$delete({ param: { id: encodeURIComponent(id) } }));
}
