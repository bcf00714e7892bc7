import type { FastifyInstance } from 'fastify';
import { confirmEmailCall, exportUserDataCall } from '../../../src/shared/api/calls/account';
import { giveCoinsCall, switchCountryCall } from '../../../src/shared/api/calls/engagement';
import type { Context } from '../context';
import { publishCourse, publishUser } from '../quiz/publish';
import { confirmEmail, exportData, giveCoins, requireDeveloper, switchCountry } from '../users/account';
import { presentUser } from '../users/users';
import { defineRoute } from './registry';

export const ACCOUNT_PAGE = '/app/my-account';

export function accountRoutes(app: FastifyInstance, ctx: Context): void {
  defineRoute(
    app,
    ctx,
    confirmEmailCall,
    'api/users/{user}/confirm-email',
    { auth: 'none' },
    async ({ params, query, reply }) => {
      const confirmed = await confirmEmail(ctx, params.user, query.token);
      if (confirmed) await publishUser(ctx, params.user);
      const target = `${ACCOUNT_PAGE}?email=${confirmed ? 'confirmed' : 'invalid'}`;
      return reply.redirect(`${ctx.config.publicUrl}${target}`, 302);
    },
  );

  defineRoute(
    app,
    ctx,
    exportUserDataCall,
    'api/users/{user}/export',
    { auth: 'user' },
    async ({ user, reply }) => {
      void reply.header('content-disposition', 'attachment; filename="meine-daten.json"');
      return exportData(ctx, user.id);
    },
  );

  defineRoute(app, ctx, giveCoinsCall, 'api/developer/give-coins', { auth: 'user' }, async ({ user }) => {
    const row = await requireDeveloper(ctx, user);
    for (const course of await giveCoins(ctx, row)) await publishCourse(ctx, user.id, course, 'updated');
    await publishUser(ctx, user.id);
    return presentUser(ctx, user.id, user.tokenId);
  });

  defineRoute(
    app,
    ctx,
    switchCountryCall,
    'api/developer/switch-country',
    { auth: 'user' },
    async ({ user, body }) => {
      const row = await requireDeveloper(ctx, user);
      await switchCountry(ctx, row, body.country);
      await publishUser(ctx, user.id);
      return presentUser(ctx, user.id, user.tokenId);
    },
  );
}
