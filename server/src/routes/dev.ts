import type { FastifyInstance } from 'fastify';
import { messages } from '../../../src/shared/messages.de';
import type { Context } from '../context';
import {
  addCoins,
  answerOpenQuestions,
  correctAnswerIds,
  issueImpersonationToken,
  makeDeveloper,
  setExplanation,
} from '../dev/helpers';
import { readAttachment, readMails as readMailbox } from '../dev/mailbox';
import { agePractice } from '../dev/practice';
import { devSchemas } from '../dev/schemas';
import { HttpError, parseOrThrow, ErrorCode } from '../errors';
import { courseQuiz, swissQuiz } from '../quiz/quizzes';
import { findUserByEmail } from '../users/users';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Development helpers, registered only when config.devRoutes allows (loopback or DEV_ROUTES=on, never production): the mailbox and impersonation tokens. */
export function devRoutes(app: FastifyInstance, ctx: Context): void {
  // Mail that follows a reply (an order's invoice) may still be on its way: the mailbox waits for it.
  const readMails = async (to: string | undefined) => {
    await ctx.afterReply.settled();
    return readMailbox(ctx.db, to);
  };
  app.get('/api/dev/mails', async (request) =>
    readMails(parseOrThrow(devSchemas.mails.query, request.query).to),
  );

  // The bytes of a mail's attachment (invoices, certificates), so tests and people can open them.
  app.get('/api/dev/mails/:mail/attachments/:position', async (request, reply) => {
    const { mail, position } = parseOrThrow(devSchemas.mailAttachment.params, request.params);
    const row = await readAttachment(ctx.db, mail, position);
    if (!row) throw new HttpError(ErrorCode.notFound, undefined, messages.serverErrors.attachmentNotFound);
    return reply
      .type(row.content_type)
      .header('content-disposition', `inline; filename="${row.filename.replace(/[^\w.-]/g, '_')}"`)
      .send(Buffer.from(row.content));
  });

  app.get('/dev/mails', async (request, reply) => {
    const mails = await readMails(parseOrThrow(devSchemas.mails.query, request.query).to);
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

  // The developer flag for a test's own account, so tests never share dev@demo.test.
  app.post('/api/dev/developer', async (request) => {
    const { email: address } = parseOrThrow(devSchemas.developer.body, request.body);
    const user = await findUserByEmail(ctx.db, address);
    if (!user) throw new HttpError(ErrorCode.validationExists, undefined, messages.serverErrors.userNotFound);
    await makeDeveloper(ctx.db, user.id);
    return { developer: true };
  });

  app.post('/api/dev/practice/time', async (request) => {
    const { email: address, minutes } = parseOrThrow(devSchemas.practiceTime.body, request.body);
    const user = await findUserByEmail(ctx.db, address);
    if (!user) throw new HttpError(ErrorCode.validationExists, undefined, messages.serverErrors.userNotFound);
    await agePractice(ctx.db, user.id, minutes);
    return { minutes };
  });

  app.post('/api/dev/impersonation-token', async (request) => {
    const { email } = parseOrThrow(devSchemas.impersonationToken.body, request.body);
    const user = await findUserByEmail(ctx.db, email);
    if (!user) throw new HttpError(ErrorCode.validationExists, undefined, messages.serverErrors.userNotFound);
    const token = await issueImpersonationToken(ctx, user.id);
    return { token };
  });
}

/**
 * For end-to-end tests and the bench: the correct answers of a question, and answering a quiz's open
 * questions correctly (the same path as a user's guesses, coins included) until `leave` are left, to
 * reach 'no more questions' quickly.
 */
function quizHelpers(app: FastifyInstance, ctx: Context): void {
  app.get('/api/dev/questions/:question/correct-answers', async (request) => {
    const { question } = parseOrThrow(devSchemas.correctAnswers.params, request.params);
    const answers = await correctAnswerIds(ctx.db, question);
    if (!answers.length)
      throw new HttpError(ErrorCode.notFound, undefined, messages.serverErrors.questionNotFound);
    return { answers };
  });

  app.post('/api/dev/questions/:question/explanation', async (request) => {
    const { question } = parseOrThrow(devSchemas.explanation.params, request.params);
    const body = parseOrThrow(devSchemas.explanation.body, request.body);
    if (!(await setExplanation(ctx.db, question, body)))
      throw new HttpError(ErrorCode.notFound, undefined, messages.serverErrors.questionNotFound);
    return { ok: true };
  });

  // Coins for a course (de, at) or the Swiss balance, earned now: checkout tests need more than one
  // category's questions give.
  app.post('/api/dev/coins', async (request) => {
    const body = parseOrThrow(devSchemas.coins.body, request.body);
    const user = await findUserByEmail(ctx.db, body.email);
    if (!user) throw new HttpError(ErrorCode.validationExists, undefined, messages.serverErrors.userNotFound);
    if (!(await addCoins(ctx, user.id, body.course_id, body.coins)))
      throw new HttpError(ErrorCode.courseNotFound);
    return { coins: body.coins };
  });

  app.post('/api/dev/answer-questions', async (request) => {
    const body = parseOrThrow(devSchemas.answerQuestions.body, request.body);
    const user = await findUserByEmail(ctx.db, body.email);
    if (!user) throw new HttpError(ErrorCode.validationExists, undefined, messages.serverErrors.userNotFound);
    const quiz = body.course_id
      ? await courseQuiz(ctx, user.id, body.course_id)
      : await swissQuiz(ctx, user.id);
    return answerOpenQuestions(ctx, user.id, quiz, body.leave);
  });
}
