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
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const submit = async (days: number) => {
    if (!target) return;
    setBusy(true);
    setError('');
    try {
      const res = await extendUser(target._id, days);
      setTarget(null);
      onExtended(res.user, res.message);
    } catch (err) {
      // e.g. 409 for an admin, 404 for a user deleted meanwhile: the server's sentence says which.
      setError(messageOr(err, EXTEND_FAILED));
    } finally {
      setBusy(false);
    }
  };

  const dialog = target && (
    <ExtendModal
      username={target.username}
      currentEnd={target.subscriptionExpiresAt}
      busy={busy}
      error={error}
      onCancel={() => setTarget(null)}
      onSubmit={(days) => void submit(days)}
    />
  );

  const open = (user: Extendable) => {
    setError('');
    setTarget(user);
  };

  return { open, dialog, busyId: busy ? (target?._id ?? null) : null };
}
