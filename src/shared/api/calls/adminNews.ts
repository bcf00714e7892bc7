import { z } from 'zod/mini';
import { defineCall } from '../call';
import { COUNTRIES, TEXT_LIMITS } from '../constants';
import { AD_TYPES } from '../entities';
import {
  country,
  hasForbiddenCharacters,
  id,
  isoDate,
  multilineText,
  pathId,
  text,
  TEXT_CHARACTERS_CODE,
} from '../primitives';
import { imageUploadSchema } from '../../domain/images';
import { newsDeskMessages as m } from '../../messages/newsDesk';

/**
 * The back office's news and ads (docs/product-rules.md#news-desk), under /api/admin/news. Operators only
 * (NEWS_DESK_ROLES). Providers per country; articles published now or at a time in the future (the feed
 * never shows one before its time, nor one withdrawn); ads of every type the feed shows with their daily cap;
 * the fullscreen interval the feed sends. Every write is one audit row. Texts are text: the feed shows them
 * as typed, never as markup.
 */

/** An article's state: waiting for its time, in the feed, or withdrawn (in no feed ever again). */
export const ARTICLE_STATES = ['scheduled', 'published', 'withdrawn'] as const;
export type ArticleState = (typeof ARTICLE_STATES)[number];
export const AD_STATES = ['active', 'inactive'] as const;
export type AdState = (typeof AD_STATES)[number];

/** Rows of a list per page. */
export const NEWS_PAGE_SIZE = 50 as const;
/** The bounds of the fields, shared by the forms, the contract and the database. */
export const NEWS_LIMITS = {
  name: TEXT_LIMITS.name,
  title: TEXT_LIMITS.shortText,
  text: TEXT_LIMITS.longText,
  alt: TEXT_LIMITS.shortText,
  url: 2048,
  code: 50,
  capMax: 1000,
  intervalMax: 100,
} as const;

const clean = (multiline = false) =>
  z.refine<string>((value) => !hasForbiddenCharacters(value, multiline), { error: TEXT_CHARACTERS_CODE });
const required = (max: number, error: string, multiline = false) =>
  z
    .string({ error })
    .check(z.trim(), z.minLength(1, { error }), z.maxLength(max, { error }), clean(multiline));

/** A link of an article or an ad: https only (the feed opens it outside the app). */
export const httpsLink = z.string({ error: m.linkInvalid }).check(
  z.trim(),
  clean(),
  z.maxLength(NEWS_LIMITS.url, { error: m.linkInvalid }),
  z.refine((value) => isHttps(value), { error: m.linkInvalid }),
);

/** An absolute https URL: a host of letters, digits, '-' and '.', an optional port, no spaces (every URL parser takes it). */
const HTTPS_LINK = /^https:\/\/[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)*(:\d{1,4})?([/?#]\S*)?$/iu;
/** Whether a text is an absolute https URL with a host. */
export const isHttps = (value: string): boolean => HTTPS_LINK.test(value);

const page = z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000)), 1);
const paged = <T extends z.core.$ZodType>(row: T) =>
  z.object({
    data: z.array(row).check(z.maxLength(NEWS_PAGE_SIZE)),
    page: z.int().check(z.gte(1)),
    per_page: z.literal(NEWS_PAGE_SIZE),
    total: z.int().check(z.gte(0)),
  });

// Providers

export const providerInputSchema = z.strictObject({
  country,
  name: required(NEWS_LIMITS.name, m.nameRequired),
});
export type ProviderInput = z.infer<typeof providerInputSchema>;
/** A provider's name may change; its country stays (the learners' selections belong to it). */
export const providerUpdateSchema = z.strictObject({ name: providerInputSchema.shape.name });

export const adminProviderSchema = z.object({
  id,
  country,
  name: text(),
  /** Its articles, withdrawn ones included. */
  articles: z.int().check(z.gte(0)),
});
export type AdminProvider = z.infer<typeof adminProviderSchema>;

export const newsProvidersCall = defineCall({
  name: 'admin.news-providers.index',
  method: 'GET',
  query: z.object({ country: z.optional(z.enum(COUNTRIES)), page }),
  response: paged(adminProviderSchema),
});

const providerParams = z.object({ provider: pathId });

export const newsProviderCreateCall = defineCall({
  name: 'admin.news-providers.store',
  method: 'POST',
  body: providerInputSchema,
  response: adminProviderSchema,
});

export const newsProviderUpdateCall = defineCall({
  name: 'admin.news-providers.update',
  method: 'PUT',
  params: providerParams,
  body: providerUpdateSchema,
  response: adminProviderSchema,
});

// Articles

/**
 * What an operator writes. `publish_at` null: now (an article already published keeps its time); otherwise a
 * moment in the future (or the article's current one, unchanged).
 */
export const articleInputSchema = z.strictObject({
  provider_id: id,
  title: required(NEWS_LIMITS.title, m.titleRequired),
  text: required(NEWS_LIMITS.text, m.textRequired, true),
  url: httpsLink,
  publish_at: z.nullable(isoDate),
  /** A new picture (PNG, JPEG or WebP, 2 MB at most); absent keeps the current one. */
  image: z.optional(imageUploadSchema),
});
export type ArticleInput = z.infer<typeof articleInputSchema>;

export const adminArticleSchema = z.object({
  id,
  provider_id: id,
  provider: text(),
  country,
  title: text(),
  text: multilineText(NEWS_LIMITS.text),
  url: z.string(),
  thumbnail: z.nullable(z.string()),
  published_at: isoDate,
  withdrawn_at: z.nullable(isoDate),
  state: z.enum(ARTICLE_STATES),
  created_at: z.nullable(isoDate),
  updated_at: z.nullable(isoDate),
});
export type AdminArticle = z.infer<typeof adminArticleSchema>;

export const newsArticlesCall = defineCall({
  name: 'admin.news-articles.index',
  method: 'GET',
  query: z.object({
    provider_id: z.optional(pathId),
    country: z.optional(z.enum(COUNTRIES)),
    state: z.optional(z.enum(ARTICLE_STATES)),
    page,
  }),
  response: paged(adminArticleSchema),
});

const articleParams = z.object({ article: pathId });

export const newsArticleCall = defineCall({
  name: 'admin.news-articles.show',
  method: 'GET',
  params: articleParams,
  response: adminArticleSchema,
});

export const newsArticleCreateCall = defineCall({
  name: 'admin.news-articles.store',
  method: 'POST',
  body: articleInputSchema,
  response: adminArticleSchema,
});

export const newsArticleUpdateCall = defineCall({
  name: 'admin.news-articles.update',
  method: 'PUT',
  params: articleParams,
  body: articleInputSchema,
  response: adminArticleSchema,
});

/** Takes an article out of every feed for good (its views stay counted); withdrawing again changes nothing. */
export const newsArticleWithdrawCall = defineCall({
  name: 'admin.news-articles.withdraw',
  method: 'POST',
  params: articleParams,
  response: adminArticleSchema,
});

// Ads

export const adInputSchema = z
  .strictObject({
    type: z.enum(AD_TYPES),
    country,
    url: httpsLink,
    alt: required(NEWS_LIMITS.alt, m.altRequired),
    /** The code a learner types to close a code ad; null for every other type. */
    code: z.nullable(
      z.string().check(z.trim(), z.maxLength(NEWS_LIMITS.code, { error: m.codeRequired }), clean()),
    ),
    daily_cap: z
      .int({ error: m.capRange })
      .check(z.gte(1, { error: m.capRange }), z.lte(NEWS_LIMITS.capMax, { error: m.capRange })),
    active: z.boolean(),
    /** A new picture (PNG, JPEG or WebP, 2 MB at most); a new ad needs one, absent keeps the current one. */
    image: z.optional(imageUploadSchema),
  })
  .check(
    z.superRefine((input, ctx) => {
      for (const issue of adRuleIssues(input))
        ctx.issues.push({ code: 'custom', path: [issue.path], message: issue.message, input });
    }),
  );
export type AdInput = z.infer<typeof adInputSchema>;

/** A code ad has a code, no other ad has one (the table says it too). */
export function adRuleIssues(input: {
  type: string;
  code: string | null;
}): { path: 'code'; message: string }[] {
  const hasCode = input.code !== null && input.code.trim() !== '';
  if (input.type === 'fullscreen-with-code' && !hasCode) return [{ path: 'code', message: m.codeRequired }];
  if (input.type !== 'fullscreen-with-code' && input.code !== null)
    return [{ path: 'code', message: m.codeOnlyForCodeAd }];
  return [];
}

export const adminAdSchema = z.object({
  id,
  type: z.enum(AD_TYPES),
  country,
  url: z.string(),
  thumbnail: z.string(),
  alt: text(),
  code: z.nullable(z.string()),
  daily_cap: z.int(),
  active: z.boolean(),
  created_at: z.nullable(isoDate),
  updated_at: z.nullable(isoDate),
});
export type AdminAd = z.infer<typeof adminAdSchema>;

export const newsAdsCall = defineCall({
  name: 'admin.news-ads.index',
  method: 'GET',
  query: z.object({
    country: z.optional(z.enum(COUNTRIES)),
    type: z.optional(z.enum(AD_TYPES)),
    state: z.optional(z.enum(AD_STATES)),
    page,
  }),
  response: paged(adminAdSchema),
});

const adParams = z.object({ ad: pathId });

export const newsAdCall = defineCall({
  name: 'admin.news-ads.show',
  method: 'GET',
  params: adParams,
  response: adminAdSchema,
});

export const newsAdCreateCall = defineCall({
  name: 'admin.news-ads.store',
  method: 'POST',
  body: adInputSchema,
  response: adminAdSchema,
});

export const newsAdUpdateCall = defineCall({
  name: 'admin.news-ads.update',
  method: 'PUT',
  params: adParams,
  body: adInputSchema,
  response: adminAdSchema,
});

/** No learner sees the ad from now on; editing it can activate it again. */
export const newsAdDeactivateCall = defineCall({
  name: 'admin.news-ads.deactivate',
  method: 'POST',
  params: adParams,
  response: adminAdSchema,
});

// The fullscreen interval

export const newsSettingsSchema = z.strictObject({
  /** A fullscreen ad after every this many visits of the feed (the feed's `fullscreen_ad_interval`). */
  fullscreen_ad_interval: z
    .int({ error: m.intervalRange })
    .check(z.gte(1, { error: m.intervalRange }), z.lte(NEWS_LIMITS.intervalMax, { error: m.intervalRange })),
});
export type NewsSettings = z.infer<typeof newsSettingsSchema>;

export const newsSettingsCall = defineCall({
  name: 'admin.news-settings.show',
  method: 'GET',
  response: newsSettingsSchema,
});

export const newsSettingsUpdateCall = defineCall({
  name: 'admin.news-settings.update',
  method: 'PUT',
  body: newsSettingsSchema,
  response: newsSettingsSchema,
});
