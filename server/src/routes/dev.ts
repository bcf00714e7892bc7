import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { email } from '../../../src/shared/api/primitives';
import type { Context } from '../context';
import { HttpError, validationError } from '../errors';
import { newToken } from '../auth/tokens';
import { findUserByEmail } from '../users/users';

const IMPERSONATION_VALIDITY_MS = 10 * 60 * 1000;

interface MailRow {
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  links: string[];
  sent_at: Date;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Development helpers, never registered when NODE_ENV=production: the mailbox and impersonation tokens. */
export function devRoutes(app: FastifyInstance, ctx: Context): void {
  const readMails = async (to: string | undefined) => {
    const rows = await ctx.db.query<MailRow>(
      `SELECT * FROM dev_mails WHERE ($1::text IS NULL OR lower(recipient) = lower($1)) ORDER BY sent_at DESC, id DESC LIMIT 100`,
      [to ?? null],
    );
    return rows.map((row) => ({
      to: row.recipient,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      links: row.links,
      sentAt: row.sent_at.toISOString(),
    }));
  };
  const mailQuery = z.object({ to: email.optional() });
  const parseQuery = (query: unknown) => {
    const parsed = mailQuery.safeParse(query);
    if (!parsed.success) throw validationError(parsed.error);
    return parsed.data;
  };

  app.get('/api/dev/mails', async (request) => readMails(parseQuery(request.query).to));

  app.get('/dev/mails', async (request, reply) => {
    const mails = await readMails(parseQuery(request.query).to);
    const items = mails
      .map(
        (
          m,
        ) => `<article><h2>${escapeHtml(m.subject)}</h2><p>An: ${escapeHtml(m.to)} · ${escapeHtml(m.sentAt)}</p>
<pre>${escapeHtml(m.text)}</pre>${m.links.map((l) => `<p><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></p>`).join('')}</article>`,
      )
      .join('<hr>');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Entwicklungs-Postfach</title></head>` +
          `<body style="font-family:sans-serif;max-width:800px;margin:auto;padding:20px"><h1>Entwicklungs-Postfach</h1>` +
          `${items || '<p>Keine E-Mails.</p>'}</body></html>`,
      );
  });

  app.post('/api/dev/impersonation-token', async (request) => {
    const parsed = z.object({ email }).safeParse(request.body);
    if (!parsed.success) throw validationError(parsed.error);
    const user = await findUserByEmail(ctx.db, parsed.data.email);
    if (!user) throw new HttpError(404, 'Dieser Benutzer existiert nicht.', 'validation.exists');
    const { token, hash } = newToken();
    await ctx.db.query(
      `INSERT INTO access_tokens (user_id, token_hash, kind, device_name, created_at, expires_at)
       VALUES ($1, $2, 'impersonation', 'impersonation', $3, $4)`,
      [user.id, hash, ctx.clock(), new Date(ctx.clock().getTime() + IMPERSONATION_VALIDITY_MS)],
    );
    return { token };
  });
}
