// E-mail goes through nodemailer: to SMTP when SMTP_URL is set, otherwise each message is
// written, fully formed, to DATA_DIR/outbox/ as one .eml file an operator can open.
//
// Every e-mail is sent by a job (api/platform/mail/mail.job.ts), which may run again after a
// crash; `id` names the message, so a second run writes the same outbox file again rather than
// a second one, and gives SMTP the same Message-ID.
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string | string[];
  subject: string;
  text: string;
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** `id`: letters, digits and dashes naming this message once and for all (a job's). */
  send(mail: Mail, id: string): Promise<void>;
}

export function createMailer(opts: { smtpUrl?: string; from: string; outboxDir: string }): Mailer {
  const domain = opts.from.match(/@([^>\s]+)/)?.[1] ?? 'localhost';
  const messageId = (id: string) => `<${id}@${domain}>`;
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(mail, id) {
        await transport.sendMail({ from: opts.from, ...mail, messageId: messageId(id) });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail, id) {
      const info = await transport.sendMail({ from: opts.from, ...mail, messageId: messageId(id) });
      await fs.mkdir(opts.outboxDir, { recursive: true });
      const name = `${id}.eml`;
      // Written beside the outbox, then renamed into it: whoever reads the outbox (an operator, a
      // test polling for a mail sent after an answer) never sees a half-written file.
      const partial = path.join(path.dirname(opts.outboxDir), `.${name}.partial`);
      await fs.writeFile(partial, info.message as Buffer);
      await fs.rename(partial, path.join(opts.outboxDir, name));
    },
  };
}
