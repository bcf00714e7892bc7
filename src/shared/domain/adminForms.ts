/**
 * The back office's forms (docs/product-rules.md#back-office): the sign-in's two steps and the audit log's
 * filters, with the adminRealm catalog's messages. They check what the contract's calls (calls/admin.ts)
 * take, so a form never sends what the server refuses.
 */
import { z } from 'zod/mini';
import { MAX_ID } from '../api/constants';
import { adminRealmMessages as m } from '../messages/adminRealm';
import { cancellationsMessages } from '../messages/cancellations';
import { CANCELLATION_REASON_MAX } from '../api/calls/adminOrders';
import { isValidEmail } from './validation';

const requiredText = (message: string) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, { error: message, abort: true }));
const optionalText = (max: number) => z.string().check(z.trim(), z.maxLength(max));

export const adminSignInFormSchema = z.object({
  email: requiredText(m.emailRequired).check(z.refine(isValidEmail, { error: m.emailInvalid })),
  // Passwords are never trimmed; blanks alone count as missing.
  password: z
    .string({ error: m.passwordRequired })
    .check(z.refine((s) => s.trim().length > 0, { error: m.passwordRequired })),
});

/** Spaces inside a code do not matter (apps show '123 456'). */
const compact = (code: string) => code.replace(/\s+/g, '');
const isTotpCode = (code: string) => /^\d{6}$/.test(compact(code));
/** A recovery code: letters, digits and hyphens, as the enrollment showed it. */
const isRecoveryCode = (code: string) => /^[A-Za-z0-9-]{8,40}$/.test(compact(code));

/** The second factor of an enrolled account: a TOTP code or one of its recovery codes. */
export const adminCodeFormSchema = z.object({
  code: requiredText(m.codeRequired).check(
    z.refine((code) => isTotpCode(code) || isRecoveryCode(code), { error: m.codeFormat }),
  ),
});

/** The enrollment's confirmation: the codes saved, and a first TOTP code (a recovery code does not count). */
export const adminEnrollFormSchema = z.object({
  saved: z.boolean().check(z.refine((saved) => saved, { error: m.enrollSavedRequired })),
  code: requiredText(m.codeRequired).check(z.refine(isTotpCode, { error: m.enrollCodeFormat })),
});

/** The code as the server takes it: a TOTP code without its spaces, a recovery code as typed. */
export const adminCodeForServer = (code: string): string => (isTotpCode(code) ? compact(code) : code.trim());

/**
 * A day typed as TT.MM.JJJJ (or JJJJ-MM-TT) to the start of that day in local time, or null when it is no
 * real calendar day between the years 1900 and 9999.
 */
export function parseFilterDay(value: string): Date | null {
  const trimmed = value.trim();
  const german = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(trimmed);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed);
  const [year, month, day] = german
    ? [Number(german[3]), Number(german[2]), Number(german[1])]
    : iso
      ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
      : [NaN, NaN, NaN];
  if (!Number.isInteger(year) || year < 1900 || year > 9998) return null;
  const date = new Date(year, month - 1, day);
  return date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

const dayField = optionalText(10).check(
  z.refine((value) => value === '' || parseFilterDay(value) !== null, { error: m.auditDateInvalid }),
);

const auditFilterFields = z
  .object({
    actor: optionalText(12).check(
      z.refine(
        (value) => value === '' || (/^\d+$/.test(value) && Number(value) > 0 && Number(value) <= MAX_ID),
        {
          error: m.auditActorInvalid,
        },
      ),
    ),
    action: optionalText(100),
    entity: optionalText(100),
    entity_id: optionalText(100),
    from: dayField,
    to: dayField,
  })
  .check(
    z.superRefine((values, ctx) => {
      const from = parseFilterDay(values.from);
      const to = parseFilterDay(values.to);
      if (from && to && to < from)
        ctx.addIssue({ code: 'custom', path: ['to'], message: m.auditRangeInvalid });
    }),
  );

/** The audit log's filters as typed (every field a string, empty for none). */
export type AuditFilterValues = z.input<typeof auditFilterFields>;

/** What `admin.audit.index` takes: empty fields left out; 'to' includes its whole day (the call's end is exclusive). */
export interface AuditFilterQuery {
  actor?: number;
  action?: string;
  entity?: string;
  entity_id?: string;
  from?: string;
  to?: string;
}

/** The audit log's filter form: the typed values, turned into the call's query. */
export const auditFilterFormSchema = z.pipe(
  auditFilterFields,
  z.transform((values: z.output<typeof auditFilterFields>): AuditFilterQuery => {
    const query: AuditFilterQuery = {};
    if (values.actor) query.actor = Number(values.actor);
    if (values.action) query.action = values.action;
    if (values.entity) query.entity = values.entity;
    if (values.entity_id) query.entity_id = values.entity_id;
    const from = parseFilterDay(values.from);
    const to = parseFilterDay(values.to);
    if (from) query.from = from.toISOString();
    if (to) query.to = new Date(to.getFullYear(), to.getMonth(), to.getDate() + 1).toISOString();
    return query;
  }),
);

export const EMPTY_AUDIT_FILTERS: AuditFilterValues = {
  actor: '',
  action: '',
  entity: '',
  entity_id: '',
  from: '',
  to: '',
};

/** Cancelling an order or an item: the reason printed on the Stornorechnung. */
export const cancellationFormSchema = z.object({
  reason: requiredText(cancellationsMessages.reasonRequired).check(
    z.maxLength(CANCELLATION_REASON_MAX, { error: cancellationsMessages.reasonTooLong }),
  ),
});
export type CancellationForm = z.infer<typeof cancellationFormSchema>;
