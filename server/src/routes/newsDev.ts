import type { FastifyInstance } from 'fastify';
import { messages } from '../../../src/shared/messages.de';
import type { Context } from '../context';
import { findOrMakeProvider, listInteractions, publishArticle } from '../dev/news';
import { newsDevSchemas } from '../dev/schemas';
import { HttpError, parseOrThrow, ErrorCode } from '../errors';
import { findUserByEmail } from '../users/users';

/**
 * For the end-to-end tests: an article with any title and text (hostile ones prove the client keeps
 * them text), published now so it tops the feed; and the views and clicks recorded for a user, to
 * prove each was reported once.
 */
export function newsDevRoutes(app: FastifyInstance, ctx: Context): void {
  app.post('/api/dev/news-articles', async (request) => {
    const body = parseOrThrow(newsDevSchemas.article.body, request.body);
    const provider = await findOrMakeProvider(ctx, body.country, body.provider);
    if (!provider)
      throw new HttpError(ErrorCode.notFound, undefined, messages.serverErrors.newsProviderNotFound);
    const id = await publishArticle(ctx, provider.id, body);
    return { id, provider_id: provider.id, provider: provider.name };
  });

  app.get('/api/dev/news-interactions', async (request) => {
    const query = parseOrThrow(newsDevSchemas.interactions.query, request.query);
    const user = await findUserByEmail(ctx.db, query.email);
    if (!user) throw new HttpError(ErrorCode.validationExists, undefined, messages.serverErrors.userNotFound);
    return listInteractions(ctx, user.id);
  });
}
