import { z } from 'zod/mini';
import { defineCall, okSchema } from '../call';
import { TEXT_LIMITS } from '../constants';
import { imageUploadSchema } from '../../domain/images';
import { id, isoDate, pathId, text } from '../primitives';
import { companyDeskMessages as m } from '../../messages/companyDesk';

/**
 * Companies in the back office (docs/product-rules.md#companies), under /api/admin/companies. Operators
 * create and edit them and invite company admins by e-mail; a company admin opens only their own
 * company's page (any other company's id is unknown to them: 404). The invitation's page is for visitors:
 * its token is the credential.
 */

/** Rows of the list per page. */
export const COMPANY_PAGE_SIZE = 50 as const;
/** The bounds of the fields, shared by the form, the contract and the server. */
export const COMPANY_LIMITS = {
  nameMin: 2,
  nameMax: 120,
  shortNameMin: 2,
  shortNameMax: 30,
  /** A company admin's password, set on the invitation's page. */
  passwordMin: 12,
} as const;
/** How long an invitation's link is valid. */
export const INVITATION_VALIDITY_MS = 7 * 24 * 60 * 60_000;

const trimmed = (min: number, max: number, message: string) =>
  z.string({ error: message }).check(
    z.trim(),
    z.minLength(min, { error: message }),
    z.maxLength(max, { error: message }),
    // The shared primitive refuses control characters and the like.
    z.refine((value) => text(max).safeParse(value).success, { error: message }),
  );

/**
 * What an operator writes: the same fields for a new company and a changed one. The logo is an upload
 * (PNG, JPEG or WebP up to 2 MB, docs/product-rules.md#images), stored resized as WebP; absent, a new
 * company has none and a changed one keeps its own.
 */
export const companyInputSchema = z.strictObject({
  name: trimmed(COMPANY_LIMITS.nameMin, COMPANY_LIMITS.nameMax, m.nameRange),
  short_name: trimmed(COMPANY_LIMITS.shortNameMin, COMPANY_LIMITS.shortNameMax, m.shortNameRange),
  logo: z.optional(imageUploadSchema),
});
export type CompanyInput = z.output<typeof companyInputSchema>;

/** A company as the list shows it. */
export const companySummarySchema = z.object({
  id,
  name: z.string(),
  short_name: z.string(),
  /** The logo's URL (or a data: URL of a seeded one), null without one. */
  logo: z.nullable(z.string()),
  /** Learners who redeemed one of its codes, and its courses. */
  members: z.int().check(z.gte(0)),
  courses: z.int().check(z.gte(0)),
  created_at: z.nullable(isoDate),
  updated_at: z.nullable(isoDate),
});
export type CompanySummary = z.infer<typeof companySummarySchema>;

export const COMPANY_ADMIN_STATES = ['invited', 'expired', 'active'] as const;
export type CompanyAdminState = (typeof COMPANY_ADMIN_STATES)[number];

/** A company admin: invited (the link still valid), the invitation expired, or active (a password set). */
export const companyAdminSchema = z.object({
  id,
  email: z.string(),
  name: z.string(),
  state: z.enum(COMPANY_ADMIN_STATES),
  invited_at: z.nullable(isoDate),
  /** While invited: when the link stops working. */
  invitation_expires_at: z.nullable(isoDate),
});
export type CompanyAdmin = z.infer<typeof companyAdminSchema>;

/** A company's page: its courses with their participants, and (for operators only) its admins. */
export const companySchema = z.extend(companySummarySchema, {
  course_list: z.array(z.object({ id, name: z.string(), enrolled: z.int().check(z.gte(0)) })),
  admins: z.optional(z.array(companyAdminSchema)),
});
export type Company = z.infer<typeof companySchema>;

/** The list, paged, by name: search by a part of the name or the short name (case-insensitive). */
export const companiesCall = defineCall({
  name: 'admin.companies.index',
  method: 'GET',
  query: z.object({
    search: z.optional(text(COMPANY_LIMITS.nameMax)),
    page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000)), 1),
  }),
  response: z.object({
    data: z.array(companySummarySchema).check(z.maxLength(COMPANY_PAGE_SIZE)),
    page: z.int().check(z.gte(1)),
    per_page: z.literal(COMPANY_PAGE_SIZE),
    total: z.int().check(z.gte(0)),
  }),
});

const companyParams = z.object({ company: pathId });

/** One company; a company admin gets only their own (any other id: 404, so ids tell nothing). */
export const companyCall = defineCall({
  name: 'admin.companies.show',
  method: 'GET',
  params: companyParams,
  response: companySchema,
});

/** A new company (409 `company.short-name-taken` when another has the same short name, in any case). */
export const companyCreateCall = defineCall({
  name: 'admin.companies.store',
  method: 'POST',
  body: companyInputSchema,
  response: companySchema,
});

/** Changes a company's name and short name (409 as above). */
export const companyUpdateCall = defineCall({
  name: 'admin.companies.update',
  method: 'PUT',
  params: companyParams,
  body: companyInputSchema,
  response: companySchema,
});

export const companyAdminInputSchema = z.strictObject({
  name: z.string({ error: m.adminNameRequired }).check(
    z.trim(),
    z.minLength(1, { error: m.adminNameRequired }),
    z.maxLength(TEXT_LIMITS.name, { error: m.adminNameRequired }),
    z.refine((value) => text(TEXT_LIMITS.name).safeParse(value).success, { error: m.adminNameRequired }),
  ),
  email: z.pipe(
    z
      .string({ error: m.emailInvalid })
      .check(z.trim(), z.toLowerCase(), z.maxLength(TEXT_LIMITS.email, { error: m.emailInvalid })),
    z.email({ error: m.emailInvalid }),
  ),
});
export type CompanyAdminInput = z.output<typeof companyAdminInputSchema>;

/**
 * Invites a company admin: a new back-office account of role company_admin bound to the company, without a
 * usable password, and a mail with a link (/admin/einladung/<token>) valid 7 days and once. An address that
 * has a back-office account already: 409 `company-admin.email-taken`.
 */
export const companyAdminInviteCall = defineCall({
  name: 'admin.companies.admins.store',
  method: 'POST',
  params: companyParams,
  body: companyAdminInputSchema,
  response: companyAdminSchema,
});

/** Withdraws an open invitation, or removes an admin: the account can no longer sign in. */
export const companyAdminRemoveCall = defineCall({
  name: 'admin.companies.admins.destroy',
  method: 'DELETE',
  params: z.object({ company: pathId, admin: pathId }),
  response: okSchema,
});

export const invitationAcceptSchema = z.strictObject({
  token: z.string().check(z.minLength(1), z.maxLength(TEXT_LIMITS.token)),
  password: z
    .string({ error: m.passwordRange })
    .check(
      z.minLength(COMPANY_LIMITS.passwordMin, { error: m.passwordRange }),
      z.maxLength(TEXT_LIMITS.password, { error: m.passwordRange }),
    ),
});

/**
 * The invitation's page (visitors): the mailed token and a new password. A token unknown, expired, withdrawn
 * or spent: 404 `invitation.invalid`. Then the account signs in as staff do and enrolls its second factor.
 */
export const invitationAcceptCall = defineCall({
  name: 'admin.invitations.accept',
  method: 'POST',
  body: invitationAcceptSchema,
  response: z.object({ email: z.string() }),
});
