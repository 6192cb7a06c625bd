import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { badRequest } from '../../platform/http/http-errors';
import { parseId } from '../../platform/http/ids';
import { preparedJson, preparedJsonHeaders } from '../../platform/http/prepared-response';
import { jsonBody, queryParams } from '../../platform/http/validate';
import { actorOf } from '../../platform/audit/audit';
import type { AuthEnv } from '../auth';
import type { Config } from '../../platform/config';
import type { AuthGuards } from '../auth';
import type { ResultsService } from './results.service';
import { IMPORT_MAX_BYTES, RESULT_MESSAGES, type LatestResultsDto, type ResultDto } from '@shared/results';
import { resultsFileText } from '@shared/results-file-kind';
import { importQuerySchema, resultCorrectionSchema, resultInputSchema, resultsQuerySchema } from '@shared/results-schemas';

/**
 * The one path whose body may exceed the API's 100 KB: it sets its own limit (docs/security.md,
 * "Requests and logs").
 */
export const RESULTS_IMPORT_PATH = '/api/results/import';

// Browsers label a .csv file differently by system (Windows: the Excel type); all are text.
const CSV_TYPES = /^\s*(text\/csv|text\/plain|application\/csv|application\/vnd\.ms-excel)\s*(;|$)/i;

/** What the routes use: nothing else of the composition root reaches them. */
export type ResultsRoutesDeps = { config: Pick<Config, 'production'>; guards: AuthGuards; results: ResultsService };

export function resultsRoutes({ config, guards, results }: ResultsRoutesDeps) {
  const id = (raw: string) => parseId(raw, RESULT_MESSAGES.notFound);
  const listHeaders = preparedJsonHeaders(config.production);
  const latestHeaders = preparedJsonHeaders(config.production);

  return new Hono<AuthEnv>()
    .get('/', queryParams(resultsQuerySchema), async (c) => {
      const body = await results.listJson(c.req.valid('query'));
      return preparedJson<ResultDto[]>(body, listHeaders(body));
    })
    .get('/latest', async () => {
      const body = await results.latestJson();
      return preparedJson<LatestResultsDto>(body, latestHeaders(body));
    })
    .post('/', guards.admin, jsonBody(resultInputSchema), async (c) => {
      const { result, created } = await results.enter(c.req.valid('json'), await actorOf(c.var.user));
      return c.json(result, created ? 201 : 200);
    })
    .put('/:id', guards.admin, jsonBody(resultCorrectionSchema), async (c) => {
      const body = c.req.valid('json');
      return c.json(await results.correct(id(c.req.param('id')), body.number, await actorOf(c.var.user), body.extra));
    })
    .delete('/:id', guards.admin, async (c) => {
      await results.remove(id(c.req.param('id')), await actorOf(c.var.user));
      return c.json({ message: RESULT_MESSAGES.removed });
    })
    .post(
      '/import',
      guards.admin,
      bodyLimit({ maxSize: IMPORT_MAX_BYTES, onError: (c) => c.json({ message: RESULT_MESSAGES.importTooLarge }, 413) }),
      queryParams(importQuerySchema),
      async (c) => {
        // What the file is comes first: an error page saved as .csv is named as one whatever type it was sent as.
        const file = resultsFileText(new Uint8Array(await c.req.arrayBuffer()));
        if ('problem' in file) throw badRequest(file.problem);
        if (!CSV_TYPES.test(c.req.header('content-type') ?? '')) throw badRequest(RESULT_MESSAGES.importType);
        const { mode, dryRun, params, fileName } = c.req.valid('query');
        const outcome = await results.importCsv(file.text, { source: 'import', actor: await actorOf(c.var.user), mode, dryRun, params, fileName });
        if (!outcome.ok && !outcome.rejected) throw badRequest(outcome.message, outcome.field);
        if (!outcome.ok) return c.json({ message: outcome.message, rejected: outcome.rejected }, 400);
        return c.json(outcome.result);
      },
    );
}
