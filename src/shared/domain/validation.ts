/**
 * Form validation (docs/product-rules.md#forms-and-validation). Every schema reports the catalog's German
 * messages, so a form can show `fieldErrors(schema.safeParse(values))` as is. Required means not empty after
 * trimming.
 */
import { z } from 'zod/mini';
import {
  COURSE_HOURS,
  MIN_PASSWORD_LENGTH,
  RATING_MAX,
  RATING_MIN,
  TEXT_LIMITS,
  type Association,
  type Country,
} from '../api/constants';
import { coursesMessages } from '../messages/courses';
import { validationMessages } from '../messages/validation';

const m = validationMessages;

/** PLZ: 4 (at, ch) or 5 (de) ASCII digits. */
export function isValidPlz(value: string): boolean {
  return /^[0-9]{4,5}$/.test(value.trim());
}

/** Zod's own e-mail pattern, the one the API schemas use, so a form never accepts what the server rejects. */
export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= TEXT_LIMITS.email && z.regexes.email.test(email);
}

/**
 * The gut beraten ID: the registration date JJJJMMTT (a real calendar date), six and two characters
 * (digits or capital letters), e.g. '20240115-4A7K2P-03'. Case and surrounding blanks are forgiven.
 */
export function isValidGutberatenId(value: string): boolean {
  const match = /^(\d{4})(\d{2})(\d{2})-[0-9A-Z]{6}-[0-9A-Z]{2}$/.exec(value.trim().toUpperCase());
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 2000 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The VAT/UID field is only shown (and only submitted) with a company outside Switzerland. */
export function isVatFieldVisible(company: string | undefined, country: Country): boolean {
  return country !== 'ch' && (company ?? '').trim().length > 0;
}

// `abort` stops later checks of the same field, so an empty field reports "required" and nothing else.
const requiredText = (message: string) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, { error: message, abort: true }));
const optionalText = z.optional(z.string().check(z.trim()));
const emailField = (requiredMessage: string) =>
  requiredText(requiredMessage).check(z.refine(isValidEmail, { error: m.emailInvalid }));
/**
 * Passwords are never trimmed (spaces are characters), but blanks alone count as missing. No `abort`
 * here: an explicitly aborted field would also stop the form's cross-field rules (the repeated new
 * password), so a blank one skips the length rule by itself instead.
 */
const requiredPassword = (message: string) =>
  z.string({ error: message }).check(z.refine((s) => s.trim().length > 0, { error: message }));
const newPassword = (requiredMessage: string) =>
  requiredPassword(requiredMessage).check(
    z.refine((s) => s.trim().length === 0 || s.length >= MIN_PASSWORD_LENGTH, { error: m.passwordTooShort }),
  );

/**
 * Cross-field rules run even when another field failed (zod skips them after a type error by default):
 * forms show every message at once. They therefore receive unparsed values and check types themselves.
 */
const alwaysRun = { when: () => true };
const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
const isBlank = (value: unknown): boolean => typeof value !== 'string' || value.trim().length === 0;

export const emailSchema = emailField(m.emailRequired);

export interface AddressFormOptions {
  country: Country;
  /** The Swiss association being ordered for; Cicero needs the Cicero number. */
  association?: Association | null;
  /** True when the form offers the gutberaten registration (de course checkout). */
  gutberaten?: boolean;
}

export function addressFormSchema({ country, association = null, gutberaten = false }: AddressFormOptions) {
  const isCicero = association === 'cicero';
  const fields = z
    .object({
      first_name: requiredText(m.firstNameRequired),
      last_name: requiredText(m.lastNameRequired),
      street: requiredText(country === 'ch' ? m.streetRequiredCh : m.streetRequired),
      postal_code: requiredText(m.postalCodeRequired).check(
        z.refine(isValidPlz, { error: m.postalCodeInvalid }),
      ),
      city: requiredText(m.cityRequired),
      company: optionalText,
      ustIdNr: optionalText,
      /** The registration tick box. */
      gutberaten: z.optional(z.boolean()),
      gutberatenNum: optionalText,
      ciceroNum: isCicero ? requiredText(m.ciceroNumRequired) : optionalText,
    })
    .check(
      z.superRefine((raw, ctx) => {
        const values = asRecord(raw);
        if (gutberaten && values.gutberaten === true && isBlank(values.gutberatenNum)) {
          ctx.addIssue({ code: 'custom', path: ['gutberatenNum'], message: m.gutberatenNumRequired });
        } else if (
          gutberaten &&
          values.gutberaten === true &&
          typeof values.gutberatenNum === 'string' &&
          !isValidGutberatenId(values.gutberatenNum)
        ) {
          ctx.addIssue({ code: 'custom', path: ['gutberatenNum'], message: m.gutberatenNumInvalid });
        }
      }, alwaysRun),
    );
  return z.pipe(
    fields,
    z.transform((values: z.output<typeof fields>) => ({
      ...values,
      // Hidden fields are dropped so a stale value typed before hiding them is never invoiced.
      ustIdNr: isVatFieldVisible(values.company, country) ? values.ustIdNr : undefined,
      gutberaten: gutberaten && values.gutberaten === true,
      gutberatenNum:
        gutberaten && values.gutberaten === true ? values.gutberatenNum?.toUpperCase() : undefined,
      ciceroNum: isCicero ? values.ciceroNum : undefined,
    })),
  );
}

export const loginFormSchema = z.object({
  email: emailSchema,
  password: requiredPassword(m.loginPasswordRequired),
});

export const signupFormSchema = z.object({
  first_name: requiredText(m.firstNameRequired),
  last_name: requiredText(m.lastNameRequired),
  email: emailSchema,
  password: newPassword(m.signupPasswordRequired),
  tos: z.literal(true, { error: m.tosRequired }),
});

/** Email and reset token come from the link's query, so the form itself only asks for the new password. */
export const resetPasswordFormSchema = z.object({
  password: newPassword(m.newPasswordRequired),
});

export const accountNameFormSchema = z.object({
  first_name: requiredText(m.accountFirstNameRequired),
  last_name: requiredText(m.accountLastNameRequired),
});

export const changeEmailFormSchema = z.object({
  email: emailSchema,
  password: requiredPassword(m.currentPasswordRequired),
});

export const changePasswordFormSchema = z
  .object({
    password: requiredPassword(m.currentPasswordRequired),
    new_password: newPassword(m.newPasswordRequired),
    new_password_repeat: z.string({ error: m.passwordsDoNotMatch }),
  })
  .check(
    z.superRefine((raw, ctx) => {
      const values = asRecord(raw);
      if (values.new_password_repeat !== values.new_password) {
        ctx.addIssue({ code: 'custom', path: ['new_password_repeat'], message: m.passwordsDoNotMatch });
      }
    }, alwaysRun),
  );

export const deleteAccountFormSchema = z.object({
  password: requiredPassword(m.currentPasswordRequired),
});

const ratingError = { error: m.ratingRequired };
/** The form of the contract's feedbackCall body, with the catalog's messages. */
export const feedbackFormSchema = z.object({
  rating: z
    .number(ratingError)
    .check(z.int(ratingError), z.gte(RATING_MIN, ratingError), z.lte(RATING_MAX, ratingError)),
  feedback: z.optional(
    z.string().check(z.trim(), z.maxLength(TEXT_LIMITS.longText, { error: m.feedbackTooLong })),
  ),
  anonymous: z._default(z.boolean(), false),
});

const categoryError = { error: coursesMessages.categoryRequired };
const hoursError = { error: coursesMessages.hoursRequired };
/** Book course (de): a category and 1, 3 or 5 hours. */
export const bookCourseFormSchema = z.object({
  category_id: z.number(categoryError).check(z.int(categoryError), z.positive(categoryError)),
  hours: z.union(
    COURSE_HOURS.map((hours) => z.literal(hours, hoursError)),
    hoursError,
  ),
});

export const accessCodeFormSchema = z.object({
  code: requiredText(m.accessCodeRequired),
});

/** A logged-in user's name and e-mail are known, so only a visitor is asked for them. */
export function errorReportFormSchema({ loggedIn }: { loggedIn: boolean }) {
  return z.object({
    name: loggedIn ? optionalText : requiredText(m.errorReportNameRequired),
    email: loggedIn ? optionalText : emailField(m.errorReportEmailRequired),
    what_happened: requiredText(m.errorReportWhatHappenedRequired),
  });
}

interface ParseOutcome {
  success: boolean;
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } | undefined;
}

/** First message per field, keyed by dotted path ('address.city'); '' holds form-level messages. */
export function fieldErrors(result: ParseOutcome): Record<string, string> {
  const errors: Record<string, string> = {};
  if (result.success || !result.error) return errors;
  for (const issue of result.error.issues) {
    errors[issue.path.map(String).join('.')] ??= issue.message;
  }
  return errors;
}
