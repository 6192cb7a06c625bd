// The account page's copy of GET /api/account/membership (docs/api.md, "The own account"): a
// renewing membership's state. Cancel and resume answer the new state, which replaces it.
import { useEffect, useState } from 'react';
import type { RenewingMembershipDto } from '@shared/membership';
import { answer, client, requestOptions, serverMessage } from '../../lib/api-client';

export function useRenewal() {
  const [renewal, setRenewal] = useState<RenewingMembershipDto | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    const controller = new AbortController();
    answer(client.account.membership.$get(undefined, requestOptions({ signal: controller.signal })))
      .then(setRenewal)
      .catch((err) => !controller.signal.aborted && setError(serverMessage(err, 'Could not load your membership’s renewal. Please try again.')));
    return () => controller.abort();
  }, []);

  return { renewal, error, setRenewal };
}
