// What the business says about itself (shared/claims.ts), as the operator set it in the console:
// asked once per page load and shared by every page and component that shows a claim. Until it
// comes, and when it cannot be had (offline), no claim is shown: the pages read as they do before
// the operator sets any.
import { NO_CLAIMS, type BusinessClaimsDto } from '@shared/claims';
import { getPublic } from './api-fetch';
import { askedOnce } from './asked-once';

// Through the plain fetch: the home page's first download has no other use for the typed client (api-fetch.ts).
const useAnswer = askedOnce(() => getPublic<BusinessClaimsDto>('/claims'));

export function useClaims(): BusinessClaimsDto {
  return useAnswer() ?? NO_CLAIMS;
}
