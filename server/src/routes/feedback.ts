import type { FastifyInstance } from 'fastify';
import { feedbackCall } from '../../../src/shared/api/calls/engagement';
import { messages } from '../../../src/shared/messages.de';
import type { Context } from '../context';
import { storeFeedback } from '../feedback/feedback';
import { requireUser } from '../users/users';
import { defineRoute } from './registry';

/**
 * POST feedback. Signed in only, so the rate limit has someone to count; an anonymous entry keeps neither the
 * user nor the time of day (only the date), a named one keeps the user.
 */
export function feedbackRoutes(app: FastifyInstance, ctx: Context): void {
  defineRoute(app, ctx, feedbackCall, 'api/feedback', { auth: 'user' }, async ({ user, body, request }) => {
    ctx.limiter.check('feedback', request, `user:${user.id}`);
    const { country } = await requireUser(ctx.db, user.id);
    await storeFeedback(ctx, user.id, country, body);
    return { message: messages.feedback.thankYou };
  });
}
