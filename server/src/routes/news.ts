import type { FastifyInstance } from 'fastify';
import {
  fullscreenAdCall,
  interactCall,
  newsArticlesCall,
  newsFeedCall,
  setSelectedProvidersCall,
} from '../../../src/shared/api/calls/engagement';
import type { Country } from '../../../src/shared/api/constants';
import { messages } from '../../../src/shared/messages.de';
import type { Context } from '../context';
import { HttpError, ErrorCode } from '../errors';
import { BANNER_TYPES, deliverAds, FULLSCREEN_TYPES } from '../news/ads';
import {
  ARTICLES_PER_BANNER,
  articlePage,
  fieldError,
  listProviders,
  saveSelection,
  selectedProviders,
} from '../news/feed';
import { readImpression } from '../news/impressions';
import { fullscreenAdInterval } from '../news/newsDesk';
import { recordInteraction } from '../news/interactions';
import { requireUser } from '../users/users';
import { defineRoute } from './registry';

/**
 * A `country` other than the account's is refused rather than answered for the account's country: the
 * client caches replies by the country it asked for, and a reply for another country would sit in the
 * cache under the wrong key (the client switches to the account's country after sign-in).
 */
async function userInCountry(ctx: Context, userId: number, asked?: Country) {
  const row = await requireUser(ctx.db, userId);
  if (asked !== undefined && asked !== row.country) throw fieldError('country');
  return { id: row.id, country: row.country };
}

/** The news calls. Pages are 1-based: `pageNumber=1` is the newest page. */
export function newsRoutes(app: FastifyInstance, ctx: Context): void {
  defineRoute(app, ctx, newsFeedCall, 'api/news-feed', { auth: 'user' }, async ({ user }) => {
    const { country } = await userInCountry(ctx, user.id);
    return {
      providers: await listProviders(ctx.db, country),
      fullscreen_ad_interval: await fullscreenAdInterval(ctx.db, ctx.config.newsFullscreenAdInterval),
      selected_providers: await selectedProviders(ctx.db, user.id, country),
    };
  });

  defineRoute(
    app,
    ctx,
    newsArticlesCall,
    'api/news-feed/articles',
    { auth: 'user' },
    async ({ user, query }) => {
      if (query.pageNumber < 1) throw fieldError('pageNumber', 'validation.min');
      const reader = await userInCountry(ctx, user.id, query.country);
      const page = await articlePage(ctx.db, ctx.secret, reader, query.pageNumber, ctx.clock());
      const banners = await deliverAds(
        ctx.db,
        ctx.secret,
        reader,
        BANNER_TYPES,
        Math.floor(page.articles.length / ARTICLES_PER_BANNER),
        ctx.clock(),
      );
      // A banner after every fifth article, as long as there are banners under their cap.
      const items = page.articles.flatMap((article, index) => {
        const banner = (index + 1) % ARTICLES_PER_BANNER === 0 ? banners.shift() : undefined;
        return banner ? [article, banner] : [article];
      });
      return { news_articles: items, has_more_articles: page.hasMore };
    },
  );

  defineRoute(
    app,
    ctx,
    setSelectedProvidersCall,
    'api/news-feed/selected-providers',
    { auth: 'user' },
    async ({ user, body }) => {
      const { country } = await userInCountry(ctx, user.id);
      await saveSelection(ctx.db, user.id, country, body.selected_provider_ids);
      return { message: messages.newsServer.selectionSaved };
    },
  );

  defineRoute(
    app,
    ctx,
    fullscreenAdCall,
    'api/news-feed/fullscreen-ad',
    { auth: 'user' },
    async ({ user, query }) => {
      const reader = await userInCountry(ctx, user.id, query.country);
      const [ad] = await deliverAds(ctx.db, ctx.secret, reader, FULLSCREEN_TYPES, 1, ctx.clock());
      return { fullscreen_ad: ad ?? null };
    },
  );

  defineRoute(
    app,
    ctx,
    interactCall,
    'api/news-feed/impressions/{impression}/interact',
    { auth: 'user' },
    async ({ user, params, body }) => {
      const item = readImpression(ctx.secret, user.id, params.impression);
      const outcome = item
        ? await recordInteraction(ctx.db, user.id, item, body.interaction, ctx.clock())
        : 'unknown';
      // Someone else's impression and one that never existed look the same.
      if (outcome === 'unknown')
        throw new HttpError(ErrorCode.notFound, undefined, messages.newsServer.impressionUnknown);
      return { message: messages.newsServer.interactionRecorded };
    },
  );
}
