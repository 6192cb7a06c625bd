// The payments feature's part of deleting an account (api/platform/erase.ts): payments and refunds
// stay for the books without the address a receipt or a refund was sent to, and a refund's e-mail
// not yet sent goes. Its checkouts and memberships reference the account and go with it.
import { eq } from 'drizzle-orm';
import { payments, refunds } from '#db/schema-payments';
import { type ErasePart, forgetJobsByKey } from '../../platform/erase';

/** The key of a refund's e-mail: queued once, and found again when the account is deleted. */
export const REFUND_MAIL_KEY = (refundId: number) => `refund-mail:${refundId}`;

export const erasePayments: ErasePart = {
  tables: [payments, refunds],
  async run(tx, person) {
    const refused = await tx.select({ id: refunds.id }).from(refunds).where(eq(refunds.userId, person.id));
    await forgetJobsByKey(
      tx,
      refused.map((r) => REFUND_MAIL_KEY(r.id)),
    );
    await tx.update(payments).set({ receiptEmail: null }).where(eq(payments.userId, person.id));
    await tx.update(refunds).set({ email: null }).where(eq(refunds.userId, person.id));
  },
};
