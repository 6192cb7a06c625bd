// GET /api/ledger and /api/ledger/head (docs/api.md, "The public record"): public, no sign-in; an
// entry carries only its hashes until its reveal is due.
import { Hono } from 'hono';
import { queryParams } from '../../platform/http/validate';
import { ledgerDaysQuerySchema, ledgerQuerySchema } from '@shared/ledger';
import type { LedgerService } from './ledger.service';
import type { ResultLedger } from './result-ledger.service';

export function ledgerRoutes({ ledger, results }: { ledger: LedgerService; results: ResultLedger }) {
  // /results: the results' own chain (docs/ledger.md, "Results"), public at once.
  return new Hono()
    .get('/results', queryParams(ledgerQuerySchema), async (c) => {
      const { after, limit } = c.req.valid('query');
      return c.json(await results.page(after, limit));
    })
    .get('/results/head', async (c) => c.json(await results.head()))
    .get('/', queryParams(ledgerQuerySchema), async (c) => {
      const { after, limit } = c.req.valid('query');
      return c.json(await ledger.page(after, limit));
    })
    .get('/head', async (c) => c.json(await ledger.head()))
    .get('/days', queryParams(ledgerDaysQuerySchema), async (c) => {
      const { before, limit } = c.req.valid('query');
      return c.json(await ledger.days(limit, before));
    });
}
