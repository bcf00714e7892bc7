import { z } from 'zod';
import { RATING_MAX, RATING_MIN, TEXT_LIMITS } from '../constants';
import { defineCall, okSchema } from '../call';
import { adItemSchema, newsArticleSchema, newsProviderSchema, userSchema } from '../entities';
import { country, id, multilineText, queryInt, requiredText } from '../primitives';

export const feedbackCall = defineCall({
  name: 'app.feedback.store',
  method: 'POST',
  body: z.object({
    rating: z.number().int().min(RATING_MIN).max(RATING_MAX),
    feedback: multilineText(TEXT_LIMITS.longText).optional().default(''),
    anonymous: z.boolean().default(false),
  }),
  response: okSchema,
});

export const newsFeedCall = defineCall({
  name: 'app.news-feed.show',
  method: 'GET',
  response: z.object({
    providers: z.array(newsProviderSchema),
    fullscreen_ad_interval: z.number().int().min(1),
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
  body: z.object({ selected_provider_ids: z.array(id).min(1).max(100) }),
  response: okSchema,
  idempotent: true,
});

export const fullscreenAdCall = defineCall({
  name: 'app.news-feed.fullscreen-ad',
  method: 'GET',
  query: z.object({ country }),
  response: z.object({ fullscreen_ad: adItemSchema.nullable() }),
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
