import { z } from 'zod/mini';
import { defineCall, okSchema } from '../call';
import { id, isoDate, pathId, text } from '../primitives';
import { companyResultsMessages as m } from '../../messages/companyResults';
import { verificationCode } from './company';

/**
 * A company course's participants and results in the company console (docs/product-rules.md#company-results),
 * under /api/admin/companies/{company}/courses/{companyCourse}. Operators open any company's, a company admin only
 * their own company's (any other id: 404, so ids tell nothing). The list changes live: a participant's
 * answer, enrolment, certificate or removal is sent to the course's realtime room (COMPANY_COURSE_ROOM).
 */

/** The bounds of a revocation's reason, shared by the form, the contract and the server. */
export const REVOKE_REASON_LIMITS = { min: 3, max: 500 } as const;
/** The exports' bytes are at most this (base64 in the reply). */
export const RESULTS_EXPORT_MAX_BYTES = 50 * 1024 * 1024;

export const PARTICIPANT_RESULTS = ['in-progress', 'passed', 'failed'] as const;
export type ParticipantResult = (typeof PARTICIPANT_RESULTS)[number];

export const participantSchema = z.object({
  user_id: id,
  name: z.string(),
  email: z.string(),
  /** When the participant started the course (the invitation accepted). */
  started_at: z.nullable(isoDate),
  /** When the result was decided (the deciding answer), null while it runs. */
  finished_at: z.nullable(isoDate),
  answered: z.int().check(z.gte(0)),
  correct: z.int().check(z.gte(0)),
  result: z.enum(PARTICIPANT_RESULTS),
  certificate: z.nullable(
    z.object({
      code: z.string(),
      issued_at: isoDate,
      revoked_at: z.nullable(isoDate),
      revoked_reason: z.nullable(z.string()),
    }),
  ),
});
export type Participant = z.infer<typeof participantSchema>;

export const participantsSchema = z.object({
  course: z.object({
    id,
    company_id: id,
    name: z.string(),
    pass_mark: z.int().check(z.gte(0)),
    question_count: z.int().check(z.gte(0)),
  }),
  participants: z.array(participantSchema),
});
export type Participants = z.infer<typeof participantsSchema>;

/** The course's path parameter is `companyCourse`: a learner's `course` is one of their own courses. */
const courseParams = z.object({ company: pathId, companyCourse: pathId });

/** The course's participants (enrolled, not removed), by name. */
export const participantsCall = defineCall({
  name: 'admin.company-courses.participants.index',
  method: 'GET',
  params: courseParams,
  response: participantsSchema,
});

/**
 * Removes a participant from the course: the enrolment ends and the answers are deleted; a certificate
 * stays until revoked (docs/product-rules.md#company-results). Unknown or removed already: 404.
 */
export const participantRemoveCall = defineCall({
  name: 'admin.company-courses.participants.destroy',
  method: 'DELETE',
  params: z.object({ company: pathId, companyCourse: pathId, participant: pathId }),
  response: okSchema,
});

export const RESULTS_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ResultsExportFormat = (typeof RESULTS_EXPORT_FORMATS)[number];

/** A file to save: its name, type and bytes. */
export const exportFileSchema = z.object({
  filename: z.string().check(z.maxLength(300)),
  content_type: z.string().check(z.maxLength(200)),
  content_base64: z.string().check(z.maxLength(Math.ceil(RESULTS_EXPORT_MAX_BYTES / 3) * 4)),
});
export type ExportFile = z.infer<typeof exportFileSchema>;

/** The results as CSV (UTF-8 with BOM, semicolons, formula cells escaped) or XLSX. */
export const resultsExportCall = defineCall({
  name: 'admin.company-courses.results.export',
  method: 'GET',
  params: courseParams,
  query: z.object({ format: z.enum(RESULTS_EXPORT_FORMATS) }),
  response: exportFileSchema,
});

/** Every valid certificate of the course, one PDF each as issued, in one ZIP. */
export const certificatesArchiveCall = defineCall({
  name: 'admin.company-courses.certificates.archive',
  method: 'GET',
  params: courseParams,
  response: exportFileSchema,
});

export const revokeInputSchema = z.strictObject({
  reason: z.string({ error: m.reasonRange }).check(
    z.trim(),
    z.minLength(REVOKE_REASON_LIMITS.min, { error: m.reasonRange }),
    z.maxLength(REVOKE_REASON_LIMITS.max, { error: m.reasonRange }),
    z.refine((value) => text(REVOKE_REASON_LIMITS.max).safeParse(value).success, { error: m.reasonRange }),
  ),
});
export type RevokeInput = z.output<typeof revokeInputSchema>;

/**
 * Revokes a certificate of the company's course with a reason: the public verification then says revoked
 * and since when. Revoked already: 409 `company-certificate.revoked`.
 */
export const certificateRevokeCall = defineCall({
  name: 'admin.company-certificates.revoke',
  method: 'POST',
  params: z.object({
    company: pathId,
    code: verificationCode,
  }),
  body: revokeInputSchema,
  response: okSchema,
});

/**
 * The live list: a back-office socket (authenticated with the admin session's token) asks to join a course
 * with COMPANY_COURSE_JOIN `{ course }`, answered `{ ok }`: an operator may watch any course, a company admin
 * only their company's. It then gets `${companyCourseChannel(course)}.updated` with `{ course }` whenever a
 * participant enrols, answers, requests a certificate or is removed, or a certificate is revoked.
 */
export const COMPANY_COURSE_JOIN = 'company-course.join';
export const companyCourseChannel = (courseId: number) => `company-courses.${courseId}.participants`;
