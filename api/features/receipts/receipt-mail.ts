// The receipt e-mail after each fulfilled payment (docs/product.md, "Receipts"): queued in the
// payment's own transaction by the one call that inserted the payment, so repeats and races send
// one e-mail, and the payment's answer never waits for the mail server
// (api/platform/mail/mail.job.ts).
import type { Deps } from '../../platform/deps';
import type { Tx } from '#db/client';
import { PRODUCT_NAME } from '@shared/brand';
import type { JobQueue } from '../../platform/jobs/jobs.queue';
import { queueMail } from '../../platform/mail/mail.job';
import { receiptFacts } from './receipt-facts';
import { findReceiptForMail, type PaymentPeriods } from './receipts.service';
import { RECEIPT_MAIL_KEY } from './receipts.erase';

export function createReceiptMail(deps: Pick<Deps, 'config'>, queue: JobQueue, periodsOf: PaymentPeriods) {
  return {
    async queue(tx: Tx, paymentId: number): Promise<void> {
      // Written now, while the row is certainly there (an account deleted a moment later anonymises it).
      const found = await findReceiptForMail(tx, periodsOf, paymentId);
      if (!found) return;
      const { receipt, to } = found;
      const facts = receiptFacts(receipt, deps.config.timeZone);
      const base = deps.config.appUrl;
      const text = [
        `Hi ${receipt.username},`,
        '',
        `${facts.intro} This is your ${PRODUCT_NAME} receipt.`,
        '',
        ...facts.rows.map(([label, value]) => `${label}: ${value}`),
        '',
        `View your receipt: ${base}${receipt.viewUrl}`,
        `Download it as a PDF: ${base}${receipt.pdfUrl}`,
        ...(receipt.renewing ? [`Manage or cancel your membership: ${base}/account`] : []),
        '',
        'Seller:',
        ...facts.seller,
      ].join('\n');
      await queueMail(queue, tx, { to, subject: `Your ${PRODUCT_NAME} receipt ${receipt.internalReceiptId}`, text }, RECEIPT_MAIL_KEY(paymentId));
    },
  };
}

export type ReceiptMail = ReturnType<typeof createReceiptMail>;
