import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { badRequest } from '../../lib/http-errors';
import { parseId } from '../../lib/ids';
import { preparedJson, preparedJsonHeaders } from '../../lib/prepared-response';
import { jsonBody, queryParams } from '../../lib/validate';
import { actorOf } from '../audit/audit.service';
import type { AuthEnv } from '../auth/auth.middleware';
import type { Services } from '../../services';
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

export function resultsRoutes({ deps, guards, results }: Services) {
  const id = (raw: string) => parseId(raw, RESULT_MESSAGES.notFound);
  const listHeaders = preparedJsonHeaders(deps.config.production);
  const latestHeaders = preparedJsonHeaders(deps.config.production);

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
      return c.json(await results.correct(id(c.req.param('id')), c.req.valid('json').number, await actorOf(c.var.user)));
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
