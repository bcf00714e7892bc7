import { z } from 'zod/mini';
import { ASSOCIATIONS, TEXT_LIMITS } from './constants';
import { country, difficulty, email, id, isoDate, moduleId, multilineText, role, text } from './primitives';

/** Entities, as the server sends them and the client parses them. */

export const userSchema = z.object({
  id,
  email,
  first_name: text(TEXT_LIMITS.name),
  last_name: text(TEXT_LIMITS.name),
  name: text(2 * TEXT_LIMITS.name + 1),
  email_verified_at: z.nullable(isoDate),
  migrating: z.boolean(),
  /**
   * Token for the realtime connection, bound to the session that asked (GET users/me, sign-in); null
   * in realtime events, which never carry a token.
   */
  jwt: z.nullable(z.string().check(z.maxLength(2_000))),
  role: z.nullable(role),
  country,
  coins: z.int().check(z.gte(0)),
  answered_question_count: z.int().check(z.gte(0)),
  selected_categories: z.array(id),
  selected_difficulties: z.array(difficulty),
  developer: z.boolean(),
  /** A new address waiting for its mailed confirmation link; the old one counts until then. */
  pending_email: z.optional(z.nullable(email)),
});
export type User = z.infer<typeof userSchema>;

export const sessionSchema = z.object({ user: userSchema, token: z.string().check(z.minLength(1)) });
export type Session = z.infer<typeof sessionSchema>;

export const categorySchema = z.object({
  id,
  name: text(),
  module: moduleId,
  roles: z.array(role),
});
export type Category = z.infer<typeof categorySchema>;

export const userCourseSchema = z.object({
  id,
  coins: z.int().check(z.gte(0)),
  module: moduleId,
  role,
  selected_categories: z.array(id),
  /** de booked-course variant only. */
  hours: z.optional(z.int().check(z.positive())),
  category: z.optional(z.object({ id, name: text() })),
  category_id: z.optional(id),
});
export type UserCourse = z.infer<typeof userCourseSchema>;

export const answerSchema = z.object({ id, text: multilineText(TEXT_LIMITS.longText) });
export const questionSchema = z.object({
  id,
  text: multilineText(TEXT_LIMITS.longText),
  answers: z.array(answerSchema).check(z.minLength(2), z.maxLength(8)),
  categories: z.array(z.object({ id, name: text() })),
  coins: difficulty,
  /** Beyond the original product: whether more than one answer may be selected. */
  multiple: z._default(z.boolean(), false),
});
export type Question = z.infer<typeof questionSchema>;

/** Answer check result: the ids of the correct answers. Further fields are not shown. */
export const guessResultSchema = z.array(id);
export type GuessResult = z.infer<typeof guessResultSchema>;

/**
 * The reply to a quiz guess (beyond the original product): the correct answer ids and, only now that the
 * answer is checked, why the right answer is right and where it is written (null while the question bank has
 * none for the question). The question itself never carries them.
 */
export const guessReplySchema = z.object({
  correct_answers: guessResultSchema,
  explanation: z.nullable(multilineText(TEXT_LIMITS.longText)),
  source: z.nullable(text(TEXT_LIMITS.shortText)),
});
export type GuessReply = z.infer<typeof guessReplySchema>;

export const addressSchema = z.object({
  address_1: z.nullable(text()),
  postal_code: z.nullable(text(10)),
  city: z.nullable(text()),
});
export type Address = z.infer<typeof addressSchema>;

export const associationSchema = z.enum(ASSOCIATIONS);

export const companySchema = z.object({
  id,
  name: text(),
  name_short: text(),
  logo: z.nullable(text(TEXT_LIMITS.longText)),
  courses: z._default(z.array(z.lazy(() => companyCourseSchema)), []),
  /** Beyond the original product: the company's welcome text and contact person (its console writes them). */
  welcome: z.optional(z.nullable(multilineText(TEXT_LIMITS.longText))),
  contact: z.optional(z.nullable(z.object({ name: text(), email: text(TEXT_LIMITS.email), phone: text() }))),
});
export type Company = z.infer<typeof companySchema>;

export const COMPANY_COURSE_STATUSES = ['new', 'started', 'certificate_requested'] as const;
export const COMPANY_COURSE_RESULTS = ['in-progress', 'passed', 'failed'] as const;
export const companyCourseSchema = z.object({
  id,
  name: text(),
  status: z.enum(COMPANY_COURSE_STATUSES),
  result: z.enum(COMPANY_COURSE_RESULTS),
  correct_count: z.int().check(z.gte(0)),
  question_count: z.int().check(z.gte(0)),
  answered_count: z.int().check(z.gte(0)),
  /** Beyond the original product: the correct answers needed to pass, shown before the course starts. */
  pass_mark: z.int().check(z.gte(0)),
  /** Beyond the original product: the day (YYYY-MM-DD) the company wants the course done by. */
  deadline: z.optional(z.nullable(z.iso.date())),
});
export type CompanyCourse = z.infer<typeof companyCourseSchema>;

export const newsProviderSchema = z.object({ id, name: text() });
export type NewsProvider = z.infer<typeof newsProviderSchema>;

export const newsArticleSchema = z.object({
  id,
  provider_id: id,
  date: isoDate,
  title: text(),
  text: multilineText(TEXT_LIMITS.longText),
  thumbnail: z.nullable(text(TEXT_LIMITS.longText)),
  url: z.url({ protocol: /^https?$/ }),
  provider: text(),
  impression_id: z._default(z.nullable(text()), null),
});
export type NewsArticle = z.infer<typeof newsArticleSchema>;

export const AD_TYPES = ['banner', 'fullscreen', 'fullscreen-with-code'] as const;
export const adItemSchema = z.object({
  impression_id: text(),
  type: z.enum(AD_TYPES),
  url: z.url({ protocol: /^https?$/ }),
  thumbnail: text(TEXT_LIMITS.longText),
  code: z.nullable(text(50)),
  /**
   * Beyond the entity the product started with: the text of the ad's image, for its alt attribute (an ad is
   * an image with words).
   */
  alt: z.optional(text()),
});
export type AdItem = z.infer<typeof adItemSchema>;

export const PROMO_STATUSES = ['VALID', 'EXPIRED', 'NOTYET', 'DEPLETED', 'REDEEMED', 'FLOODED'] as const;
export const promoCodeStatusSchema = z.object({
  status: z.string().check(z.maxLength(50)),
  discount_relative: z.number().check(z.gte(0), z.lte(1)),
  discount_absolute: z.number().check(z.gte(0)),
});
export type PromoCodeStatus = z.infer<typeof promoCodeStatusSchema>;

/** Payload of a realtime `destroyed` event; `created` and `updated` carry the entity itself. */
export const realtimeDestroyedSchema = z.object({ id });
export type RealtimeDestroyed = z.infer<typeof realtimeDestroyedSchema>;

/**
 * The operator of the service (server configuration SELLER_*), sent with /app/init for the Impressum
 * (§ 5 DDG), the privacy policy's controller and the terms. Only what those pages publish: no bank
 * account, no tax number.
 */
export const operatorSchema = z.object({
  name: text(),
  street: text(),
  postal_code: text(20),
  city: text(),
  country: z.enum(['DE', 'AT', 'CH']),
  email: text(),
  phone: text(50),
  web: text(),
  register_court: text(),
  register_number: text(50),
  managing_director: text(),
  vat_id: text(50),
});
export type Operator = z.infer<typeof operatorSchema>;
