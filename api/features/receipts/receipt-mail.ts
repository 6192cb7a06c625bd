// The receipt e-mail after each fulfilled payment (contract §12). Fulfilment calls queue() once,
// after its transaction committed, from the one call that inserted the payment, so repeats and
// races send one e-mail. The sending happens on a later turn of the event loop: the payment's
// answer never waits for the mail server, and a failure is logged, never the payment's.
import type { Deps } from '../../deps';
import { PRODUCT_NAME } from '@shared/brand';
import { receiptFacts } from './receipt-facts';
import { findReceiptForMail } from './receipts.service';

export function createReceiptMail(deps: Deps) {
  const inFlight = new Set<Promise<void>>();

  return {
    queue(paymentId: number): void {
      // Read now, while the row is certainly there (an account deleted a moment later anonymises it).
      const found = findReceiptForMail(deps.db, paymentId);
      if (!found) return;
      const { receipt, to } = found;
      const facts = receiptFacts(receipt, deps.config.timeZone);
      const base = deps.config.appUrl;
      const text = [
        `Hi ${receipt.username},`,
        '',
        `Thank you for your purchase. This is your ${PRODUCT_NAME} receipt.`,
        '',
        ...facts.rows.map(([label, value]) => `${label}: ${value}`),
        '',
        `View your receipt: ${base}${receipt.viewUrl}`,
        `Download it as a PDF: ${base}${receipt.pdfUrl}`,
        '',
        'Seller:',
        ...facts.seller,
      ].join('\n');
      const sent: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => deps.mailer.send({ to, subject: `Your ${PRODUCT_NAME} receipt ${receipt.internalReceiptId}`, text }))
        .catch((err) => deps.log.error(`receipt e-mail ${receipt.internalReceiptId} to payment ${paymentId}'s address failed`, err))
        .finally(() => inFlight.delete(sent));
      inFlight.add(sent);
    },

    /** Resolves once every queued e-mail was handed to the mail server or failed (tests, shutdown). */
    async settled(): Promise<void> {
      while (inFlight.size > 0) await Promise.all(inFlight);
    },
  };
}

export type ReceiptMail = ReturnType<typeof createReceiptMail>;
