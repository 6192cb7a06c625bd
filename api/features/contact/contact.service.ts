import { count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { contactMessages, users } from '../../db/schema';
import { iso, isoOrNull } from '@shared/calendar';
import { notFound } from '../../lib/http-errors';
import { recordAudit, type Actor } from '../audit/audit.service';
import { CONTACT_MESSAGES, type ContactMessageDto } from '@shared/contact';

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

export function createContactService(deps: Deps) {
  const { db, clock } = deps;

  function operatorAddresses(): string[] {
    if (deps.config.contactEmail) return [deps.config.contactEmail];
    return db.select({ email: users.email }).from(users).where(eq(users.role, 'admin')).all().map((u) => u.email);
  }

  return {
    /** Stores the message first (it is never lost), then e-mails the operator. */
    async submit(input: { name: string; email: string; message: string }): Promise<void> {
      const row = db.insert(contactMessages).values({ ...input, createdAt: clock.now() }).returning().get();
      const to = operatorAddresses();
      if (to.length === 0) return;
      await deps.mailer
        .send({
          to,
          replyTo: input.email,
          subject: `Contact form: message from ${input.name}`,
          text: `From: ${input.name} <${input.email}>\nReceived: ${iso(row.createdAt)}\n\n${input.message}\n`,
        })
        .catch((err) => deps.log.error(`contact e-mail for message ${row.id} failed (the message is stored)`, err));
    },

    /** Newest first; `new` are those not yet handled. */
    list(status?: 'new' | 'handled', limit?: number): ContactMessageDto[] {
      const q = db
        .select()
        .from(contactMessages)
        .where(status === 'new' ? isNull(contactMessages.handledAt) : status === 'handled' ? isNotNull(contactMessages.handledAt) : undefined)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
      return (limit === undefined ? q.all() : q.limit(limit).all()).map(toContactMessageDto);
    },

    /** The sidebar's count: messages nobody has handled yet. */
    unreadCount(): number {
      return db.select({ n: count() }).from(contactMessages).where(isNull(contactMessages.handledAt)).get()!.n;
    },

    /** Marks a message handled (or new again); logged only when that changes its state. */
    setHandled(id: number, handled: boolean, actor: Actor): ContactMessageDto {
      return db.transaction(
        (tx) => {
          const row = tx.select().from(contactMessages).where(eq(contactMessages.id, id)).get();
          if (!row) throw notFound(CONTACT_MESSAGES.notFound);
          if ((row.handledAt != null) === handled) return toContactMessageDto(row);
          const now = clock.now();
          const updated = tx
            .update(contactMessages)
            .set({ handledAt: handled ? now : null })
            .where(eq(contactMessages.id, id))
            .returning()
            .get();
          recordAudit(tx, { actor, action: 'contact.handle', at: now, target: messageTarget(row), detail: { handled } });
          return toContactMessageDto(updated);
        },
        { behavior: 'immediate' },
      );
    },

    remove(id: number, actor: Actor): void {
      db.transaction(
        (tx) => {
          const row = tx.delete(contactMessages).where(eq(contactMessages.id, id)).returning().get();
          if (!row) throw notFound(CONTACT_MESSAGES.notFound);
          recordAudit(tx, {
            actor,
            action: 'contact.delete',
            at: clock.now(),
            target: messageTarget(row),
            detail: { handled: row.handledAt != null, receivedAt: iso(row.createdAt) },
          });
        },
        { behavior: 'immediate' },
      );
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
