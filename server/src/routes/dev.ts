import type { FastifyInstance } from 'fastify';
import { messages } from '../../../src/shared/messages.de';
import { z } from 'zod';
import { email, id, multilineText, pathId, text } from '../../../src/shared/api/primitives';
import type { Context } from '../context';
import { HttpError, validationError } from '../errors';
import { newToken } from '../auth/tokens';
import { findUserByEmail } from '../users/users';
import { answerQuestion, countOpenPairs, serveQuestion } from '../quiz/questions';
import { coinExpiresAt } from '../../../src/shared/domain/coinExpiry';
import { courseQuiz, swissQuiz } from './quiz';
import { newsDevRoutes, newsDevSchemas } from './newsDev';

const IMPERSONATION_VALIDITY_MS = 10 * 60 * 1000;

/** Inputs of the development routes, bounded like the contract's (the fuzz test uses them too). */
export const devSchemas = {
  mails: { query: z.object({ to: z.optional(email) }) },
  impersonationToken: { body: z.object({ email }) },
  developer: { body: z.object({ email }) },
  correctAnswers: { params: z.object({ question: pathId }) },
  /** Issue 16: a test-only explanation for one question (null restores none), not the bank's data files. */
  explanation: {
    params: z.object({ question: pathId }),
    body: z.object({ explanation: z.nullable(multilineText(600)), source: z.nullable(text(255)) }),
  },
  answerQuestions: {
    body: z.object({
      email,
      course_id: z.optional(id),
      leave: z.number().int().min(0).max(100_000).default(0),
    }),
  },
  coins: {
    body: z.object({
      email,
      course_id: z.nullable(id).default(null),
      coins: z.number().int().min(1).max(10_000),
    }),
  },
  mailAttachment: { params: z.object({ mail: pathId, position: z.coerce.number().int().min(0).max(100) }) },
  newsArticle: newsDevSchemas.article,
  newsInteractions: newsDevSchemas.interactions,
} as const;

interface MailRow {
  id: number;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  links: string[];
  sent_at: Date;
}

interface AttachmentRow {
  position: number;
  filename: string;
  content_type: string;
  size: number;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Development helpers, registered only when config.devRoutes allows (loopback or DEV_ROUTES=on, never production): the mailbox and impersonation tokens. */
export function devRoutes(app: FastifyInstance, ctx: Context): void {
  const readMails = async (to: string | undefined) => {
    const rows = await ctx.db.query<MailRow & { attachments: AttachmentRow[] | null }>(
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
    }));
  };
  const parseQuery = (query: unknown) => {
    const parsed = devSchemas.mails.query.safeParse(query);
    if (!parsed.success) throw validationError(parsed.error);
    return parsed.data;
  };

  app.get('/api/dev/mails', async (request) => readMails(parseQuery(request.query).to));

  // The bytes of a mail's attachment (invoices, certificates), so tests and people can open them.
  app.get('/api/dev/mails/:mail/attachments/:position', async (request, reply) => {
    const parsed = devSchemas.mailAttachment.params.safeParse(request.params);
    if (!parsed.success) throw validationError(parsed.error);
    const [row] = await ctx.db.query<{ filename: string; content_type: string; content: Uint8Array }>(
      'SELECT filename, content_type, content FROM dev_mail_attachments WHERE mail_id = $1 AND position = $2',
      [parsed.data.mail, parsed.data.position],
    );
    if (!row) throw new HttpError(404, 'Diesen Anhang gibt es nicht.', 'not_found');
    return reply
      .type(row.content_type)
      .header('content-disposition', `inline; filename="${row.filename.replace(/[^\w.-]/g, '_')}"`)
      .send(Buffer.from(row.content));
  });

  app.get('/dev/mails', async (request, reply) => {
    const mails = await readMails(parseQuery(request.query).to);
    const items = mails
      .map(
        (
          m,
        ) => `<article><h2>${escapeHtml(m.subject)}</h2><p>An: ${escapeHtml(m.to)} · ${escapeHtml(m.sentAt)}</p>
<pre>${escapeHtml(m.text)}</pre>${m.links.map((l) => `<p><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></p>`).join('')}${m.attachments.map((a) => `<p>Anhang: <a href="${escapeHtml(a.url)}">${escapeHtml(a.filename)}</a> (${a.size} Bytes)</p>`).join('')}</article>`,
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

  quizHelpers(app, ctx);
  newsDevRoutes(app, ctx);

  // The developer flag for a test's own account (issue 15), so tests never share dev@demo.test.
  app.post('/api/dev/developer', async (request) => {
    const { email: address } = parseWith(devSchemas.developer.body, request.body);
    const user = await findUserByEmail(ctx.db, address);
    if (!user) throw new HttpError(404, messages.serverErrors.userNotFound, 'validation.exists');
    await ctx.db.query('UPDATE users SET developer = true WHERE id = $1', [user.id]);
    return { developer: true };
  });

  app.post('/api/dev/impersonation-token', async (request) => {
    const parsed = devSchemas.impersonationToken.body.safeParse(request.body);
    if (!parsed.success) throw validationError(parsed.error);
    const user = await findUserByEmail(ctx.db, parsed.data.email);
    if (!user) throw new HttpError(404, messages.serverErrors.userNotFound, 'validation.exists');
    const { token, hash } = newToken();
    await ctx.db.query(
      `INSERT INTO access_tokens (user_id, token_hash, kind, device_name, created_at, expires_at)
       VALUES ($1, $2, 'impersonation', 'impersonation', $3, $4)`,
      [user.id, hash, ctx.clock(), new Date(ctx.clock().getTime() + IMPERSONATION_VALIDITY_MS)],
    );
    return { token };
  });
}

const parseWith = <S extends z.ZodType>(schema: S, value: unknown): z.output<S> => {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
};

/**
 * For end-to-end tests and the bench: the correct answers of a question, and answering a quiz's open
 * questions correctly (the same path as a user's guesses, coins included) until `leave` are left, to
 * reach 'no more questions' quickly.
 */
function quizHelpers(app: FastifyInstance, ctx: Context): void {
  app.get('/api/dev/questions/:question/correct-answers', async (request) => {
    const { question } = parseWith(devSchemas.correctAnswers.params, request.params);
    const rows = await ctx.db.query<{ id: number }>(
      'SELECT id FROM answers WHERE question_id = $1 AND correct ORDER BY id',
      [question],
    );
    if (!rows.length) throw new HttpError(404, 'Diese Frage existiert nicht.', 'not_found');
    return { answers: rows.map((row) => row.id) };
  });

  app.post('/api/dev/questions/:question/explanation', async (request) => {
    const { question } = parseWith(devSchemas.explanation.params, request.params);
    const body = parseWith(devSchemas.explanation.body, request.body);
    const rows = await ctx.db.query<{ id: number }>(
      'UPDATE questions SET explanation = $2, source = $3 WHERE id = $1 RETURNING id',
      [question, body.explanation, body.source],
    );
    if (!rows.length) throw new HttpError(404, 'Diese Frage existiert nicht.', 'not_found');
    return { ok: true };
  });

  // Coins for a course (de, at) or the Swiss balance, earned now: checkout tests need more than one
  // category's questions give.
  app.post('/api/dev/coins', async (request) => {
    const body = parseWith(devSchemas.coins.body, request.body);
    const user = await findUserByEmail(ctx.db, body.email);
    if (!user) throw new HttpError(404, messages.serverErrors.userNotFound, 'validation.exists');
    const now = ctx.clock();
    const rows = await ctx.db.query(
      `INSERT INTO coin_ledger (user_id, course_id, coins, earned_at, expires_at)
       SELECT $1, $2, $3, $4, $5
       WHERE $2::int IS NULL OR EXISTS (SELECT 1 FROM user_courses WHERE id = $2 AND user_id = $1)
       RETURNING id`,
      [user.id, body.course_id, body.coins, now, coinExpiresAt(now)],
    );
    if (!rows.length) throw new HttpError(404, messages.courses.notFound, 'course.not-found');
    return { coins: body.coins };
  });

  app.post('/api/dev/answer-questions', async (request) => {
    const body = parseWith(devSchemas.answerQuestions.body, request.body);
    const user = await findUserByEmail(ctx.db, body.email);
    if (!user) throw new HttpError(404, messages.serverErrors.userNotFound, 'validation.exists');
    const quiz = body.course_id
      ? await courseQuiz(ctx, user.id, body.course_id)
      : await swissQuiz(ctx, user.id);
    const open = async () => countOpenPairs(ctx.db, user.id, quiz.filter, ctx.clock());
    let answered = 0;
    for (let left = await open(); left > body.leave; left -= 1) {
      const question = await serveQuestion(ctx.db, quiz, ctx.clock());
      if (!question) break;
      const correct = await ctx.db.query<{ id: number }>(
        'SELECT id FROM answers WHERE question_id = $1 AND correct',
        [question.id],
      );
      await answerQuestion(
        ctx.db,
        quiz,
        { answers: correct.map((a) => a.id), questionId: question.id },
        ctx.clock(),
      );
      answered += 1;
    }
    return { answered, remaining: await open() };
  });
}
