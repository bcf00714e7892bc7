import { z } from 'zod/mini';
import { RATING_MAX, RATING_MIN, TEXT_LIMITS } from '../constants';
import { defineCall, okSchema } from '../call';
import { adItemSchema, newsArticleSchema, newsProviderSchema, userSchema } from '../entities';
import { country, id, multilineText, queryInt, requiredText } from '../primitives';

export const feedbackCall = defineCall({
  name: 'app.feedback.store',
  method: 'POST',
  body: z.object({
    rating: z.int().check(z.gte(RATING_MIN), z.lte(RATING_MAX)),
    feedback: z._default(z.optional(multilineText(TEXT_LIMITS.longText)), ''),
    anonymous: z._default(z.boolean(), false),
  }),
  response: okSchema,
});

export const newsFeedCall = defineCall({
  name: 'app.news-feed.show',
  method: 'GET',
  response: z.object({
    providers: z.array(newsProviderSchema),
    fullscreen_ad_interval: z.int().check(z.gte(1)),
    selected_providers: z.array(id),
  }),
});

export const newsArticlesCall = defineCall({
  name: 'app.news-feed.articles',
  method: 'GET',
  query: z.object({ pageNumber: queryInt, country }),
  response: z.object({
    news_articles: z.array(z.union([newsArticleSchema, adItemSchema])),
    has_more_articles: z.boolean(),
  }),
});

export const setSelectedProvidersCall = defineCall({
  name: 'app.news-feed.set-selected-providers',
  method: 'POST',
  body: z.object({ selected_provider_ids: z.array(id).check(z.minLength(1), z.maxLength(100)) }),
  response: okSchema,
  idempotent: true,
});

export const fullscreenAdCall = defineCall({
  name: 'app.news-feed.fullscreen-ad',
  method: 'GET',
  query: z.object({ country }),
  response: z.object({ fullscreen_ad: z.nullable(adItemSchema) }),
});

export const interactCall = defineCall({
  name: 'app.news-feed.interact',
  method: 'POST',
  params: z.object({ impression: requiredText(100) }),
  body: z.object({ interaction: z.enum(['viewed', 'clicked']) }),
  response: okSchema,
  idempotent: true,
});

export const giveCoinsCall = defineCall({
  name: 'app.developer.give-coins',
  method: 'POST',
  response: userSchema,
});

export const switchCountryCall = defineCall({
  name: 'app.developer.switch-country',
  method: 'POST',
  body: z.object({ country }),
  response: userSchema,
  idempotent: true,
});
