import { count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { forUpdate, type Queryable, type Tx } from '#db/client';
import { contactMessages } from '#db/schema-contact';
import { iso, isoOrNull } from '@shared/calendar';
import { HOUR } from '../../platform/clock';
import { notFound } from '../../platform/http/http-errors';
import { RateLimiter } from '../../platform/http/rate-limit';
import type { JobQueue } from '../../platform/jobs/jobs.queue';
import { queueMail } from '../../platform/mail/mail.job';
import { recordAudit, type Actor } from '../../platform/audit/audit';
import type { ErasePart } from '../../platform/erase';
import { CONTACT_MESSAGES, type ContactMessageDto } from '@shared/contact';
import { adminEmails } from '../users';

type MessageRow = typeof contactMessages.$inferSelect;

export function toContactMessageDto(m: MessageRow): ContactMessageDto {
  return {
    _id: String(m.id),
    name: m.name,
    email: m.email,
    message: m.message,
    createdAt: iso(m.createdAt),
    handled: m.handledAt != null,
    handledAt: isoOrNull(m.handledAt),
  };
}

/** How a message appears as an activity entry's target: the sender, since it may be deleted. */
const messageTarget = (m: MessageRow) => `message ${m.id} (${m.name} <${m.email}>)`;

/**
 * Deleting an account (api/platform/erase.ts): the messages sent with its address go; the replies
 * not yet sent to it go with the mail's part.
 */
const eraseMessages: ErasePart = {
  tables: [contactMessages],
  run: (tx, person) => tx.delete(contactMessages).where(eq(contactMessages.email, person.email)),
};

export function createContactService(deps: Pick<Deps, 'db' | 'clock' | 'config'>, queue: JobQueue) {
  const { db, clock } = deps;
  // The form is open to anyone: a few messages an hour per address is plenty for a person.
  const perAddress = new RateLimiter(db, clock, 'contactPerAddress', { limit: 5, windowMs: HOUR });

  async function operatorAddresses(tx: Queryable): Promise<string[]> {
    if (deps.config.contactEmail) return [deps.config.contactEmail];
    return adminEmails(tx);
  }

  return {
    erase: eraseMessages,
    /** Stores the message and, in the same transaction, its e-mail to the operator: neither is lost. */
    async submit(input: { name: string; email: string; message: string }, address: string): Promise<void> {
      await perAddress.take(address);
      await db.write(async (tx) => {
        const [row] = await tx
          .insert(contactMessages)
          .values({ ...input, createdAt: clock.now() })
          .returning();
        const to = await operatorAddresses(tx);
        if (to.length === 0) return;
        await queueMail(queue, tx, {
          to,
          replyTo: input.email,
          subject: `Contact form: message from ${input.name}`,
          text: `From: ${input.name} <${input.email}>\nReceived: ${iso(row.createdAt)}\n\n${input.message}\n`,
        });
      });
    },

    /**
     * A notice from the server itself in the admin's inbox, written in `tx` (the publishing
     * schedule's refusals, docs/product.md, "Publishing on a schedule"). It has no address to
     * reply to and sends no e-mail.
     */
    async notice(tx: Tx, from: string, message: string): Promise<void> {
      await tx.insert(contactMessages).values({ name: from, email: '', message, createdAt: clock.now() });
    },

    /** Newest first; `new` are those not yet handled. */
    async list(status?: 'new' | 'handled', limit?: number): Promise<ContactMessageDto[]> {
      const q = db
        .select()
        .from(contactMessages)
        .where(status === 'new' ? isNull(contactMessages.handledAt) : status === 'handled' ? isNotNull(contactMessages.handledAt) : undefined)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
      const rows = await (limit === undefined ? q : q.limit(limit));
      return rows.map(toContactMessageDto);
    },

    /** The sidebar's count: messages nobody has handled yet. */
    async unreadCount(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(contactMessages).where(isNull(contactMessages.handledAt));
      return row.n;
    },

    /** Marks a message handled (or new again); logged only when that changes its state. */
    setHandled(id: number, handled: boolean, actor: Actor): Promise<ContactMessageDto> {
      return db.write(async (tx) => {
        // Locked: of two admins marking it at once, the second sees the first's mark (one log entry).
        const [row] = await forUpdate(tx.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1));
        if (!row) throw notFound(CONTACT_MESSAGES.notFound);
        if ((row.handledAt != null) === handled) return toContactMessageDto(row);
        const now = clock.now();
        const [updated] = await tx
          .update(contactMessages)
          .set({ handledAt: handled ? now : null })
          .where(eq(contactMessages.id, id))
          .returning();
        await recordAudit(tx, { actor, action: 'contact.handle', at: now, target: messageTarget(row), detail: { handled } });
        return toContactMessageDto(updated);
      });
    },

    async remove(id: number, actor: Actor): Promise<void> {
      await db.write(async (tx) => {
        const [row] = await tx.delete(contactMessages).where(eq(contactMessages.id, id)).returning();
        if (!row) throw notFound(CONTACT_MESSAGES.notFound);
        await recordAudit(tx, {
          actor,
          action: 'contact.delete',
          at: clock.now(),
          target: messageTarget(row),
          detail: { handled: row.handledAt != null, receivedAt: iso(row.createdAt) },
        });
      });
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
