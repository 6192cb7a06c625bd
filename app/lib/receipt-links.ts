// Stripe's hosted receipts open as they are; our own receipt links are paths on this origin
// (docs/app.md, "Payment and checkout"; docs/product.md, "Receipts"), and the download variant adds
// ?download=1.
const STRIPE_RECEIPT_PREFIX = 'https://pay.stripe.com';

export function receiptLinks(receiptUrl: string): { view: string; download: string } {
  const view = receiptUrl.startsWith(STRIPE_RECEIPT_PREFIX) ? receiptUrl : new URL(receiptUrl, window.location.origin).href;
  const download = new URL(view);
  download.searchParams.set('download', '1');
  return { view, download: download.href };
}
