// The receipts feature's public surface (docs/architecture.md, "Adding a feature"): what the
// composition root and other features may use; everything else in this folder is its own.
export { type ReceiptMail, createReceiptMail } from './receipt-mail';
export { receiptsRoutes } from './receipts.routes';
export {
  createReceiptsService,
  type NewReceipt,
  type PaymentPeriods,
  receiptLinksOf,
  receiptUrlOfPayment,
  writeReceipt,
} from './receipts.service';
