// The gifts feature's part of deleting an account (api/platform/erase.ts): the buyer's gifts go,
// with their e-mails not yet sent; a gift someone redeemed forgets who.
import { eq } from 'drizzle-orm';
import { gifts } from '#db/schema-gifts';
import { type ErasePart, forgetJobsByKey } from '../../platform/erase';
import { GIFT_MAIL_KEY, GIFT_SEND_KEY } from './gifts.store';

export const eraseGifts: ErasePart = {
  tables: [gifts],
  async run(tx, person) {
    const bought = await tx.select({ id: gifts.id }).from(gifts).where(eq(gifts.buyerId, person.id));
    await forgetJobsByKey(
      tx,
      bought.flatMap((g) => [GIFT_SEND_KEY(g.id), GIFT_MAIL_KEY(g.id)]),
    );
    await tx.delete(gifts).where(eq(gifts.buyerId, person.id));
    await tx.update(gifts).set({ redeemerId: null }).where(eq(gifts.redeemerId, person.id));
  },
};
