// A membership dialog's one request at a time (cancel, take the offer, pause, unpause): busy while
// it runs, the server's sentence (or the fallback) on failure, the new state handed on on success.
import { useState } from 'react';
import type { MembershipChangeDto } from '@shared/membership';
import { serverMessage } from '../../lib/api-client';

export function useMembershipChange(onDone: (change: MembershipChangeDto) => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  async function act(request: () => Promise<MembershipChangeDto>, fallback: string) {
    setBusy(true);
    setError('');
    try {
      onDone(await request());
    } catch (err) {
      setError(serverMessage(err, fallback));
      setBusy(false);
    }
  }
  return { busy, error, act };
}
