// What /track-record reads on opening, from its address (docs/app.md, "How a page reads data"):
// ?period= (30d, 90d, 1y) and ?play= (one play's money in "In money"; none: straight and box).
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { MoneyByPlayDto, MoneyDto } from '@shared/money';
import { MONEY_PLAYS, type MoneyPlay } from '@shared/plays';
import { anonymousClient, answer, requestOptions } from '../../lib/api-client';
import { todayDay } from '../../lib/dates';
import { reads } from '../../lib/page-data';
import { periodOf, periodRange } from './periods';

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
  });
}

export type TrackRecordReads = ReturnType<typeof trackRecordLoader>;
export type RecordRead = Awaited<TrackRecordReads['record']>;
export type MoneyRead = Awaited<TrackRecordReads['money']>;
