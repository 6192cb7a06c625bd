import { Hono } from 'hono';
import { dayOf } from '@shared/calendar';
import { notFound } from '../../platform/http/http-errors';
import { queryParams } from '../../platform/http/validate';
import type { AuthEnv } from '../auth';
import type { Config } from '../../platform/config';
import type { Clock } from '../../platform/clock';
import type { AuthGuards } from '../auth';
import type { ReceiptsService } from './receipts.service';
import { receiptsRangeSchema } from '@shared/receipts';
import { receiptHtml, receiptsCsv } from './receipt-page';
import { receiptPdf } from './receipt-pdf';

/** What the routes use: nothing else of the composition root reaches them. */
export type ReceiptsRoutesDeps = { config: Pick<Config, 'timeZone'>; clock: Clock; guards: AuthGuards; receipts: ReceiptsService };

export function receiptsRoutes({ config, clock, guards, receipts }: ReceiptsRoutesDeps) {
  const tz = config.timeZone;
  const inRange = queryParams(receiptsRangeSchema);
  return (
    new Hono<AuthEnv>()
      // Still a JSON array (docs/api.md, "Receipts"): the range's total comes from /summary.
      .get('/', guards.admin, inRange, async (c) => c.json(await receipts.inRange(c.req.valid('query'))))
      .get('/summary', guards.admin, inRange, async (c) => c.json(await receipts.summary(c.req.valid('query'))))
      .get('/export.csv', guards.admin, inRange, async (c) => {
        const range = c.req.valid('query');
        // The operator's calendar day, as the range's own days are: not UTC's, which is tomorrow every New York evening.
        const day = dayOf(clock.now(), tz);
        const name = range.from || range.to ? `receipts-${range.from ?? 'start'}-to-${range.to ?? day}` : `receipts-${day}`;
        return c.body(receiptsCsv(await receipts.inRange(range), tz), 200, {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${name}.csv"`,
        });
      })
      .get('/mine', guards.signedIn, async (c) => c.json(await receipts.mine(c.var.user.id)))
      .get('/view/:token', async (c) => {
        const receipt = /^[A-Za-z0-9_-]{20,64}$/.test(c.req.param('token')) ? await receipts.byToken(c.req.param('token')) : undefined;
        if (!receipt) throw notFound('Receipt not found.');
        // The old "download" variant saved the page as .html; the download is the PDF now.
        if (c.req.query('download') !== undefined) return c.redirect(receipt.pdfUrl, 302);
        const headers: Record<string, string> = { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' };
        if (c.req.query('format') === 'pdf') {
          const pdf = await receiptPdf(receipt, tz);
          return c.body(new Uint8Array(pdf), 200, {
            ...headers,
            'Content-Type': 'application/pdf',
            'Content-Disposition': `attachment; filename="receipt-${receipt.internalReceiptId}.pdf"`,
          });
        }
        return c.html(receiptHtml(receipt, tz), 200, headers);
      })
  );
}
