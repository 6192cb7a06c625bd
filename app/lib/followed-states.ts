// The states the signed-in person follows (docs/product.md, "Followed states and result pushes"),
// as the pages use them: which hits come first, which results /results opens on. Saving answers the
// account's new state, which becomes the stored user at once, so every page that reads it follows.
import type { AccountChangeDto } from '@shared/account';
import { STATE_CODES, type StateCode } from '@shared/results';
import type { UserDto } from '@shared/users';
import { answer, client } from './api-client';
import { storeUser, useAuth } from './auth-store';

const ALL: readonly StateCode[] = STATE_CODES;

/** A user's followed states; nobody signed in, or a copy stored before states existed, follows all seven. */
export function followedStates(user: Partial<Pick<UserDto, 'states'>> | null | undefined): readonly StateCode[] {
  return user?.states?.length ? user.states : ALL;
}

/** Whether the person follows fewer than the seven: only then is anything folded away. */
export const followsSome = (states: readonly StateCode[]) => states.length < ALL.length;

export function useFollowedStates(): readonly StateCode[] {
  return followedStates(useAuth().user);
}

/** PUT /api/account/states; the caller shows the answer's message. */
export async function saveFollowedStates(states: StateCode[]): Promise<AccountChangeDto> {
  const change = await answer(client.account.states.$put({ json: { states } }));
  storeUser(change.account.user);
  return change;
}

/** PUT /api/account/result-pushes: the followed states whose every new result is pushed. */
export async function saveResultPushes(states: StateCode[]): Promise<AccountChangeDto> {
  const change = await answer(client.account['result-pushes'].$put({ json: { states } }));
  storeUser(change.account.user);
  return change;
}
