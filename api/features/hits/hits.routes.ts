// GET /api/track-record and /api/track-record/weekly (docs/api.md, "Track record and proof list"):
// public, counts only; and GET /api/track-record/hits (docs/api.md, "Track record and proof list"),
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
import type { Services } from '../../services';

export function hitsRoutes({ deps, hits }: Services) {
  const headersFor = preparedJsonHeaders(deps.config.production);
  const weeklyHeadersFor = preparedJsonHeaders(deps.config.production);
  const proofHeadersFor = preparedJsonHeaders(deps.config.production);
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
    .get('/hits', queryParams(proofQuerySchema), async (c) => {
      const { limit, before } = c.req.valid('query');
      const body = await hits.proofJson(limit, before);
      return preparedJson<ProofHitDto[]>(body, proofHeadersFor(body));
    });
}
