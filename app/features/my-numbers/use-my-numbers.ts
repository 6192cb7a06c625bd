// The data of /my-numbers (docs/product.md, "My numbers"): the list with each number's last 365
// days, the recent notices and the e-mail switch, read together by the page's loader through
// keptRead (kept on the device for the signed-in person, whatever their membership, and shown from
// there when the network fails). A save's answer shows at once; the page then reads again, and
// that answer is what the device keeps.
import { useState } from 'react';
import { useRevalidator, type LoaderFunctionArgs } from 'react-router-dom';
import { NUMBER_HITS_DEFAULT, type MyNumberDto, type MyNumberInput, type NumberNoticeDto } from '@shared/my-numbers';
import { answer, client, requestOptions } from '../../lib/api-client';
import { keptRead, type Kept } from '../../lib/kept-read';
import { reads } from '../../lib/page-data';

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

export function myNumbersLoader({ request }: LoaderFunctionArgs) {
  return reads({ mine: keptRead({ key: 'my-numbers', signal: request.signal, fetch: loadMyNumbers }) });
}

/**
 * What the page shows of a read (`kept`), and its saves: a save's answer shows over the read it was
 * made from until the loader's next read answers.
 */
export function useMyNumbers(kept: Kept<MyNumbersData>) {
  const { revalidate } = useRevalidator();
  const [saved, setSaved] = useState<{ over: Kept<MyNumbersData>; data: MyNumbersData } | null>(null);
  const data = saved && saved.over === kept ? saved.data : kept.value;

  const keep = (next: MyNumbersData) => {
    setSaved({ over: kept, data: next });
    void revalidate();
  };

  /** PUT the whole list; its answer (with each number's year) shows at once. The server's sentence. */
  const saveNumbers = async (current: MyNumbersData, numbers: MyNumberInput[]) => {
    const change = await answer(client.account.numbers.$put({ json: { numbers } }));
    keep({ ...current, numbers: change.numbers });
    return change.message;
  };

  const saveMails = async (current: MyNumbersData, on: boolean) => {
    const change = await answer(client.account['number-mails'].$put({ json: { on } }));
    keep({ ...current, mails: change.on });
    return change.message;
  };

  return { data, saveNumbers, saveMails };
}
