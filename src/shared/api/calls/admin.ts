import { z } from 'zod/mini';
import {
  ADMIN_OVERVIEW,
  ADMIN_RECOVERY_CODES,
  ADMIN_ROLES,
  AUDIT_PAGE_SIZE,
  TEXT_LIMITS,
} from '../constants';
import { calendarDate } from '../questionBank';
import { defineCall, okSchema, type CallResponse } from '../call';
import { email, id, isoDate, password, pathId, requiredText, text } from '../primitives';

/**
 * The back office (docs/product-rules.md#back-office): its own accounts, sessions and audit log, under
 * /api/admin. Sign-in is two calls: the password, then the second factor.
 */

export const adminRole = z.enum(ADMIN_ROLES);

export const adminAccountSchema = z.object({
  id,
  email: z.string().check(z.maxLength(TEXT_LIMITS.email)),
  name: z.string().check(z.maxLength(TEXT_LIMITS.name)),
  role: adminRole,
  /** A company admin's company (docs/product-rules.md#companies); staff accounts have none. */
  company_id: z.optional(id),
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;

/** An admin session: its bearer token (only in the sign-in's reply) and when it ends. */
export const adminSessionSchema = z.object({
  account: adminAccountSchema,
  /** When the session ends unless a request comes first (30 minutes idle). */
  idle_expires_at: isoDate,
  /** When it ends in any case (8 hours after the sign-in). */
  expires_at: isoDate,
});

/** The challenge between the password and the second factor. */
const challenge = requiredText(TEXT_LIMITS.token);

/**
 * Step 1, the password. An enrolled account answers with a challenge for its code; an account without a
 * second factor yet gets its enrollment: the TOTP secret, its otpauth:// URI (the client draws the QR
 * code) and the ten recovery codes, shown this once. The enrollment counts once a first code confirms it.
 */
export const adminSignInCall = defineCall({
  name: 'admin.session.store',
  method: 'POST',
  body: z.strictObject({ email, password }),
  // A plain union of the two steps (their literals tell them apart) and checks the renderer already uses
  // elsewhere: zod's discriminated union, length and startsWith checks would add to the first page's chunk.
  response: z.union([
    z.object({ step: z.literal('code'), challenge: z.string(), challenge_expires_at: isoDate }),
    z.object({
      step: z.literal('enroll'),
      challenge: z.string(),
      challenge_expires_at: isoDate,
      secret: z.string().check(z.regex(/^[A-Z2-7]+$/)),
      otpauth_uri: z.string().check(z.regex(/^otpauth:\/\/totp\//)),
      recovery_codes: z
        .array(z.string())
        .check(z.minLength(ADMIN_RECOVERY_CODES), z.maxLength(ADMIN_RECOVERY_CODES)),
    }),
  ]),
  // A retry only starts another challenge; nothing is charged twice.
  idempotent: true,
});

/**
 * Step 2, the second factor: a TOTP code (6 digits) or, for an enrolled account, one of its recovery
 * codes, which is then spent. The enrollment's challenge takes only a TOTP code.
 */
export const adminVerifyCall = defineCall({
  name: 'admin.session.verify',
  method: 'POST',
  body: z.strictObject({ challenge, code: requiredText(40) }),
  response: z.object({
    token: z.string(),
    ...adminSessionSchema.shape,
    /** Recovery codes not spent yet. */
    recovery_codes_left: z.int().check(z.gte(0), z.lte(ADMIN_RECOVERY_CODES)),
  }),
  // A replayed code is refused anyway: the second try fails like any spent code.
  idempotent: true,
});

export const adminSignOutCall = defineCall({
  name: 'admin.session.destroy',
  method: 'DELETE',
  response: okSchema,
});

export const adminMeCall = defineCall({
  name: 'admin.me',
  method: 'GET',
  response: adminSessionSchema,
});

const count = z.int().check(z.gte(0));

/**
 * The back office's start page: answers given per day (every quiz, company courses included) and learners
 * who signed up per week, oldest first and without gaps; open reports; live questions due for review (the
 * desk's list shows them with state=live&valid_before=review_due_before).
 */
export const adminOverviewCall = defineCall({
  name: 'admin.overview',
  method: 'GET',
  response: z.object({
    answers_per_day: z
      .array(z.object({ day: calendarDate, answers: count }))
      .check(z.length(ADMIN_OVERVIEW.days)),
    /** Each week by its Monday. */
    learners_per_week: z
      .array(z.object({ week: calendarDate, learners: count }))
      .check(z.length(ADMIN_OVERVIEW.weeks)),
    open_reports: count,
    review_due: count,
    review_due_before: calendarDate,
  }),
});
export type AdminOverview = CallResponse<typeof adminOverviewCall>;

export const auditEntrySchema = z.object({
  id,
  at: isoDate,
  actor: z.nullable(z.object({ id, email: z.string() })),
  ip: z.nullable(z.string()),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.nullable(z.string()),
  before: z.nullable(z.unknown()),
  after: z.nullable(z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const filterText = z.optional(text(100));
/** A moment the database can hold: ISO 8601 with an offset, between the years 1900 and 9999. */
const filterDate = z.optional(
  isoDate.check(
    z.refine((value) => {
      const at = Date.parse(value);
      return at >= Date.UTC(1900, 0, 1) && at < Date.UTC(10_000, 0, 1);
    }),
  ),
);

/** The audit log, newest first, AUDIT_PAGE_SIZE rows a page; every filter is optional. */
export const auditLogCall = defineCall({
  name: 'admin.audit.index',
  method: 'GET',
  query: z.object({
    /** The admin account that acted. */
    actor: z.optional(pathId),
    action: filterText,
    /** The kind of entity, e.g. `admin_account`, `question`. */
    entity: filterText,
    entity_id: filterText,
    /** From this moment on (inclusive) and before this one (exclusive). */
    from: filterDate,
    to: filterDate,
    page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000)), 1),
  }),
  response: z.object({
    data: z.array(auditEntrySchema).check(z.maxLength(AUDIT_PAGE_SIZE)),
    page: z.int().check(z.gte(1)),
    per_page: z.literal(AUDIT_PAGE_SIZE),
    total: z.int().check(z.gte(0)),
  }),
});
