// GET /api/track-record and /api/track-record/weekly (docs/api.md, "Track record and proof list"):
// public, counts only; /money and /money/weekly, the same numbers in dollars; and GET /api/track-record/hits (docs/api.md, "Track record and proof list"),
// the public proof list. Each answer is kept serialised (hits.service) and sent as one prepared
// record.
import { Hono } from 'hono';
import { badRequest } from '../../lib/http-errors';
import { preparedJson, preparedJsonHeaders } from '../../lib/prepared-response';
import { queryParams } from '../../lib/validate';
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
import { moneyQuerySchema, type MoneyDto, type MoneyWeeklyDto } from '@shared/money';
import type { Services } from '../../services';

export function hitsRoutes({ deps, hits }: Services) {
  const headersFor = preparedJsonHeaders(deps.config.production);
  const weeklyHeadersFor = preparedJsonHeaders(deps.config.production);
  const proofHeadersFor = preparedJsonHeaders(deps.config.production);
  const moneyHeadersFor = preparedJsonHeaders(deps.config.production);
  const rangeOf = (q: TrackRecordQuery, days: number) => {
    const range = trackRecordRange(q, hits.today(), days);
    if ('problem' in range) throw badRequest(range.problem, range.field);
    return range;
  };

  return new Hono()
    .get('/', queryParams(trackRecordQuerySchema), async (c) => {
      const { from, to } = rangeOf(c.req.valid('query'), TRACK_RECORD_DEFAULT_DAYS);
      const body = await hits.trackRecordJson(from, to);
      return preparedJson<TrackRecordDto>(body, headersFor(body));
    })
    .get('/weekly', queryParams(trackRecordQuerySchema), async (c) => {
      const { from, to } = rangeOf(c.req.valid('query'), TRACK_RECORD_WEEKLY_DEFAULT_DAYS);
      const body = await hits.weeklyJson(from, to);
      return preparedJson<TrackRecordWeeklyDto>(body, weeklyHeadersFor(body));
    })
    .get('/money', queryParams(moneyQuerySchema), async (c) => {
      const q = c.req.valid('query');
      const { from, to } = rangeOf(q, TRACK_RECORD_DEFAULT_DAYS);
      const body = await hits.moneyJson(from, to, q.states);
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
