// The gifts table's reads and writes that fulfilment and the e-mail job share (docs/product.md,
// "Gifts"): a gift counts once paid, and its e-mail is promised in that same transaction.
import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '#db/client';
import { gifts } from '#db/schema-gifts';
import type { JobQueue } from '../../platform/jobs/jobs.queue';
import type { GiftPayments } from '../payments';

export type GiftRow = typeof gifts.$inferSelect;

/** The job that sends a paid gift's e-mail on its day, once per gift. */
export const GIFT_SEND = 'gift-send';
export const GIFT_SEND_KEY = (giftId: number) => `gift-send:${giftId}`;
/** The recipient's e-mail itself, queued by that job. */
export const GIFT_MAIL_KEY = (giftId: number) => `gift-mail:${giftId}`;

/** What is kept of a link's token: its SHA-256, so the table alone redeems nothing. */
export const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Fulfilment's side of a gift (payments names the shape, GiftPayments): the gift is marked paid by
 * one conditional update, and only the update that marks it promises its e-mail, due on its day; a
 * repeat of the payment finds it paid and promises nothing more.
 */
export function createGiftPayments(queue: JobQueue): GiftPayments {
  return {
    async paid(tx: Tx, giftId: number, buyerId: number, now: number) {
      const [marked] = await tx
        .update(gifts)
        .set({ paidAt: now })
        .where(and(eq(gifts.id, giftId), eq(gifts.buyerId, buyerId), isNull(gifts.paidAt)))
        .returning();
      if (marked) await queue.add(tx, { kind: GIFT_SEND, key: GIFT_SEND_KEY(marked.id), payload: { giftId: marked.id }, runAt: Math.max(marked.sendAt, now) });
      const [gift] = marked
        ? [marked]
        : await tx
            .select()
            .from(gifts)
            .where(and(eq(gifts.id, giftId), eq(gifts.buyerId, buyerId)));
      return gift ? { recipientEmail: gift.recipientEmail, sendOn: gift.sendOn } : null;
    },
  };
}
