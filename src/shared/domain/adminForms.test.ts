import { describe, expect, it } from 'vitest';
import { auditLogCall } from '../api/calls/admin';
import { adminRealmMessages as m } from '../messages/adminRealm';
import {
  adminCodeForServer,
  adminCodeFormSchema,
  adminEnrollFormSchema,
  auditFilterFormSchema,
  EMPTY_AUDIT_FILTERS,
  parseFilterDay,
} from './adminForms';
import { fieldErrors } from './validation';

describe('the sign-in code', () => {
  it('takes six digits (spaces forgiven) or a recovery code, and sends a TOTP code without its spaces', () => {
    expect(adminCodeFormSchema.safeParse({ code: '123 456' }).success).toBe(true);
    expect(adminCodeFormSchema.safeParse({ code: 'ABCD-EFGH-1234' }).success).toBe(true);
    expect(fieldErrors(adminCodeFormSchema.safeParse({ code: ' ' }))).toEqual({ code: m.codeRequired });
    expect(fieldErrors(adminCodeFormSchema.safeParse({ code: '12345' }))).toEqual({ code: m.codeFormat });
    expect(adminCodeForServer(' 123 456 ')).toBe('123456');
    expect(adminCodeForServer(' abcd-efgh ')).toBe('abcd-efgh');
  });

  it('confirms an enrollment only with the tick and a TOTP code', () => {
    expect(fieldErrors(adminEnrollFormSchema.safeParse({ saved: false, code: 'ABCD-EFGH-1234' }))).toEqual({
      saved: m.enrollSavedRequired,
      code: m.enrollCodeFormat,
    });
    expect(adminEnrollFormSchema.safeParse({ saved: true, code: '654321' }).success).toBe(true);
  });
});

describe('the audit filters', () => {
  it('reads real calendar days only', () => {
    expect(parseFilterDay('29.02.2024')).toEqual(new Date(2024, 1, 29));
    expect(parseFilterDay('2024-02-29')).toEqual(new Date(2024, 1, 29));
    expect(parseFilterDay('29.02.2023')).toBeNull();
    expect(parseFilterDay('1.1.1899')).toBeNull();
    expect(parseFilterDay('gestern')).toBeNull();
  });

  it("turns the typed filters into the call's query: blanks left out, the end day included", () => {
    const parsed = auditFilterFormSchema.parse({
      ...EMPTY_AUDIT_FILTERS,
      actor: ' 7 ',
      action: 'admin.sign-in',
      from: '01.03.2026',
      to: '02.03.2026',
    });
    expect(parsed).toEqual({
      actor: 7,
      action: 'admin.sign-in',
      from: new Date(2026, 2, 1).toISOString(),
      to: new Date(2026, 2, 3).toISOString(),
    });
    // What the form gives, the contract takes.
    expect(auditLogCall.query.safeParse({ ...parsed, page: 1 }).success).toBe(true);
    expect(auditFilterFormSchema.parse(EMPTY_AUDIT_FILTERS)).toEqual({});
  });

  it('refuses what the server would: a bad account id, an impossible date, an end before the start', () => {
    const errors = fieldErrors(
      auditFilterFormSchema.safeParse({
        ...EMPTY_AUDIT_FILTERS,
        actor: 'x',
        from: '31.02.2026',
      }),
    );
    expect(errors).toEqual({ actor: m.auditActorInvalid, from: m.auditDateInvalid });
    const range = fieldErrors(
      auditFilterFormSchema.safeParse({ ...EMPTY_AUDIT_FILTERS, from: '02.03.2026', to: '01.03.2026' }),
    );
    expect(range).toEqual({ to: m.auditRangeInvalid });
  });
});
