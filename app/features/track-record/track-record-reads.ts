// What /track-record reads on opening, from its address (docs/app.md, "How a page reads data"):
// ?period= (30d, 90d, 1y) and ?play= (one play's money in "In money"; none: straight and box);
// and the first page of the recent hits ("Show more" reads the next ones: recent-hits.tsx).
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { MoneyByPlayDto, MoneyDto } from '@shared/money';
import { MONEY_PLAYS, type MoneyPlay } from '@shared/plays';
import { anonymousClient, answer, requestOptions } from '../../lib/api-client';
import { todayDay } from '../../lib/dates';
import { reads } from '../../lib/page-data';
import { periodOf, periodRange } from './periods';
import { proofDelayDays } from './proof-labels';

/** Hits a page asks for; "Show more" asks for as many again. */
export const PROOF_PAGE_SIZE = 10;

export function playOf(id: string | null): MoneyPlay | null {
  return MONEY_PLAYS.find((p) => p === id) ?? null;
}

export function trackRecordLoader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const query = periodRange(periodOf(params.get('period')), todayDay());
  const play = playOf(params.get('play'));
  const opts = requestOptions({ signal: request.signal });
  const track = anonymousClient['track-record'];
  return reads({
    // The period's figures and its weekly series (docs/product.md, "The track record").
    record: Promise.all([answer(track.$get({ query }, opts)), answer(track.weekly.$get({ query }, opts))]).then(([record, weekly]) => ({ record, weekly })),
    // Without `play` the answer is the straight and box one, with `play` that play's (docs/api.md,
    // "Track record and proof list"); the chart's weekly series only for straight and box.
    money: play
      ? answer(track.money.$get({ query: { ...query, play } }, opts)).then((money) => ({ play, byPlay: money as MoneyByPlayDto }) as const)
      : Promise.all([answer(track.money.$get({ query }, opts)), answer(track.money.weekly.$get({ query }, opts))]).then(
          ([money, weekly]) => ({ play: null, money: money as MoneyDto, weekly }) as const,
        ),
    // The record by method, each beside the control (docs/product.md, "The record by method").
    methods: answer(track.methods.$get({ query }, opts)),
    // The public proof list's first page, newest draw first (docs/product.md, "The proof list");
    // none where the numbers are not published (PROOF_DELAY_DAYS 0).
    hits: proofDelayDays() > 0 ? answer(track.hits.$get({ query: { limit: String(PROOF_PAGE_SIZE) } }, opts)) : Promise.resolve([]),
  });
}

export type TrackRecordReads = ReturnType<typeof trackRecordLoader>;
export type RecordRead = Awaited<TrackRecordReads['record']>;
export type MoneyRead = Awaited<TrackRecordReads['money']>;
