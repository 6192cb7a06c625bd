import { answer, client } from '../../../lib/api-client';

export function setMessageHandled(id: string, handled: boolean) {
  return answer(client.contact[':id'].$patch({ param: { id: encodeURIComponent(id) }, json: { handled } }));
}
