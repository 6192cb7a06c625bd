import { desc, eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { contactMessages, users } from '../../db/schema';
import { iso } from '@shared/calendar';
import type { ContactMessageDto } from '@shared/contact';

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

    list(): ContactMessageDto[] {
      return db
        .select()
        .from(contactMessages)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .all()
        .map((m) => ({ _id: String(m.id), name: m.name, email: m.email, message: m.message, createdAt: iso(m.createdAt) }));
    },
  };
}
