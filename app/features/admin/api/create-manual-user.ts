import { answer, client } from '../../../lib/api-client';
import type { ManualUserBody } from '../lib/manual-user-form';

export function createManualUser(json: ManualUserBody) {
  return answer(client.users.manual.$post({ json }));
}
