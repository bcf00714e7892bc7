/**
 * The back office's news forms (docs/product-rules.md#news-desk): what the operator types to the contract's
 * bodies, checked by the contract's own schemas. A scheduled publication is a day (TT.MM.JJJJ) and a time
 * (HH:MM) in the browser's time zone; it must lie in the future, which the server checks again.
 */
import { z } from 'zod/mini';
import {
  adInputSchema,
  adRuleIssues,
  articleInputSchema,
  newsSettingsSchema,
  providerInputSchema,
  NEWS_LIMITS,
  type AdInput,
  type AdminAd,
  type AdminArticle,
  type ArticleInput,
} from '../api/calls/adminNews';
import { AD_TYPES } from '../api/entities';
import { COUNTRIES } from '../api/constants';
import { newsDeskMessages as m } from '../messages/newsDesk';
import { parseFilterDay } from './adminForms';
import { imageUploadSchema } from './images';

const pad = (n: number) => String(n).padStart(2, '0');
/** A moment as the form's day and time (the browser's time zone). */
export const dayOf = (date: Date): string =>
  `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
export const timeOf = (date: Date): string => `${pad(date.getHours())}:${pad(date.getMinutes())}`;

/** 'HH:MM' as [hours, minutes], or null. */
export function parseTime(value: string): [number, number] | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  return hours < 24 && minutes < 60 ? [hours, minutes] : null;
}

/** The moment of a day and a time, or null when either is no valid entry. */
export function momentOf(day: string, time: string): Date | null {
  const date = parseFilterDay(day);
  const clock = parseTime(time);
  if (!date || !clock) return null;
  return new Date(date.getFullYear(), date.getMonth(), date.getDate(), clock[0], clock[1]);
}

export const providerFormSchema = providerInputSchema;

// Articles

const articleFormFields = z.object({
  provider_id: z.string().check(z.refine((v) => /^\d{1,10}$/.test(v), { error: m.providerRequired })),
  title: articleInputSchema.shape.title,
  text: articleInputSchema.shape.text,
  url: articleInputSchema.shape.url,
  publish: z.enum(['now', 'later']),
  publish_date: z.string(),
  publish_time: z.string(),
  /** The article's time as it is, kept when the fields show it unchanged. */
  current_publish_at: z.nullable(z.string()),
  image: z.optional(imageUploadSchema),
});
export type ArticleFormValues = z.input<typeof articleFormFields>;
type ArticleFormOutput = z.output<typeof articleFormFields>;

export function toArticleInput(values: ArticleFormOutput): ArticleInput {
  const at = values.publish === 'later' ? momentOf(values.publish_date, values.publish_time) : null;
  const unchanged =
    at !== null &&
    values.current_publish_at !== null &&
    Math.floor(Date.parse(values.current_publish_at) / 60_000) === Math.floor(at.getTime() / 60_000);
  return {
    provider_id: Number(values.provider_id),
    title: values.title,
    text: values.text,
    url: values.url,
    publish_at: at === null ? null : unchanged ? values.current_publish_at : at.toISOString(),
    ...(values.image ? { image: values.image } : {}),
  };
}

/** The article form: each field's own check, the scheduled time in the future, then the contract's schema. */
export const articleFormSchema = (now: () => Date = () => new Date()) =>
  z.pipe(
    articleFormFields.check(
      z.superRefine((values, ctx) => {
        if (values.publish !== 'later') return;
        if (!parseFilterDay(values.publish_date))
          ctx.issues.push({ code: 'custom', path: ['publish_date'], message: m.dateInvalid, input: values });
        if (!parseTime(values.publish_time))
          ctx.issues.push({ code: 'custom', path: ['publish_time'], message: m.timeInvalid, input: values });
        const at = momentOf(values.publish_date, values.publish_time);
        const input = toArticleInput(values);
        if (at && input.publish_at !== values.current_publish_at && at.getTime() <= now().getTime())
          ctx.issues.push({
            code: 'custom',
            path: ['publish_date'],
            message: m.publishInPast,
            input: values,
          });
      }),
    ),
    z.pipe(z.transform(toArticleInput), articleInputSchema),
  );

/** A new article: the first provider offered, published now. */
export function emptyArticleForm(providerId: number | null, now: Date): ArticleFormValues {
  const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 8, 0);
  return {
    provider_id: providerId === null ? '' : String(providerId),
    title: '',
    text: '',
    url: 'https://',
    publish: 'now',
    publish_date: dayOf(tomorrow),
    publish_time: timeOf(tomorrow),
    current_publish_at: null,
    image: undefined,
  };
}

/** An article's fields in the form; a scheduled one shows its time, a published one is left as it is. */
export function articleFormOf(article: AdminArticle): ArticleFormValues {
  const at = new Date(article.published_at);
  return {
    provider_id: String(article.provider_id),
    title: article.title,
    text: article.text,
    url: article.url,
    publish: article.state === 'scheduled' ? 'later' : 'now',
    publish_date: dayOf(at),
    publish_time: timeOf(at),
    current_publish_at: article.published_at,
    image: undefined,
  };
}

// Ads

const adFormFields = z.object({
  type: z.enum(AD_TYPES),
  country: z.enum(COUNTRIES),
  url: adInputSchema.shape.url,
  alt: adInputSchema.shape.alt,
  code: z.string().check(z.trim(), z.maxLength(NEWS_LIMITS.code, { error: m.codeRequired })),
  daily_cap: z.string().check(
    z.refine((v) => /^\d{1,4}$/.test(v.trim()) && Number(v) >= 1 && Number(v) <= NEWS_LIMITS.capMax, {
      error: m.capRange,
    }),
  ),
  active: z.boolean(),
  image: z.optional(imageUploadSchema),
});
export type AdFormValues = z.input<typeof adFormFields>;
type AdFormOutput = z.output<typeof adFormFields>;

export const toAdInput = (values: AdFormOutput): AdInput => ({
  type: values.type,
  country: values.country,
  url: values.url,
  alt: values.alt,
  code: values.type === 'fullscreen-with-code' ? values.code : null,
  daily_cap: Number(values.daily_cap.trim()),
  active: values.active,
  ...(values.image ? { image: values.image } : {}),
});

/** The ad form: each field's own check, a code for the code ad, a picture for a new ad, the contract's schema. */
export const adFormSchema = (isNew: boolean) =>
  z.pipe(
    adFormFields.check(
      z.superRefine((values, ctx) => {
        for (const issue of adRuleIssues(toAdInput(values)))
          ctx.issues.push({ code: 'custom', path: [issue.path], message: issue.message, input: values });
        if (isNew && !values.image)
          ctx.issues.push({ code: 'custom', path: ['image'], message: m.imageRequired, input: values });
      }),
    ),
    z.pipe(z.transform(toAdInput), adInputSchema),
  );

export const emptyAdForm = (): AdFormValues => ({
  type: 'banner',
  country: 'de',
  url: 'https://',
  alt: '',
  code: '',
  daily_cap: '3',
  active: true,
  image: undefined,
});

export const adFormOf = (ad: AdminAd): AdFormValues => ({
  type: ad.type,
  country: ad.country,
  url: ad.url,
  alt: ad.alt,
  code: ad.code ?? '',
  daily_cap: String(ad.daily_cap),
  active: ad.active,
  image: undefined,
});

// The fullscreen interval

export const settingsFormSchema = z.pipe(
  z.object({
    fullscreen_ad_interval: z
      .string()
      .check(
        z.refine(
          (v) => /^\d{1,3}$/.test(v.trim()) && Number(v) >= 1 && Number(v) <= NEWS_LIMITS.intervalMax,
          { error: m.intervalRange },
        ),
      ),
  }),
  z.pipe(
    z.transform((values: { fullscreen_ad_interval: string }) => ({
      fullscreen_ad_interval: Number(values.fullscreen_ad_interval.trim()),
    })),
    newsSettingsSchema,
  ),
);
