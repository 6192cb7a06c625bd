// GET /api/track-record and /api/track-record/weekly (docs/api.md, "Track record and proof list"):
// public, counts only; /money and /money/weekly, the same numbers in dollars; and GET /api/track-record/hits (docs/api.md, "Track record and proof list"),
// the public proof list. Each answer is kept serialised (hits.service) and sent as one prepared
// record.
import { Hono } from 'hono';
import { badRequest } from '../../platform/http/http-errors';
import { preparedJson, preparedJsonHeaders } from '../../platform/http/prepared-response';
import { queryParams } from '../../platform/http/validate';
import {
  proofQuerySchema,
  TRACK_RECORD_DEFAULT_DAYS,
  TRACK_RECORD_WEEKLY_DEFAULT_DAYS,
  trackRecordQuerySchema,
  trackRecordRange,
  type ProofHitDto,
  type TrackRecordDto,
  type TrackRecordQuery,
  type TrackRecordWeeklyDto,
} from '@shared/hits';
import { moneyPlayQuerySchema, moneyQuerySchema, type MoneyByPlayDto, type MoneyDto, type MoneyWeeklyDto } from '@shared/money';
import { methodFilterParam, type MethodsRecordDto } from '@shared/methods';
import type { Config } from '../../platform/config';
import type { HitsService } from './hits.service';

/** What the routes use: nothing else of the composition root reaches them. */
export type HitsRoutesDeps = { config: Pick<Config, 'production'>; hits: HitsService };

export function hitsRoutes({ config, hits }: HitsRoutesDeps) {
  const headersFor = preparedJsonHeaders(config.production);
  const weeklyHeadersFor = preparedJsonHeaders(config.production);
  const proofHeadersFor = preparedJsonHeaders(config.production);
  const moneyHeadersFor = preparedJsonHeaders(config.production);
  const methodsHeadersFor = preparedJsonHeaders(config.production);
  const rangeOf = (q: TrackRecordQuery, days: number) => {
    const range = trackRecordRange(q, hits.today(), days);
    if ('problem' in range) throw badRequest(range.problem, range.field);
    return range;
  };

  return new Hono()
    .get('/', queryParams(trackRecordQuerySchema.extend({ method: methodFilterParam })), async (c) => {
      const q = c.req.valid('query');
      const { from, to } = rangeOf(q, TRACK_RECORD_DEFAULT_DAYS);
      const body = await hits.trackRecordJson(from, to, q.method);
      return preparedJson<TrackRecordDto>(body, headersFor(body));
    })
    .get('/methods', queryParams(trackRecordQuerySchema), async (c) => {
      const { from, to } = rangeOf(c.req.valid('query'), TRACK_RECORD_DEFAULT_DAYS);
      const body = await hits.methodsJson(from, to);
      return preparedJson<MethodsRecordDto>(body, methodsHeadersFor(body));
    })
    .get('/weekly', queryParams(trackRecordQuerySchema), async (c) => {
      const { from, to } = rangeOf(c.req.valid('query'), TRACK_RECORD_WEEKLY_DEFAULT_DAYS);
      const body = await hits.weeklyJson(from, to);
      return preparedJson<TrackRecordWeeklyDto>(body, weeklyHeadersFor(body));
    })
    .get('/money', queryParams(moneyPlayQuerySchema.extend({ method: methodFilterParam })), async (c) => {
      const q = c.req.valid('query');
      const { from, to } = rangeOf(q, TRACK_RECORD_DEFAULT_DAYS);
      if (q.play) {
        const byPlay = await hits.moneyByPlayJson(from, to, q.states, q.play, q.method);
        return preparedJson<MoneyByPlayDto>(byPlay, moneyHeadersFor(byPlay));
      }
      const body = await hits.moneyJson(from, to, q.states, q.method);
      return preparedJson<MoneyDto>(body, moneyHeadersFor(body));
    })
    .get('/money/weekly', queryParams(moneyQuerySchema), async (c) => {
      const q = c.req.valid('query');
      const { from, to } = rangeOf(q, TRACK_RECORD_WEEKLY_DEFAULT_DAYS);
      const body = await hits.moneyWeeklyJson(from, to, q.states);
      return preparedJson<MoneyWeeklyDto>(body, moneyHeadersFor(body));
    })
    .get('/hits', queryParams(proofQuerySchema), async (c) => {
      const { limit, before } = c.req.valid('query');
      const body = await hits.proofJson(limit, before);
      return preparedJson<ProofHitDto[]>(body, proofHeadersFor(body));
    });
}
