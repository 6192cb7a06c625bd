// GET /api/ledger and /api/ledger/head (docs/api.md, "The public record"): public, no sign-in; an
// entry carries only its hashes until its reveal is due.
import { Hono } from 'hono';
import { queryParams } from '../../lib/validate';
import { ledgerQuerySchema } from '@shared/ledger';
import type { LedgerService } from './ledger.service';

export function ledgerRoutes({ ledger }: { ledger: LedgerService }) {
  return new Hono()
    .get('/', queryParams(ledgerQuerySchema), async (c) => {
      const { after, limit } = c.req.valid('query');
      return c.json(await ledger.page(after, limit));
    })
    .get('/head', async (c) => c.json(await ledger.head()));
}
