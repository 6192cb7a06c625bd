import type { BusinessClaimsDto } from '@shared/claims';
import { answer, client } from '../../../lib/api-client';

export function setClaims(claims: BusinessClaimsDto) {
  return answer(client.admin.claims.$put({ json: claims }));
}
