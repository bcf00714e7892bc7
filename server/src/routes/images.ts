import type { FastifyInstance } from 'fastify';
import { messages } from '../../../src/shared/messages.de';
import type { Context } from '../context';
import { HttpError, ErrorCode } from '../errors';
import { readImage } from '../images/images';

/** Stored images by their address; the address is the content's hash, so a reply may be cached for good. */
export function imageRoutes(app: FastifyInstance, ctx: Context): void {
  app.get<{ Params: { file: string } }>('/api/images/:file', async (request, reply) => {
    const match = /^([0-9a-f]{64})\.webp$/.exec(request.params.file);
    const image = match ? await readImage(ctx.db, match[1]!) : undefined;
    if (!image) throw new HttpError(ErrorCode.notFound, undefined, messages.serverErrors.imageNotFound);
    return reply
      .type(image.content_type)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(image.content));
  });
}
