// The data of /my-numbers (docs/product.md, "My numbers"): the list with each number's last 365
// days, the recent notices and the e-mail switch, read together; kept on the device after every
// read and save, and shown from there, read-only, when the network fails.
//
// useDeviceCopy is this page's stand-in for the shared offline hook (app/lib/use-offline-data.ts,
// being built on main): the page only calls it with a key and a loader, so moving to the shared
// hook is replacing that one call.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { NUMBER_HITS_DEFAULT, type MyNumberDto, type MyNumberInput, type NumberNoticeDto } from '@shared/my-numbers';
import { answer, ApiError, client, requestOptions } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-store';
import { loadPage, savePage, type OfflineOwner } from '../../lib/offline-store';

export interface MyNumbersData {
  numbers: MyNumberDto[];
  notices: NumberNoticeDto[];
  mails: boolean;
}

// A network that hangs is a failure too: the saved copy shows instead of a spinner for ever.
const TIMEOUT_MS = 15_000;
const COPY_KEY = 'my-numbers';

async function loadMyNumbers(signal: AbortSignal): Promise<MyNumbersData> {
  const opts = requestOptions({ signal, timeoutMs: TIMEOUT_MS });
  const [numbers, notices, mails] = await Promise.all([
    answer(client.account.numbers.$get(undefined, opts)),
    answer(client.account['number-hits'].$get({ query: { limit: String(NUMBER_HITS_DEFAULT) } }, opts)),
    answer(client.account['number-mails'].$get(undefined, opts)),
  ]);
  return { numbers, notices, mails: mails.on };
}

export type CopyState<T> =
  | { kind: 'loading' }
  /** `saved`: this device's copy, shown because the network failed. */
  | { kind: 'ready'; data: T; saved: { savedAt: string } | null }
  | { kind: 'error'; message: string; offline: boolean };

/** A request that never reached the server, as opposed to one it refused. */
const offline = (err: unknown) => (err instanceof ApiError && err.status === 0) || (typeof navigator !== 'undefined' && navigator.onLine === false);

/** Reads through `load` (again when the browser comes back online); keeps each answer on the device for `owner`. */
function useDeviceCopy<T>(key: string, owner: OfflineOwner | null, load: (signal: AbortSignal) => Promise<T>) {
  const [state, setState] = useState<CopyState<T>>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const again = () => setAttempt((a) => a + 1);
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, []);
  useEffect(() => {
    if (!owner) return;
    const controller = new AbortController();
    load(controller.signal)
      .then((data) => {
        setState({ kind: 'ready', data, saved: null });
        void savePage(owner, key, data).catch(() => undefined);
      })
      .catch(async (err: unknown) => {
        if (controller.signal.aborted) return;
        const copy = await loadPage<T>(owner, key);
        if (controller.signal.aborted) return;
        if (copy) setState({ kind: 'ready', data: copy.data, saved: { savedAt: copy.savedAt } });
        else setState({ kind: 'error', message: err instanceof Error ? err.message : String(err), offline: offline(err) });
      });
    return () => controller.abort();
  }, [key, owner, load, attempt]);

  /** A newer state from a save: shown and kept on the device. */
  const replace = useCallback(
    (data: T) => {
      setState({ kind: 'ready', data, saved: null });
      if (owner) void savePage(owner, key, data).catch(() => undefined);
    },
    [key, owner],
  );
  return { state, replace, reload: useCallback(() => setAttempt((a) => a + 1), []) };
}

export function useMyNumbers() {
  const user = useAuth().user;
  const id = user?._id;
  const role = user?.role;
  const end = user?.subscriptionExpiresAt ?? null;
  const owner = useMemo<OfflineOwner | null>(() => (id && role ? { _id: id, role, subscriptionExpiresAt: end } : null), [id, role, end]);
  const { state, replace, reload } = useDeviceCopy(COPY_KEY, owner, loadMyNumbers);

  /** PUT the whole list; its answer (with each number's year) replaces what is shown. The server's sentence. */
  const saveNumbers = useCallback(
    async (current: MyNumbersData, numbers: MyNumberInput[]) => {
      const change = await answer(client.account.numbers.$put({ json: { numbers } }));
      replace({ ...current, numbers: change.numbers });
      return change.message;
    },
    [replace],
  );

  const saveMails = useCallback(
    async (current: MyNumbersData, on: boolean) => {
      const change = await answer(client.account['number-mails'].$put({ json: { on } }));
      replace({ ...current, mails: change.on });
      return change.message;
    },
    [replace],
  );

  return { state, reload, saveNumbers, saveMails };
}
