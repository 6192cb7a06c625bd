// The account page's one copy of GET /api/account; every write answers the new state, which
// replaces it, so the sections never disagree.
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { AccountChangeDto, AccountDto } from '@shared/account';
import { answer, client, requestOptions, serverMessage } from '../../lib/api-client';
import { storeUser, useAuth } from '../../lib/auth-store';
import { isOffline, useOnlineTick } from '../../lib/offline-owner';

export const ACCOUNT_LOAD_ERROR = 'Could not load your account. Please try again.';
/** The account is not kept on the device (unlike the predictions): offline, the page says why it is empty. */
export const ACCOUNT_OFFLINE = "You're offline. Your account needs a connection: it shows again as soon as you're back online.";

export function useAccount() {
  const [account, setAccount] = useState<AccountDto | null>(null);
  const [error, setError] = useState('');
  // Back online, the account is read again.
  const online = useOnlineTick();

  useEffect(() => {
    const controller = new AbortController();
    answer(client.account.$get(undefined, requestOptions({ signal: controller.signal })))
      .then((a) => {
        setError('');
        setAccount(a);
        storeUser(a.user);
      })
      .catch((err) => !controller.signal.aborted && setError(isOffline(err) ? ACCOUNT_OFFLINE : serverMessage(err, ACCOUNT_LOAD_ERROR)));
    return () => controller.abort();
  }, [online]);

  /** Keeps a write's answer; the caller shows its message as the server gave it. */
  const apply = useCallback((change: AccountChangeDto) => {
    setAccount(change.account);
    storeUser(change.account.user);
    return change.message;
  }, []);

  // The stored user is the newest word on the person (a write elsewhere, such as the states
  // chosen when notifications went on, or the session check): the sections show it.
  const stored = useAuth().user;
  const current = useMemo(() => (account && stored?._id === account.user._id ? { ...account, user: stored } : account), [account, stored]);

  return { account: current, error, apply };
}
