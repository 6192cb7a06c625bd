// The receipts feature's part of deleting an account (api/platform/erase.ts): a receipt stays for
// the books, without the person's name and address, and its e-mail not yet sent goes.
import { eq } from 'drizzle-orm';
import { receipts } from '#db/schema-receipts';
import { type ErasePart, forgetJobsByKey } from '../../platform/erase';

/** The key of a payment's receipt e-mail: queued once, and found again when the account is deleted. */
export const RECEIPT_MAIL_KEY = (paymentId: number) => `receipt:${paymentId}`;

/** What an account deleted leaves on its receipts, in place of name and e-mail. */
export const DELETED_ACCOUNT = 'Deleted account';

export const eraseReceipts: ErasePart = {
  tables: [receipts],
  async run(tx, person) {
    const held = await tx.select({ paymentId: receipts.paymentId }).from(receipts).where(eq(receipts.userId, person.id));
    await forgetJobsByKey(
      tx,
      held.map((r) => RECEIPT_MAIL_KEY(r.paymentId)),
    );
    await tx.update(receipts).set({ username: DELETED_ACCOUNT, email: '' }).where(eq(receipts.userId, person.id));
  },
};
