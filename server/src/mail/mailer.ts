import nodemailer from 'nodemailer';
import type { Db } from '../db/database';
import type { Attachment } from '../documents/types';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Invoices, certificates and e-invoices; the dev mailbox keeps and serves their bytes. */
  attachments?: Attachment[];
  /** Extra headers (List-Unsubscribe); the dev mailbox keeps them. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/** Every http(s) link of a mail, in order, without duplicates (the dev mailbox lists them). */
export function extractLinks(mail: Pick<OutgoingMail, 'text' | 'html'>): string[] {
  const found = [...mail.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&(amp|#38);/g, '&'));
  found.push(...(mail.text.match(/https?:\/\/[^\s<>"]+/g) ?? []));
  return [...new Set(found)];
}

/**
 * SMTP when SMTP_URL is set; otherwise nodemailer renders the message without sending it. Outside
 * production every mail is also kept in the dev mailbox (dev_mails), which tests and people can read.
 */
export function createMailer(options: {
  db: Db;
  smtpUrl: string | undefined;
  from: string;
  keepCopies: boolean;
  clock: () => Date;
}): Mailer {
  const transport = nodemailer.createTransport(options.smtpUrl ?? { jsonTransport: true });
  return {
    async send(mail) {
      // nodemailer consumes the attachment list it is given; the dev mailbox needs its own copy.
      const attachments = (mail.attachments ?? []).map((attachment) => ({ ...attachment }));
      await transport.sendMail({ from: options.from, ...mail, attachments });
      if (!options.keepCopies && options.smtpUrl) return;
      const [stored] = await options.db.query<{ id: number }>(
        `INSERT INTO dev_mails (recipient, subject, text_body, html_body, links, sent_at, headers)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [
          mail.to,
          mail.subject,
          mail.text,
          mail.html,
          extractLinks(mail),
          options.clock(),
          JSON.stringify(mail.headers ?? {}),
        ],
      );
      for (const [position, attachment] of (mail.attachments ?? []).entries()) {
        await options.db.query(
          `INSERT INTO dev_mail_attachments (mail_id, position, filename, content_type, content)
           VALUES ($1, $2, $3, $4, $5)`,
          [stored!.id, position, attachment.filename, attachment.contentType, attachment.content],
        );
      }
    },
  };
}
