// Every e-mail the product sends is a job (docs/runtime.md, "Promised work"): added in the
// transaction of the change that causes it (a payment, a contact message, a reset request), sent
// after it commits, retried while the mail server refuses, and named by the job's id so a second
// run sends the same message.
import type { Tx } from '#db/client';
import type { Mail, Mailer } from './mailer';
import { type ErasePart, forgetJobs, sameAddress } from '../erase';
import type { Background } from '../jobs/background';
import type { JobQueue } from '../jobs/jobs.queue';
import type { JobHandler } from '../jobs/jobs.worker';

/** The outbox file and Message-ID of the e-mail a job sends: sorted by name, the outbox is in order. */
export const mailIdOf = (jobId: number) => `mail-${String(jobId).padStart(10, '0')}`;

/** Queues `mail` in `tx`; `key` makes it once only (a second add with the key adds nothing). */
export function queueMail(queue: JobQueue, tx: Tx, mail: Mail, key?: string): Promise<number | null> {
  return queue.add(tx, { kind: 'mail', payload: mail, key });
}

/**
 * The footer every e-mail ends with, for its recipients (docs/product.md, "Help where the player
 * lives": the helplines of the states they follow; docs/ledger.md: the public record's heads).
 * Read when the mail is sent, so a mail queued before a change says what holds when it goes.
 */
export type MailFooter = (to: Mail['to']) => Promise<string>;

/** `mail` with the footer for its recipients at its end. */
export async function withFooter(mail: Mail, footer?: MailFooter): Promise<Mail> {
  const end = footer ? await footer(mail.to) : '';
  return end ? { ...mail, text: `${mail.text.trimEnd()}\n\n${end}\n` } : mail;
}

export function mailJob(mailer: Mailer, footer?: MailFooter): JobHandler<Mail> {
  return async (mail, job) => {
    await mailer.send(await withFooter(mail, footer), mailIdOf(job.id));
  };
}

/** The platform's mail as background work: every e-mail any feature queues is a `mail` job. */
export function mailBackground(mailer: Mailer, footer?: MailFooter): Background {
  return { jobs: { mail: mailJob(mailer, footer) } };
}

/**
 * Deleting an account: e-mails not yet sent to the address or answering it (a contact message's
 * reply-to) go; a mail to several addresses loses only this one.
 */
export const forgetMails: ErasePart = {
  tables: [],
  run: (tx, person) =>
    forgetJobs(tx, 'mail', ({ payload }) => {
      const mail = payload as unknown as Mail;
      if (sameAddress(mail.replyTo, person.email) || sameAddress(mail.to, person.email)) return true;
      if (!Array.isArray(mail.to) || !mail.to.some((to) => sameAddress(to, person.email))) return false;
      const others = mail.to.filter((to) => !sameAddress(to, person.email));
      return others.length === 0 || { payload: { ...mail, to: others } };
    }),
};
