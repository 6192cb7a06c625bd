// The data of /my-numbers (docs/product.md, "My numbers"): the list with each number's last 365
// days, the recent notices and the e-mail switch, read together through the shared offline hook
// (kept on the device for the signed-in person, whatever their membership, and shown from there
// when the network fails). A save's answer shows at once; the page then reads again, and that
// answer is what the device keeps.
import { useCallback, useState } from 'react';
import { NUMBER_HITS_DEFAULT, type MyNumberDto, type MyNumberInput, type NumberNoticeDto } from '@shared/my-numbers';
import { answer, client, requestOptions } from '../../lib/api-client';
import { useOfflineData } from '../../lib/use-offline-data';

export interface MyNumbersData {
  numbers: MyNumberDto[];
  notices: NumberNoticeDto[];
  mails: boolean;
}

// A network that hangs is a failure too: the saved copy shows instead of a spinner for ever.
const TIMEOUT_MS = 15_000;

async function loadMyNumbers(signal: AbortSignal): Promise<MyNumbersData> {
  const opts = requestOptions({ signal, timeoutMs: TIMEOUT_MS });
  const [numbers, notices, mails] = await Promise.all([
    answer(client.account.numbers.$get(undefined, opts)),
    answer(client.account['number-hits'].$get({ query: { limit: String(NUMBER_HITS_DEFAULT) } }, opts)),
    answer(client.account['number-mails'].$get(undefined, opts)),
  ]);
  return { numbers, notices, mails: mails.on };
}

export function useMyNumbers() {
  const shown = useOfflineData({ key: 'my-numbers', fetch: loadMyNumbers });
  const { reload } = shown;
  // A save's answer, shown over the read it was made from until the next read answers.
  const [saved, setSaved] = useState<{ over: MyNumbersData | undefined; data: MyNumbersData } | null>(null);
  const data = saved && saved.over === shown.data ? saved.data : shown.data;

  const keep = useCallback(
    (over: MyNumbersData | undefined, next: MyNumbersData) => {
      setSaved({ over, data: next });
      reload();
    },
    [reload],
  );

  /** PUT the whole list; its answer (with each number's year) shows at once. The server's sentence. */
  const saveNumbers = useCallback(
    async (current: MyNumbersData, numbers: MyNumberInput[]) => {
      const change = await answer(client.account.numbers.$put({ json: { numbers } }));
      keep(shown.data, { ...current, numbers: change.numbers });
      return change.message;
    },
    [keep, shown.data],
  );

  const saveMails = useCallback(
    async (current: MyNumbersData, on: boolean) => {
      const change = await answer(client.account['number-mails'].$put({ json: { on } }));
      keep(shown.data, { ...current, mails: change.on });
      return change.message;
    },
    [keep, shown.data],
  );

  return { ...shown, data, saveNumbers, saveMails };
}
