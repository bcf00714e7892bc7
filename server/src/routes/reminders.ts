import type { FastifyInstance } from 'fastify';
import {
  remindersCalendarCall,
  remindersCall,
  unsubscribeCall,
  unsubscribePageCall,
  updateRemindersCall,
} from '../../../src/shared/api/calls/reminders';
import { remindersMessages as m } from '../../../src/shared/messages/reminders';
import type { Context } from '../context';
import {
  planCalendar,
  readReminders,
  setReminders,
  unsubscribeByToken,
  userOfToken,
} from '../reminders/reminders';
import { defineRoute } from './registry';

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The unsubscribe page: plain HTML with a form, so it works in any browser a mail link opens. */
const page = (body: string) =>
  `<!doctype html><html lang="de"><head><meta charset="utf-8">` +
  `<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>${escape(m.pageTitle)}</title></head>` +
  `<body style="font-family:sans-serif;line-height:1.5;max-width:40rem;margin:auto;padding:1.5rem">` +
  `<main><h1>${escape(m.pageTitle)}</h1>${body}</main></body></html>`;

/** Reminders of the year's 15 hours (docs/product-rules.md#reminders). */
export function reminderRoutes(app: FastifyInstance, ctx: Context): void {
  defineRoute(app, ctx, remindersCall, 'api/users/{user}/reminders', { auth: 'user' }, ({ user }) =>
    readReminders(ctx, user.id),
  );

  defineRoute(
    app,
    ctx,
    updateRemindersCall,
    'api/users/{user}/reminders',
    { auth: 'user' },
    ({ user, body }) => setReminders(ctx, user.id, body.enabled),
  );

  defineRoute(
    app,
    ctx,
    remindersCalendarCall,
    'api/users/{user}/reminders/calendar',
    { auth: 'user' },
    ({ user }) => planCalendar(ctx, user.id),
  );

  // Its own scope: mail clients post the one-click body as a form (RFC 8058), which only this route reads.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, undefined),
    );

    // GET never unsubscribes (link scanners open every link): it shows the button that does.
    defineRoute(
      scope,
      ctx,
      unsubscribePageCall,
      'api/reminders/unsubscribe',
      { auth: 'none' },
      async ({ query, reply }) => {
        const valid = userOfToken(ctx.secret, query.token) !== null;
        const action = `/api/reminders/unsubscribe?token=${encodeURIComponent(query.token)}`;
        const body = valid
          ? `<p>${escape(m.pageQuestion)}</p><form method="post" action="${escape(action)}">` +
            `<input type="hidden" name="List-Unsubscribe" value="One-Click">` +
            `<button type="submit" style="font-size:1rem;padding:0.5rem 1rem">${escape(m.pageButton)}</button></form>`
          : `<p>${escape(m.pageInvalid)}</p>`;
        return reply.type('text/html; charset=utf-8').send(page(body));
      },
    );

    defineRoute(
      scope,
      ctx,
      unsubscribeCall,
      'api/reminders/unsubscribe',
      { auth: 'none' },
      async ({ query, reply }) => {
        const done = await unsubscribeByToken(ctx, query.token);
        return reply
          .type('text/html; charset=utf-8')
          .send(page(`<p role="status">${escape(done ? m.pageDone : m.pageInvalid)}</p>`));
      },
    );
  });
}
