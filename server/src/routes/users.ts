import type { FastifyInstance } from 'fastify';
import { destroyUserCall, updateUserCall } from '../../../src/shared/api/calls/account';
import { messages } from '../../../src/shared/messages.de';
import type { Context } from '../context';
import { publishUser } from '../quiz/publish';
import { deleteAccount, updateUser } from '../users/account';
import { presentUser } from '../users/users';
import { defineRoute } from './registry';

export function userRoutes(app: FastifyInstance, ctx: Context): void {
  defineRoute(app, ctx, updateUserCall, 'api/users/{user}', { auth: 'user' }, async ({ user, body }) => {
    await updateUser(ctx, user, body);
    await publishUser(ctx, user.id);
    return presentUser(ctx, user.id, user.tokenId);
  });

  defineRoute(app, ctx, destroyUserCall, 'api/users/{user}', { auth: 'user' }, async ({ user, body }) => {
    await deleteAccount(ctx, user, body.password);
    return { message: messages.server.accountDeleted };
  });
}
