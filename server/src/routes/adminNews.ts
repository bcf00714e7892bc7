import type { FastifyInstance } from 'fastify';
import {
  NEWS_PAGE_SIZE,
  newsAdCall,
  newsAdCreateCall,
  newsAdDeactivateCall,
  newsAdsCall,
  newsAdUpdateCall,
  newsArticleCall,
  newsArticleCreateCall,
  newsArticlesCall,
  newsArticleUpdateCall,
  newsArticleWithdrawCall,
  newsProviderCreateCall,
  newsProvidersCall,
  newsProviderUpdateCall,
  newsSettingsCall,
  newsSettingsUpdateCall,
} from '../../../src/shared/api/calls/adminNews';
import { NEWS_DESK_ROLES } from '../../../src/shared/api/constants';
import type { AdminAuth } from '../admin/sessions';
import type { Context } from '../context';
import { IMAGE_BODY_LIMIT } from '../images/images';
import {
  createAd,
  createArticle,
  createProvider,
  deactivateAd,
  fullscreenAdInterval,
  listAds,
  listArticles,
  listProviders,
  showAd,
  showArticle,
  updateAd,
  updateArticle,
  updateNewsSettings,
  updateProvider,
  withdrawArticle,
} from '../news/newsDesk';
import { defineRoute } from './registry';

/**
 * News and ads in the back office (docs/product-rules.md#news-desk) under /api/admin/news. Operators only,
 * reads included; every write runs in one transaction with its audit row.
 */
const desk = { auth: 'admin', roles: NEWS_DESK_ROLES } as const;
const deskWrite = { ...desk, transaction: true } as const;
/** Writes that may carry a picture. */
const deskUpload = { ...deskWrite, routeOptions: { bodyLimit: IMAGE_BODY_LIMIT } } as const;

export function adminNewsRoutes(app: FastifyInstance, ctx: Context): void {
  const write = (admin: AdminAuth, ip: string) => ({
    editor: { id: admin.id, email: admin.email },
    ip,
    now: ctx.clock(),
  });
  const paged = <T>(page: number, result: { data: T[]; total: number }) => ({
    ...result,
    page,
    per_page: NEWS_PAGE_SIZE,
  });

  defineRoute(app, ctx, newsProvidersCall, 'api/admin/news/providers', desk, async ({ query }) =>
    paged(query.page, await listProviders(ctx.db, query)),
  );
  defineRoute(
    app,
    ctx,
    newsProviderCreateCall,
    'api/admin/news/providers',
    deskWrite,
    ({ tx, admin, body, request }) => createProvider(tx, write(admin, request.ip), body),
  );
  defineRoute(
    app,
    ctx,
    newsProviderUpdateCall,
    'api/admin/news/providers/{provider}',
    deskWrite,
    ({ tx, admin, params, body, request }) =>
      updateProvider(tx, write(admin, request.ip), params.provider, body),
  );

  defineRoute(app, ctx, newsArticlesCall, 'api/admin/news/articles', desk, async ({ query }) =>
    paged(query.page, await listArticles(ctx.db, query, ctx.clock())),
  );
  defineRoute(app, ctx, newsArticleCall, 'api/admin/news/articles/{article}', desk, ({ params }) =>
    showArticle(ctx.db, params.article, ctx.clock()),
  );
  defineRoute(
    app,
    ctx,
    newsArticleCreateCall,
    'api/admin/news/articles',
    deskUpload,
    ({ tx, admin, body, request }) => createArticle(tx, write(admin, request.ip), body),
  );
  defineRoute(
    app,
    ctx,
    newsArticleUpdateCall,
    'api/admin/news/articles/{article}',
    deskUpload,
    ({ tx, admin, params, body, request }) =>
      updateArticle(tx, write(admin, request.ip), params.article, body),
  );
  defineRoute(
    app,
    ctx,
    newsArticleWithdrawCall,
    'api/admin/news/articles/{article}/withdraw',
    deskWrite,
    ({ tx, admin, params, request }) => withdrawArticle(tx, write(admin, request.ip), params.article),
  );

  defineRoute(app, ctx, newsAdsCall, 'api/admin/news/ads', desk, async ({ query }) =>
    paged(query.page, await listAds(ctx.db, query)),
  );
  defineRoute(app, ctx, newsAdCall, 'api/admin/news/ads/{ad}', desk, ({ params }) =>
    showAd(ctx.db, params.ad),
  );
  defineRoute(app, ctx, newsAdCreateCall, 'api/admin/news/ads', deskUpload, ({ tx, admin, body, request }) =>
    createAd(tx, write(admin, request.ip), body),
  );
  defineRoute(
    app,
    ctx,
    newsAdUpdateCall,
    'api/admin/news/ads/{ad}',
    deskUpload,
    ({ tx, admin, params, body, request }) => updateAd(tx, write(admin, request.ip), params.ad, body),
  );
  defineRoute(
    app,
    ctx,
    newsAdDeactivateCall,
    'api/admin/news/ads/{ad}/deactivate',
    deskWrite,
    ({ tx, admin, params, request }) => deactivateAd(tx, write(admin, request.ip), params.ad),
  );

  defineRoute(app, ctx, newsSettingsCall, 'api/admin/news/settings', desk, async () => ({
    fullscreen_ad_interval: await fullscreenAdInterval(ctx.db, ctx.config.newsFullscreenAdInterval),
  }));
  defineRoute(
    app,
    ctx,
    newsSettingsUpdateCall,
    'api/admin/news/settings',
    deskWrite,
    ({ tx, admin, body, request }) =>
      updateNewsSettings(tx, write(admin, request.ip), ctx.config.newsFullscreenAdInterval, body),
  );
}
