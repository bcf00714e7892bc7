/**
 * The forms of the signed-in screens (account, checkout address, feedback, booking, access code, error
 * report), built on the field rules of ./validation; apart from it so the first page does not carry them.
 */
import { z } from 'zod/mini';
import {
  COURSE_HOURS,
  RATING_MAX,
  RATING_MIN,
  TEXT_LIMITS,
  type Association,
  type Country,
} from '../api/constants';
import { coursesMessages } from '../messages/courses';
import { validationMessages } from '../messages/validation';
import {
  alwaysRun,
  asRecord,
  emailField,
  emailSchema,
  isBlank,
  isValidGutberatenId,
  isValidPlz,
  isVatFieldVisible,
  newPassword,
  optionalText,
  requiredPassword,
  requiredText,
} from './validation';

const m = validationMessages;

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
