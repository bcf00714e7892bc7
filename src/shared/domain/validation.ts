/**
 * Form validation (docs/product-rules.md#forms-and-validation): the field rules every form builds on and the
 * login area's forms, which load with the first page; the other screens' forms are in ./forms. Every schema
 * reports the catalog's German messages, so a form can show `fieldErrors(schema.safeParse(values))` as is.
 * Required means not empty after trimming.
 */
import { z } from 'zod/mini';
import { MIN_PASSWORD_LENGTH, TEXT_LIMITS, type Country } from '../api/constants';
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
export const requiredText = (message: string) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, { error: message, abort: true }));
export const optionalText = z.optional(z.string().check(z.trim()));
export const emailField = (requiredMessage: string) =>
  requiredText(requiredMessage).check(z.refine(isValidEmail, { error: m.emailInvalid }));
/**
 * Passwords are never trimmed (spaces are characters), but blanks alone count as missing. No `abort`
 * here: an explicitly aborted field would also stop the form's cross-field rules (the repeated new
 * password), so a blank one skips the length rule by itself instead.
 */
export const requiredPassword = (message: string) =>
  z.string({ error: message }).check(z.refine((s) => s.trim().length > 0, { error: message }));
export const newPassword = (requiredMessage: string) =>
  requiredPassword(requiredMessage).check(
    z.refine((s) => s.trim().length === 0 || s.length >= MIN_PASSWORD_LENGTH, { error: m.passwordTooShort }),
  );

/**
 * Cross-field rules run even when another field failed (zod skips them after a type error by default):
 * forms show every message at once. They therefore receive unparsed values and check types themselves.
 */
export const alwaysRun = { when: () => true };
export const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
export const isBlank = (value: unknown): boolean => typeof value !== 'string' || value.trim().length === 0;

export const emailSchema = emailField(m.emailRequired);

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
