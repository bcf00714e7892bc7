import { z } from 'zod/mini';
import { defineCall, okSchema, userParam } from '../call';
import { companyCourseSchema, companySchema, guessReplySchema, questionSchema } from '../entities';
import { id, isoDate, pathId, requiredText } from '../primitives';

const userPath = z.object({ user: userParam });
const companyPath = z.object({ user: userParam, company: pathId });
const companyCoursePath = z.extend(companyPath, { course: pathId });

export const companiesCall = defineCall({
  name: 'app.users.companies.index',
  method: 'GET',
  params: userPath,
  response: z.array(companySchema),
});

export const companyCoursesCall = defineCall({
  name: 'app.users.companies.courses.index',
  method: 'GET',
  params: companyPath,
  response: z.array(companyCourseSchema),
});

export const companyCourseCall = defineCall({
  name: 'app.users.companies.courses.show',
  method: 'GET',
  params: companyCoursePath,
  response: companyCourseSchema,
});

export const destroyCompanyCourseCall = defineCall({
  name: 'app.users.companies.courses.destroy',
  method: 'DELETE',
  params: companyCoursePath,
  response: okSchema,
});

export const companyInviteCall = defineCall({
  name: 'app.platform.invite',
  method: 'POST',
  body: z.object({ course_id: id }),
  response: companyCourseSchema,
});

/** The reply is the id of the company the code unlocks. */
export const companyCodeCall = defineCall({
  name: 'app.users.company-codes.store',
  method: 'POST',
  params: userPath,
  body: z.object({ code: requiredText(50) }),
  response: z.object({ company_id: id }),
});

export const companyQuestionCall = defineCall({
  name: 'app.users.companies.courses.question',
  method: 'GET',
  params: companyCoursePath,
  response: z.nullable(questionSchema),
});

export const companyGuessCall = defineCall({
  name: 'app.users.companies.courses.question.guess',
  method: 'POST',
  params: companyCoursePath,
  body: z.object({ answers: z.array(id).check(z.minLength(1), z.maxLength(8)), question_id: z.optional(id) }),
  response: z.extend(guessReplySchema, { course: companyCourseSchema }),
});

export const certifyCall = defineCall({
  name: 'app.platform.certify',
  method: 'POST',
  body: z.object({ course_id: id }),
  response: companyCourseSchema,
});

/** Beyond the original product: the public check of a company certificate's verification code (no login). */
export const CERTIFICATE_STATUSES = ['valid', 'revoked'] as const;
export const certificateVerificationSchema = z.object({
  participant: z.string().check(z.maxLength(300)),
  course: z.string().check(z.maxLength(300)),
  company: z.string().check(z.maxLength(300)),
  issued_at: isoDate,
  status: z.enum(CERTIFICATE_STATUSES),
  /** Since when a revoked certificate is revoked (docs/product-rules.md#company-results). */
  revoked_at: z.optional(z.nullable(isoDate)),
});
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;

/** Codes are short upper-case letters and digits in groups, e.g. 'K7PQ-9XZ2-M4TA'. */
export const verificationCode = z
  .string()
  .check(z.trim(), z.toUpperCase(), z.regex(/^[0-9A-Z]{4}(?:-[0-9A-Z]{4}){2}$/));

export const verifyCertificateCall = defineCall({
  name: 'certificates.verify',
  method: 'GET',
  params: z.object({ code: verificationCode }),
  response: certificateVerificationSchema,
});
