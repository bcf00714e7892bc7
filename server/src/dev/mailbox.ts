import type { Db } from '../db/database';

interface MailRow {
  id: number;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  links: string[];
  sent_at: Date;
  headers: Record<string, string> | null;
}

interface AttachmentRow {
  position: number;
  filename: string;
  content_type: string;
  size: number;
}

/** The development mailbox, newest first (at most 100), of one recipient where given. */
export async function readMails(db: Db, to: string | undefined) {
  const rows = await db.query<MailRow & { attachments: AttachmentRow[] | null }>(
    `SELECT m.*, (SELECT json_agg(json_build_object('position', a.position, 'filename', a.filename,
         'content_type', a.content_type, 'size', octet_length(a.content)) ORDER BY a.position)
       FROM dev_mail_attachments a WHERE a.mail_id = m.id) AS attachments
     FROM dev_mails m WHERE ($1::text IS NULL OR lower(m.recipient) = lower($1))
     ORDER BY m.sent_at DESC, m.id DESC LIMIT 100`,
    [to ?? null],
  );
  return rows.map((row) => ({
    id: row.id,
    attachments: (row.attachments ?? []).map((a) => ({
      filename: a.filename,
      contentType: a.content_type,
      size: a.size,
      url: `/api/dev/mails/${row.id}/attachments/${a.position}`,
    })),
    to: row.recipient,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    links: row.links,
    sentAt: row.sent_at.toISOString(),
    headers: row.headers ?? {},
  }));
}

/** The bytes of one attachment of a mail, or undefined. */
export async function readAttachment(db: Db, mailId: number, position: number) {
  const [row] = await db.query<{ filename: string; content_type: string; content: Uint8Array }>(
    'SELECT filename, content_type, content FROM dev_mail_attachments WHERE mail_id = $1 AND position = $2',
    [mailId, position],
  );
  return row;
}
