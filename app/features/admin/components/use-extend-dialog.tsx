// The extend dialog as a hook, for the pages that offer "Extend" (the overview's "ending soon"
// and role management): open it for a user, and hear back with the server's updated user.
import { useState } from 'react';
import type { UserDto } from '@shared/users';
import { extendUser } from '../api/extend-user';
import { messageOr } from '../lib/error-message';
import { ExtendModal } from './extend-modal';

type Extendable = Pick<UserDto, '_id' | 'username' | 'subscriptionExpiresAt'>;

const EXTEND_FAILED = 'Failed to extend the membership.';

export function useExtendDialog(onExtended: (user: UserDto, message: string) => void) {
  const [target, setTarget] = useState<Extendable | null>(null);

  const submit = async (user: Extendable, days: number) => {
    try {
      const res = await extendUser(user._id, days);
      setTarget(null);
      onExtended(res.user, res.message);
      return undefined;
    } catch (err) {
      // e.g. 409 for an admin, 404 for a user deleted meanwhile: the server's sentence says which.
      return messageOr(err, EXTEND_FAILED);
    }
  };

  // Closing unmounts the dialog: the next opening starts afresh, without the last refusal.
  const dialog = target && (
    <ExtendModal username={target.username} currentEnd={target.subscriptionExpiresAt} onCancel={() => setTarget(null)} onSubmit={(days) => submit(target, days)} />
  );

  return { open: setTarget, dialog };
}
