// The account page's copy of GET /api/account/membership (docs/api.md, "The own account"): a
// renewing membership's state. Cancel and resume answer the new state, which replaces it.
import { useEffect, useState } from 'react';
import type { RenewingMembershipDto } from '@shared/membership';
import { answer, client, requestOptions, serverMessage } from '../../lib/api-client';
import { isOffline, useOnlineTick } from '../../lib/offline-owner';

export function useRenewal() {
  const [renewal, setRenewal] = useState<RenewingMembershipDto | null>(null);
  const [error, setError] = useState('');
  const online = useOnlineTick();

  useEffect(() => {
    const controller = new AbortController();
    answer(client.account.membership.$get(undefined, requestOptions({ signal: controller.signal })))
      .then((r) => {
        setError('');
        setRenewal(r);
      })
      .catch((err) => {
        // Offline, the account's own notice says it for the whole page; back online, both are read again.
        if (!controller.signal.aborted) setError(isOffline(err) ? '' : serverMessage(err, 'Could not load your membership’s renewal. Please try again.'));
      });
    return () => controller.abort();
  }, [online]);

  return { renewal, error, setRenewal };
}
