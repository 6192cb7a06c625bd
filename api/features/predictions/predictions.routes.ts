import { Hono } from 'hono';
import { parseId } from '../../platform/http/ids';
import { preparedJson, preparedJsonHeaders } from '../../platform/http/prepared-response';
import { jsonBody, queryParams } from '../../platform/http/validate';
import { actorOf } from '../../platform/audit/audit';
import type { AuthEnv } from '../auth';
import type { Config } from '../../platform/config';
import type { AuthGuards } from '../auth';
import type { PredictionsService } from './predictions.service';
import { manualSchema, pastQuerySchema, PREDICTION_MESSAGES, publishSchema, updateSchema, type PredictionBatchDto } from '@shared/predictions';

/** What the routes use: nothing else of the composition root reaches them. */
export type PredictionsRoutesDeps = { config: Pick<Config, 'production'>; guards: AuthGuards; predictions: PredictionsService };

export function predictionsRoutes({ config, guards, predictions }: PredictionsRoutesDeps) {
  const id = (raw: string) => parseId(raw, PREDICTION_MESSAGES.notFound);
  const headersFor = preparedJsonHeaders(config.production);

  return (
    new Hono<AuthEnv>()
      // What every subscriber opens when a batch lands: the answer is serialised once per write
      // (predictions.service) and sent with its headers as one prepared record; who may read it is
      // still decided per request by the guard.
      .get('/', guards.subscriber, async () => {
        const body = await predictions.currentJson();
        return preparedJson<PredictionBatchDto[]>(body, headersFor(body));
      })
      .get('/past', guards.subscriber, queryParams(pastQuerySchema), async (c) => {
        const { limit, before } = c.req.valid('query');
        return c.json(await predictions.past(limit, before));
      })
      .post('/', guards.admin, jsonBody(publishSchema), async (c) => {
        const prediction = await predictions.publish(c.req.valid('json'), await actorOf(c.var.user));
        return c.json({ message: PREDICTION_MESSAGES.published, prediction }, 201);
      })
      .post('/manual', guards.admin, jsonBody(manualSchema), async (c) => {
        const prediction = await predictions.addManual(c.req.valid('json'), await actorOf(c.var.user));
        return c.json({ message: PREDICTION_MESSAGES.added, prediction }, 201);
      })
      .post('/move-to-past', guards.admin, async (c) => {
        const moved = await predictions.moveToPast(await actorOf(c.var.user));
        const message = moved === 0 ? 'There were no current predictions to move.' : `Moved ${moved} prediction${moved === 1 ? '' : 's'} to past.`;
        return c.json({ message, moved });
      })
      .put('/:id', guards.admin, jsonBody(updateSchema), async (c) => {
        const prediction = await predictions.update(id(c.req.param('id')), c.req.valid('json'), await actorOf(c.var.user));
        return c.json({ message: 'Prediction updated.', prediction });
      })
      .delete('/past/:id', guards.admin, async (c) => {
        await predictions.remove(id(c.req.param('id')), await actorOf(c.var.user), true);
        return c.json({ message: PREDICTION_MESSAGES.deleted });
      })
      .delete('/:id', guards.admin, async (c) => {
        await predictions.remove(id(c.req.param('id')), await actorOf(c.var.user));
        return c.json({ message: PREDICTION_MESSAGES.deleted });
      })
  );
}
