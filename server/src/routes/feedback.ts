import type { FastifyInstance } from 'fastify';
import { feedbackCall } from '../../../src/shared/api/calls/engagement';
import { messages } from '../../../src/shared/messages.de';
import type { Context } from '../context';
import { requireUser } from '../users/users';
import { defineRoute } from './registry';

/**
 * SPEC §7 POST feedback (issue 15). Signed in only, so the rate limit has someone to count; an anonymous
 * entry keeps neither the user nor the time of day (only the date), a named one keeps the user.
 */
export function feedbackRoutes(app: FastifyInstance, ctx: Context): void {
  defineRoute(
    app,
    ctx,
    feedbackCall,
    'api/feedback',
    { auth: 'user' },
    async ({ user, body, request, reply }) => {
      ctx.limiter.check('feedback', request, reply, `user:${user.id}`);
      const { country } = await requireUser(ctx.db, user.id);
      await ctx.db.query(
        `INSERT INTO feedback (user_id, country, rating, text, anonymous, created_at)
         VALUES ($1, $2, $3, $4, $5, CASE WHEN $5 THEN date_trunc('day', $6::timestamptz) ELSE $6::timestamptz END)`,
        [
          body.anonymous ? null : user.id,
          country,
          body.rating,
          body.feedback.trim(),
          body.anonymous,
          ctx.clock(),
        ],
      );
      return { message: messages.feedback.thankYou };
    },
  );
}
